// The browser's spans of its API calls (POST /client-spans, server/ops/browserSpans.ts) sent to a real OTLP/HTTP
// receiver: with OTEL_EXPORTER_OTLP_ENDPOINT set, a span the page reports arrives as a CLIENT span of the
// `<service>-web` resource, with the ids of the traceparent the call carried, so the server's span of that request is
// its child; named by the route template, with the browser's timing (moved when the browser's clock is off). Bad
// batches are 400 naming the field, oversize 413, a flood 429; without an endpoint the app config says tracing is
// off and a batch is answered 204 and dropped. The studios are closed before the spans are read: closing flushes.
import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_SPAN_BATCHES_PER_MINUTE, CLIENT_SPANS_BODY_LIMIT_BYTES } from '../../contracts/clientSpans';
import { attributeOf, startOtlpReceiver, type OtlpReceiver, type OtlpSpan } from '../harness/otlpReceiver';
import { startTestStudio, type TestStudio } from '../harness/testStudio';

const SERVICE = 'studio-under-test';
const WEB_SERVICE = `${SERVICE}-web`;

let receiver: OtlpReceiver;
let traced: TestStudio;
let untraced: TestStudio;
const configs: { traced?: { tracing: boolean }; untraced?: { tracing: boolean } } = {};

const hex = (bytes: number) => randomBytes(bytes).toString('hex');
const nanos = (value: string | number) => BigInt(value);
/** Whole milliseconds (the test uses Date.now()) as nanoseconds. */
const msToNanos = (ms: number) => BigInt(ms) * 1_000_000n;

/** One API call the way the page makes it: its traceparent, then its span. */
interface BrowserCall {
  traceId: string;
  spanId: string;
  path: string;
  start: number;
  duration: number;
  status: number;
}
let call: BrowserCall;
let failedCall: { traceId: string; spanId: string };
let unknownRouteCall: { traceId: string; spanId: string };
let skewedCall: { traceId: string; spanId: string; start: number; sentAt: number; postedBetween: [number, number] };
let untracedCall: { traceId: string };
const batchStatuses: number[] = [];

async function postSpans(studio: TestStudio, body: unknown, type = 'application/json'): Promise<Response> {
  return fetch(`${studio.url}/client-spans`, { method: 'POST', headers: { 'content-type': type }, body: typeof body === 'string' ? body : JSON.stringify(body) });
}

function span(overrides: Record<string, unknown> = {}) {
  const start = Date.now() - 1000;
  return { traceId: hex(16), spanId: hex(8), method: 'GET', path: '/api/users/me', start, duration: 12.5, status: 200, error: null, ...overrides };
}

beforeAll(async () => {
  receiver = await startOtlpReceiver();
  [traced, untraced] = await Promise.all([startTestStudio({ OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url, OTEL_SERVICE_NAME: SERVICE }), startTestStudio()]);
  configs.traced = await (await fetch(`${traced.url}/app-config.json`)).json();
  configs.untraced = await (await fetch(`${untraced.url}/app-config.json`)).json();

  // A real API call with the browser's traceparent, then its span as the page reports it (sendBeacon: text/plain).
  const user = await traced.signUp();
  const organization = await user.request('POST', '/organizations', { name: 'Traced' });
  const widget = await user.request('POST', '/widgets', { name: 'Traced widget', organizationId: organization.body.id });
  const traceId = hex(16);
  const spanId = hex(8);
  const path = `/api/widgets/${widget.body.id}`;
  const start = Date.now();
  const answer = await fetch(`${traced.url}${path}`, { headers: { authorization: `Bearer ${user.accessToken}`, traceparent: `00-${traceId}-${spanId}-01` } });
  await answer.text();
  const duration = Date.now() - start;
  call = { traceId, spanId, path, start, duration, status: answer.status };
  batchStatuses.push((await postSpans(traced, { sentAt: Date.now(), spans: [{ traceId, spanId, method: 'GET', path, start, duration, status: answer.status, error: null }] }, 'text/plain;charset=UTF-8')).status);

  // A call without an answer, and one to a path no route has.
  failedCall = { traceId: hex(16), spanId: hex(8) };
  unknownRouteCall = { traceId: hex(16), spanId: hex(8) };
  batchStatuses.push(
    (
      await postSpans(traced, {
        sentAt: Date.now(),
        spans: [span({ ...failedCall, method: 'POST', path: '/api/widgets', status: null, error: 'timeout' }), span({ ...unknownRouteCall, path: '/api/no/such/route', status: 404 })],
      })
    ).status,
  );

  // A browser whose clock is an hour behind: its spans are moved to this clock.
  const hourBehind = Date.now() - 3_600_000;
  skewedCall = { traceId: hex(16), spanId: hex(8), start: hourBehind - 500, sentAt: hourBehind, postedBetween: [0, 0] };
  const before = Date.now();
  batchStatuses.push((await postSpans(traced, { sentAt: skewedCall.sentAt, spans: [span({ traceId: skewedCall.traceId, spanId: skewedCall.spanId, start: skewedCall.start })] })).status);
  skewedCall.postedBetween = [before, Date.now()];

  // Without an endpoint: accepted and dropped.
  untracedCall = { traceId: hex(16) };
  batchStatuses.push((await postSpans(untraced, { sentAt: Date.now(), spans: [span({ traceId: untracedCall.traceId })] })).status);
}, 120_000);

afterAll(async () => {
  await Promise.all([traced?.close(), untraced?.close()]);
  await receiver?.close();
});

describe('the app config', () => {
  it('tells the page whether traces are exported', () => {
    expect(configs.traced?.tracing).toBe(true);
    expect(configs.untraced?.tracing).toBe(false);
  });
});

describe('POST /client-spans input', () => {
  it('accepts batches as JSON and as sendBeacon text', () => {
    expect(batchStatuses).toEqual([204, 204, 204, 204]);
  });

  it.each([
    ['a trace id that is not 32 hex digits', { sentAt: Date.now(), spans: [span({ traceId: 'ABC' })] }, 'spans.0.traceId', 'invalid-id'],
    ['an all-zero span id', { sentAt: Date.now(), spans: [span({ spanId: '0000000000000000' })] }, 'spans.0.spanId', 'invalid-id'],
    ['a path with a query', { sentAt: Date.now(), spans: [span(), span({ path: '/api/users/me?token=secret' })] }, 'spans.1.path', 'invalid-path'],
    ['a method the studio does not call', { sentAt: Date.now(), spans: [span({ method: 'TRACE' })] }, 'spans.0.method', 'enums'],
    ['a status out of range', { sentAt: Date.now(), spans: [span({ status: 700 })] }, 'spans.0.status', 'max'],
    ['a negative duration', { sentAt: Date.now(), spans: [span({ duration: -1 })] }, 'spans.0.duration', 'min'],
    ['a span started after the batch was sent', { sentAt: Date.now() - 60_000, spans: [span({ start: Date.now() })] }, 'spans.0.start', 'span-time'],
    ['a missing sentAt', { spans: [span()] }, 'sentAt', 'required'],
    ['no spans', { sentAt: Date.now(), spans: [] }, 'spans', 'size'],
    ['an unknown field', { sentAt: Date.now(), spans: [{ ...span(), name: 'free text' }] }, 'spans.0.name', 'never'],
  ])('refuses %s with 400 naming the field', async (_case, body, field, rule) => {
    const response = await postSpans(traced, body);
    expect(response.status).toBe(400);
    const answer = await response.json();
    expect(answer.error).toBe('validation');
    expect(answer.issues).toContainEqual(expect.objectContaining({ field, rule }));
  });

  it('refuses text that is not JSON with 400', async () => {
    const response = await postSpans(traced, 'not json', 'text/plain');
    expect(response.status).toBe(400);
    expect((await response.json()).issues[0]).toMatchObject({ field: '', rule: 'invalid-json' });
  });

  it('refuses a body over the limit with 413', async () => {
    const response = await postSpans(traced, { sentAt: Date.now(), spans: [span({ path: `/${'x'.repeat(CLIENT_SPANS_BODY_LIMIT_BYTES)}` })] });
    expect(response.status).toBe(413);
  });

  it('limits the batches of one address per minute (429 with retry-after)', async () => {
    const statuses: number[] = [];
    for (let index = 0; index <= CLIENT_SPAN_BATCHES_PER_MINUTE; index += 1) statuses.push((await postSpans(untraced, { sentAt: Date.now(), spans: [span()] })).status);
    // The untraced studio already took one batch in beforeAll.
    expect(statuses.slice(0, CLIENT_SPAN_BATCHES_PER_MINUTE - 1).every((status) => status === 204)).toBe(true);
    const refused = await postSpans(untraced, { sentAt: Date.now(), spans: [span()] });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('a studio with OTEL_EXPORTER_OTLP_ENDPOINT', () => {
  let web: OtlpSpan[];
  let server: OtlpSpan[];
  beforeAll(async () => {
    await traced.close();
    web = receiver.spansOf(WEB_SERVICE);
    server = receiver.spansOf(SERVICE);
  });

  it('exports the browser span with the ids of its traceparent, named by the route, with the browser timing', () => {
    const browser = web.find((candidate) => candidate.traceId === call.traceId);
    expect(browser).toMatchObject({ spanId: call.spanId, name: 'HTTP GET /api/widgets/{id}', kind: 3 });
    expect(browser!.parentSpanId ?? '').toBe('');
    expect(attributeOf(browser!.attributes, 'url.template')).toBe('/api/widgets/{id}');
    expect(attributeOf(browser!.attributes, 'url.path')).toBe(call.path);
    expect(attributeOf(browser!.attributes, 'http.request.method')).toBe('GET');
    expect(attributeOf(browser!.attributes, 'http.response.status_code')).toBe(200);
    expect(attributeOf(browser!.attributes, 'user_agent.original')).toEqual(expect.any(String));
    expect(nanos(browser!.startTimeUnixNano)).toBe(msToNanos(call.start));
    expect(nanos(browser!.endTimeUnixNano)).toBe(msToNanos(call.start + call.duration));
    expect(browser!.status?.code ?? 0).not.toBe(2);
  });

  it("makes the server's span of that request its child, in the same trace", () => {
    const request = server.find((candidate) => candidate.traceId === call.traceId && candidate.kind === 2);
    expect(request?.name).toBe('GET /api/widgets/:id');
    expect(request?.parentSpanId).toBe(call.spanId);
  });

  it('marks a call without an answer as an error with its reason, and names a call no route matches by its method', () => {
    const failed = web.find((candidate) => candidate.traceId === failedCall.traceId);
    expect(failed).toMatchObject({ spanId: failedCall.spanId, name: 'HTTP POST /api/widgets' });
    expect(failed!.status?.code).toBe(2);
    expect(attributeOf(failed!.attributes, 'error.type')).toBe('timeout');
    expect(attributeOf(failed!.attributes, 'http.response.status_code')).toBeUndefined();
    const unknown = web.find((candidate) => candidate.traceId === unknownRouteCall.traceId);
    expect(unknown?.name).toBe('HTTP GET');
    expect(attributeOf(unknown!.attributes, 'error.type')).toBe('404');
  });

  it("moves the spans of a browser whose clock is off to the server's clock", () => {
    const skewed = web.find((candidate) => candidate.traceId === skewedCall.traceId)!;
    const [before, after] = skewedCall.postedBetween;
    const earliest = msToNanos(skewedCall.start + (before - skewedCall.sentAt));
    const latest = msToNanos(skewedCall.start + (after - skewedCall.sentAt));
    expect(nanos(skewed.startTimeUnixNano) >= earliest && nanos(skewed.startTimeUnixNano) <= latest).toBe(true);
  });

  it('does not trace the span batches themselves', () => {
    expect(server.some((candidate) => candidate.name === 'POST /client-spans')).toBe(false);
  });
});

describe('a studio without OTEL_EXPORTER_OTLP_ENDPOINT', () => {
  it('exports nothing of the batches it was sent', () => {
    expect(receiver.spans().some((candidate) => candidate.traceId === untracedCall.traceId)).toBe(false);
  });
});
