import { beforeEach, describe, expect, it } from 'vitest';
import { matchRoute } from '../routes';
import { earlyQueryKeys, resetEarlyQueries, sendEarlyQueries, takeEarlyQuery } from './earlyQueries';
import { recordingApi } from './testing/recordingApi';

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

describe('sendEarlyQueries', () => {
  // The unit files share one instance of the module (vitest.config.ts: isolate false).
  beforeEach(resetEarlyQueries);

  it('sends each query once per page, also when the app took the answers before the first script asked again', async () => {
    const asked: string[] = [];
    const api = recordingApi(asked);
    const match = matchRoute('/org-9/widgets');
    // The app's call: sends, then its queries take the answers at once.
    sendEarlyQueries(api, match);
    for (const key of earlyQueryKeys(match)) await expect(takeEarlyQuery(key)).resolves.toEqual({ path: key });
    // The first script's call, whose config answer was read later.
    sendEarlyQueries(api, match);
    expect(asked).toEqual(earlyQueryKeys(match));
    expect(takeEarlyQuery('/organizations/org-9')).toBeNull();
  });
});
