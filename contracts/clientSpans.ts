// The spans of the studio's API calls, recorded in the browser (src/observability/apiSpans.ts) and sent in batches to
// the studio itself (POST /client-spans, server/ops/clientSpanRoutes.ts), which forwards them to the OTLP collector
// when tracing is on. Each span is one API call: its trace and span ids are the ones the call's traceparent carried,
// so the server's span of the request is its child. Names are made by the server from the path (the route template):
// the browser sends facts only, no free text but the path (without query: it may hold tokens).
import { array, enums, integer, max, min, nullable, number, object, refine, size, string, type Infer } from 'superstruct';
import { CLIENT_SPAN_ERRORS, CLIENT_SPAN_MAX_AGE_MS, CLIENT_SPAN_MAX_DURATION_MS, CLIENT_SPAN_METHODS, CLIENT_SPANS_PER_BATCH } from './clientSpanLimits';

export {
  CLIENT_SPANS_PATH,
  CLIENT_SPANS_PER_BATCH,
  CLIENT_SPANS_BODY_LIMIT_BYTES,
  CLIENT_SPAN_BATCHES_PER_MINUTE,
  CLIENT_SPAN_MAX_AGE_MS,
  CLIENT_SPAN_MAX_DURATION_MS,
  CLIENT_SPAN_METHODS,
  CLIENT_SPAN_ERRORS,
} from './clientSpanLimits';

function lowerHex(digits: number) {
  const pattern = new RegExp(`^[0-9a-f]{${digits}}$`);
  return refine(string(), 'invalid-id', (value) => (pattern.test(value) && !/^0+$/.test(value)) || `must be ${digits} lower-case hex digits, not all zero`);
}

/** An instant as epoch milliseconds (fractions allowed: performance.timeOrigin + performance.now()). */
const epochMs = refine(number(), 'invalid-time', (value) => (Number.isFinite(value) && value > 0 && value < 8.64e15) || 'must be epoch milliseconds');

export const clientSpanSchema = object({
  /** The trace id of the call's traceparent. */
  traceId: lowerHex(32),
  /** The span id of the call's traceparent: the server span's parent. */
  spanId: lowerHex(16),
  method: enums(CLIENT_SPAN_METHODS),
  /** The URL's path, no query nor fragment. */
  path: refine(size(string(), 1, 2048), 'invalid-path', (value) => (value.startsWith('/') && !/[?#\s]/.test(value)) || 'must be a URL path without query'),
  /** When the call started, epoch ms of the browser's clock. */
  start: epochMs,
  /** How long until the answer was read (or the call failed), ms. */
  duration: max(min(number(), 0), CLIENT_SPAN_MAX_DURATION_MS),
  /** The answer's status; null when there was none. */
  status: nullable(max(min(integer(), 100), 599)),
  error: nullable(enums(CLIENT_SPAN_ERRORS)),
});

export const clientSpanBatchSchema = refine(
  object({
    /** When the batch was sent, epoch ms of the browser's clock (the server corrects a clock that is off). */
    sentAt: epochMs,
    spans: size(array(clientSpanSchema), 1, CLIENT_SPANS_PER_BATCH),
  }),
  'span-time',
  function* (batch) {
    for (const [index, span] of batch.spans.entries()) {
      if (span.start > batch.sentAt || batch.sentAt - span.start > CLIENT_SPAN_MAX_AGE_MS) {
        yield { path: ['spans', index, 'start'], message: `must be within the hour before sentAt` };
      }
    }
  },
);

export type ClientSpan = Infer<typeof clientSpanSchema>;
export type ClientSpanBatch = Infer<typeof clientSpanBatchSchema>;
