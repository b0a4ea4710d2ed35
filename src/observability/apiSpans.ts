// The browser's spans of the studio's API calls, sent to the studio itself (POST /client-spans,
// contracts/clientSpans.ts), which forwards them to the operator's OTLP collector (server/ops/browserSpans.ts).
// Off until the app config says the server exports traces (`tracing`): then nothing is recorded, nothing is sent.
//
// One span per call, with the ids of the traceparent the call carried (observability/traceContext.ts), so the
// server's span of the request is its child: method, path (no query), start, duration, status or the reason there
// was none. The server names it by its route template. Kept light: a span is queued when its call ends (no timer
// per call, nothing per frame); the queue is sent FLUSH_INTERVAL_MS after its first span, at once when it holds a
// full batch, and when the page hides (visibilitychange, pagehide), with sendBeacon or a keepalive fetch. A call
// still in flight when the page goes is not sent, nor one older than the server takes (a page asleep for an hour).
import { CLIENT_SPAN_MAX_AGE_MS, CLIENT_SPAN_MAX_DURATION_MS, CLIENT_SPANS_BODY_LIMIT_BYTES, CLIENT_SPANS_PATH, CLIENT_SPANS_PER_BATCH } from '../../contracts/clientSpanLimits';
import type { ClientSpan } from '../../contracts/clientSpans';
import { postToStudio, type PostToStudio } from './postToStudio';
import type { TraceContext } from './traceContext';

/** How long a span waits in the queue at most while the page is visible. */
export const FLUSH_INTERVAL_MS = 5000;
/** A batch's body stays under this (the server's limit less room for the envelope). */
const BATCH_MAX_CHARS = CLIENT_SPANS_BODY_LIMIT_BYTES - 1024;
const PATH_MAX_CHARS = 2048;

export type SpanMethod = ClientSpan['method'];
export type NoAnswerReason = NonNullable<ClientSpan['error']>;

/** One API call in flight: `end` it once with the answer's status, or with no status and the reason. */
export interface ApiCallSpan {
  end(status: number | null, error?: NoAnswerReason | null): void;
}

export interface ApiSpanRecorderOptions {
  send?: PostToStudio;
  /** Epoch milliseconds, with fractions (the browser's clock). */
  now?: () => number;
  /** Runs `callback` once after `ms`; returns what cancels it. */
  schedule?: (callback: () => void, ms: number) => () => void;
}

function pageNow(): number {
  return performance.timeOrigin + performance.now();
}

function scheduleTimeout(callback: () => void, ms: number): () => void {
  const handle = setTimeout(callback, ms);
  return () => clearTimeout(handle);
}

export class ApiSpanRecorder {
  private enabled = false;
  private queue: ClientSpan[] = [];
  private cancelFlush: (() => void) | null = null;
  private readonly send: PostToStudio;
  private readonly now: () => number;
  private readonly schedule: (callback: () => void, ms: number) => () => void;

  constructor(options: ApiSpanRecorderOptions = {}) {
    this.send = options.send ?? postToStudio;
    this.now = options.now ?? pageNow;
    this.schedule = options.schedule ?? scheduleTimeout;
  }

  /** Whether spans are recorded (the app config's `tracing`). */
  get recording(): boolean {
    return this.enabled;
  }

  /**
   * Starts recording; `page` (the window) gets listeners that send the queue as the page hides. Called once, when
   * the config says tracing is on; calling it again changes nothing.
   */
  enable(page?: Pick<Window, 'addEventListener'> & { document: Pick<Document, 'visibilityState'> }): void {
    if (this.enabled) return;
    this.enabled = true;
    if (page === undefined) return;
    page.addEventListener('visibilitychange', () => {
      if (page.document.visibilityState === 'hidden') this.flush();
    });
    page.addEventListener('pagehide', () => this.flush());
  }

  /** The span of a call starting now, or null when not recording. `path`: the URL's path, without query. */
  start(method: SpanMethod, path: string, context: TraceContext): ApiCallSpan | null {
    if (!this.enabled) return null;
    const start = this.now();
    let ended = false;
    return {
      end: (status, error = null) => {
        if (ended) return;
        ended = true;
        this.push({
          traceId: context.traceId,
          spanId: context.spanId,
          method,
          path: path.slice(0, PATH_MAX_CHARS) || '/',
          start,
          duration: Math.min(CLIENT_SPAN_MAX_DURATION_MS, Math.max(0, this.now() - start)),
          status,
          error: error ?? (status === null ? 'offline' : null),
        });
      },
    };
  }

  /** Sends every queued span now, in batches that fit the endpoint's limits (spans older than it takes are dropped). */
  flush(): void {
    this.cancelFlush?.();
    this.cancelFlush = null;
    const sentAt = this.now();
    this.queue = this.queue.filter((span) => span.start <= sentAt && sentAt - span.start <= CLIENT_SPAN_MAX_AGE_MS);
    while (this.queue.length > 0) {
      const spans: ClientSpan[] = [];
      let chars = 0;
      for (const span of this.queue) {
        const size = JSON.stringify(span).length + 1;
        if (spans.length === CLIENT_SPANS_PER_BATCH || (spans.length > 0 && chars + size > BATCH_MAX_CHARS)) break;
        spans.push(span);
        chars += size;
      }
      this.queue = this.queue.slice(spans.length);
      this.send(CLIENT_SPANS_PATH, JSON.stringify({ sentAt, spans }));
    }
  }

  private push(span: ClientSpan): void {
    this.queue.push(span);
    if (this.queue.length >= CLIENT_SPANS_PER_BATCH) this.flush();
    else if (this.cancelFlush === null) this.cancelFlush = this.schedule(() => this.flush(), FLUSH_INTERVAL_MS);
  }
}

/** The page's one recorder: every API client records through it (createApiClient); main.tsx enables it. */
export const apiSpans = new ApiSpanRecorder();
