// The flow's first view asked for by the page's HTML itself (issue 24). On a fresh browser the page's main thread is
// held for 0.5–0.8 s right after the HTML arrives: its first compositor frame sink waits for the GPU process, which
// is drawing the browser's own first frame under SwiftShader (a CPU readback of the whole frame). Nothing of the
// page's runs meanwhile, and the first script, whose code has arrived by then, ran at 0.9–1.3 s and only then asked
// for the first view. This code is inlined into index.html's head as a classic script before the style sheet
// (esbuild.config.mjs; the server allows it by its hash, server/clientApp.ts), so it runs while the HTML is parsed,
// before that wait: the request is on the network during it and its answer is there when the first script runs,
// which takes it over (`fetchTakingAhead`, src/app/earlyStart.ts). It reads what the first script reads — the
// config block, the stored session, the route — and sends exactly the request the first script would.
import { APP_CONFIG_ELEMENT_ID } from '../../contracts/appConfigBlock';
import { earlyApiSession, type EarlyConfig } from '../auth/storedSession';
import { expectedCanvasSize, firstViewPath } from '../pages/flow/firstViewPrefetch';
import { lastViewHere } from '../pages/flow/lastFlowView';
import { traceHeadersFor } from '../observability/traceContext';
import { matchRoute } from '../routes';

/** Where the inline script leaves its request for the first script. */
export const FIRST_VIEW_AHEAD_KEY = '__studioFirstViewAhead';

export interface FirstViewAhead {
  /** The absolute URL asked for (the API client's base + the first view's path). */
  readonly url: string;
  readonly answer: Promise<Response>;
}

/**
 * The app's chrome around the flow canvas before the style sheet has loaded (it loads after this script runs): the
 * top bar's --header-height (56 px) and its 1 px border above, --flow-status-height (27 px) below, as tokens.css has
 * them (firstViewAhead.test.ts checks they agree). The first script reads the same from the style sheet
 * (firstViewPrefetch.ts `flowChrome`), so both ask for the same size and the answer is taken over.
 */
export const FLOW_CHROME_BEFORE_STYLES = { above: 56 + 1, below: 27 } as const;

type AheadWindow = Pick<Window, 'innerWidth' | 'innerHeight' | 'sessionStorage' | 'localStorage' | 'fetch'> & {
  location: Pick<Location, 'pathname' | 'origin'>;
  document: { getElementById(id: string): { textContent: string | null } | null };
  [FIRST_VIEW_AHEAD_KEY]?: FirstViewAhead;
};

/** The first view's request sent with the stored session on a flow URL; null where the first script would not send it. */
export function sendFirstViewAhead(view: AheadWindow): FirstViewAhead | null {
  const match = matchRoute(view.location.pathname);
  if (match?.name !== 'widgetFlow') return null;
  let config: EarlyConfig;
  try {
    config = JSON.parse(view.document.getElementById(APP_CONFIG_ELEMENT_ID)?.textContent ?? 'null') as EarlyConfig;
  } catch {
    return null;
  }
  // With tracing on, the API client's request carries a traceparent and a span: it is left to the first script.
  if (config?.tracing === true) return null;
  const session = earlyApiSession(config, view.sessionStorage);
  if (!session) return null;
  const { baseUrl: base, token } = session;
  const widgetId = match.params.widgetId!;
  const url = base + firstViewPath(widgetId, expectedCanvasSize(view, FLOW_CHROME_BEFORE_STYLES), lastViewHere(widgetId, view));
  // The headers the API client sends (src/api/createApiClient.ts): a traceparent on the API's origin, the token.
  const headers = { Accept: 'application/json', ...traceHeadersFor(url, base, view.location.origin), Authorization: `Bearer ${token}` };
  const answer = view.fetch(url, { method: 'GET', headers, credentials: 'include' });
  // A failure is the first script's to see when it takes the answer over; one nobody takes must not be unhandled.
  answer.catch(() => undefined);
  const ahead = { url, answer };
  view[FIRST_VIEW_AHEAD_KEY] = ahead;
  return ahead;
}

/**
 * `fetchFn`, except that a GET of the ahead request's URL is answered once by that request (and what the caller's
 * signal aborts still rejects, as a fetch would).
 */
export function fetchTakingAhead(fetchFn: typeof fetch, ahead: FirstViewAhead | null | undefined): typeof fetch {
  let waiting = ahead ?? null;
  return (input, init) => {
    const taken = waiting;
    if (taken !== null && input === taken.url && (init?.method ?? 'GET') === 'GET') {
      waiting = null;
      const signal = init?.signal;
      if (!signal) return taken.answer;
      return new Promise<Response>((resolve, reject) => {
        const aborted = () => reject(signal.reason ?? new DOMException('The request was aborted.', 'AbortError'));
        if (signal.aborted) return aborted();
        signal.addEventListener('abort', aborted, { once: true });
        taken.answer.then(resolve, reject);
      });
    }
    return fetchFn(input, init);
  };
}

/** The inline script's request, handed over once (the first script takes it); null when it sent none. */
export function takeFirstViewAhead(view: { [FIRST_VIEW_AHEAD_KEY]?: FirstViewAhead } = window as { [FIRST_VIEW_AHEAD_KEY]?: FirstViewAhead }): FirstViewAhead | null {
  const ahead = view[FIRST_VIEW_AHEAD_KEY] ?? null;
  delete view[FIRST_VIEW_AHEAD_KEY];
  return ahead;
}
