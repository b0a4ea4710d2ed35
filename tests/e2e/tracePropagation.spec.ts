// Trace context in the browser: every call of the studio to its own API carries a W3C traceparent, and the server
// names the request by that trace id (x-request-id); nothing else the page loads carries one (the identity provider's
// endpoints, the page's assets, fonts). A page error is reported to the studio's own /client-errors. With tracing on
// (a studio with OTEL_EXPORTER_OTLP_ENDPOINT, a real OTLP receiver), the page sends the spans of its API calls to the
// studio's own /client-spans and the studio exports them: the browser span has the trace and span ids of the call's
// traceparent and the server's span is its child; nothing goes to another origin (not the collector either). With
// tracing off (the suite's studio) the page sends no spans.
import type { Request } from '@playwright/test';
import { attributeOf, startOtlpReceiver, type OtlpReceiver } from '../harness/otlpReceiver';
import { startTestStudio, type TestStudio } from '../harness/testStudio';
import { expect, test } from './cspGuard';
import { createOrganization, signUpNewUser } from './studioUser';

test('sends traceparent to the API only, and the server answers with its trace id', async ({ page, baseURL }) => {
  const origin = new URL(baseURL!).origin;
  const api: { traceparent: string | undefined; requestId: string | null }[] = [];
  const others: { url: string; traceparent: string | undefined }[] = [];
  page.on('requestfinished', async (request) => {
    const url = new URL(request.url());
    const traceparent = request.headers().traceparent;
    if (url.origin === origin && url.pathname.startsWith('/api/')) {
      const response = await request.response();
      api.push({ traceparent, requestId: response ? await response.headerValue('x-request-id') : null });
    } else {
      others.push({ url: request.url(), traceparent });
    }
  });
  const spanBatches: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/client-spans') spanBatches.push(request.url());
  });
  await signUpNewUser(page);
  await createOrganization(page, 'Traced');
  await expect.poll(() => api.length).toBeGreaterThan(2);
  // Tracing is off here: the app config says so, and the page sends no spans, even as it "hides".
  expect(await page.evaluate(async () => ((await (await fetch('/app-config.json')).json()) as { tracing: boolean }).tracing)).toBe(false);
  await page.evaluate(() => window.dispatchEvent(new PageTransitionEvent('pagehide')));
  await page.reload();
  await expect.poll(() => api.length).toBeGreaterThan(3);
  expect(spanBatches).toEqual([]);
  for (const call of api) {
    expect(call.traceparent).toMatch(/^00-[0-9a-f]{32}-[0-9a-f]{16}-01$/);
    expect(call.requestId).toBe(call.traceparent!.slice(3, 35));
  }
  expect(others.length).toBeGreaterThan(0);
  expect(others.filter((request) => request.traceparent !== undefined)).toEqual([]);
});

test('reports an uncaught page error to the studio itself', async ({ page, baseURL }) => {
  await signUpNewUser(page);
  const reported = page.waitForRequest((request) => request.url() === `${new URL(baseURL!).origin}/client-errors` && request.method() === 'POST');
  await page.evaluate(() => {
    setTimeout(() => {
      throw new Error('e2e uncaught error');
    });
  });
  const body = JSON.parse((await reported).postData() ?? '{}');
  expect(body).toMatchObject({ kind: 'error', message: expect.stringContaining('e2e uncaught error'), path: '/' });
});

test.describe('with tracing on', () => {
  let receiver: OtlpReceiver;
  let studio: TestStudio;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    receiver = await startOtlpReceiver();
    studio = await startTestStudio({ OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url, OTEL_SERVICE_NAME: 'studio-e2e' });
  });

  test.afterAll(async () => {
    await studio?.close();
    await receiver?.close();
  });

  test("exports the browser span of an API call, the server span as its child, through the studio's own origin only", async ({ browser }) => {
    const context = await browser.newContext({ baseURL: studio.url });
    const page = await context.newPage();
    const origin = new URL(studio.url).origin;
    const requests: Request[] = [];
    page.on('request', (request) => requests.push(request));
    // This page is not cspGuard's (it is on the traced studio): its CSP refusals are collected here.
    const refused: string[] = [];
    page.on('console', (message) => {
      if (/Refused to/.test(message.text())) refused.push(message.text());
    });
    await signUpNewUser(page);
    const created = page.waitForResponse((response) => response.url() === `${origin}/api/organizations` && response.request().method() === 'POST');
    await createOrganization(page, 'Traced');
    const call = (await created).request();
    const [, traceId, spanId] = /^00-([0-9a-f]{32})-([0-9a-f]{16})-01$/.exec((await call.allHeaders()).traceparent ?? '') ?? [];
    expect(traceId).toBeDefined();

    // The page hides: its queued spans go to the studio at once (unless the 5 s timer sent them already).
    await page.evaluate(() => window.dispatchEvent(new PageTransitionEvent('pagehide')));
    const carrying = () => requests.find((request) => request.url() === `${origin}/client-spans` && (request.postData() ?? '').includes(spanId!));
    await expect.poll(() => carrying() !== undefined).toBe(true);
    const sent = carrying()!;
    expect(sent.method()).toBe('POST');
    expect((await sent.response())?.status()).toBe(204);
    const reported = (JSON.parse(sent.postData()!) as { spans: { traceId: string; spanId: string; method: string; path: string; status: number }[] }).spans.find((span) => span.spanId === spanId);
    expect(reported).toMatchObject({ traceId, method: 'POST', path: '/api/organizations', status: 201 });

    // Nothing left for another origin: not the collector, not a traceparent, not a span batch.
    const elsewhere = requests.filter((request) => new URL(request.url()).origin !== origin).map((request) => ({ url: request.url(), traceparent: request.headers().traceparent }));
    expect(elsewhere.filter((request) => request.url.startsWith(receiver.url))).toEqual([]);
    expect(elsewhere.filter((request) => request.traceparent !== undefined)).toEqual([]);
    expect(elsewhere.filter((request) => request.url.includes('/client-spans'))).toEqual([]);
    expect(refused).toEqual([]);
    await context.close();

    // Closing the studio flushes its exporters.
    await studio.close();
    const browserSpan = receiver.spansOf('studio-e2e-web').find((span) => span.traceId === traceId && span.spanId === spanId);
    expect(browserSpan?.name).toBe('HTTP POST /api/organizations');
    expect(attributeOf(browserSpan!.attributes, 'http.response.status_code')).toBe(201);
    const serverSpan = receiver.spansOf('studio-e2e').find((span) => span.traceId === traceId && span.kind === 2);
    expect(serverSpan?.name).toBe('POST /api/organizations');
    expect(serverSpan?.parentSpanId).toBe(spanId);
  });
});
