// The app's first API requests, sent together as soon as the runtime config is known and the stored session is
// restored — not one after another as the screens that need them render (the current user, then the shell's
// organization calls, then the page's chunk, then the page's own queries). Each answer is handed to the query that
// asks for it (SWR's preload: the first useApiQuery of the key takes the request in flight). On a flow URL the flow
// download starts here too (flowPrefetch.ts); elsewhere the flow page's code and canvas are made ready in idle time.
import { preload } from 'swr';
import type { AuthController } from '../auth/AuthController';
import type { AppConfig } from '../config/AppConfig';
import { createApiClient } from '../api/createApiClient';
import { keys } from '../api/queries';
import { prefetchFlow } from '../pages/flow/flowPrefetch';
import { prefetchFirstView } from '../pages/flow/firstViewPrefetch';
import { matchRoute, type RouteMatch } from '../routes';
import { startFlowCode } from './flowCode';

/** The queries the route's first screen makes (shell, guards and page), in the order they are needed. */
export function earlyQueryKeys(match: RouteMatch | null): string[] {
  if (!match || match.name === 'callback') return [];
  const found = [keys.me];
  const { organizationId, widgetId } = match.params;
  if (organizationId) found.push(keys.organization(organizationId), keys.permissions(organizationId), keys.subscription(organizationId));
  if (widgetId) found.push(keys.widget(widgetId));
  return found;
}

/** After load, when the page is idle: what a later flow page needs (its code, the canvas and its shaders). */
function prepareFlowPageWhenIdle(): void {
  const idle = () => {
    const request = (window as Window & { requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number }).requestIdleCallback;
    if (request) request(() => void startFlowCode(), { timeout: 10_000 });
    else setTimeout(() => void startFlowCode(), 2_000);
  };
  if (document.readyState === 'complete') setTimeout(idle, 1_000);
  else window.addEventListener('load', () => setTimeout(idle, 1_000), { once: true });
}

export function startEarlyRequests(config: AppConfig, controller: AuthController, pathname: string = window.location.pathname): void {
  const match = matchRoute(pathname);
  if (!match || match.name === 'callback') return;
  controller.restoreUser().then(
    (user) => {
      if (!user || user.expired) return;
      const api = createApiClient({ baseUrl: config.apiBase, getAccessToken: () => user.access_token });
      for (const key of earlyQueryKeys(match)) preload(key, (path: string) => api.get(path));
      if (match.name === 'widgetFlow' && match.params.widgetId) {
        // The first view first: small, it is what the first frame draws; the whole flow follows.
        prefetchFirstView(api, match.params.widgetId);
        prefetchFlow(api, keys.widgetFlow(match.params.widgetId));
      } else prepareFlowPageWhenIdle();
    },
    () => undefined,
  );
}
