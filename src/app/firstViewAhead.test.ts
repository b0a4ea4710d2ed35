// The first view asked for by the page's head script, and taken over by the first script's API client.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createApiClient } from '../api/createApiClient';
import { storedSessionKey } from '../auth/storedSession';
import { expectedCanvasSize, firstViewPath, flowChrome, prefetchFirstView, takeFirstView } from '../pages/flow/firstViewPrefetch';
import { FIRST_VIEW_AHEAD_KEY, FLOW_CHROME_BEFORE_STYLES, fetchTakingAhead, sendFirstViewAhead, takeFirstViewAhead, type FirstViewAhead } from './firstViewAhead';

const CONFIG = { apiBase: '/api/', auth: { authority: 'https://studio.test/oidc', clientId: 'studio' }, tracing: false };
const NOW_S = Date.now() / 1000;

interface Sent {
  url: string;
  init: RequestInit | undefined;
}

function pageAt(pathname: string, options: { config?: unknown; session?: unknown } = {}) {
  const sent: Sent[] = [];
  const storage = new Map<string, string>();
  const session = 'session' in options ? options.session : { access_token: 'token-1', expires_at: NOW_S + 3600 };
  if (session !== undefined) storage.set(storedSessionKey(CONFIG.auth.authority, CONFIG.auth.clientId), JSON.stringify(session));
  const config = 'config' in options ? options.config : CONFIG;
  const view = {
    innerWidth: 1920,
    innerHeight: 1200,
    location: { pathname, origin: 'https://studio.test' },
    document: { getElementById: (id: string) => (id === 'app-config' && config !== undefined ? { textContent: JSON.stringify(config) } : null) },
    sessionStorage: { getItem: (key: string) => storage.get(key) ?? null } as Storage,
    fetch: ((url: string, init?: RequestInit) => {
      sent.push({ url, init });
      return Promise.resolve(new Response(JSON.stringify({ asked: url }), { status: 200 }));
    }) as typeof fetch,
  } as Parameters<typeof sendFirstViewAhead>[0];
  return { view, sent };
}

/** tokens.css's custom properties, as getComputedStyle would give them once the style sheet has loaded. */
function tokensStyle(): { getPropertyValue(name: string): string } {
  const css = readFileSync(new URL('../styles/tokens.css', import.meta.url), 'utf8');
  return { getPropertyValue: (name) => new RegExp(`${name}:\\s*([^;]+);`).exec(css)?.[1]?.trim() ?? '' };
}

describe('sendFirstViewAhead', () => {
  it("asks for a flow URL's first view with the stored session, as the API client would, and leaves it for the first script", () => {
    const { view, sent } = pageAt('/org-1/widgets/w-1/flow');
    const ahead = sendFirstViewAhead(view);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.url).toBe('/api/widgets/w-1/flow/first_view?width=1920&height=1116');
    expect(sent[0]!.init).toMatchObject({ method: 'GET', credentials: 'include', headers: { Accept: 'application/json', Authorization: 'Bearer token-1' } });
    expect((sent[0]!.init!.headers as Record<string, string>).traceparent).toMatch(/^00-[0-9a-f]{32}-[0-9a-f]{16}-01$/);
    expect(ahead?.url).toBe(sent[0]!.url);
    expect(takeFirstViewAhead(view as { [FIRST_VIEW_AHEAD_KEY]?: FirstViewAhead })).toBe(ahead);
    // Handed over once.
    expect(takeFirstViewAhead(view as { [FIRST_VIEW_AHEAD_KEY]?: FirstViewAhead })).toBeNull();
  });

  it('asks for nothing where the first script would not: another route, no session or an expiring one, tracing on, no config', () => {
    const cases = [
      pageAt('/org-1/widgets/w-1'),
      pageAt('/org-1/widgets/w-1/flow', { session: undefined }),
      pageAt('/org-1/widgets/w-1/flow', { session: { access_token: 'token-1', expires_at: NOW_S + 5 } }),
      pageAt('/org-1/widgets/w-1/flow', { config: { ...CONFIG, tracing: true } }),
      pageAt('/org-1/widgets/w-1/flow', { config: undefined }),
      pageAt('/org-1/widgets/w-1/flow', { config: { ...CONFIG, auth: null } }),
    ];
    for (const { view, sent } of cases) {
      expect(sendFirstViewAhead(view)).toBeNull();
      expect(sent).toEqual([]);
    }
  });

  it("asks for the size the first script asks for once the style sheet has loaded: tokens.css's chrome", () => {
    expect(flowChrome(tokensStyle())).toEqual(FLOW_CHROME_BEFORE_STYLES);
  });
});

describe('fetchTakingAhead', () => {
  it("answers the ahead request's GET once, and everything else with the real fetch", async () => {
    const real: string[] = [];
    const realFetch = ((url: string) => {
      real.push(url);
      return Promise.resolve(new Response('real'));
    }) as typeof fetch;
    const answer = Promise.resolve(new Response('ahead'));
    const fetchFn = fetchTakingAhead(realFetch, { url: '/api/x', answer });
    await expect(fetchFn('/api/x', { method: 'POST' }).then((response) => response.text())).resolves.toBe('real');
    await expect(fetchFn('/api/y').then((response) => response.text())).resolves.toBe('real');
    await expect(fetchFn('/api/x').then((response) => response.text())).resolves.toBe('ahead');
    await expect(fetchFn('/api/x').then((response) => response.text())).resolves.toBe('real');
    expect(real).toEqual(['/api/x', '/api/y', '/api/x']);
  });

  it("rejects when the caller's signal aborts, as a fetch would", async () => {
    const controller = new AbortController();
    const fetchFn = fetchTakingAhead(globalThis.fetch, { url: '/api/x', answer: new Promise<Response>(() => undefined) });
    const taken = fetchFn('/api/x', { signal: controller.signal });
    controller.abort();
    await expect(taken).rejects.toThrow();
  });

  it("gives the first script's first view the head script's answer: no second request", async () => {
    const { view, sent } = pageAt('/org-1/widgets/w-2/flow');
    sendFirstViewAhead(view);
    const api = createApiClient({ baseUrl: '/api', getAccessToken: () => 'token-1', fetch: fetchTakingAhead(view.fetch, takeFirstViewAhead(view as { [FIRST_VIEW_AHEAD_KEY]?: FirstViewAhead })) });
    // The first script's own size: the style sheet's chrome.
    const size = expectedCanvasSize(view, flowChrome(tokensStyle()));
    prefetchFirstView(api, 'w-2', size);
    await expect(takeFirstView('w-2')).resolves.toEqual({ asked: `/api${firstViewPath('w-2', size)}` });
    expect(sent).toHaveLength(1);
  });
});
