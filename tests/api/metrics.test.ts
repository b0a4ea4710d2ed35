// GET /metrics: Prometheus text with the studio's request, runtime, database, job and Node metrics; answered on
// loopback only (never through a proxy) without METRICS_TOKEN, and only with the bearer token when it is set.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStudio, type TestStudio } from '../harness/testStudio';
import { entrypoint, event, publishedWidget, runtimeCall, visitor } from './runtimeFixtures';

const TOKEN = 'metrics-token-for-the-test-0123456789';
let studio: TestStudio;
let tokenStudio: TestStudio;

beforeAll(async () => {
  [studio, tokenStudio] = await Promise.all([startTestStudio({ RUNTIME_RATE_LIMIT_WIDGET: '3' }), startTestStudio({ METRICS_TOKEN: TOKEN })]);
});

afterAll(async () => {
  await studio?.close();
  await tokenStudio?.close();
});

async function scrape(base: string, headers: Record<string, string> = {}): Promise<{ status: number; type: string | null; text: string }> {
  const response = await fetch(`${base}/metrics`, { headers });
  return { status: response.status, type: response.headers.get('content-type'), text: await response.text() };
}

/** The value of one sample line, `name{labels} value`. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('request ids', () => {
  it('names a request by the trace id of its traceparent, or a new one of that form', async () => {
    const traced = await fetch(`${studio.url}/healthz`, { headers: { traceparent: '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01' } });
    expect(traced.headers.get('x-request-id')).toBe('4bf92f3577b34da6a3ce929d0e0e4736');
    const untraced = await fetch(`${studio.url}/healthz`);
    expect(untraced.headers.get('x-request-id')).toMatch(/^[0-9a-f]{32}$/);
  });
});

describe('client error reports', () => {
  const report = { kind: 'error', message: 'x is undefined', stack: 'TypeError: x is undefined\n    at a (app.js:1:1)', path: '/organizations', traceId: '4bf92f3577b34da6a3ce929d0e0e4736' };
  const post = (body: string, type = 'application/json') => fetch(`${studio.url}/client-errors`, { method: 'POST', headers: { 'content-type': type }, body });

  it('takes reports as JSON or as sendBeacon text, counts them, and refuses what breaks the schema by field', async () => {
    expect((await post(JSON.stringify(report))).status).toBe(204);
    expect((await post(JSON.stringify({ ...report, kind: 'unhandledrejection', traceId: null }), 'text/plain;charset=UTF-8')).status).toBe(204);
    const refused = await post(JSON.stringify({ ...report, message: '' }));
    expect(refused.status).toBe(400);
    expect((await refused.json()).issues[0].field).toBe('message');
    expect((await post(JSON.stringify({ ...report, traceId: 'nope' }))).status).toBe(400);
    const { text } = await scrape(studio.url);
    expect(sample(text, 'studio_client_errors_total{kind="error"}')).toBe(1);
    expect(sample(text, 'studio_client_errors_total{kind="unhandledrejection"}')).toBe(1);
  });

  it('answers 429 to an address past its reports of the minute', async () => {
    const statuses: number[] = [];
    for (let index = 0; index < 30; index += 1) statuses.push((await post(JSON.stringify({ ...report, message: `m${index}` }))).status);
    // 4 reports were sent by the test before: 30 in all pass, then refused.
    expect(statuses.filter((status) => status === 429).length).toBe(4);
    expect(statuses.slice(0, 26).every((status) => status === 204)).toBe(true);
  });
});

describe('/metrics', () => {
  it('counts requests by route, runtime events stored and refused, database statements, and Node itself', async () => {
    const owner = await studio.signUp();
    expect((await owner.request('GET', '/users/me')).status).toBe(200);
    expect((await owner.request('GET', '/users/me')).status).toBe(200);
    const { widgetId } = await publishedWidget(owner, [entrypoint()]);
    const ids = visitor();
    const stored = await runtimeCall(studio, 'POST', `/widgets/${widgetId}/events`, {
      body: { version: 1, events: [event('widget_flow_widget_shown', ids), event('widget_flow_widget_touched', ids)] },
    });
    expect(stored.body).toEqual({ accepted: 2, refused: [] });
    const refused = await runtimeCall(studio, 'POST', `/widgets/${widgetId}/events`, {
      body: { version: 1, events: [event('widget_flow_finished', ids, { payload: { timeTaken: -1 } })] },
    });
    expect(refused.body).toMatchObject({ accepted: 0, refused: [{ index: 0, rule: 'out-of-range' }] });
    // The widget's limit is 3 requests a minute (the POSTs were two): the last two are refused.
    for (let index = 0; index < 3; index += 1) await runtimeCall(studio, 'GET', `/widgets/${widgetId}/manifest`);

    const scraped = await scrape(studio.url);
    expect(scraped.status).toBe(200);
    expect(scraped.type).toMatch(/^text\/plain; version=0\.0\.4/);
    const { text } = scraped;
    expect(sample(text, 'studio_http_requests_total{method="GET",route="/api/users/me",status_code="200"}')).toBe(2);
    expect(sample(text, 'studio_http_request_duration_seconds_count{method="GET",route="/api/users/me",status_code="200"}')).toBe(2);
    expect(sample(text, 'studio_http_requests_total{method="GET",route="/runtime/v1/widgets/:widgetId/manifest",status_code="429"}')).toBe(2);
    expect(sample(text, 'studio_runtime_events_total{outcome="stored"}')).toBe(2);
    expect(sample(text, 'studio_runtime_events_total{outcome="refused"}')).toBe(1);
    expect(sample(text, 'studio_runtime_requests_refused_total{reason="rate-limited"}')).toBe(2);
    expect(sample(text, 'studio_db_query_duration_seconds_count{outcome="ok"}')).toBeGreaterThan(10);
    expect(sample(text, 'studio_live_editor_connections')).toBe(0);
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
    expect(text).toMatch(/^process_cpu_seconds_total \d/m);
  });

  it('counts unmatched paths under one label instead of one per URL', async () => {
    // (A GET would reach the single-page app's catch-all route, `/*`.)
    expect((await fetch(`${studio.url}/api/no-such-route-${Date.now()}`, { method: 'POST' })).status).toBe(404);
    const { text } = await scrape(studio.url);
    expect(sample(text, 'studio_http_requests_total{method="POST",route="unmatched",status_code="404"}')).toBe(1);
    expect(text).not.toMatch(/no-such-route/);
  });

  it('answers nothing through a proxy when no token is set', async () => {
    expect((await scrape(studio.url, { 'x-forwarded-for': '203.0.113.9' })).status).toBe(404);
    expect((await scrape(studio.url, { forwarded: 'for=203.0.113.9' })).status).toBe(404);
  });

  it('requires the bearer token when METRICS_TOKEN is set', async () => {
    expect((await scrape(tokenStudio.url)).status).toBe(401);
    expect((await scrape(tokenStudio.url, { authorization: 'Bearer wrong-token' })).status).toBe(401);
    const answer = await scrape(tokenStudio.url, { authorization: `Bearer ${TOKEN}`, 'x-forwarded-for': '203.0.113.9' });
    expect(answer.status).toBe(200);
    expect(answer.text).toContain('studio_http_requests_total');
  });
});
