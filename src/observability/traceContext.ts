// W3C trace context for the studio's own API calls: every call carries a new `traceparent` (a fresh trace and span
// id, sampled), which the server takes as the request's id in its logs and answers as `x-request-id`
// (server/ops/requestId.ts). Only the API client adds it, and only for URLs on the API's own origin, so it never
// travels to another site (fonts, images, a support chat…). The last trace id is kept for error reports. With tracing
// on, the call's span (observability/apiSpans.ts) has the same trace and span ids, so the server's span is its child.
let lastTraceId: string | null = null;

function randomHex(bytes: number): string {
  const values = crypto.getRandomValues(new Uint8Array(bytes));
  let text = '';
  for (const value of values) text += value.toString(16).padStart(2, '0');
  return /^0+$/.test(text) ? randomHex(bytes) : text;
}

/** The W3C trace context of one API call: the ids its traceparent carries (the browser's span of the call). */
export interface TraceContext {
  traceparent: string;
  traceId: string;
  spanId: string;
}

/** A new sampled traceparent header value, and its ids. */
export function newTraceparent(): TraceContext {
  const traceId = randomHex(16);
  const spanId = randomHex(8);
  lastTraceId = traceId;
  return { traceparent: `00-${traceId}-${spanId}-01`, traceId, spanId };
}

/** A new trace context for a request to `url` when it goes to the API's origin, else null (no header, no span). */
export function traceContextFor(url: string, apiBaseUrl: string, pageOrigin: string): TraceContext | null {
  let target: URL;
  let api: URL;
  try {
    target = new URL(url, pageOrigin);
    api = new URL(apiBaseUrl, pageOrigin);
  } catch {
    return null;
  }
  return target.origin === api.origin ? newTraceparent() : null;
}

/** The headers to add to a request for `url`: a traceparent when it goes to the API's origin, else none. */
export function traceHeadersFor(url: string, apiBaseUrl: string, pageOrigin: string): Record<string, string> {
  const context = traceContextFor(url, apiBaseUrl, pageOrigin);
  return context === null ? {} : { traceparent: context.traceparent };
}

/** The trace id of the latest API call, or null before the first. */
export function latestTraceId(): string | null {
  return lastTraceId;
}
