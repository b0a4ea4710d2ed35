// The Origin check of the runtime endpoints, from the entrypoint's allowedOrigins (editor.md §3):
// `*` allows any origin; `https://shop.example` an exact origin; `shop.example` that host on any scheme
// and port; `*.example.com` any subdomain of it. An empty list (cannot be published: the entrypoint form
// requires one value) is treated as `*`. A request without an Origin header (an <img> pixel, a
// same-origin GET, a server) is not a cross-origin browser call and is let through: Origin is a
// browser guard, not authentication.
import { ALLOW_ALL_ORIGINS } from '../../engine/model/kinds/entrypointKind';

function parsedOrigin(origin: string): URL | null {
  try {
    return new URL(origin);
  } catch {
    return null;
  }
}

function matches(entry: string, origin: URL): boolean {
  const rule = entry.trim().toLowerCase().replace(/\/+$/, '');
  if (rule === '') return false;
  if (rule === ALLOW_ALL_ORIGINS) return true;
  if (rule.includes('://')) return parsedOrigin(rule)?.origin === origin.origin;
  if (rule.startsWith('*.')) return origin.hostname.endsWith(rule.slice(1));
  return origin.host === rule || origin.hostname === rule;
}

export function originAllowed(allowedOrigins: readonly string[], origin: string | undefined): boolean {
  if (origin === undefined) return true;
  if (allowedOrigins.length === 0) return true;
  const parsed = parsedOrigin(origin);
  if (parsed === null || origin === 'null') return allowedOrigins.some((entry) => entry.trim() === ALLOW_ALL_ORIGINS);
  return allowedOrigins.some((entry) => matches(entry, parsed));
}

/** `host` or `host:port` when the host is one a URL reads back unchanged (lower case, punycode), else null. */
function hostSource(rule: string): string | null {
  const [, hostname, port] = /^([^:]+|\[[0-9a-f:.]+\])(?::(\d{1,5}))?$/.exec(rule) ?? [];
  if (hostname === undefined || parsedOrigin(`http://${hostname}`)?.hostname !== hostname) return null;
  return port === undefined ? hostname : `${hostname}:${port}`;
}

/**
 * The CSP `frame-ancestors` sources that allow exactly the sites `originAllowed` lets run the widget: '*' for
 * any; an exact origin as itself; a host (any scheme and port) and a subdomain wildcard as http and https with
 * `:*` unless the entry names a port. Entries that are not origins or hosts are left out (nothing of them can
 * reach the header); when nothing is left, only the studio itself may frame the page ('self').
 */
export function frameAncestorSources(allowedOrigins: readonly string[]): string[] | '*' {
  if (allowedOrigins.length === 0) return '*';
  const sources = new Set<string>();
  for (const entry of allowedOrigins) {
    const rule = entry.trim().toLowerCase().replace(/\/+$/, '');
    if (rule === ALLOW_ALL_ORIGINS) return '*';
    if (rule.includes('://')) {
      const origin = parsedOrigin(rule);
      const plain = origin !== null && origin.pathname === '/' && origin.search === '' && origin.hash === '' && origin.username === '' && origin.password === '';
      if (plain && (origin.protocol === 'http:' || origin.protocol === 'https:')) sources.add(origin.origin);
      continue;
    }
    const wildcard = rule.startsWith('*.');
    const host = hostSource(wildcard ? rule.slice(2) : rule);
    if (host === null) continue;
    const withPort = /:\d+$/.test(host) ? host : `${host}:*`;
    for (const scheme of ['http', 'https']) sources.add(`${scheme}://${wildcard ? '*.' : ''}${withPort}`);
  }
  return sources.size === 0 ? ["'self'"] : ["'self'", ...sources];
}
