// What the app starts before its own code has run: run by the studio's first script (src/boot.ts, an entry of its
// own with almost no imports, imported before main by index.html), so this happens while main's chunks still load
// and before React and the rest are evaluated. The runtime config's request goes out at once; on a flow URL the
// flow-load worker, the flow page's code and the flow canvas are started too (flowCode.ts), in parallel with the
// config, the stored session and the app's first requests (earlyRequests.ts). main.tsx imports this module too:
// one instance (a shared chunk), so it takes the config request over.
import type { FlowCanvas } from '../../engine/index';
import { APP_CONFIG_ELEMENT_ID } from '../../contracts/appConfigBlock';
import { createApiClient } from '../api/createApiClient';
import { earlyApiSession, type EarlyConfig } from '../auth/storedSession';
import { apiSpans } from '../observability/apiSpans';
import { matchRoute } from '../routes';
import { startFlowLoadWorkerAhead } from '../pages/flow/flowLoadWorker';
import { pendingFirstView } from '../pages/flow/firstViewPrefetch';
import { markFlowOpen } from '../pages/flow/flowOpenMarks';
import { sendEarlyQueries } from './earlyQueries';
import { isSmallScreen } from '../shell/screenSize';
import { fetchTakingAhead, takeFirstViewAhead } from './firstViewAhead';
import { isFlowCanvasReady, startFlowCode } from './flowCode';

/**
 * The configuration the server wrote into the page (server/inlineAppConfig.ts: a JSON data block), or null on a
 * page without one (then it is fetched).
 */
const inlineConfig: string | null = document.getElementById(APP_CONFIG_ELEMENT_ID)?.textContent ?? null;

/** The runtime config as an answer: the page's own block, else GET /app-config.json sent now (loadAppConfig takes it over). */
export const earlyAppConfig: Promise<Response> =
  inlineConfig !== null
    ? Promise.resolve(new Response(inlineConfig, { status: 200, headers: { 'Content-Type': 'application/json' } }))
    : fetch('/app-config.json', { headers: { Accept: 'application/json' }, cache: 'no-store' });
// A failure surfaces where loadAppConfig awaits it; it must not count as unhandled before that.
earlyAppConfig.catch(() => undefined);


/** The config's body for the early requests: at once from the page's block, else when the fetch answers. */
function earlyConfigBody(): Promise<EarlyConfig> {
  if (inlineConfig !== null) {
    try {
      return Promise.resolve(JSON.parse(inlineConfig) as EarlyConfig);
    } catch {
      return Promise.resolve(null);
    }
  }
  return earlyAppConfig.then((response) => (response.ok ? (response.clone().json() as Promise<EarlyConfig>) : null));
}

const match = matchRoute(window.location.pathname);

/** The flow canvas being made, on a flow URL (a failure is the page's to report: startFlowCode handles it here). */
let flowCanvas: Promise<FlowCanvas> | null = null;
if (match?.name === 'widgetFlow') {
  startFlowLoadWorkerAhead();
  markFlowOpen('boot');
  flowCanvas = startFlowCode();
}

// The route's first requests, with the stored session's token, as soon as the config says where the API and the
// session are (at once with the page's config block): not after main's modules (React, the router, the auth
// library) have been evaluated.
if (match && match.name !== 'callback') {
  earlyConfigBody().then(
      (config) => {
        // The early calls' spans too, when the server exports traces (main.tsx enables the same recorder).
        if (config?.tracing === true) apiSpans.enable(window);
        const session = earlyApiSession(config, window.sessionStorage);
        if (!session) return;
        const { baseUrl, token } = session;
        // The first view's request, when the page's head sent it already (firstViewAhead.ts), is taken over.
        const fetchFn = fetchTakingAhead(globalThis.fetch.bind(globalThis), takeFirstViewAhead());
        sendEarlyQueries(createApiClient({ baseUrl, getAccessToken: () => token, fetch: fetchFn }), match);
        // The first view's picture, painted the moment it answers unless the flow canvas is ready by then (a second
        // visit: the canvas draws the same soon after, and the picture would only delay it; firstViewPicture.ts).
        // Its code is imported, not part of this script, whose chunks stay few (each one more request on six
        // connections before the first script runs): it comes with the app's (the router takes it statically),
        // preloaded first of the app's code, its own chunk included (esbuild.config.mjs).
        const widgetId = match.name === 'widgetFlow' ? match.params.widgetId : undefined;
        // Nothing is painted where the mobile notice will replace the app (it would cover the notice until dropped).
        const firstView = widgetId && !isSmallScreen() ? pendingFirstView(widgetId) : null;
        if (widgetId && firstView) {
          import('../pages/flow/firstViewPicture').then(
            ({ showFirstViewPicture }) => showFirstViewPicture(widgetId, firstView, isFlowCanvasReady),
            () => undefined,
          );
        }
        // Drawn on the flow canvas itself when that is ready first and the page is not there yet (a second visit).
        if (firstView && flowCanvas) {
          import('../pages/flow/earlyPreview').then(
            ({ showEarlyPreview }) => showEarlyPreview(firstView, flowCanvas),
            () => undefined,
          );
        }
      },
      () => undefined,
    );
}
