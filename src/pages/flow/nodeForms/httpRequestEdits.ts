// HTTP request form rules (editor.md §4, §5): GET and DELETE carry no body; a URL whose origin would come from
// a substituted context value is unsafe.
import type { HTTP_METHODS } from '../../../../engine/model/index';

export { HTTP_METHODS, HTTP_HEADERS_MAX } from '../../../../engine/model/index';

export type HttpMethod = (typeof HTTP_METHODS)[number];

export const methodHasBody = (method: HttpMethod) => method !== 'GET' && method !== 'DELETE';

export function changeMethod<C extends { method: HttpMethod; body: string }>(config: C, method: HttpMethod): C {
  return { ...config, method, body: methodHasBody(method) ? config.body : '' };
}

/**
 * True when a placeholder ({{…}}) sits in the URL's scheme or host: the origin would be decided by a value at
 * run time. A URL made only of literal text, or with placeholders after the host, is safe.
 */
export function urlOriginFromPlaceholder(url: string): boolean {
  const trimmed = url.trim();
  const placeholder = trimmed.indexOf('{{');
  if (placeholder === -1) return false;
  const scheme = /^[a-z][a-z0-9+.-]*:\/\//i.exec(trimmed);
  if (!scheme) return true;
  const rest = trimmed.slice(scheme[0].length);
  const hostEnd = rest.search(/[/?#]/);
  const originEnd = scheme[0].length + (hostEnd === -1 ? rest.length : hostEnd);
  return placeholder < originEnd;
}
