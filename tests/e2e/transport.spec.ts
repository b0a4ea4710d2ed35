// In a real browser: the studio's bundle and a big flow arrive brotli-encoded, a large import travels
// gzip-encoded (CompressionStream), and nothing of it trips the Content-Security-Policy (cspGuard).
import { generateFlow } from '../../engine/testing/generateFlow';
import { expect, test } from './cspGuard';
import { debug, openFlow } from './flowEditorPage';
import { signUpNewUser } from './studioUser';
import { createOrganizationByApi, createWidgetByApi } from './studioApi';

test.describe.configure({ timeout: 120_000 });

test('the bundle and a flow arrive compressed; a large import is sent gzip-encoded', async ({ page }) => {
  const bundleEncodings: string[] = [];
  page.on('response', (response) => {
    if (/\/assets\/main-[A-Z0-9]+\.js$/.test(response.url())) bundleEncodings.push(response.headers()['content-encoding'] ?? 'identity');
  });
  await signUpNewUser(page);
  expect(bundleEncodings).toContain('br');
  const organizationId = await createOrganizationByApi(page, 'Transport');
  const widgetId = await createWidgetByApi(page, organizationId, 'Large import');
  await openFlow(page, organizationId, widgetId);

  const flow = generateFlow({ nodeCount: 400, seed: 5 });
  const put = page.waitForRequest((request) => request.method() === 'PUT' && request.url().endsWith(`/api/widgets/${widgetId}/flow`));
  // The file is read, checked and sent by a worker: the page's thread never parses or stringifies it.
  const importWorker = page.waitForEvent('worker');
  await page.getByTestId('import-flow-input').setInputFiles({ name: 'large.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(flow)) });
  await page.getByTestId('import-flow-confirm').click();
  const sent = await put;
  expect((await importWorker).url()).toMatch(/flow-load-worker-[A-Z0-9]+\.js$/);
  expect(await sent.headerValue('content-encoding')).toBe('gzip');
  expect((await sent.response())!.status()).toBe(200);
  await expect(page.getByTestId('import-flow-dialog')).toBeHidden();
  await expect(page.getByTestId('flow-status')).toContainText(`400 nodes · ${flow.connections.length} connections · version 2`);

  const read = page.waitForResponse((response) => response.request().method() === 'GET' && response.url().endsWith(`/api/widgets/${widgetId}/flow`));
  await page.reload();
  expect((await read).headers()['content-encoding']).toBe('br');
  await expect(page.getByTestId('flow-canvas')).toHaveAttribute('data-ready', 'true');
  await expect.poll(() => debug(page, (handle) => handle.counts().nodes)).toBe(400);
});
