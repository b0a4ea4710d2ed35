// HTTP request form rules (editor.md §4, §5): GET and DELETE carry no body; a URL whose origin would come from
// a substituted context value is unsafe (the engine's rule).
import type { HTTP_METHODS } from '../../../../engine/model/index';

export { HTTP_METHODS, HTTP_HEADERS_MAX } from '../../../../engine/model/index';

export type HttpMethod = (typeof HTTP_METHODS)[number];

export const methodHasBody = (method: HttpMethod) => method !== 'GET' && method !== 'DELETE';

export function changeMethod<C extends { method: HttpMethod; body: string }>(config: C, method: HttpMethod): C {
  return { ...config, method, body: methodHasBody(method) ? config.body : '' };
}

/** The engine's unsafe-url rule (a placeholder in the scheme or host), so the form warns as the node card does. */
export { urlOriginIsSubstituted } from '../../../../engine/model/index';
