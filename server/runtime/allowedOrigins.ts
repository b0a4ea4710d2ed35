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
