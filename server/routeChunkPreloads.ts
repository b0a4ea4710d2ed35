// The page served for a flow URL starts fetching the flow page's code with the HTML (issue 24): the build lists each
// preloadable route's chunks in index.html's `route-chunks` JSON data block (esbuild.config.mjs); for a path of such a
// route, one <link rel="modulepreload"> per chunk goes into the head, so the browser fetches the engine and pixi
// while it parses the page, instead of after the studio's first script has run (src/app/routeCode.ts does it then,
// for the chunks not listed here). Pure.

/** Paths of the routes whose code is preloaded, as the client's router names them (src/routes.ts). */
const PRELOADED_ROUTES: { route: string; path: RegExp }[] = [{ route: 'widgetFlow', path: /^\/[^/]+\/widgets\/[^/]+\/flow\/?$/ }];

/** Route name → chunk URLs, from the page's data block; empty when it has none (or it is not JSON). */
export function routeChunksOf(html: string): Record<string, string[]> {
  const block = /<script type="application\/json" id="route-chunks">([^<]*)<\/script>/.exec(html);
  if (!block) return {};
  try {
    const parsed = JSON.parse(block[1]!) as unknown;
    if (!parsed || typeof parsed !== 'object') return {};
    const chunks: Record<string, string[]> = {};
    for (const [route, list] of Object.entries(parsed as Record<string, unknown>)) {
      if (Array.isArray(list)) chunks[route] = list.filter((href): href is string => typeof href === 'string' && /^\/assets\/[\w./-]+\.js$/.test(href));
    }
    return chunks;
  } catch {
    return {};
  }
}

/** The page for `pathname`: with the route's chunks preloaded in its head when it is a preloaded route. */
export function withRouteChunkPreloads(html: string, chunks: Record<string, string[]>, pathname: string): string {
  const route = PRELOADED_ROUTES.find((candidate) => candidate.path.test(pathname))?.route;
  const list = route ? chunks[route] : undefined;
  if (!list || list.length === 0 || !html.includes('</head>')) return html;
  // Low priority: over HTTP/1.1 (six connections) the app's own requests — its config, the first script's API calls —
  // must not queue behind some forty chunks (they did: the config answered 0.9 s after it was asked for).
  const links = list.map((href) => `<link rel="modulepreload" href="${href}" fetchpriority="low">`).join('\n    ');
  return html.replace('</head>', `  ${links}\n  </head>`);
}
