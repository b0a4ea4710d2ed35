// The order the first requests of a flow URL go out in: the first view before the shell's queries (the server
// answers in the order they come, and the flow's first frame waits for it), the whole flow after them.
import { describe, expect, it, vi } from 'vitest';
import { matchRoute } from '../routes';
import { sendEarlyQueries } from './earlyQueries';
import { recordingApi } from './testing/recordingApi';

const sent: string[] = [];
vi.mock('../pages/flow/firstViewPrefetch', () => ({ prefetchFirstView: (_api: unknown, widgetId: string) => sent.push(`first view of ${widgetId}`) }));
vi.mock('../pages/flow/flowPrefetch', () => ({ prefetchFlow: (_api: unknown, path: string) => sent.push(`flow ${path}`) }));

describe('sendEarlyQueries on a flow URL', () => {
  it('asks for the first view first, then the shell and the widget, then the whole flow, each once', () => {
    const api = recordingApi(sent);
    const match = matchRoute('/org-1/widgets/w-1/flow');
    sendEarlyQueries(api, match);
    sendEarlyQueries(api, match);
    expect(sent).toEqual([
      'first view of w-1',
      '/users/me',
      '/organizations/org-1',
      '/organizations/org-1/permissions',
      '/organizations/org-1/subscription',
      '/widgets/w-1',
      'flow /widgets/w-1/flow',
    ]);
  });
});
