import { describe, expect, it } from 'vitest';
import { matchRoute } from '../routes';
import { earlyQueryKeys } from './earlyQueries';

describe('earlyQueryKeys', () => {
  it('asks for the user, the organization calls and the widget of a flow URL at once', () => {
    expect(earlyQueryKeys(matchRoute('/org-1/widgets/w-1/flow'))).toEqual([
      '/users/me',
      '/organizations/org-1',
      '/organizations/org-1/permissions',
      '/organizations/org-1/subscription',
      '/widgets/w-1',
    ]);
  });

  it('asks only for what the route shows', () => {
    expect(earlyQueryKeys(matchRoute('/profile'))).toEqual(['/users/me']);
    expect(earlyQueryKeys(matchRoute('/org-1/widgets'))).toEqual(['/users/me', '/organizations/org-1', '/organizations/org-1/permissions', '/organizations/org-1/subscription']);
    expect(earlyQueryKeys(matchRoute('/callback'))).toEqual([]);
    expect(earlyQueryKeys(null)).toEqual([]);
  });
});
