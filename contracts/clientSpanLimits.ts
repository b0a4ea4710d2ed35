// The limits of POST /client-spans (contracts/clientSpans.ts has the schema), without superstruct: the browser's
// first script records spans too (src/observability/apiSpans.ts) and must stay small.
export const CLIENT_SPANS_PATH = '/client-spans';

/** Spans in one batch at most; the browser sends a fuller queue in several. */
export const CLIENT_SPANS_PER_BATCH = 50;
/** The largest batch body accepted (413 above): 50 spans with paths of a few hundred characters fit many times. */
export const CLIENT_SPANS_BODY_LIMIT_BYTES = 64 * 1024;
/** Batches one address may send per minute (across instances); more are answered 429 and dropped. */
export const CLIENT_SPAN_BATCHES_PER_MINUTE = 120;
/** A span started more than this before its batch was sent is refused (the browser sends every few seconds). */
export const CLIENT_SPAN_MAX_AGE_MS = 60 * 60 * 1000;
/** The longest API call a span may describe (the client gives up after 15 s; uploads may take longer). */
export const CLIENT_SPAN_MAX_DURATION_MS = 10 * 60 * 1000;

export const CLIENT_SPAN_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
/** Why an API call got no usable answer (src/api/errors.ts NetworkError reasons). */
export const CLIENT_SPAN_ERRORS = ['timeout', 'offline', 'bad-response'] as const;

