// The code of a route, fetched before the app needs it: the build lists each preloadable route's chunks (the page,
// what it imports, pixi's WebGL renderer for the flow page) in index.html's `route-chunks` data block
// (esbuild.config.mjs), and a <link rel="modulepreload"> per chunk fetches them all at once — instead of one round
// trip per level of imports once the page's chunk has been parsed. Nothing is evaluated until imported.

export type PreloadableRoute = 'widgetFlow';

let listed: Partial<Record<PreloadableRoute, string[]>> | null = null;
const preloaded = new Set<string>();

function routeChunks(doc: Document): Partial<Record<PreloadableRoute, string[]>> {
  if (listed) return listed;
  const block = doc.getElementById('route-chunks');
  try {
    listed = block?.textContent ? (JSON.parse(block.textContent) as Partial<Record<PreloadableRoute, string[]>>) : {};
  } catch {
    listed = {};
  }
  return listed;
}

/** Starts fetching the route's chunks (once each); returns how many links were added. */
export function preloadRouteCode(route: PreloadableRoute, doc: Document = document): number {
  let added = 0;
  // The server already lists them in the page it serves for a flow URL (server/clientApp.ts): those are skipped.
  for (const link of doc.head.querySelectorAll<HTMLLinkElement>('link[rel=modulepreload]')) preloaded.add(link.getAttribute('href') ?? '');
  for (const href of routeChunks(doc)[route] ?? []) {
    if (preloaded.has(href)) continue;
    preloaded.add(href);
    const link = doc.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    doc.head.appendChild(link);
    added += 1;
  }
  return added;
}

/** Forgets what was read and preloaded (tests). */
export function resetRouteCode(): void {
  listed = null;
  preloaded.clear();
}
