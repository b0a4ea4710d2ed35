// OpenTelemetry traces of this instance, exported by OTLP/HTTP (JSON) when OTEL_EXPORTER_OTLP_ENDPOINT (or
// OTEL_EXPORTER_OTLP_TRACES_ENDPOINT) is set; without it nothing here runs: no hook, no observer, no SDK object.
//
// - One server span per request, `<METHOD> <route pattern>`, with the method, route and status code. Its trace id is
//   the request's id (ops/requestId.ts): the trace id of a valid incoming `traceparent`, whose span id becomes the
//   span's parent (the browser's span of the API call), else the new random id the request was given.
// - One client span per database statement run while a traced request is in progress (Database.observe), a child of
//   the request's span: the statement's first keyword as name, its text truncated to STATEMENT_MAX_CHARS; never its
//   parameters (the observer only sees the text, whose values are `$n` placeholders). Statements of background jobs
//   have no request and make no span, nor do WebSocket connections (the live channel) or the browser's span batches
//   (POST /client-spans, forwarded by ops/browserSpans.ts).
// - Sampling: OTEL_TRACES_SAMPLER / OTEL_TRACES_SAMPLER_ARG (default traceidratio at 1: every request).
// - The exporter is flushed and shut down when the app closes (a drain's `app.close()`).
//
// The request's context is kept in an AsyncLocalStorage of this module (not OpenTelemetry's global context manager:
// several studio instances may run in one process, each with its own provider). Fastify parses the body outside the
// onRequest hook's async context, so preValidation re-enters it (the pattern of @fastify/request-context).
import { AsyncLocalStorage, AsyncResource } from 'node:async_hooks';
import { randomBytes, randomUUID } from 'node:crypto';
import { ROOT_CONTEXT, SpanKind, SpanStatusCode, trace, type Context, type Span, type Tracer } from '@opentelemetry/api';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import {
  AlwaysOffSampler,
  AlwaysOnSampler,
  BatchSpanProcessor,
  ParentBasedSampler,
  TraceIdRatioBasedSampler,
  TracerProvider,
  type IdGenerator,
  type Sampler,
} from '@opentelemetry/sdk-trace';
import {
  ATTR_DB_QUERY_TEXT,
  ATTR_DB_SYSTEM_NAME,
  ATTR_HTTP_REQUEST_METHOD,
  ATTR_HTTP_RESPONSE_STATUS_CODE,
  ATTR_HTTP_ROUTE,
  ATTR_SERVICE_INSTANCE_ID,
  ATTR_SERVICE_NAME,
  ATTR_URL_PATH,
  DB_SYSTEM_NAME_VALUE_POSTGRESQL,
} from '@opentelemetry/semantic-conventions';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CLIENT_SPANS_PATH } from '../../contracts/clientSpanLimits';
import type { TracesSampler, TracingConfig } from '../config';
import type { Database } from '../db/database';
import { parseTraceparent, traceparentHeader } from './requestId';

/** Database statements longer than this are cut in their span (with an ellipsis). */
export const STATEMENT_MAX_CHARS = 2048;

/** The sampler OTEL_TRACES_SAMPLER names (the browser's spans use the same one, so a trace is kept or dropped whole). */
export function samplerOf(kind: TracesSampler, ratio: number): Sampler {
  const root = kind.endsWith('always_on') ? new AlwaysOnSampler() : kind.endsWith('always_off') ? new AlwaysOffSampler() : new TraceIdRatioBasedSampler(ratio);
  return kind.startsWith('parentbased_') ? new ParentBasedSampler({ root }) : root;
}

/**
 * Whether the browser's spans of its API calls are wanted (the app config's `tracing`, ops/browserSpans.ts): an OTLP
 * endpoint is set and the sampler can keep a root span (not always_off, not a ratio of 0). The browser's spans are
 * roots, so a sampler keeping none would drop every one the pages sent.
 */
export function browserSpansWanted(config: TracingConfig): boolean {
  if (config.tracesUrl === null || config.sampler.endsWith('always_off')) return false;
  return !(config.sampler.endsWith('traceidratio') && config.ratio === 0);
}

/**
 * Random ids, except that the trace id of a request without a valid traceparent is the id the request already has
 * (handed over synchronously just before its span starts).
 */
class RequestIdGenerator implements IdGenerator {
  nextTraceId: string | null = null;

  generateTraceId(): string {
    return this.nextTraceId ?? randomBytes(16).toString('hex');
  }

  generateSpanId(): string {
    return randomBytes(8).toString('hex');
  }
}

/** The statement's span name: its first keyword (SELECT, INSERT, BEGIN…). */
function statementName(statement: string): string {
  return /^\s*([A-Za-z]+)/.exec(statement)?.[1]?.toUpperCase() ?? 'SQL';
}

function truncated(statement: string): string {
  return statement.length <= STATEMENT_MAX_CHARS ? statement : `${statement.slice(0, STATEMENT_MAX_CHARS - 1)}…`;
}

const untracedStatement = (): void => undefined;

/** Starts the instance's tracing: hooks on `app` (before its routes) and an observer of `database`; nothing when off. */
export function registerTracing(app: FastifyInstance, database: Database, config: TracingConfig): void {
  if (config.tracesUrl === null) return;
  const ids = new RequestIdGenerator();
  const provider = new TracerProvider({
    sampler: samplerOf(config.sampler, config.ratio),
    idGenerator: ids,
    resource: resourceFromAttributes({ [ATTR_SERVICE_NAME]: config.serviceName, [ATTR_SERVICE_INSTANCE_ID]: randomUUID() }),
    spanProcessors: [new BatchSpanProcessor({ exporter: new OTLPTraceExporter({ url: config.tracesUrl }) })],
  });
  const tracer: Tracer = provider.getTracer('widget-studio');
  const current = new AsyncLocalStorage<Context>();
  const requests = new WeakMap<FastifyRequest, { span: Span; scope: AsyncResource }>();

  app.addHook('onRequest', (request, _reply, done) => {
    // A WebSocket upgrade (the live editing channel) is a connection for minutes, not a request: no span.
    // Nor are the browser's span batches (POST /client-spans, every few seconds per open page): tracing them would
    // make a trace of every batch.
    if (request.headers.upgrade?.toLowerCase() === 'websocket' || request.routeOptions.url === CLIENT_SPANS_PATH) {
      done();
      return;
    }
    const incoming = parseTraceparent(traceparentHeader(request.raw));
    const parent = incoming === null ? ROOT_CONTEXT : trace.setSpanContext(ROOT_CONTEXT, { traceId: incoming.traceId, spanId: incoming.spanId, traceFlags: incoming.flags & 1, isRemote: true });
    const route = request.routeOptions.url;
    ids.nextTraceId = incoming === null ? request.id : null;
    let span: Span;
    try {
      span = tracer.startSpan(
        route === undefined ? request.method : `${request.method} ${route}`,
        { kind: SpanKind.SERVER, attributes: { [ATTR_HTTP_REQUEST_METHOD]: request.method, [ATTR_URL_PATH]: request.url.split('?')[0]!, ...(route === undefined ? {} : { [ATTR_HTTP_ROUTE]: route }) } },
        parent,
      );
    } finally {
      ids.nextTraceId = null;
    }
    current.run(trace.setSpan(parent, span), () => {
      requests.set(request, { span, scope: new AsyncResource('studio.request') });
      done();
    });
  });
  // After the body was parsed (outside the request's async context): the handler runs in the request's context again.
  app.addHook('preValidation', (request, _reply, done) => {
    const traced = requests.get(request);
    if (traced === undefined) done();
    else traced.scope.runInAsyncScope(done, request.raw);
  });
  const end = (request: FastifyRequest, status: number | null) => {
    const traced = requests.get(request);
    if (traced === undefined) return;
    requests.delete(request);
    if (status !== null) traced.span.setAttribute(ATTR_HTTP_RESPONSE_STATUS_CODE, status);
    if (status === null || status >= 500) traced.span.setStatus({ code: SpanStatusCode.ERROR, message: status === null ? 'aborted by the client' : undefined });
    traced.span.end();
    traced.scope.emitDestroy();
  };
  app.addHook('onResponse', async (request, reply) => end(request, reply.statusCode));
  app.addHook('onRequestAbort', async (request) => end(request, null));

  database.observe((statement) => {
    const parent = current.getStore();
    if (parent === undefined || !trace.getSpan(parent)?.isRecording()) return untracedStatement;
    const span = tracer.startSpan(
      statementName(statement),
      { kind: SpanKind.CLIENT, attributes: { [ATTR_DB_SYSTEM_NAME]: DB_SYSTEM_NAME_VALUE_POSTGRESQL, [ATTR_DB_QUERY_TEXT]: truncated(statement) } },
      parent,
    );
    return (error) => {
      if (error !== undefined) span.setStatus({ code: SpanStatusCode.ERROR, message: error instanceof Error ? error.message : String(error) });
      span.end();
    };
  });
  // A drain's (or any) close: the spans still batched are sent before the process ends.
  app.addHook('onClose', async () => {
    try {
      await provider.shutdown();
    } catch (error) {
      app.log.warn({ err: error }, 'traces could not be flushed');
    }
  });
}
