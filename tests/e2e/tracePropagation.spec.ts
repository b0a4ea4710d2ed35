// Trace context in the browser: every call of the studio to its own API carries a W3C traceparent, and the server
// names the request by that trace id (x-request-id); nothing else the page loads carries one (the identity provider's
// endpoints, the page's assets, fonts). A page error is reported to the studio's own /client-errors.
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
  await signUpNewUser(page);
  await createOrganization(page, 'Traced');
  await expect.poll(() => api.length).toBeGreaterThan(2);
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
