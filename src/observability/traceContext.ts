// W3C trace context for the studio's own API calls: every call carries a new `traceparent` (a fresh trace and span
// id, sampled), which the server takes as the request's id in its logs and answers as `x-request-id`
// (server/ops/requestId.ts). Only the API client adds it, and only for URLs on the API's own origin, so it never
// travels to another site (fonts, images, a support chat…). The last trace id is kept for error reports.
let lastTraceId: string | null = null;

function randomHex(bytes: number): string {
  const values = crypto.getRandomValues(new Uint8Array(bytes));
  let text = '';
  for (const value of values) text += value.toString(16).padStart(2, '0');
  return /^0+$/.test(text) ? randomHex(bytes) : text;
}

/** A new sampled traceparent header value, and its trace id. */
export function newTraceparent(): { traceparent: string; traceId: string } {
  const traceId = randomHex(16);
  lastTraceId = traceId;
  return { traceparent: `00-${traceId}-${randomHex(8)}-01`, traceId };
}

/** The headers to add to a request for `url`: a traceparent when it goes to the API's origin, else none. */
export function traceHeadersFor(url: string, apiBaseUrl: string, pageOrigin: string): Record<string, string> {
  let target: URL;
  let api: URL;
  try {
    target = new URL(url, pageOrigin);
    api = new URL(apiBaseUrl, pageOrigin);
  } catch {
    return {};
  }
  return target.origin === api.origin ? { traceparent: newTraceparent().traceparent } : {};
}

/** The trace id of the latest API call, or null before the first. */
export function latestTraceId(): string | null {
  return lastTraceId;
}
