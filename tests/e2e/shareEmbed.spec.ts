// The Share & embed page as a designer uses it: a widget is published, and for each of the four tabs the snippet
// is copied from the page (the clipboard) and pasted into a site on ANOTHER origin (port E2E_PORT+1), where the
// widget really runs — the script tag, a React app bundled from the pasted component, the iframe, and the link
// followed from the site. Also: the hash picks the tab, options persist, a pasted link loads its options, the
// live preview runs the published widget, and screenshots in light and dark.
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { encodeSharePayload } from '../../contracts/sharePayload';
import { getNodeKind } from '../../engine/model/kinds/nodeKindRegistry';
import type { FlowNode } from '../../engine/model/flowTypes';
import { callApi } from './flowEditorPage';
import { bundleReactApp, startHostSite, type HostSite } from './shareEmbed/hostSite';
import { signUpNewUser } from './studioUser';
import { createOrganizationByApi, createWidgetByApi } from './studioApi';
import { freePort } from '../harness/freePort';
import { testNode } from '../../engine/testing/testNode';

const STUDIO_PORT = Number(process.env.E2E_PORT ?? 18090);
/** The host pages' port (another origin): a free one, so specs running side by side never collide. */
let HOST_PORT = 0;

test.describe.configure({ mode: 'serial' });

let context: BrowserContext;
let page: Page;
let host: HostSite;
let studio = '';
let organizationId = '';
let widgetId = '';

const node = (id: number, type: FlowNode['type'], config: Record<string, unknown>): FlowNode => testNode(id, type, id * 300, 0, config);

/** Entrypoint (reads data-source) → the default view, whose text names the source: "Hello <source>" / Continue. */
function helloFlow() {
  const view = getNodeKind('view').defaultConfig() as { root: { children: { config: Record<string, unknown> }[] } };
  view.root.children[0]!.config.text = 'Hello {{1.data_source}}';
  return {
    nodes: [node(1, 'entrypoint', { queryParams: [], allowedOrigins: ['*'], dataAttributes: ['data-source'] }), node(2, 'view', view)],
    connections: [{ from: [1, 0] as [number, number], to: [2, 0] as [number, number] }],
  };
}

const sharePath = (hash = '') => `/${organizationId}/widgets/${widgetId}/share${hash}`;

/** Opens a tab by its hash and sets the data-source attribute (the first row) to `source`. */
async function openTab(tab: string, source: string): Promise<void> {
  await page.goto(sharePath(`#${tab}`));
  await expect(page.getByTestId(`share-tab-${tab}`)).toHaveAttribute('aria-selected', 'true');
  const rows = page.getByTestId('share-attribute');
  if ((await rows.count()) === 0) await page.getByTestId('share-attribute-add').click();
  await rows.first().getByTestId('share-attribute-name').fill('data-source');
  await rows.first().getByTestId('share-attribute-value').fill(source);
  await expect(page.getByTestId('share-snippet')).toContainText(tab === 'embed' || tab === 'react' ? source : '/w/');
}

/** Copies the snippet with its button and returns what the clipboard holds (it is also the code block's text). */
async function copySnippet(): Promise<string> {
  await page.getByTestId('share-snippet-copy').click();
  await expect(page.getByTestId('share-snippet-copy')).toHaveText('Copied');
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(await page.getByTestId('share-snippet').innerText());
  return copied;
}

async function expectHello(target: Page | ReturnType<Page['frameLocator']>, source: string): Promise<void> {
  await expect(target.getByText(`Hello ${source}`)).toBeVisible();
  await expect(target.getByRole('button', { name: 'Continue' })).toBeVisible();
}

test.beforeAll(async ({ browser }) => {
  HOST_PORT = await freePort();
  test.setTimeout(180_000);
  studio = `http://localhost:${STUDIO_PORT}`;
  context = await browser.newContext({ baseURL: studio });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: studio });
  page = await context.newPage();
  await signUpNewUser(page);
  organizationId = await createOrganizationByApi(page, 'Share Co');
  widgetId = await createWidgetByApi(page, organizationId, 'Greeter');
  const current = await callApi<{ version: number }>(page, 'GET', `/widgets/${widgetId}/flow`);
  const saved = await callApi(page, 'PUT', `/widgets/${widgetId}/flow`, { baseVersion: current.body.version, flow: helloFlow() });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  const published = await callApi(page, 'PUT', `/widgets/${widgetId}/publish`);
  expect(published.status, JSON.stringify(published.body)).toBe(200);
  host = await startHostSite(HOST_PORT);
});

test.afterAll(async () => {
  await host?.close();
  await context?.close();
});

test('the hash picks the tab (unknown → embed) and each tab offers its options', async () => {
  await page.goto(sharePath('#iframe'));
  await expect(page.getByTestId('share-tab-iframe')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('share-option-debug')).toBeVisible();
  await expect(page.getByTestId('share-option-lazyLoad')).toHaveCount(0);
  await expect(page.getByTestId('share-option-pixel')).toHaveCount(0);
  await expect(page.getByTestId('share-help')).toHaveAttribute('href', '/docs/publishing#embedding');

  await page.getByTestId('share-tab-react').click();
  await expect(page).toHaveURL(/#react$/);
  await expect(page.getByTestId('share-option-pixel')).toBeVisible();
  await expect(page.getByTestId('share-snippet')).toContainText('<WidgetStudio');

  await page.goto(sharePath('#nothing-like-it'));
  await expect(page.getByTestId('share-tab-embed')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('share-snippet')).toContainText('/embed.js');
  await expect(page.getByTestId('share-archived-warning')).toHaveCount(0);
});

test('script tag: copied, pasted into a page of another origin, the widget runs there', async () => {
  await openTab('embed', 'script-tag');
  await page.getByTestId('share-option-lazyLoad').check();
  await page.getByTestId('share-option-pixel').check();
  const snippet = await copySnippet();
  expect(snippet).toContain('data-lazy-load');
  expect(snippet).toContain('<noscript>');
  host.setPage('/embed', `<p>Before</p>\n${snippet}\n<p>After</p>`);
  const visitor = await context.newPage();
  await visitor.goto(`${host.origin}/embed`);
  await expectHello(visitor, 'script-tag');
  await expect(visitor.locator('p:text("Before") + [data-widget-studio]')).toBeAttached();
  await visitor.close();
});

test('React: the copied component, bundled into a React app on another origin, runs the widget', async () => {
  await openTab('react', 'react-app');
  const snippet = await copySnippet();
  await page.screenshot({ path: 'test-results/share-page-react.png' });
  host.setScript('/app.js', await bundleReactApp(snippet, studio));
  host.setPage('/react', '<div id="app"></div><script type="module" src="/app.js"></script>', { importReact: true });
  const visitor = await context.newPage();
  const errors: string[] = [];
  visitor.on('pageerror', (error) => errors.push(error.message));
  await visitor.goto(`${host.origin}/react`);
  await expect(visitor.getByRole('heading', { name: 'Our shop' })).toBeVisible();
  await expectHello(visitor, 'react-app');
  expect(errors).toEqual([]);
  await visitor.close();
});

test('iframe: the copied frame runs the widget on another origin', async () => {
  await openTab('iframe', 'framed');
  const snippet = await copySnippet();
  expect(snippet).toMatch(/^<iframe src="http:\/\/localhost:\d+\/w\/[A-Za-z0-9_-]+"/);
  host.setPage('/iframe', snippet);
  const visitor = await context.newPage();
  await visitor.goto(`${host.origin}/iframe`);
  await expectHello(visitor.frameLocator('iframe'), 'framed');
  await visitor.close();
});

test('link: the copied url, linked from another origin, opens the widget; the QR code holds it', async () => {
  await openTab('url', 'shared-link');
  await page.getByTestId('share-option-debug').check();
  const url = await copySnippet();
  await expect(page.getByTestId('share-qr')).toHaveAttribute('data-url', url);
  host.setPage('/link', `<a href="${url}">Try our widget</a>`);
  const visitor = await context.newPage();
  await visitor.goto(`${host.origin}/link`);
  await visitor.getByRole('link', { name: 'Try our widget' }).click();
  await expect(visitor).toHaveURL(url);
  await expectHello(visitor, 'shared-link');
  await visitor.close();
});

test('the copy button reads Copied, then Copy again; a refused clipboard write is silent', async () => {
  await page.goto(sharePath('#embed'));
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.getByTestId('share-snippet-copy').click();
  await expect(page.getByTestId('share-snippet-copy')).toHaveText('Copied');
  await expect(page.getByTestId('share-snippet-copy')).toHaveText('Copy', { timeout: 10_000 });
  // "Copied" is about the snippet copied: another tab's snippet is not copied yet.
  await page.getByTestId('share-snippet-copy').click();
  await expect(page.getByTestId('share-snippet-copy')).toHaveText('Copied');
  await page.getByTestId('share-tab-react').click();
  await expect(page.getByTestId('share-snippet')).toContainText('<WidgetStudio');
  await expect(page.getByTestId('share-snippet-copy')).toHaveText('Copy');
  await expect(page.getByTestId('share-snippet-copy')).not.toHaveAttribute('data-copied');
  await page.getByTestId('share-tab-embed').click();
  await expect(page.getByTestId('share-snippet-copy')).toHaveText('Copy', { timeout: 10_000 });
  await page.evaluate(() => {
    navigator.clipboard.writeText = () => {
      (window as Window & { copyRefused?: boolean }).copyRefused = true;
      return Promise.reject(new DOMException('denied', 'NotAllowedError'));
    };
  });
  await page.getByTestId('share-snippet-copy').click();
  await expect.poll(() => page.evaluate(() => (window as Window & { copyRefused?: boolean }).copyRefused)).toBe(true);
  await expect(page.getByTestId('share-snippet-copy')).toHaveText('Copy');
  await expect(page.getByTestId('share-snippet-copy')).not.toHaveAttribute('data-copied');
  expect(errors).toEqual([]);
});

test('options persist after a reload; a pasted link loads its options, a foreign one is ignored', async () => {
  await page.goto(sharePath('#url'));
  await expect(page.getByTestId('share-option-debug')).toBeChecked();
  await page.reload();
  await expect(page.getByTestId('share-option-debug')).toBeChecked();
  await expect(page.getByTestId('share-attribute-value').first()).toHaveValue('shared-link');

  const foreign = `${host.origin}/w/${encodeSharePayload({ widgetId, debug: false, dataAttributes: [['data-plan', 'evil']] })}`;
  await page.getByTestId('share-paste-input').fill(foreign);
  await expect(page.getByTestId('share-option-debug')).toBeChecked();
  await expect(page.getByTestId('share-attribute-value').first()).toHaveValue('shared-link');

  const ours = `${studio}/w/${encodeSharePayload({ widgetId, debug: false, dataAttributes: [['data-plan', 'pro'], ['data-source', 'pasted']] })}`;
  await page.getByTestId('share-paste-input').fill(ours);
  await expect(page.getByTestId('share-paste-input')).toHaveValue('');
  await expect(page.getByTestId('share-option-debug')).not.toBeChecked();
  await expect(page.getByTestId('share-attribute-name')).toHaveCount(2);
  await expect(page.getByTestId('share-attribute-value').nth(1)).toHaveValue('pasted');
  await expect(page.getByTestId('share-snippet')).toHaveText(ours);

  // A paste anywhere on the page (not into a field) works too.
  const debugLink = `${studio}/w/${encodeSharePayload({ widgetId, debug: true, dataAttributes: [['data-source', 'from-clipboard']] })}`;
  await page.evaluate((text) => navigator.clipboard.writeText(text), debugLink);
  await page.getByRole('heading', { name: 'Greeter' }).click();
  await page.keyboard.press('ControlOrMeta+V');
  await expect(page.getByTestId('share-option-debug')).toBeChecked();
  await expect(page.getByTestId('share-attribute-value')).toHaveValue('from-clipboard');

  await page.reload();
  await expect(page.getByTestId('share-attribute-value')).toHaveValue('from-clipboard');
  const stored = await page.evaluate((id) => localStorage.getItem(`share_options/v1/${id}`), widgetId);
  expect(JSON.parse(stored!)).toMatchObject({ debug: true, dataAttributes: [{ name: 'data-source', value: 'from-clipboard' }] });
});

test('the live preview runs the published widget; screenshots in light and dark', async () => {
  await page.goto(sharePath('#url'));
  await page.getByTestId('share-preview-run').click();
  await expectHello(page.frameLocator('[data-testid=share-preview-frame]'), 'from-clipboard');
  await page.screenshot({ path: 'test-results/share-page-light.png', fullPage: true });
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto(sharePath('#embed'));
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.getByTestId('share-preview-run').click();
  await expectHello(page.frameLocator('[data-testid=share-preview-frame]'), 'from-clipboard');
  await page.screenshot({ path: 'test-results/share-page-dark.png', fullPage: true });
  await page.emulateMedia({ colorScheme: 'light' });
});

test('an archived widget shows the warning and no preview', async () => {
  const archived = await callApi(page, 'DELETE', `/widgets/${widgetId}/archive`);
  expect(archived.status, JSON.stringify(archived.body)).toBe(200);
  await page.goto(sharePath());
  await expect(page.getByTestId('share-archived-warning')).toBeVisible();
  await expect(page.getByTestId('share-preview-unpublished')).toBeVisible();
});
