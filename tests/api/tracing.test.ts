// OpenTelemetry traces (server/ops/tracing.ts) sent to a real OTLP/HTTP receiver: a local HTTP server collecting the
// JSON the exporter POSTs to /v1/traces. A traced studio sends one server span per request, whose trace id is the
// request id and whose parent is the caller's traceparent span, with its database statements as child spans; a studio
// without OTEL_EXPORTER_OTLP_ENDPOINT sends nothing, nor does one sampling at 0. The studios are closed before the spans are read: closing flushes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attributeOf, startOtlpReceiver, type OtlpReceiver, type OtlpSpan } from '../harness/otlpReceiver';
import { startTestStudio, type TestStudio } from '../harness/testStudio';

let receiver: OtlpReceiver;
let receiverUrl: string;
let traced: TestStudio;
let untraced: TestStudio;
let unsampled: TestStudio;

const spans = (): OtlpSpan[] => receiver.spans();
const attribute = (span: OtlpSpan, key: string): string | number | undefined => attributeOf(span.attributes, key);

const TRACE = '4bf92f3577b34da6a3ce929d0e0e4736';
const CALLER_SPAN = '00f067aa0ba902b7';
const POST_TRACE = '5c0a3f77b34da6a3ce929d0e0e473601';
const UNTRACED_TRACE = '6d1b4f88c45eb7b4df03ae1f1f584712';
const UNSAMPLED_TRACE = '7e2c5a99d56fc8c5e014bf202a695823';
const DRAIN_TRACE = '8f3d6baae67ad9d6f125c0313b7a6934';
/** The span names of DRAIN_TRACE received by the time the instance's drain resolved. */
let drainedSpans: string[] = [];
let untracedRequestId: string;
let unsampledConfig: { tracing: boolean };

beforeAll(async () => {
  receiver = await startOtlpReceiver();
  receiverUrl = receiver.url;
  // The process environment names the receiver too, so an SDK left to read it by itself would export there: only the
  // studio's configuration may turn tracing on.
  process.env.OTEL_EXPORTER_OTLP_ENDPOINT = receiverUrl;
  try {
    [traced, untraced, unsampled] = await Promise.all([
      startTestStudio({ OTEL_EXPORTER_OTLP_ENDPOINT: receiverUrl, OTEL_SERVICE_NAME: 'studio-under-test' }),
      startTestStudio(),
      startTestStudio({ OTEL_EXPORTER_OTLP_ENDPOINT: receiverUrl, OTEL_SERVICE_NAME: 'studio-unsampled', OTEL_TRACES_SAMPLER_ARG: '0' }),
    ]);
  } finally {
    delete process.env.OTEL_EXPORTER_OTLP_ENDPOINT;
  }

  // Traced: a GET with the browser's traceparent, a POST with a body (its handler runs after the body was parsed),
  // and a request without traceparent.
  expect((await fetch(`${traced.url}/readyz`, { headers: { traceparent: `00-${TRACE}-${CALLER_SPAN}-01` } })).status).toBe(200);
  const report = { kind: 'error', message: 'x is undefined', path: '/organizations' };
  const posted = await fetch(`${traced.url}/client-errors`, { method: 'POST', headers: { 'content-type': 'application/json', traceparent: `00-${POST_TRACE}-${CALLER_SPAN}-01` }, body: JSON.stringify(report) });
  expect(posted.status).toBe(204);
  const plain = await fetch(`${traced.url}/healthz`);
  untracedRequestId = plain.headers.get('x-request-id')!;
  // Untraced: the same traffic.
  expect((await fetch(`${untraced.url}/readyz`, { headers: { traceparent: `00-${UNTRACED_TRACE}-${CALLER_SPAN}-01` } })).status).toBe(200);
  // A second traced instance, drained (SIGTERM) right after one request: the drain itself sends its spans, not the
  // exporter's 5 s timer.
  const instance = await traced.startInstance();
  expect((await fetch(`${instance.url}/readyz`, { headers: { traceparent: `00-${DRAIN_TRACE}-${CALLER_SPAN}-01` } })).status).toBe(200);
  expect(await instance.studio.drain()).toBe('drained');
  drainedSpans = spans()
    .filter((span) => span.traceId === DRAIN_TRACE)
    .map((span) => span.name);
  // Sampled at 0: the same traffic, although the browser's flag says sampled.
  unsampledConfig = await (await fetch(`${unsampled.url}/app-config.json`)).json();
  expect((await fetch(`${unsampled.url}/readyz`, { headers: { traceparent: `00-${UNSAMPLED_TRACE}-${CALLER_SPAN}-01` } })).status).toBe(200);
  await Promise.all([traced.close(), untraced.close(), unsampled.close()]);
});

afterAll(async () => {
  await receiver?.close();
});

describe('a studio with OTEL_EXPORTER_OTLP_ENDPOINT', () => {
  it('posts OTLP JSON to <endpoint>/v1/traces, named by OTEL_SERVICE_NAME', () => {
    expect(receiver.received.length).toBeGreaterThan(0);
    for (const post of receiver.received) {
      expect(post.path).toBe('/v1/traces');
      expect(post.type).toMatch(/^application\/json/);
      const service = post.body.resourceSpans[0]!.resource.attributes.find((entry) => entry.key === 'service.name');
      expect(service?.value.stringValue).toBe('studio-under-test');
    }
  });

  it('makes a server span per request in the caller trace, child of its traceparent span, with route, method and status', () => {
    const request = spans().find((span) => span.traceId === TRACE && span.kind === 2);
    expect(request).toBeDefined();
    expect(request!.name).toBe('GET /readyz');
    expect(request!.parentSpanId).toBe(CALLER_SPAN);
    expect(attribute(request!, 'http.route')).toBe('/readyz');
    expect(attribute(request!, 'http.request.method')).toBe('GET');
    expect(attribute(request!, 'http.response.status_code')).toBe(200);
  });

  it('makes a client span per database statement of the request, child of its span, with the text and no parameters', () => {
    const request = spans().find((span) => span.traceId === TRACE && span.kind === 2)!;
    const statements = spans().filter((span) => span.parentSpanId === request.spanId);
    expect(statements.length).toBeGreaterThan(0);
    const probe = statements.find((span) => attribute(span, 'db.query.text') === 'SELECT 1');
    expect(probe).toMatchObject({ traceId: TRACE, name: 'SELECT', kind: 3 });
    expect(attribute(probe!, 'db.system.name')).toBe('postgresql');
  });

  it('keeps the request context through body parsing: a POST handler statements are children of its span', () => {
    const request = spans().find((span) => span.traceId === POST_TRACE && span.kind === 2);
    expect(request?.name).toBe('POST /client-errors');
    expect(attribute(request!, 'http.response.status_code')).toBe(204);
    const statements = spans().filter((span) => span.parentSpanId === request!.spanId);
    expect(statements.length).toBeGreaterThan(0);
    for (const statement of statements) {
      expect(statement.traceId).toBe(POST_TRACE);
      expect(String(attribute(statement, 'db.query.text'))).not.toContain('client-errors:127.0.0.1');
    }
  });

  it('gives a request without traceparent a root span whose trace id is its x-request-id', () => {
    const request = spans().find((span) => span.traceId === untracedRequestId);
    expect(request?.name).toBe('GET /healthz');
    expect(request?.parentSpanId ?? '').toBe('');
  });
});

describe('a graceful drain', () => {
  it('flushes the spans still batched before it resolves', () => {
    expect(drainedSpans).toContain('GET /readyz');
    expect(drainedSpans).toContain('SELECT');
  });
});

describe('a studio sampling with OTEL_TRACES_SAMPLER_ARG=0', () => {
  it('exports none of its requests', () => {
    expect(spans().some((span) => span.traceId === UNSAMPLED_TRACE)).toBe(false);
  });

  it('tells the page not to record spans of its API calls (none would be kept)', () => {
    expect(unsampledConfig.tracing).toBe(false);
  });
});

describe('a studio without OTEL_EXPORTER_OTLP_ENDPOINT', () => {
  it('exports nothing', () => {
    expect(spans().some((span) => span.traceId === UNTRACED_TRACE)).toBe(false);
    expect(receiver.received.every((post) => post.body.resourceSpans.every((resource) => resource.resource.attributes.some((entry) => entry.value.stringValue === 'studio-under-test')))).toBe(true);
  });
});
