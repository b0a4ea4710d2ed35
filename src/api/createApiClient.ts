// A thin fetch wrapper (studio.md §7): API base, bearer token, JSON both ways (large bodies gzip-encoded),
// credentials included, 15 s time-out. fetch is injected so the mapping of failures can be tested in Node.
import { REQUEST_TIMEOUT_MS } from '../../contracts/constants';
import { encodeJsonBody } from './compressBody';
import { HttpError, NetworkError } from './errors';
import { apiSpans, type ApiSpanRecorder } from '../observability/apiSpans';
import { traceContextFor } from '../observability/traceContext';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiClientOptions {
  baseUrl: string;
  getAccessToken: () => string | null | undefined;
  fetch?: typeof fetch;
  timeoutMs?: number;
  /** Where the calls' spans are recorded (the page's recorder, which records only when tracing is on). */
  spans?: ApiSpanRecorder;
}

export interface ApiClient {
  request<T>(method: HttpMethod, path: string, body?: unknown): Promise<T>;
  get<T>(path: string): Promise<T>;
  post<T>(path: string, body?: unknown): Promise<T>;
  put<T>(path: string, body?: unknown): Promise<T>;
  patch<T>(path: string, body?: unknown): Promise<T>;
  delete<T>(path: string): Promise<T>;
  /** The absolute URL of an API path (for requests made elsewhere, e.g. the flow page's loading worker). */
  url(path: string): string;
  /** The bearer token requests carry now, if any. */
  accessToken(): string | null;
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const fetchFn = options.fetch ?? globalThis.fetch.bind(globalThis);
  const timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS;
  const spans = options.spans ?? apiSpans;

  async function request<T>(method: HttpMethod, path: string, body?: unknown): Promise<T> {
    // A traceparent for the studio's own API origin only (observability/traceContext.ts), and with tracing on the
    // call's span, with the same ids (observability/apiSpans.ts).
    const pageOrigin = globalThis.location?.origin ?? options.baseUrl;
    const trace = traceContextFor(options.baseUrl + path, options.baseUrl, pageOrigin);
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (trace !== null) headers.traceparent = trace.traceparent;
    const token = options.getAccessToken();
    if (token) headers.Authorization = `Bearer ${token}`;
    const init: RequestInit = { method, headers, credentials: 'include' };
    if (typeof FormData !== 'undefined' && body instanceof FormData) {
      init.body = body; // multipart: fetch sets the Content-Type with its boundary
    } else if (body !== undefined) {
      headers['Content-Type'] = 'application/json';
      const encoded = await encodeJsonBody(JSON.stringify(body));
      if (encoded.contentEncoding) headers['Content-Encoding'] = encoded.contentEncoding;
      init.body = encoded.body;
    }
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    init.signal = controller.signal;
    const span = trace === null ? null : spans.start(method, pathOf(options.baseUrl + path, pageOrigin), trace);

    try {
      let response: Response;
      try {
        response = await fetchFn(options.baseUrl + path, init);
      } catch (error) {
        span?.end(null, timedOut ? 'timeout' : 'offline');
        if (timedOut) throw new NetworkError(`${method} ${path} timed out after ${timeoutMs} ms`, 'timeout', { cause: error });
        throw new NetworkError(`${method} ${path} failed: ${describe(error)}`, 'offline', { cause: error });
      }
      let text: string;
      try {
        text = await response.text();
      } catch (error) {
        const reason = timedOut ? 'timeout' : 'bad-response';
        span?.end(response.status, reason);
        throw new NetworkError(`${method} ${path}: could not read the answer`, reason, { cause: error });
      }
      span?.end(response.status);
      if (!response.ok) throw new HttpError(response.status, text);
      if (text === '' || response.status === 204) return undefined as T;
      try {
        return JSON.parse(text) as T;
      } catch (error) {
        throw new NetworkError(`${method} ${path}: the answer is not JSON`, 'bad-response', { cause: error });
      }
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    request,
    get: (path) => request('GET', path),
    post: (path, body) => request('POST', path, body),
    put: (path, body) => request('PUT', path, body),
    patch: (path, body) => request('PATCH', path, body),
    delete: (path) => request('DELETE', path),
    url: (path) => new URL(options.baseUrl + path, globalThis.location?.href ?? 'http://localhost/').href,
    accessToken: () => options.getAccessToken() ?? null,
  };
}

/** The URL's path without query or fragment (a query may hold tokens). */
function pathOf(url: string, base: string): string {
  try {
    return new URL(url, base).pathname;
  } catch {
    return url.split(/[?#]/)[0]!;
  }
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
