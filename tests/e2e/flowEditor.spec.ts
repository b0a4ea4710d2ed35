// The flow editor on the real studio (editor.md §2, §4, §6): build a flow with the mouse and keyboard,
// autosave and reload, publish, pan and zoom, read-only when archived, and a 10k-node flow.
import { expect, test } from './cspGuard';
import { generateFlow } from '../../engine/testing/generateFlow';
import { moveNodesCommand } from '../../engine/model/commands/moveNodesCommand';
import { FlowModel } from '../../engine/model/FlowModel';
import type { FlowDocument } from '../../engine/model/flowTypes';
import { addNode, callApi, canvasPoint, counts, debug, dragMouse, drawsStopped, nodeCenter, openFlow, portAt, settle } from './flowEditorPage';
import { signUpNewUser } from './studioUser';
import { createOrganizationByApi, createWidgetByApi } from './studioApi';

const mod = process.platform === 'darwin' ? 'Meta' : 'Control';

// Sign-up, a WebGL canvas on software rendering and two workers on two cores: give each test room.
test.describe.configure({ timeout: 120_000 });

async function newWidget(page: import('@playwright/test').Page, name: string) {
  await signUpNewUser(page);
  const organizationId = await createOrganizationByApi(page, `Team ${name}`);
  const widgetId = await createWidgetByApi(page, organizationId, name);
  return { organizationId, widgetId };
}

test('smoke: the editor draws the initial flow', async ({ page }) => {
  const { organizationId, widgetId } = await newWidget(page, 'Smoke');
  await openFlow(page, organizationId, widgetId);
  await expect(page.getByTestId('flow-status')).toContainText('1 node');
  await page.screenshot({ path: 'test-results/screens/flow-initial.png' });
  // On demand: once what the open does late has drawn (the first warnings start about a second after the open), nothing
  // changes and nothing is drawn. A renderer that kept drawing never gets past this wait.
  await drawsStopped(page);
  const draws = (await debug(page, (handle) => handle.renderStats()))!.draws;
  await page.waitForTimeout(600);
  expect((await debug(page, (handle) => handle.renderStats()))!.draws).toBe(draws);
});

test('a card the wheel pans away from under a still pointer is no longer hovered once the view is still; the one brought under it is', async ({ page }) => {
  const { organizationId, widgetId } = await newWidget(page, 'Hover');
  await openFlow(page, organizationId, widgetId);
  const card = await nodeCenter(page, 1);
  await page.mouse.move(card.x, card.y);
  await expect.poll(() => debug(page, (handle) => handle.hovered().node)).toBe(1);
  // The wheel pans the card away; the pointer does not move.
  for (let step = 0; step < 5; step += 1) await page.mouse.wheel(120, 0);
  await settle(page);
  await expect.poll(() => debug(page, (handle) => handle.hovered().node)).toBeNull();
  // And back under it.
  for (let step = 0; step < 5; step += 1) await page.mouse.wheel(-120, 0);
  await settle(page);
  await expect.poll(() => debug(page, (handle) => handle.hovered().node)).toBe(1);
});

test('a flow replaced elsewhere while you edit is loaded again with your unsaved node on top: nothing is discarded', async ({ page }) => {
  const { organizationId, widgetId } = await newWidget(page, 'Replaced');
  await openFlow(page, organizationId, widgetId);
  // The node is added first and its save held back, so it is still unsaved when the replacement arrives (by the
  // live channel or by the refused save, whichever comes first).
  let releaseSaves!: () => void;
  const savesHeld = new Promise<void>((resolve) => (releaseSaves = resolve));
  await page.route(/\/api\/widgets\/[^/]+\/flow$/, async (route) => {
    if (route.request().method() === 'PATCH') await savesHeld;
    await route.fallback();
  });
  await addNode(page, 'note', await canvasPoint(page, 0.75, 0.75));
  await expect(page.getByTestId('save-indicator')).not.toHaveAttribute('data-state', 'saved');
  // Someone else replaces the flow (an import: version 2) meanwhile.
  const elsewhere = generateFlow({ nodeCount: 6, seed: 5 });
  expect((await callApi(page, 'PUT', `/widgets/${widgetId}/flow`, { baseVersion: 1, flow: elsewhere })).status).toBe(200);
  releaseSaves();

  await expect(page.getByTestId('save-indicator')).toHaveAttribute('data-state', 'saved', { timeout: 15_000 });
  await expect(page.getByTestId('flow-status')).toContainText(`7 nodes · ${elsewhere.connections.length} connections · version 3`);
  await expect.poll(() => debug(page, (handle) => handle.counts().nodes)).toBe(7);
  await expect(page.getByTestId('collab-notice')).toContainText('The flow was replaced');
  const stored = (await callApi(page, 'GET', `/widgets/${widgetId}/flow`)).body as { flow: { nodes: { type: string }[] } };
  expect(stored.flow.nodes.filter((node) => node.type === 'note')).toHaveLength(elsewhere.nodes.filter((node) => node.type === 'note').length + 1);
});

test('a change made elsewhere makes Publish follow the widget read again (canPublish), no page reload; its tooltip stays inside the window', async ({ page }) => {
  const { organizationId, widgetId } = await newWidget(page, 'Republished');
  // Published as it is: nothing new to publish, so Publish is disabled with the "already published" reason.
  const published = await callApi(page, 'PUT', `/widgets/${widgetId}/publish`);
  expect(published.status, JSON.stringify(published.body)).toBe(200);
  // A window just wide enough for the toolbar: Publish ends near its right edge.
  await page.setViewportSize({ width: 800, height: 700 });
  await openFlow(page, organizationId, widgetId);
  const publish = page.getByTestId('publish-button');
  await expect(publish).toBeDisabled();
  const reason = publish.locator('xpath=..').getByRole('tooltip');
  await publish.locator('xpath=..').hover();
  await expect(reason).toHaveText('This version of the flow is already published');
  await expect(reason).toHaveCSS('opacity', '1');
  // Centred on the button it would stick out of the window: it is moved inside, and its text wraps inside it.
  const box = (await reason.boundingBox())!;
  const width = page.viewportSize()!.width;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(width);
  expect(await reason.evaluate((bubble) => bubble.scrollWidth <= bubble.clientWidth)).toBe(true);
  await page.screenshot({ path: 'test-results/screens/flow-publish-tooltip.png', clip: { x: 0, y: 0, width, height: 160 } });
  await page.setViewportSize({ width: 1280, height: 800 });
  await settle(page);

  // Someone else moves a node (a change on the live channel): the widget has something to publish now, and the
  // page reads it again without a reload.
  const stored = (await callApi<{ version: number; flow: FlowDocument }>(page, 'GET', `/widgets/${widgetId}/flow`)).body;
  const patch = moveNodesCommand(FlowModel.fromDocument(stored.flow), [stored.flow.nodes[0]!.id], 40, 0);
  expect((await callApi(page, 'PATCH', `/widgets/${widgetId}/flow`, { baseVersion: stored.version, patches: [patch] })).status).toBe(200);
  await expect(page.getByTestId('flow-status')).toContainText(`version ${stored.version + 1}`);
  expect((await callApi<{ canPublish: boolean }>(page, 'GET', `/widgets/${widgetId}`)).body.canPublish).toBe(true);
  await expect(publish).toBeEnabled();

  // Published here; then someone replaces the whole flow (the editor loads it again): Publish follows again.
  await publish.click();
  await expect(publish).toHaveAttribute('data-state', 'idle', { timeout: 5_000 });
  await expect(publish).toBeDisabled();
  const elsewhere = generateFlow({ nodeCount: 4, seed: 9 });
  expect((await callApi(page, 'PUT', `/widgets/${widgetId}/flow`, { baseVersion: stored.version + 1, flow: elsewhere })).status).toBe(200);
  await expect(page.getByTestId('collab-notice')).toContainText('The flow was replaced');
  await expect.poll(() => debug(page, (handle) => handle.counts().nodes)).toBe(4);
  await expect(publish).toBeEnabled();
});

test('builds a flow with the mouse and keys: add, connect, refuse a cycle, delete, undo/redo, autosave, reload', async ({ page }) => {
  const { organizationId, widgetId } = await newWidget(page, 'Builder');
  await openFlow(page, organizationId, widgetId);

  // Two await nodes placed from the add-node modal, right of the entrypoint (zoomed out a little for room).
  for (let step = 0; step < 3; step += 1) await page.getByTestId('zoom-out').click();
  const a = await addNode(page, 'await', await canvasPoint(page, 0.68, 0.2));
  const b = await addNode(page, 'await', await canvasPoint(page, 0.82, 0.75));
  expect([a, b]).toEqual([2, 3]);
  await expect(page.getByTestId('flow-status')).toContainText('3 nodes');

  // entrypoint → a by dragging from port to port; a → b by clicking one port then the other.
  await dragMouse(page, await portAt(page, 1, 'out'), await portAt(page, a, 'in'));
  await expect.poll(async () => (await counts(page)).connections).toBe(1);
  const aOut = await portAt(page, a, 'out');
  await page.mouse.click(aOut.x, aOut.y);
  const bIn = await portAt(page, b, 'in');
  await page.mouse.move(bIn.x, bIn.y, { steps: 5 });
  await page.mouse.click(bIn.x, bIn.y);
  await expect(page.getByTestId('flow-status')).toContainText('2 connections');

  // From b's output every upstream node is disabled: clicking a's input connects nothing.
  const bOut = await portAt(page, b, 'out');
  await page.mouse.click(bOut.x, bOut.y);
  expect((await debug(page, (handle) => handle.disabledNodes())).sort()).toEqual([1, 2, 3]);
  const aIn = await portAt(page, a, 'in');
  await page.mouse.move(aIn.x, aIn.y, { steps: 5 });
  await page.screenshot({ path: 'test-results/screens/flow-drawing-disabled.png' });
  await page.mouse.click(aIn.x, aIn.y);
  await page.keyboard.press('Escape');
  expect(await counts(page)).toEqual({ nodes: 3, connections: 2 });

  // Delete b with the key; undo and redo by keys and toolbar.
  const bCenter = await nodeCenter(page, b);
  await page.mouse.click(bCenter.x, bCenter.y);
  await page.keyboard.press('Delete');
  expect(await counts(page)).toEqual({ nodes: 2, connections: 1 });
  await page.keyboard.press(`${mod}+z`);
  expect(await counts(page)).toEqual({ nodes: 3, connections: 2 });
  await page.getByTestId('redo').click();
  expect(await counts(page)).toEqual({ nodes: 2, connections: 1 });
  await page.getByTestId('undo').click();
  expect(await counts(page)).toEqual({ nodes: 3, connections: 2 });

  // Copy a and b (Shift+click adds to the selection) through the system clipboard; paste places both
  // and their connection at the pointer; one undo takes the paste back.
  const aAt = await nodeCenter(page, a);
  const bAt = await nodeCenter(page, b);
  await page.mouse.click(aAt.x, aAt.y);
  await page.keyboard.down('Shift');
  await page.mouse.click(bAt.x, bAt.y);
  await page.keyboard.up('Shift');
  await page.keyboard.press(`${mod}+c`);
  const pasteAt = await canvasPoint(page, 0.3, 0.75);
  await page.mouse.move(pasteAt.x, pasteAt.y, { steps: 4 });
  await page.keyboard.press(`${mod}+v`);
  await page.mouse.move(pasteAt.x + 4, pasteAt.y, { steps: 2 });
  await page.mouse.click(pasteAt.x + 4, pasteAt.y);
  expect(await counts(page)).toEqual({ nodes: 5, connections: 3 });
  await page.keyboard.press(`${mod}+z`);
  expect(await counts(page)).toEqual({ nodes: 3, connections: 2 });

  // Moving a node drags it (one undo step).
  const before = await debug(page, (handle) => handle.node(2));
  const aCenter = await nodeCenter(page, a);
  await dragMouse(page, aCenter, { x: aCenter.x, y: aCenter.y + 80 });
  const after = await debug(page, (handle) => handle.node(2));
  expect(after!.y).toBeGreaterThan(before!.y);

  // Autosave (PATCH) reaches "saved"; the flow survives a reload.
  await expect(page.getByTestId('save-indicator')).toHaveAttribute('data-state', 'saved', { timeout: 15_000 });
  await page.screenshot({ path: 'test-results/screens/flow-small.png' });
  const version = await debug(page, (handle) => handle.version());
  expect(version).toBeGreaterThan(1);
  await page.reload();
  await openFlow(page, organizationId, widgetId);
  await expect(page.getByTestId('flow-status')).toContainText(`3 nodes · 2 connections · version ${version}`);
  expect((await debug(page, (handle) => handle.node(2)))!.y).toBe(after!.y);

  // Double-click opens the node's form (tests/e2e/nodeForms.spec.ts covers the forms).
  const opened = await nodeCenter(page, a);
  await page.mouse.dblclick(opened.x, opened.y);
  await expect(page.getByTestId('node-modal')).toBeVisible();
  await expect(page.getByTestId('node-modal-type')).toHaveText('await');
  await page.getByTestId('node-modal-cancel').click();
  await expect(page.getByTestId('node-modal')).toBeHidden();
});

test('pan, wheel and zoom change the viewport; the add-node modal filters and groups', async ({ page }) => {
  const { organizationId, widgetId } = await newWidget(page, 'Viewport');
  await openFlow(page, organizationId, widgetId);
  const start = await debug(page, (handle) => handle.viewport());

  await dragMouse(page, await canvasPoint(page, 0.2, 0.8), await canvasPoint(page, 0.3, 0.6));
  const panned = await debug(page, (handle) => handle.viewport());
  expect(panned.offsetX).toBeGreaterThan(start.offsetX + 50);
  expect(panned.scale).toBe(start.scale);
  // The press focused the canvas (keys reach it) without the keyboard's focus ring, which a moving canvas would
  // have re-rastered on every frame of the drag (bench/README, "The focus ring under a moving canvas").
  const canvas = page.getByTestId('flow-canvas');
  await expect(canvas).toBeFocused();
  expect(await canvas.evaluate((element) => element.matches(':focus-visible'))).toBe(false);
  await expect(canvas.locator('.flow-frame__ring--top')).toBeHidden();

  await page.getByTestId('zoom-out').click();
  const zoomedOut = await debug(page, (handle) => handle.viewport());
  expect(zoomedOut.scale).toBeCloseTo(panned.scale * 0.9, 5);
  await page.getByTestId('zoom-in').click();
  expect((await debug(page, (handle) => handle.viewport())).scale).toBeCloseTo(zoomedOut.scale * 1.1, 5);

  const at = await canvasPoint(page, 0.5, 0.5);
  await page.mouse.move(at.x, at.y);
  const beforeWheel = await debug(page, (handle) => handle.viewport());
  await page.mouse.wheel(0, 120);
  await expect.poll(async () => (await debug(page, (handle) => handle.viewport())).offsetY).toBeLessThan(beforeWheel.offsetY);
  await page.keyboard.down(mod);
  await page.mouse.wheel(0, -100);
  await page.keyboard.up(mod);
  await expect.poll(async () => (await debug(page, (handle) => handle.viewport())).scale).toBeGreaterThan(beforeWheel.scale);

  await page.getByTestId('fit').click();
  await settle(page);
  expect((await debug(page, (handle) => handle.viewport())).scale).toBeCloseTo(start.scale, 5);

  await page.getByTestId('add-node').click();
  await expect(page.getByTestId('add-node-group-interaction')).toBeVisible();
  await page.getByTestId('add-node-filter').fill('llm-nothing-matches');
  await expect(page.getByTestId('add-node-empty')).toBeVisible();
  await page.getByTestId('add-node-filter').fill('http');
  await expect(page.getByTestId('add-node-option-http_request')).toBeVisible();
  await expect(page.getByTestId('add-node-option-view')).toBeHidden();
  await page.getByTestId('add-node-cancel').click();
  await expect(page.getByTestId('add-node-modal')).toBeHidden();

  // Picking a kind makes a ghost under the pointer, titled with the kind's name (its id comes when it is placed);
  // Escape cancels it.
  const nodesBefore = (await counts(page)).nodes;
  await page.getByTestId('add-node').click();
  await page.getByTestId('add-node-filter').fill('http');
  await page.getByTestId('add-node-option-http_request').click();
  await expect(page.getByTestId('add-node-modal')).toBeHidden();
  const ghostAt = await canvasPoint(page, 0.6, 0.6);
  await page.mouse.move(ghostAt.x - 20, ghostAt.y - 20);
  await page.mouse.move(ghostAt.x, ghostAt.y, { steps: 3 });
  await expect.poll(() => debug(page, (handle) => handle.renderStats()?.settled)).toBe(true);
  await page.screenshot({ path: 'test-results/screens/flow-add-node-ghost.png' });
  await page.keyboard.press('Escape');
  expect((await counts(page)).nodes).toBe(nodesBefore);
});

test('publishes once the flow is saved, then shows done and revalidates the widget', async ({ page }) => {
  const { organizationId, widgetId } = await newWidget(page, 'Publisher');
  await openFlow(page, organizationId, widgetId);
  // The save is held back until the check below: on a busy machine the autosave could otherwise end before the
  // check runs, and the button is rightly enabled again then.
  let releaseSaves!: () => void;
  const savesHeld = new Promise<void>((resolve) => (releaseSaves = resolve));
  await page.route(/\/api\/widgets\/[^/]+\/flow$/, async (route) => {
    if (route.request().method() === 'PATCH') await savesHeld;
    await route.fallback();
  });
  await addNode(page, 'redirect', await canvasPoint(page, 0.7, 0.5));
  await expect(page.getByTestId('save-indicator')).not.toHaveAttribute('data-state', 'saved');
  await expect(page.getByTestId('publish-button')).toBeDisabled();
  releaseSaves();
  await expect(page.getByTestId('save-indicator')).toHaveAttribute('data-state', 'saved', { timeout: 15_000 });
  await expect(page.getByTestId('publish-button')).toBeEnabled();
  await page.getByTestId('publish-button').click();
  await expect(page.getByTestId('publish-button')).toHaveAttribute('data-state', 'done');
  await expect(page.getByTestId('publish-button')).toHaveAttribute('data-state', 'idle', { timeout: 5_000 });
  // The widget was revalidated: this version is published, so there is nothing more to publish.
  await expect(page.getByTestId('publish-button')).toBeDisabled();
  const widget = await callApi<{ publishedAt: string | null }>(page, 'GET', `/widgets/${widgetId}`);
  expect(widget.body.publishedAt).not.toBeNull();
});

test('an archived widget is read-only: no add or publish, nodes do not move, pan still works', async ({ page }) => {
  const { organizationId, widgetId } = await newWidget(page, 'Archived');
  const archived = await callApi(page, 'DELETE', `/widgets/${widgetId}/archive`);
  expect(archived.status).toBe(200);
  await openFlow(page, organizationId, widgetId);
  await expect(page.getByTestId('flow-archived-mark')).toBeVisible();
  await expect(page.getByTestId('add-node')).toHaveCount(0);
  await expect(page.getByTestId('publish-button')).toHaveCount(0);

  const before = await debug(page, (handle) => handle.node(1));
  const center = await nodeCenter(page, 1);
  await dragMouse(page, center, { x: center.x + 150, y: center.y + 100 });
  expect(await debug(page, (handle) => handle.node(1))).toEqual(before);
  expect(await debug(page, (handle) => handle.selection())).toEqual([]);
  await page.mouse.click(center.x, center.y);
  expect(await debug(page, (handle) => handle.selection())).toEqual([1]);

  const view = await debug(page, (handle) => handle.viewport());
  await dragMouse(page, await canvasPoint(page, 0.1, 0.9), await canvasPoint(page, 0.2, 0.8));
  expect((await debug(page, (handle) => handle.viewport())).offsetX).toBeGreaterThan(view.offsetX);
  await page.screenshot({ path: 'test-results/screens/flow-archived.png' });
});

test('imports a flow from a JSON file: the server 400 message for an invalid one, a new editor for a valid one', async ({ page }) => {
  const { organizationId, widgetId } = await newWidget(page, 'Importer');
  await openFlow(page, organizationId, widgetId);
  const invalid = generateFlow({ nodeCount: 5, seed: 3 });
  invalid.connections.push({ from: [1, 0], to: [999, 0] });
  await page.getByTestId('import-flow-input').setInputFiles({ name: 'broken.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(invalid)) });
  await expect(page.getByTestId('import-flow-dialog')).toBeVisible();
  await page.getByTestId('import-flow-confirm').click();
  await expect(page.getByTestId('import-flow-dialog').getByTestId('form-error')).toBeVisible();
  await page.getByTestId('import-flow-cancel').click();

  const valid = generateFlow({ nodeCount: 40, seed: 3 });
  await page.getByTestId('import-flow-input').setInputFiles({ name: 'good.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(valid)) });
  await page.getByTestId('import-flow-confirm').click();
  await expect(page.getByTestId('import-flow-dialog')).toBeHidden();
  await expect(page.getByTestId('flow-status')).toContainText(`40 nodes · ${valid.connections.length} connections · version 2`);
  await expect.poll(() => debug(page, (handle) => handle.counts().nodes)).toBe(40);
  await settle(page);
  await page.screenshot({ path: 'test-results/screens/flow-imported-40.png' });
});

test('a 10k-node flow opens, draws only what is in view, and pans', async ({ page }) => {
  test.setTimeout(180_000);
  const { organizationId, widgetId } = await newWidget(page, 'Large');
  const flow = generateFlow({ nodeCount: 10_000, seed: 7 });
  const saved = await callApi<{ version: number }>(page, 'PUT', `/widgets/${widgetId}/flow`, { baseVersion: 1, flow });
  expect(saved.status).toBe(200);
  await openFlow(page, organizationId, widgetId);
  await expect(page.getByTestId('flow-status')).toContainText('10,000 nodes');

  // A large flow opens at half scale on its entrypoint (not the whole flow at the zoom floor): full detail, and
  // only the few nodes in view have display objects.
  await expect.poll(async () => (await debug(page, (handle) => handle.viewport())).scale).toBe(0.5);
  await expect.poll(async () => (await debug(page, (handle) => handle.renderStats()))!.lowDetail).toBe(false);
  const detail = await debug(page, (handle) => handle.renderStats());
  expect(detail!.visibleNodes).toBeGreaterThan(0);
  expect(detail!.visibleNodes).toBeLessThan(400);
  await page.screenshot({ path: 'test-results/screens/flow-10k-detail.png' });

  // Zoom out past the level-of-detail threshold (45 %): plain boxes, still only what is in view.
  const middle = await canvasPoint(page, 0.5, 0.5);
  await page.mouse.move(middle.x, middle.y);
  for (let step = 0; step < 7; step += 1) await page.getByTestId('zoom-out').click();
  await expect.poll(async () => (await debug(page, (handle) => handle.renderStats()))!.lowDetail).toBe(true);
  const overview = await debug(page, (handle) => handle.renderStats());
  expect(overview!.visibleNodes).toBeGreaterThan(0);
  expect(overview!.visibleNodes).toBeLessThan(10_000);
  await page.screenshot({ path: 'test-results/screens/flow-10k-overview.png' });

  const view = await debug(page, (handle) => handle.viewport());
  await dragMouse(page, await canvasPoint(page, 0.7, 0.7), await canvasPoint(page, 0.2, 0.3), 20);
  expect((await debug(page, (handle) => handle.viewport())).offsetX).toBeLessThan(view.offsetX);
  await page.screenshot({ path: 'test-results/screens/flow-10k-panned.png' });
});
