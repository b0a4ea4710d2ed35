// http_request (editor.md §3): the published config's url, method, headers and body with placeholders
// substituted (values in the URL are percent-encoded), sent through safeHttp. With sync on, `result` goes
// into the context: the response body as text, or, when responseMap is set, the value at that dot path
// of the JSON response (`data.items.0.id`; objects and arrays as JSON text, missing as null). The result is
// answered whole: runServerNode masks the secrets in it before cutting it to RESULT_TEXT_MAX / EVENT_RESULT_MAX.
import { randomUUID } from 'node:crypto';
import type { ContextValue } from '../../../contracts/runtime';
import { HTTP_TIMEOUT_DEFAULT } from '../../../engine/model/kinds/httpRequestKind';
import { urlOriginIsSubstituted } from '../../../engine/model/warnings/unsafeUrl';
import { NodeFailure } from './nodeFailure';
import { OutgoingRequestError, safeRequest, type SafeHttpOptions } from './safeHttp';
import type { Substitution } from './substitution';

/** The longest result text kept in the context. */
export const RESULT_TEXT_MAX = 10_240;
/** The longest result text kept in the event. */
export const EVENT_RESULT_MAX = 2_048;
const HARD_TIMEOUT_MS = 15_000;

interface HttpRequestConfig {
  url: string;
  method: string;
  headers: { key: string; value: string }[];
  body: string;
  responseMap: string;
  sync: boolean;
  timeout: number;
}

export interface HttpRequestOutcome {
  /** The response's body text or mapped value, whole and unmasked (null: a missing mapped value). */
  result: ContextValue;
  statusCode: number;
  duration: number;
  requestId: string;
}

function mapped(body: string, path: string): ContextValue {
  let value: unknown;
  try {
    value = JSON.parse(body);
  } catch {
    return null;
  }
  for (const key of path.split('.').map((part) => part.trim()).filter((part) => part !== '')) {
    if (value === null || typeof value !== 'object') return null;
    value = (value as Record<string, unknown>)[key];
  }
  if (value === undefined || value === null) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  return JSON.stringify(value);
}

export async function runHttpRequest(config: HttpRequestConfig, substitution: Substitution, options: SafeHttpOptions): Promise<HttpRequestOutcome> {
  if (urlOriginIsSubstituted(config.url)) throw new NodeFailure('unsafe-url', 'The URL\'s origin would come from a context value; it is refused as unsafe');
  const url = substitution.text(config.url, encodeURIComponent);
  const headers: Record<string, string> = {};
  for (const header of config.headers) {
    const name = substitution.text(header.key).trim();
    const value = substitution.text(header.value);
    if (name === '') continue;
    // Quoted whole: the failure's message is masked before it is cut short (a cut secret would not be masked).
    if (!/^[!#$%&'*+.^_`|~0-9a-z-]+$/i.test(name)) throw new NodeFailure('invalid-header', `The header name "${name}" is not valid`);
    if (/[\r\n\0]/.test(value)) throw new NodeFailure('invalid-header', `The header ${name} holds a line break`);
    headers[name] = value;
  }
  const requestId = randomUUID();
  headers['x-request-id'] = requestId;
  const body = config.method === 'GET' || config.body === '' ? null : substitution.text(config.body);
  const timeoutMs = config.timeout > 0 ? Math.min(config.timeout * 1000, HARD_TIMEOUT_MS) : HTTP_TIMEOUT_DEFAULT * 1000;
  const started = performance.now();
  let response;
  try {
    response = await safeRequest({ url, method: config.method, headers, body, timeoutMs }, options);
  } catch (error) {
    if (error instanceof OutgoingRequestError) throw new NodeFailure(error.code, error.message);
    throw error;
  }
  const duration = Math.round(performance.now() - started);
  const result: ContextValue = config.responseMap.trim() === '' ? response.body : mapped(response.body, config.responseMap);
  return { result, statusCode: response.statusCode, duration, requestId };
}
