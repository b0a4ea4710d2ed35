import { describe, expect, it } from 'vitest';
import { matchRoute, paths, tabsFor } from './routes';

describe('matchRoute', () => {
  it.each([
    ['/', 'organizations', {}],
    ['/profile', 'profile', {}],
    ['/invitations', 'invitations', {}],
    ['/callback', 'callback', {}],
    ['/org1', 'organization', { organizationId: 'org1' }],
    ['/org1/', 'organization', { organizationId: 'org1' }],
    ['/org1/widgets', 'organizationWidgets', { organizationId: 'org1' }],
    ['/org1/users', 'organizationUsers', { organizationId: 'org1' }],
    ['/org1/widgets/w1', 'widget', { organizationId: 'org1', widgetId: 'w1' }],
    ['/org1/widgets/w1/flow', 'widgetFlow', { organizationId: 'org1', widgetId: 'w1' }],
    ['/org1/widgets/w1/share', 'widgetShare', { organizationId: 'org1', widgetId: 'w1' }],
    ['/org1/widgets/w1/results', 'widgetResults', { organizationId: 'org1', widgetId: 'w1' }],
  ])('%s → %s', (path, name, params) => {
    expect(matchRoute(path)).toEqual({ name, params });
  });

  it('does not let /:organizationId swallow the static routes', () => {
    expect(matchRoute('/profile')?.name).toBe('profile');
    expect(matchRoute('/invitations')?.name).toBe('invitations');
    expect(matchRoute('/callback')?.name).toBe('callback');
    expect(matchRoute('/profile/widgets')).toBeNull();
    expect(matchRoute('/callback/x')).toBeNull();
  });

  it.each(['/org1/nope', '/org1/widgets/w1/nope', '/org1/widgets/w1/flow/extra', '/org1/users/u1', '/a//b', '/static/logo.svg', '/%E0%A4%A'])(
    'unknown path %s → null (not found)',
    (path) => {
      expect(matchRoute(path)).toBeNull();
    },
  );

  it('decodes path segments', () => {
    expect(matchRoute('/a%20b/widgets')?.params).toEqual({ organizationId: 'a b' });
  });
});

describe('paths', () => {
  it('builds paths that match back to their route', () => {
    expect(matchRoute(paths.widgetFlow('o', 'w'))).toEqual({ name: 'widgetFlow', params: { organizationId: 'o', widgetId: 'w' } });
    expect(paths.organizationWidgets('o', { page: 2, archived: true })).toBe('/o/widgets?page=2&archived=true');
    expect(paths.organizationWidgets('o', { page: 1 })).toBe('/o/widgets');
    expect(paths.organizations(3)).toBe('/?page=3');
  });
});

describe('tabsFor', () => {
  it('gives the tab set of the route group', () => {
    expect(tabsFor({ name: 'organizations', params: {} }).map((tab) => tab.title)).toEqual(['Profile', 'Your organizations', 'Your invitations']);
    expect(tabsFor({ name: 'organizationUsers', params: { organizationId: 'o' } }).map((tab) => tab.title)).toEqual(['General', 'Widgets', 'Team']);
    expect(tabsFor({ name: 'widgetShare', params: { organizationId: 'o', widgetId: 'w' } }).map((tab) => tab.route)).toEqual([
      'widget',
      'widgetFlow',
      'widgetShare',
      'widgetResults',
    ]);
    expect(tabsFor({ name: 'callback', params: {} })).toEqual([]);
  });
});
