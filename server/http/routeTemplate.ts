// The route template of a concrete path, from the routes the app registered (http/routeCatalog.ts): the path
// /api/widgets/3f…/versions/4 is GET /api/widgets/{id}/versions/{version}. Used where the path comes from elsewhere
// than this request (the browser's spans of its API calls), so a span is named by its route, never by its ids.
// Static segments win over parameters position by position, as Fastify's router chooses; catch-all routes (`*`, the
// single-page app's fallback) name nothing.
import type { RegisteredRoute } from './routeCatalog';

/** The OpenTelemetry form of a Fastify pattern: `:id` becomes `{id}`. */
export function templateOf(pattern: string): string {
  return pattern.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
}

function segmentsOf(path: string): string[] {
  return path.split('/').slice(1);
}

/**
 * The registered pattern matching `method` and `path` (Fastify's form, `/api/widgets/:id`), or null when none does.
 * HEAD is matched like GET.
 */
export function matchRoute(routes: readonly RegisteredRoute[], method: string, path: string): string | null {
  const wanted = segmentsOf(path);
  const verb = method === 'HEAD' ? 'GET' : method;
  let best: { url: string; staticAt: boolean[] } | null = null;
  for (const route of routes) {
    if (route.method !== verb || route.url.includes('*')) continue;
    const pattern = segmentsOf(route.url);
    if (pattern.length !== wanted.length) continue;
    const staticAt: boolean[] = [];
    let matches = true;
    for (const [index, part] of pattern.entries()) {
      const isParameter = part.startsWith(':');
      if (isParameter ? wanted[index] === '' : part !== wanted[index]) {
        matches = false;
        break;
      }
      staticAt.push(!isParameter);
    }
    if (matches && (best === null || morePrecise(staticAt, best.staticAt))) best = { url: route.url, staticAt };
  }
  return best?.url ?? null;
}

function morePrecise(candidate: boolean[], current: boolean[]): boolean {
  for (const [index, isStatic] of candidate.entries()) {
    if (isStatic !== current[index]) return isStatic;
  }
  return false;
}
