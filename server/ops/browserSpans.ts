// The browser's spans of the studio's API calls (POST /client-spans, contracts/clientSpans.ts) exported as OTLP spans
// of their own resource, `<OTEL_SERVICE_NAME>-web` (widget-studio-web), beside the server's (ops/tracing.ts): the same
// collector URL, the same sampler (a trace id the server keeps, the browser's span of it is kept too), its own batch
// and exporter, flushed when the app closes. Only made when tracing is on.
//
// Each span keeps the ids the call's traceparent carried (handed to the SDK's id generator as it starts), so the
// server's request span is its child; it is named `HTTP <METHOD> <route template>` from the routes this app
// registered (http/routeTemplate.ts), `HTTP <METHOD>` for a path no route matches; its timing is the browser's,
// moved by the difference between the browser's clock and this one when they differ by more than
// CLOCK_SKEW_TOLERANCE_MS (a wrong clock would otherwise put the call hours away from its server span).
import { randomBytes, randomUUID } from 'node:crypto';
import { ROOT_CONTEXT, SpanKind, SpanStatusCode, type Tracer } from '@opentelemetry/api';
import { millisToHrTime } from '@opentelemetry/core';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, TracerProvider, type IdGenerator } from '@opentelemetry/sdk-trace';
import {
  ATTR_ERROR_TYPE,
  ATTR_HTTP_REQUEST_METHOD,
  ATTR_HTTP_RESPONSE_STATUS_CODE,
  ATTR_SERVICE_INSTANCE_ID,
  ATTR_SERVICE_NAME,
  ATTR_URL_PATH,
  ATTR_USER_AGENT_ORIGINAL,
} from '@opentelemetry/semantic-conventions';
import type { ClientSpanBatch } from '../../contracts/clientSpans';
import type { TracingConfig } from '../config';
import type { RegisteredRoute } from '../http/routeCatalog';
import { matchRoute, templateOf } from '../http/routeTemplate';
import { browserSpansWanted, samplerOf } from './tracing';

/** Clocks closer than this are trusted as they are (the batch's own travel time is in the difference). */
export const CLOCK_SKEW_TOLERANCE_MS = 2000;
/** OpenTelemetry's attribute for the route template of a client call (development status, no constant yet). */
const ATTR_URL_TEMPLATE = 'url.template';
/** User agents longer than this are cut (they identify a browser in the first hundred characters). */
const USER_AGENT_MAX_CHARS = 512;

/** Hands the SDK the ids the browser chose, synchronously just before each span starts. */
class GivenIds implements IdGenerator {
  traceId: string | null = null;
  spanId: string | null = null;

  generateTraceId(): string {
    return this.traceId ?? randomBytes(16).toString('hex');
  }

  generateSpanId(): string {
    return this.spanId ?? randomBytes(8).toString('hex');
  }
}

export class BrowserSpanForwarder {
  private constructor(
    private readonly provider: TracerProvider,
    private readonly tracer: Tracer,
    private readonly ids: GivenIds,
    private readonly routes: readonly RegisteredRoute[],
  ) {}

  /** A forwarder when tracing is on and its sampler can keep a span (tracing.ts browserSpansWanted), else null. */
  static start(config: TracingConfig, routes: readonly RegisteredRoute[]): BrowserSpanForwarder | null {
    if (config.tracesUrl === null || !browserSpansWanted(config)) return null;
    const ids = new GivenIds();
    const provider = new TracerProvider({
      sampler: samplerOf(config.sampler, config.ratio),
      idGenerator: ids,
      resource: resourceFromAttributes({ [ATTR_SERVICE_NAME]: `${config.serviceName}-web`, [ATTR_SERVICE_INSTANCE_ID]: randomUUID() }),
      spanProcessors: [new BatchSpanProcessor({ exporter: new OTLPTraceExporter({ url: config.tracesUrl }) })],
    });
    return new BrowserSpanForwarder(provider, provider.getTracer('widget-studio-web'), ids, routes);
  }

  /** Queues the batch's spans for export; `receivedAt`: this clock's epoch ms when the batch arrived. */
  forward(batch: ClientSpanBatch, receivedAt: number, userAgent: string | undefined): void {
    const skew = receivedAt - batch.sentAt;
    const shift = Math.abs(skew) > CLOCK_SKEW_TOLERANCE_MS ? skew : 0;
    const agent = userAgent === undefined ? {} : { [ATTR_USER_AGENT_ORIGINAL]: userAgent.slice(0, USER_AGENT_MAX_CHARS) };
    for (const call of batch.spans) {
      const route = matchRoute(this.routes, call.method, call.path);
      const template = route === null ? null : templateOf(route);
      const failed = call.error ?? (call.status !== null && call.status >= 400 ? String(call.status) : null);
      this.ids.traceId = call.traceId;
      this.ids.spanId = call.spanId;
      try {
        const span = this.tracer.startSpan(
          template === null ? `HTTP ${call.method}` : `HTTP ${call.method} ${template}`,
          {
            kind: SpanKind.CLIENT,
            startTime: millisToHrTime(call.start + shift),
            attributes: {
              [ATTR_HTTP_REQUEST_METHOD]: call.method,
              [ATTR_URL_PATH]: call.path,
              ...(template === null ? {} : { [ATTR_URL_TEMPLATE]: template }),
              ...(call.status === null ? {} : { [ATTR_HTTP_RESPONSE_STATUS_CODE]: call.status }),
              ...(failed === null ? {} : { [ATTR_ERROR_TYPE]: failed }),
              ...agent,
            },
          },
          ROOT_CONTEXT,
        );
        if (failed !== null) span.setStatus({ code: SpanStatusCode.ERROR, message: call.error === null ? undefined : `no answer: ${call.error}` });
        span.end(millisToHrTime(call.start + shift + call.duration));
      } finally {
        this.ids.traceId = null;
        this.ids.spanId = null;
      }
    }
  }

  /** Sends what is batched and stops (the app's close). */
  async shutdown(): Promise<void> {
    await this.provider.shutdown();
  }
}
