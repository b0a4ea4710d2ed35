// The order the first requests of a flow URL go out in: the first view before the shell's queries (the server
// answers in the order they come, and the flow's first frame waits for it), the whole flow after them.
import { beforeEach, describe, expect, it } from 'vitest';
import { matchRoute } from '../routes';
import { resetEarlyQueries, sendEarlyQueries, type FlowPrefetchers } from './earlyQueries';
import { recordingApi } from './testing/recordingApi';

const sent: string[] = [];
const prefetch: FlowPrefetchers = {
  firstView: (_api, widgetId) => sent.push(`first view of ${widgetId}`),
  flow: (_api, path) => sent.push(`flow ${path}`),
};

beforeEach(() => {
  resetEarlyQueries();
  sent.length = 0;
});

describe('sendEarlyQueries on a flow URL', () => {
  it('asks for the first view first, then the shell and the widget, then the whole flow, each once', () => {
    const api = recordingApi(sent);
    const match = matchRoute('/org-1/widgets/w-1/flow');
    sendEarlyQueries(api, match, prefetch);
    sendEarlyQueries(api, match, prefetch);
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
