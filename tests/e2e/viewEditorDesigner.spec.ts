// Issue 13 as a designer lives it, in one serial scenario against the real studio: double-clicking a view node
// opens the view editor; a two-column row is dragged in, a text with a {{context value}} chip, an email + required input, a
// checkbox, an image uploaded through the file picker, the button styled with a hovered override and a hosted
// font; one step undone and redone; preview shows the hover override and the invalid state; Save writes the view
// to the flow as one command (the node keeps one output per button, the removed button's connection is collected)
// and the reopened editor shows the same. The widget is then published and embedded by script tag on a page of another
// origin: its view and the editor preview's view at the same width are the same picture but for anti-aliasing.
// A guest of the organization opens the editor in preview only. Screenshots in light and dark.
import { writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { createRequire } from 'node:module';
import { expect, test, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import type { FlowDocument, NodeType } from '../../engine/index';
import { callApi, debug, nodeCenter, openFlow, settle } from './flowEditorPage';
import { newUser, signUpNewUser } from './studioUser';
import { createOrganizationByApi, createWidgetByApi } from './studioApi';
import { freePort } from '../harness/freePort';
import { testNode } from '../../engine/testing/testNode';
import { centre, layerTree, nativeDrag, openViewEditor } from './viewEditorPage';

test.describe.configure({ mode: 'serial', timeout: 180_000 });

/** The viewport width both renders are compared at. */
const WIDTH = 480;
const SHOTS = 'test-results/screens';

/** Playwright's own image comparator, the one toHaveScreenshot uses (pixelmatch; anti-aliased pixels are not counted). */
type ImageComparator = (actual: Buffer, expected: Buffer, options: { threshold?: number; maxDiffPixels?: number }) => { errorMessage: string; diff?: Buffer } | null;
const compareImages: ImageComparator = (createRequire(import.meta.url)('playwright-core/lib/coreBundle') as { utils: { getComparator(mimeType: string): ImageComparator } }).utils.getComparator('image/png');

const node = (id: number, type: NodeType, x: number, config: Record<string, unknown> = {}) => testNode(id, type, x, 0, config);

/** Entrypoint (with a `ref` query parameter) → a view with two buttons, each wired to a redirect. */
function startingFlow(): FlowDocument {
  const view = {
    root: {
      id: 1,
      type: 'container',
      config: { direction: 'column' },
      style: { padding: [16, 16] },
      children: [
        { id: 2, type: 'text', config: { text: 'Join the beta' }, style: { font: { size: 22, weight: 700 } } },
        { id: 3, type: 'button', config: { label: 'Continue' }, style: {} },
        { id: 4, type: 'button', config: { label: 'Skip' }, style: {} },
      ],
    },
    dialog: false,
    size: 'm',
  };
  return {
    nodes: [
      node(1, 'entrypoint', 0, { queryParams: ['ref'], allowedOrigins: ['*'] }),
      node(2, 'view', 360, view),
      node(3, 'redirect', 720, { url: 'https://example.com/continue' }),
      node(4, 'redirect', 1080, { url: 'https://example.com/skip' }),
    ],
    connections: [
      { from: [1, 0], to: [2, 0] },
      { from: [2, 0], to: [3, 0] },
      { from: [2, 1], to: [4, 0] },
    ],
  };
}

const editorHost = (page: Page) => page.getByTestId('view-canvas-host');
/** A rendered block on the canvas (Playwright's CSS locators pierce the open shadow root). */
const rendered = (page: Page, id: number): Locator => editorHost(page).locator(`[data-block-id="${id}"]`);
const computed = (block: Locator, property: string) => block.evaluate((element, name) => getComputedStyle(element).getPropertyValue(name), property);

/** Adds a template by click into the block selected in the layers (or after it). */
async function addInto(page: Page, layerId: number, template: string) {
  await page.getByTestId(`layer-${layerId}`).click();
  await page.getByTestId('view-editor-add').click();
  await page.getByTestId(`add-block-${template}`).click();
  await expect(page.getByTestId('add-block-modal')).toHaveCount(0);
}

/** Every web font the document registered has loaded, and every image in the view is decoded. */
async function settledView(page: Page, view: Locator) {
  await expect.poll(() => page.evaluate(() => document.fonts.ready.then(() => [...document.fonts].every((face) => face.status !== 'loading')))).toBe(true);
  await expect.poll(() => page.evaluate(() => document.fonts.check('700 16px "Playfair Display"'))).toBe(true);
  await expect.poll(() => view.locator('img[data-block-id]').evaluateAll((images: HTMLImageElement[]) => images.length > 0 && images.every((image) => image.complete && image.naturalWidth > 0))).toBe(true);
}

let organizationId = '';
let widgetId = '';
/** The tree as the layers panel showed it when saved. */
let savedTree: unknown;
/** The token text block's id: its text is a context value, shown as written in the editor and substituted for visitors. */
let tokenTextId = 0;
let ownerPage: Page;

test.beforeAll(async ({ browser }) => {
  ownerPage = await browser.newPage({ viewport: { width: 1280, height: 800 } });
});
test.afterAll(async () => {
  await ownerPage?.close();
});

test('a designer builds a screen block by block, previews it and saves it into the flow', async () => {
  const page = ownerPage;
  await signUpNewUser(page);
  organizationId = await createOrganizationByApi(page, 'Team designer');
  widgetId = await createWidgetByApi(page, organizationId, 'Beta signup');
  expect((await callApi(page, 'PUT', `/widgets/${widgetId}/flow`, { baseVersion: 1, flow: startingFlow() })).status).toBe(200);
  await openFlow(page, organizationId, widgetId);
  expect(await debug(page, (handle) => handle.node(2)?.outputs)).toBe(2);
  await openViewEditor(page);
  await expect(rendered(page, 4)).toHaveText('Skip');
  expect(await layerTree(page)).toEqual([1, [2, 3, 4]]);

  // A two-column row dragged from the add-block modal onto the canvas, under the last button.
  await page.getByTestId('view-editor-add').click();
  const skip = (await rendered(page, 4).boundingBox())!;
  await nativeDrag(page, centre((await page.getByTestId('add-block-card-two-columns').boundingBox())!), { x: skip.x + skip.width / 2, y: skip.y + skip.height - 2 });
  await expect.poll(() => layerTree(page)).toEqual([1, [2, 3, 4, [5, [6, 7]]]]);

  // A text in the first column with a {{context value}} chip from the picker (the entrypoint's ref parameter).
  await addInto(page, 6, 'text');
  tokenTextId = Number(await page.getByTestId('view-properties').getAttribute('data-block-id'));
  const text = page.getByTestId('view-property-text');
  await text.click();
  await text.press('ControlOrMeta+a');
  await text.pressSequentially('Hi ');
  await page.getByTestId('view-property-text-insert').click();
  await page.getByTestId('view-property-text-picker').getByText('{{1.ref}}').click();
  await expect(text).toHaveValue('Hi {{1.ref}}');
  await expect(page.getByTestId('view-property-text-chips').locator('mark[data-status="known"]')).toHaveText('{{1.ref}}');
  await expect(rendered(page, tokenTextId)).toHaveText('Hi {{1.ref}}');

  // An email input, required, in the second column.
  await addInto(page, 7, 'input');
  const inputId = Number(await page.getByTestId('view-properties').getAttribute('data-block-id'));
  await page.getByTestId('view-property-type').selectOption('email');
  await page.getByTestId('view-property-required').check();
  // Its invalid state: an override with a red border (the renderer draws no invalid style of its own).
  await page.getByTestId('view-overrides-add').click();
  await page.getByTestId('view-override-0-state-invalid').check();
  await page.getByTestId('view-override-0-state-hovered').uncheck();
  await page.getByTestId('view-override-0-add-property').selectOption('border');
  await page.getByTestId('view-override-0-modifier-0-value-width').fill('2');
  await page.getByTestId('view-override-0-modifier-0-value-color-hex').fill('#d11a2a');
  await page.getByTestId('view-override-0-modifier-0-value-color-hex').blur();

  // A checkbox at the end of the view (a click adds into the selected container, at its end).
  await addInto(page, 1, 'checkbox');
  const checkboxId = Number(await page.getByTestId('view-properties').getAttribute('data-block-id'));
  const label = page.getByTestId('view-property-label');
  await label.click();
  await label.press('ControlOrMeta+a');
  await label.pressSequentially('Send me the news');
  await expect(rendered(page, checkboxId)).toContainText('Send me the news');

  // An image uploaded through the file picker, then picked.
  await addInto(page, checkboxId, 'image');
  const imageId = Number(await page.getByTestId('view-properties').getAttribute('data-block-id'));
  await page.getByTestId('view-property-image-choose').click();
  await expect(page.getByTestId('file-picker-empty')).toBeVisible();
  const photo = await sharp({ create: { width: 448, height: 120, channels: 3, background: { r: 40, g: 110, b: 200 } } }).png().toBuffer();
  await page.getByTestId('file-picker-input').setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: photo });
  await page.getByTestId('file-picker').getByRole('button', { name: 'Pick banner.png' }).click();
  await expect(page.getByTestId('file-picker')).toBeHidden();
  await expect.poll(() => rendered(page, imageId).evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(448);
  await page.getByTestId('view-property-alt').fill('A blue banner');

  // The Continue button: a hovered override (its own background) and a hosted font (Playfair Display, bold).
  await page.getByTestId('layer-3').click();
  await page.getByTestId('view-overrides-add').click();
  await expect(page.getByTestId('view-override-0-state-hovered')).toBeChecked();
  await page.getByTestId('view-override-0-add-property').selectOption('background');
  await page.getByTestId('view-override-0-modifier-0-value-color-hex').fill('#d11a2a');
  await page.getByTestId('view-override-0-modifier-0-value-color-hex').blur();
  await page.getByTestId('view-style-font-family').click();
  await page.getByTestId('view-style-font-family-search').pressSequentially('playfair');
  await expect(page.getByTestId('view-style-font-family-option').first()).toHaveAttribute('data-family', 'Playfair Display');
  await page.getByTestId('view-style-font-family-option').first().click();
  await page.getByTestId('view-style-font-variant').selectOption('700-normal');
  await expect.poll(() => computed(rendered(page, 3), 'font-family')).toBe('"Playfair Display", serif');
  await expect.poll(() => page.evaluate(() => document.fonts.check('700 16px "Playfair Display"'))).toBe(true);

  // The Skip button goes (Delete on the selected block); undo brings it back, redo removes it again.
  await page.getByTestId('layer-4').click();
  await page.getByTestId('view-canvas').focus();
  await page.keyboard.press('Delete');
  await expect(page.getByTestId('layer-4')).toHaveCount(0);
  await page.keyboard.press('ControlOrMeta+z');
  await expect(rendered(page, 4)).toHaveText('Skip');
  await page.keyboard.press('ControlOrMeta+Shift+z');
  await expect(rendered(page, 4)).toHaveCount(0);
  savedTree = await layerTree(page);
  expect(savedTree).toEqual([1, [2, 3, [5, [[6, [tokenTextId]], [7, [inputId]]]], checkboxId, imageId]]);
  await page.getByTestId('view-canvas').focus();
  await page.keyboard.press('Escape');
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.getByTestId(`layer-${inputId}`).click();
    await page.screenshot({ path: `${SHOTS}/view-designer-${scheme}.png`, animations: 'disabled' });
  }
  await page.emulateMedia({ colorScheme: 'light' });

  // Preview: the hovered override shows; a wrong email, then a click on the button, shows the invalid state.
  await page.getByTestId('view-editor-preview').click();
  await expect(page.getByTestId('view-canvas')).toHaveAttribute('data-mode', 'preview');
  await expect.poll(() => computed(rendered(page, 3), 'background-color')).toBe('rgb(0, 0, 0)');
  await rendered(page, 3).hover();
  await expect.poll(() => computed(rendered(page, 3), 'background-color')).toBe('rgb(209, 26, 42)');
  const field = rendered(page, inputId).locator('input');
  await field.fill('not an email');
  await rendered(page, 3).click();
  await expect(rendered(page, inputId)).toHaveAttribute('data-invalid', '');
  await expect(rendered(page, inputId)).toHaveAttribute('data-problem', 'type');
  await expect.poll(() => computed(rendered(page, inputId).locator('input'), 'border-top-color')).toBe('rgb(209, 26, 42)');
  await expect(rendered(page, 3)).toHaveAttribute('data-invalid', '');
  await page.screenshot({ path: `${SHOTS}/view-designer-preview-invalid.png`, animations: 'disabled' });

  // Save: written to the flow as one command. The node keeps one output per button; the removed button's
  // connection is collected.
  await page.getByTestId('view-editor-save').click();
  await expect(page.getByTestId('view-editor')).toBeHidden();
  await expect.poll(() => debug(page, (handle) => handle.node(2)?.outputs)).toBe(1);
  await expect.poll(() => debug(page, (handle) => handle.counts().connections)).toBe(2);
  // One flow step: the flow's Undo brings the two-button view back (outputs and both connections), Redo the design.
  await page.getByTestId('undo').click();
  await expect.poll(() => debug(page, (handle) => [handle.node(2)?.outputs, handle.counts().connections])).toEqual([2, 3]);
  await page.getByTestId('redo').click();
  await expect.poll(() => debug(page, (handle) => [handle.node(2)?.outputs, handle.counts().connections])).toEqual([1, 2]);
  const stored = async () => (await callApi<{ flow: FlowDocument }>(page, 'GET', `/widgets/${widgetId}/flow`)).body.flow;
  await expect.poll(async () => (await stored()).connections.map((connection) => `${connection.from.join('.')}>${connection.to.join('.')}`).sort()).toEqual(['1.0>2.0', '2.0>3.0']);
  const view = (await stored()).nodes.find((each) => each.id === 2)!;
  expect(view.outputs).toBe(1);
  const blocks = JSON.stringify(view.config);
  expect(blocks).toContain('"text":"Hi {{1.ref}}"');
  const button = (view.config as { root: { children: { id: number; style: { font?: unknown } }[] } }).root.children.find((each) => each.id === 3)!;
  // The variant picked right after the family stays (the family's file lookup answering late must not undo it).
  expect(button.style.font).toMatchObject({ family: 'Playfair Display', weight: 700, style: 'normal', url: '/fonts/playfair-display/700-normal.woff2' });
  expect(blocks).toContain('"when":["hovered"]');

  // Reopened, the editor shows the same view.
  await openViewEditor(page);
  expect(await layerTree(page)).toEqual(savedTree);
  await expect(rendered(page, tokenTextId)).toHaveText('Hi {{1.ref}}');
  await expect.poll(() => computed(rendered(page, 3), 'font-family')).toBe('"Playfair Display", serif');
  await page.getByTestId('layer-3').click();
  await expect(page.getByTestId('view-override-0-modifier-0-value-color-hex')).toHaveValue('#d11a2a');
  await page.getByTestId('view-editor-cancel').click();
  await expect(page.getByTestId('view-editor')).toBeHidden();
});

test('the published view on another origin and the editor preview at the same width are the same picture', async () => {
  const page = ownerPage;
  const studio = new URL(page.url()).origin;
  expect((await callApi(page, 'PUT', `/widgets/${widgetId}/publish`)).status).toBe(200);

  // The editor preview at WIDTH px, fonts and image loaded, the pointer away (no hover state), no outlines.
  await openFlow(page, organizationId, widgetId);
  await openViewEditor(page);
  await page.getByTestId('view-editor-preview').click();
  await page.getByTestId('view-editor-width-button').click();
  await page.getByTestId('view-editor-width').fill(String(WIDTH));
  await page.getByTestId('view-editor-width').press('Enter');
  const preview = editorHost(page).locator('.frame');
  await expect.poll(() => preview.evaluate((frame) => frame.getBoundingClientRect().width)).toBe(WIDTH);
  await settledView(page, preview);
  await page.mouse.move(0, 0);
  const at = await preview.evaluate((frame) => {
    const rect = frame.getBoundingClientRect();
    return { x: rect.x, y: rect.y, height: rect.height };
  });
  // Compared: the pixels inside the view, whole pixels only (a fractional edge row blends with what is behind
  // the view, which is the editor's canvas on one side and the host page on the other).
  const clip = { x: Math.ceil(at.x), y: Math.ceil(at.y), width: Math.floor(at.x + WIDTH) - Math.ceil(at.x), height: Math.floor(at.y + at.height) - Math.ceil(at.y) };
  // The one text that differs by design: the editor shows the {{1.ref}} token, a visitor its value. Masked in both.
  const shoot = (target: Page, view: Locator) => target.screenshot({ clip, mask: [view.locator(`[data-block-id="${tokenTextId}"]`)], maskColor: '#888888', animations: 'disabled' });
  const editorShot = await shoot(page, preview);
  await page.screenshot({ path: `${SHOTS}/view-designer-preview-${WIDTH}.png` });
  await page.getByTestId('view-editor-cancel').click();
  await expect(page.getByTestId('view-editor')).toBeHidden();

  // The host page: another origin with its own fonts and colours (the view is isolated from them); the widget
  // in a column WIDTH px wide placed where the editor showed the view, so both sit at the same subpixel offset.
  const server: Server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(
      `<!doctype html><html><head><meta charset="utf-8"><title>Host</title><style>body{margin:0;font:20px cursive;color:#0a0}</style></head>` +
        `<body><h1>Host page</h1><div id="column" style="position:absolute;left:${at.x}px;top:${at.y}px;width:${WIDTH}px">` +
        `<script src="${studio}/embed.js" data-widget-id="${widgetId}" async></script></div></body></html>`,
    );
  });
  // Another origin on a free port, so specs running side by side never collide.
  const HOST_PORT = await freePort();
  await new Promise<void>((resolve) => server.listen(HOST_PORT, 'localhost', resolve));
  try {
    const visitor = await page.context().browser()!.newPage({ viewport: { width: 1280, height: 800 } });
    await visitor.goto(`http://localhost:${HOST_PORT}/?ref=friend`);
    const published = visitor.locator('#column [data-widget-studio]').locator('.frame');
    await expect(published.getByText('Hi friend')).toBeVisible();
    await settledView(visitor, published);
    await visitor.mouse.move(0, 0);
    expect(await published.evaluate((frame) => [frame.getBoundingClientRect().x, frame.getBoundingClientRect().y, frame.getBoundingClientRect().height])).toEqual([at.x, at.y, at.height]);
    const runtimeShot = await shoot(visitor, published);
    await visitor.screenshot({ path: `${SHOTS}/view-designer-published.png` });
    await visitor.close();

    // Playwright's own image comparator (pixelmatch, as toHaveScreenshot uses it): anti-aliased pixels are not
    // counted, every other pixel must match within the default colour threshold.
    await writeFile(`${SHOTS}/view-designer-published-view.png`, runtimeShot);
    await writeFile(`${SHOTS}/view-designer-preview-view.png`, editorShot);
    const difference = compareImages(runtimeShot, editorShot, { threshold: 0.2, maxDiffPixels: 0 });
    if (difference?.diff) await writeFile(`${SHOTS}/view-designer-difference.png`, difference.diff);
    expect(difference?.errorMessage ?? null).toBeNull();
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
});

test('a guest of the organization opens the view editor in preview only', async ({ browser }) => {
  const guest = newUser('guest');
  const invited = await callApi(ownerPage, 'POST', `/organizations/${organizationId}/invitations`, { email: guest.email, role: 'guest' });
  expect(invited.status).toBe(201);
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await signUpNewUser(page, guest);
  const mine = await callApi<{ id: string }[]>(page, 'GET', '/invitations');
  expect((await callApi(page, 'POST', `/invitations/${mine.body[0]!.id}/accept`)).status).toBe(200);
  await openFlow(page, organizationId, widgetId);
  await settle(page);
  const at = await nodeCenter(page, 2);
  await page.mouse.dblclick(at.x, at.y);
  await expect(page.getByTestId('view-editor')).toBeVisible();
  await expect(page.getByTestId('view-editor-title')).toHaveText('View #2 · read-only');
  await expect(page.getByTestId('view-canvas')).toHaveAttribute('data-mode', 'preview');
  await expect(page.getByTestId('view-editor-design')).toBeDisabled();
  await expect(page.getByTestId('view-editor-save')).toHaveCount(0);
  await expect(page.getByTestId('view-editor-add')).toHaveCount(0);
  await expect(editorHost(page).getByText('Hi {{1.ref}}')).toBeVisible();
  await settledView(page, editorHost(page).locator('.frame'));
  // Keys change nothing: the layers select, Delete removes nothing.
  await page.getByTestId('layer-3').click();
  await page.keyboard.press('Delete');
  expect(await layerTree(page)).toEqual(savedTree);
  await expect(page.getByTestId('view-style-font-variant')).toHaveValue('700-normal');
  await page.screenshot({ path: `${SHOTS}/view-designer-guest.png`, animations: 'disabled' });
  await page.getByTestId('view-editor-cancel').click();
  await expect(page.getByTestId('view-editor')).toBeHidden();
  await context.close();
});
