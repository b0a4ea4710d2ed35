// Fonts reach visitors from the studio only: a published widget whose view uses a hosted family (Playfair Display
// 700 italic), a family the studio does not host (Roboto Slab) and the default (Inter) is embedded by script tag
// in a page of ANOTHER origin. The hosted faces load from the studio's /fonts/ files, the other one falls back to
// its category's generic family, and the browser contacts no origin but the host page's and the studio's.
// The studio runs in this process (tests/harness/testStudio.ts) and serves the runtime from BUILD_DIR (build first).
import { expect, test } from '@playwright/test';
import { createServer, type Server } from 'node:http';
import type { FlowConnection, FlowNode } from '../../engine/model/flowTypes';
import { startTestStudio, type TestStudio } from '../harness/testStudio';
import { freePort } from '../harness/freePort';
import { testNode } from '../../engine/testing/testNode';

/** The host pages' port (another origin): a free one, so specs running side by side never collide. */
let HOST_PORT = 0;

const node = (id: number, type: FlowNode['type'], config: Record<string, unknown>): FlowNode => testNode(id, type, id * 300, 0, config);

const fontFlow = (): { nodes: FlowNode[]; connections: FlowConnection[] } => ({
  nodes: [
    node(1, 'entrypoint', { queryParams: [], allowedOrigins: ['*'], dataAttributes: [] }),
    node(2, 'view', {
      root: {
        id: 1,
        type: 'container',
        config: { direction: 'column' },
        style: { gap: 8, padding: [16, 16] },
        children: [
          {
            id: 2,
            type: 'text',
            config: { text: 'Playfair heading' },
            style: { font: { family: 'Playfair Display', category: 'serif', size: 32, weight: 700, style: 'italic', url: '/fonts/playfair-display/700-italic.woff2' } },
          },
          { id: 3, type: 'text', config: { text: 'Slab text, not hosted' }, style: { font: { family: 'Roboto Slab', category: 'serif', size: 20, weight: 400, style: 'normal', url: null } } },
          { id: 4, type: 'text', config: { text: 'Default Inter text' }, style: {} },
          { id: 5, type: 'button', config: { label: 'Continue' }, style: { font: { family: 'Source Code Pro', category: 'monospace', weight: 600, url: '/fonts/source-code-pro/600-normal.woff2' } } },
        ],
      },
    }),
  ],
  connections: [{ from: [1, 0], to: [2, 0] }],
});

let studio: TestStudio;
let server: Server;
let widgetId = '';

test.beforeAll(async () => {
  HOST_PORT = await freePort();
  test.setTimeout(120_000);
  studio = await startTestStudio();
  const user = await studio.signUp();
  const organization = await user.request('POST', '/organizations', { name: 'Fonts e2e' });
  expect(organization.status).toBe(201);
  const widget = await user.request('POST', '/widgets', { name: 'Fonts', organizationId: organization.body.id });
  expect(widget.status).toBe(201);
  widgetId = widget.body.id;
  const current = await user.request('GET', `/widgets/${widgetId}/flow`);
  const saved = await user.request('PUT', `/widgets/${widgetId}/flow`, { baseVersion: current.body.version, flow: fontFlow() });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  expect((await user.request('PUT', `/widgets/${widgetId}/publish`)).status).toBe(200);
  server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(
      `<!doctype html><html><head><meta charset="utf-8"><title>Host</title><style>body{font-family:cursive}</style></head>` +
        `<body><h1>Host page</h1><script src="${studio.url}/embed.js" data-widget-id="${widgetId}" async></script></body></html>`,
    );
  });
  await new Promise<void>((resolve) => server.listen(HOST_PORT, 'localhost', resolve));
});

test.afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  await studio?.close();
});

/** The status of each registered face, "family weight style" → status. */
const faceStatuses = () =>
  Object.fromEntries([...document.fonts].map((face) => [`${face.family.replace(/"/g, '')} ${face.weight} ${face.style}`, face.status]));

test('a published view loads its hosted faces from the studio, falls back for others, and contacts no third party', async ({ page }) => {
  const hostOrigin = `http://localhost:${HOST_PORT}`;
  const studioOrigin = new URL(studio.url).origin;
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  const fontAnswers = new Map<string, number>();
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.startsWith('/fonts/')) fontAnswers.set(new URL(response.url()).pathname, response.status());
  });

  await page.goto(`${hostOrigin}/`);
  await expect(page.getByText('Playfair heading')).toBeVisible();
  await expect
    .poll(() => page.evaluate(faceStatuses))
    .toMatchObject({ 'Playfair Display 700 italic': 'loaded', 'Source Code Pro 600 normal': 'loaded', 'Inter 400 normal': 'loaded', 'Roboto Slab 400 normal': 'error' });

  expect(await page.getByText('Playfair heading').evaluate((element) => getComputedStyle(element).fontFamily)).toBe('"Playfair Display", serif');
  expect(await page.evaluate(() => document.fonts.check('italic 700 32px "Playfair Display"'))).toBe(true);
  expect(fontAnswers.get('/fonts/playfair-display/700-italic.woff2')).toBe(200);
  expect(fontAnswers.get('/fonts/source-code-pro/600-normal.woff2')).toBe(200);
  expect(fontAnswers.get('/fonts/roboto-slab/400-normal.woff2')).toBe(404);
  const origins = new Set(requested.map((url) => new URL(url).origin));
  expect([...origins].sort()).toEqual([hostOrigin, studioOrigin].sort());
  await page.screenshot({ path: 'test-results/view-fonts-published.png' });
});
