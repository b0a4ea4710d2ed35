// The app's first API requests (issue 24): the queries the route's first screen makes — the current user, the
// shell's organization calls, the widget — and on a flow URL the first view and the flow download, sent together.
// Sent by the first script with the stored session's token when it has one (earlyStart.ts), else by the app once
// it has restored the session (earlyRequests.ts); either way each answer goes to the useApiQuery that asks for it.
import type { ApiClient } from '../api/createApiClient';
import { keys } from '../api/queryKeys';
import { prefetchFirstView } from '../pages/flow/firstViewPrefetch';
import { prefetchFlow } from '../pages/flow/flowPrefetch';
import type { RouteMatch } from '../routes';

/** The queries the route's first screen makes (shell, guards and page), in the order they are needed. */
export function earlyQueryKeys(match: RouteMatch | null): string[] {
  if (!match || match.name === 'callback') return [];
  const found = [keys.me];
  const { organizationId, widgetId } = match.params;
  if (organizationId) found.push(keys.organization(organizationId), keys.permissions(organizationId), keys.subscription(organizationId));
  if (widgetId) found.push(keys.widget(widgetId));
  return found;
}

/** The answers sent early and not taken yet. */
const sent = new Map<string, Promise<unknown>>();
/**
 * Every key and flow sent early in this page, taken or not: the first script and the app both call
 * sendEarlyQueries once the config is known, in either order (the app's call can take its answers before the first
 * script's call runs), and each is sent once.
 */
const everSent = new Set<string>();

/** What starts a flow URL's first view and its whole flow's download (the prefetchers; others in tests). */
export interface FlowPrefetchers {
  firstView(api: Pick<ApiClient, 'get' | 'url' | 'accessToken'>, widgetId: string): void;
  flow(api: Pick<ApiClient, 'get' | 'url' | 'accessToken'>, path: string): void;
}

const PREFETCHERS: FlowPrefetchers = { firstView: (api, widgetId) => prefetchFirstView(api, widgetId), flow: prefetchFlow };

/** Sends the route's first queries (once each per page) and, on a flow URL, its first view and the flow download. */
export function sendEarlyQueries(api: Pick<ApiClient, 'get' | 'url' | 'accessToken'>, match: RouteMatch | null, prefetch: FlowPrefetchers = PREFETCHERS): void {
  const widgetId = match?.name === 'widgetFlow' ? match.params.widgetId : undefined;
  // The first view before the rest: the server answers requests in the order they come (one database), and the
  // flow's first frame waits for this one, the shell's header for the others.
  const firstView = widgetId && !everSent.has(keys.widgetFlow(widgetId));
  if (firstView) prefetch.firstView(api, widgetId);
  for (const key of earlyQueryKeys(match)) {
    if (everSent.has(key)) continue;
    everSent.add(key);
    const answer = api.get(key);
    // A failure is the query's to report when it takes the answer.
    answer.catch(() => undefined);
    sent.set(key, answer);
  }
  if (firstView) {
    everSent.add(keys.widgetFlow(widgetId));
    // The whole flow after the first view and the shell's queries.
    prefetch.flow(api, keys.widgetFlow(widgetId));
  }
}

/** Forgets what was sent (tests: the unit files share one module instance). */
export function resetEarlyQueries(): void {
  sent.clear();
  everSent.clear();
}

/** The early answer of `key`, handed over once; null when it was not sent early. */
export function takeEarlyQuery<T>(key: string): Promise<T> | null {
  const answer = sent.get(key);
  if (!answer) return null;
  sent.delete(key);
  return answer as Promise<T>;
}
