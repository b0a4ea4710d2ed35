import { describe, expect, it } from 'vitest';
import { matchRoute, templateOf } from './routeTemplate';

const routes = [
  { method: 'GET', url: '/api/widgets/:id' },
  { method: 'GET', url: '/api/widgets/:id/versions/:version' },
  { method: 'GET', url: '/api/widgets/:id/flow' },
  { method: 'PATCH', url: '/api/widgets/:id/flow' },
  { method: 'GET', url: '/api/users/me' },
  { method: 'GET', url: '/api/users/:id' },
  { method: 'GET', url: '/*' },
];

describe('route templates', () => {
  it('finds the registered pattern of a concrete path and method', () => {
    expect(matchRoute(routes, 'GET', '/api/widgets/3f2b6c1e-0c1d-4e55-9a8e-2b1c0d9e8f7a/versions/4')).toBe('/api/widgets/:id/versions/:version');
    expect(matchRoute(routes, 'PATCH', '/api/widgets/w1/flow')).toBe('/api/widgets/:id/flow');
    expect(matchRoute(routes, 'HEAD', '/api/widgets/w1')).toBe('/api/widgets/:id');
  });

  it('prefers static segments over parameters, as the router does', () => {
    expect(matchRoute(routes, 'GET', '/api/users/me')).toBe('/api/users/me');
    expect(matchRoute(routes, 'GET', '/api/users/u1')).toBe('/api/users/:id');
  });

  it('names nothing for unknown paths, other methods, empty parameters or only the catch-all', () => {
    expect(matchRoute(routes, 'DELETE', '/api/widgets/w1/flow')).toBeNull();
    expect(matchRoute(routes, 'GET', '/api/widgets//flow')).toBeNull();
    expect(matchRoute(routes, 'GET', '/api/nothing/here')).toBeNull();
  });

  it('writes parameters the OpenTelemetry way', () => {
    expect(templateOf('/api/widgets/:id/versions/:version')).toBe('/api/widgets/{id}/versions/{version}');
  });
});
