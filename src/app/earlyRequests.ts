// Once the app has its config and has restored the session: the route's first queries are handed to the queries
// that ask for them (SWR's preload: the first useApiQuery of the key takes the request in flight) — the requests the
// first script already sent with the stored token (earlyStart.ts), or sent now (earlyQueries.ts). Elsewhere than a
// flow page, the flow page's code and canvas are made ready in idle time after sign-in.
import { preload } from 'swr';
import type { AuthController } from '../auth/AuthController';
import type { AppConfig } from '../config/AppConfig';
import { createApiClient } from '../api/createApiClient';
import { matchRoute } from '../routes';
import { earlyQueryKeys, sendEarlyQueries, takeEarlyQuery } from './earlyQueries';
import { startFlowCode } from './flowCode';

export { earlyQueryKeys } from './earlyQueries';

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
      // Sent by the first script already, unless its stored token was missing or about to expire.
      sendEarlyQueries(api, match);
      for (const key of earlyQueryKeys(match)) {
        const early = takeEarlyQuery(key);
        if (early) preload(key, () => early);
      }
      if (match.name !== 'widgetFlow') prepareFlowPageWhenIdle();
    },
    () => undefined,
  );
}
