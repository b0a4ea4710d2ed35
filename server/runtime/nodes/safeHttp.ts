// Outgoing HTTP for http_request nodes, safe against server-side request forgery: only http and https;
// every connection goes through request-filtering-agent, which checks the address the name resolved to at
// connect time (so there is no window between a check and the connection for DNS rebinding) and refuses
// loopback, private, link-local (169.254.169.254, the cloud metadata address), unique-local and unspecified
// addresses; redirects are followed by hand (at most 5) and each hop is checked again; the whole exchange
// has a deadline and the response body a size cap. On top of the agent's check, addressPolicy.ts judges an
// IPv6 address that carries an IPv4 one (::a.b.c.d, ::ffff:a.b.c.d, 64:ff9b::/96, 2002::/16, …) by that IPv4
// address, for a literal host before connecting and for every DNS answer. Hosts named in RUNTIME_HTTP_ALLOW
// (`host` or `host:port`) are reached without the address filter, for self-hosters' internal services.
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { RequestFilteringHttpAgent, RequestFilteringHttpsAgent } from 'request-filtering-agent';
import { AddressRefusedError, guardedLookup, refusedAddressReason } from './addressPolicy';

export const RESPONSE_MAX_BYTES = 1024 * 1024;
export const REDIRECTS_MAX = 5;

export class OutgoingRequestError extends Error {
  constructor(
    readonly code: 'http-url-invalid' | 'http-address-refused' | 'http-timeout' | 'http-response-too-large' | 'http-too-many-redirects' | 'http-failed',
    message: string,
  ) {
    super(message);
  }
}

export interface OutgoingRequest {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: string | null;
  timeoutMs: number;
}

export interface OutgoingResponse {
  statusCode: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  /** The URL that answered (after redirects). */
  url: string;
}

export interface SafeHttpOptions {
  /** RUNTIME_HTTP_ALLOW entries: `host` or `host:port`, lower case. */
  allow: readonly string[];
  /** Name resolution (tests inject one); dns.lookup by default. Its answers are filtered like any other. */
  lookup?: LookupFunction;
  maxBytes?: number;
}

const filteringHttp = new RequestFilteringHttpAgent({ keepAlive: false });
const filteringHttps = new RequestFilteringHttpsAgent({ keepAlive: false });
const plainHttp = new http.Agent({ keepAlive: false });
const plainHttps = new https.Agent({ keepAlive: false });

function defaultPort(url: URL): string {
  return url.port || (url.protocol === 'https:' ? '443' : '80');
}

export function isAllowListed(url: URL, allow: readonly string[]): boolean {
  const host = url.hostname.toLowerCase();
  const port = defaultPort(url);
  return allow.some((entry) => {
    const separator = entry.startsWith('[') ? entry.indexOf(']:') + 1 : entry.lastIndexOf(':');
    if (separator > 0 && /^\d+$/.test(entry.slice(separator + 1))) return entry.slice(0, separator) === host && entry.slice(separator + 1) === port;
    return entry === host;
  });
}

export function parseOutgoingUrl(text: string): URL {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new OutgoingRequestError('http-url-invalid', 'The URL is not a valid absolute URL');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new OutgoingRequestError('http-url-invalid', 'Only http and https URLs can be requested');
  if (url.username || url.password) throw new OutgoingRequestError('http-url-invalid', 'URLs with credentials are not allowed');
  return url;
}

function once(request: OutgoingRequest, url: URL, options: SafeHttpOptions, signal: AbortSignal): Promise<OutgoingResponse> {
  const allowed = isAllowListed(url, options.allow);
  const secure = url.protocol === 'https:';
  const agent = allowed ? (secure ? plainHttps : plainHttp) : secure ? filteringHttps : filteringHttp;
  const maxBytes = options.maxBytes ?? RESPONSE_MAX_BYTES;
  const refused = () => new OutgoingRequestError('http-address-refused', `The host ${url.host} resolves to an address that cannot be requested (private, loopback, link-local or metadata)`);
  if (!allowed && refusedAddressReason(url.hostname) !== null) return Promise.reject(refused());
  const lookup = allowed ? options.lookup : guardedLookup(options.lookup);
  return new Promise((resolve, reject) => {
    const outgoing = (secure ? https : http).request(
      url,
      { method: request.method, headers: request.headers, agent, signal, ...(lookup ? { lookup } : {}) },
      (response) => {
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > maxBytes) {
            response.destroy();
            reject(new OutgoingRequestError('http-response-too-large', `The response is larger than ${maxBytes} bytes`));
            return;
          }
          chunks.push(chunk);
        });
        response.on('end', () => resolve({ statusCode: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks).toString('utf8'), url: url.href }));
        response.on('error', reject);
      },
    );
    outgoing.on('error', (error: Error & { code?: string }) => {
      if (signal.aborted) reject(new OutgoingRequestError('http-timeout', `No complete answer within ${request.timeoutMs} ms`));
      else if (error instanceof AddressRefusedError || /is not allowed/.test(error.message)) reject(refused());
      else reject(new OutgoingRequestError('http-failed', `The request failed: ${error.code ?? error.message}`));
    });
    if (request.body !== null) outgoing.write(request.body);
    outgoing.end();
  });
}

/** Sends the request, following redirects (each re-checked), within request.timeoutMs overall. */
export async function safeRequest(request: OutgoingRequest, options: SafeHttpOptions): Promise<OutgoingResponse> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), request.timeoutMs);
  timer.unref();
  try {
    let url = parseOutgoingUrl(request.url);
    let current = request;
    for (let hop = 0; ; hop += 1) {
      const response = await once(current, url, options, controller.signal);
      const location = response.headers.location;
      if (![301, 302, 303, 307, 308].includes(response.statusCode) || !location) return response;
      if (hop >= REDIRECTS_MAX) throw new OutgoingRequestError('http-too-many-redirects', `More than ${REDIRECTS_MAX} redirects`);
      const next = parseOutgoingUrl(new URL(location, url).href);
      // Headers the node set (they may carry secrets) go only to the origin the node named.
      if (next.origin !== url.origin) current = { ...current, headers: {} };
      url = next;
      const keepsMethod = response.statusCode === 307 || response.statusCode === 308;
      current = keepsMethod ? current : { ...current, method: current.method === 'HEAD' ? 'HEAD' : 'GET', body: null };
      if (!keepsMethod) {
        const headers = { ...current.headers };
        for (const name of Object.keys(headers)) if (/^content-(type|length)$/i.test(name)) delete headers[name];
        current = { ...current, headers };
      }
    }
  } catch (error) {
    if (controller.signal.aborted && !(error instanceof OutgoingRequestError && error.code !== 'http-failed')) {
      throw new OutgoingRequestError('http-timeout', `No complete answer within ${request.timeoutMs} ms`);
    }
    throw error;
  } finally {
    clearTimeout(timer);
  }
}
