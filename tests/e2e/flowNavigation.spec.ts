// Finding your way in a flow of a few hundred nodes (issue 15): find by what a node's config contains (the view
// animates to it, the card shows its summary), the minimap (toggle, click to move), and a note resized by its edge.
import { expect, test, type Page } from '@playwright/test';
import { getNodeKind } from '../../engine/model/kinds/nodeKindRegistry';
import type { FlowDocument, FlowNode } from '../../engine/model/flowTypes';
import { generateFlow } from '../../engine/testing/generateFlow';
import { callApi, debug, nodeCenter, openFlow, settle } from './flowEditorPage';
import { signUpNewUser } from './studioUser';
import { createOrganizationByApi, createWidgetByApi } from './studioApi';

test.describe.configure({ timeout: 360_000 });

const NEEDLE_URL = 'https://needle.example/spring-sale';

async function canvasCentre(page: Page): Promise<{ x: number; y: number }> {
  const box = (await page.getByTestId('flow-canvas').boundingBox())!;
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

test('find, minimap, card summaries and note resize in a 400-node flow', async ({ page }) => {
  await page.setViewportSize({ width: 1400, height: 900 });
  await signUpNewUser(page);
  const organizationId = await createOrganizationByApi(page, 'Navigators');
  const widgetId = await createWidgetByApi(page, organizationId, 'Large flow');

  const flow = generateFlow({ nodeCount: 400, seed: 11 });
  const needle = [...flow.nodes].reverse().find((node) => node.type === 'redirect')!;
  needle.config = { ...needle.config, url: NEEDLE_URL };
  const entry = flow.nodes.find((node) => node.type === 'entrypoint')!;
  const noteConfig = { ...getNodeKind('note').defaultConfig(), text: 'Ask legal about the sale banner before publishing', color: 'yellow' };
  const note: FlowNode = { id: 401, type: 'note', x: entry.x, y: entry.y - 400, inputs: 0, outputs: 0, config: noteConfig };
  const document: FlowDocument = { nodes: [...flow.nodes, note], connections: flow.connections };
  const put = await callApi(page, 'PUT', `/widgets/${widgetId}/flow`, { baseVersion: 1, flow: document });
  expect(put.status).toBe(200);

  page.on('pageerror', (error) => console.error(`page error: ${error.message}`));
  // A few hundred nodes on a shared, loaded machine: give the first open more time than the helper's default.
  await page.goto(`/${organizationId}/widgets/${widgetId}/flow`);
  await expect(page.getByTestId('flow-canvas')).toHaveAttribute('data-ready', 'true', { timeout: 90_000 });
  await openFlow(page, organizationId, widgetId);
  expect(await debug(page, (handle) => handle.counts().nodes)).toBe(401);

  // Find by a URL in the node's config: one match, listed with kind and summary; the view moves to it.
  await page.keyboard.press('Control+f');
  const input = page.getByTestId('find-input');
  await expect(input).toBeFocused();
  await input.fill('needle.example');
  await expect(page.getByTestId('find-count')).toHaveText('1 of 1');
  await expect(page.getByTestId('find-results')).toContainText(`Redirect #${needle.id}`);
  await expect(page.getByTestId('find-results')).toContainText(NEEDLE_URL);
  await settle(page);
  const centre = await canvasCentre(page);
  const found = await nodeCenter(page, needle.id);
  expect(Math.abs(found.x - centre.x)).toBeLessThan(4);
  expect(Math.abs(found.y - centre.y)).toBeLessThan(4);
  expect(await debug(page, (handle) => handle.viewport().scale)).toBeGreaterThanOrEqual(1);
  await expect.poll(() => debug(page, (handle) => handle.renderStats()?.lowDetail)).toBe(false);
  await page.screenshot({ path: 'test-results/screens/flow-find-summary.png' });

  // Enter steps on (one match: stays); Escape closes find and the highlight.
  await input.press('Enter');
  await expect(page.getByTestId('find-count')).toHaveText('1 of 1');
  await input.press('Escape');
  await expect(page.getByTestId('find-panel')).toHaveCount(0);

  // The minimap: on by default, toggled off and on from the toolbar; a click centres the view there.
  const minimap = page.getByTestId('flow-minimap');
  await expect(minimap).toBeVisible();
  await page.getByTestId('minimap-toggle').click();
  await expect(minimap).toHaveCount(0);
  await page.getByTestId('minimap-toggle').click();
  await expect(minimap).toBeVisible();
  const before = await debug(page, (handle) => handle.viewport());
  const map = (await minimap.locator('canvas').boundingBox())!;
  await page.mouse.click(map.x + map.width * 0.25, map.y + map.height * 0.5);
  await expect.poll(async () => JSON.stringify(await debug(page, (handle) => handle.viewport()))).not.toBe(JSON.stringify(before));
  const after = await debug(page, (handle) => handle.viewport());
  expect(after.scale).toBe(before.scale);
  await page.mouse.move(map.x + map.width * 0.25, map.y + map.height * 0.5);
  await page.mouse.down();
  await page.mouse.move(map.x + map.width * 0.75, map.y + map.height * 0.5, { steps: 5 });
  await page.mouse.up();
  const dragged = await debug(page, (handle) => handle.viewport());
  // Dragging right on the map moves the view to the right part of the world: the offset goes down.
  expect(dragged.offsetX).toBeLessThan(after.offsetX);
  await page.screenshot({ path: 'test-results/screens/flow-minimap.png' });

  // Go to the note (find by its text) and resize it by dragging its right edge.
  await page.keyboard.press('Control+f');
  await page.getByTestId('find-input').fill('legal about');
  await expect(page.getByTestId('find-count')).toHaveText('1 of 1');
  await page.getByTestId('find-input').press('Escape');
  await settle(page);
  const scale = await debug(page, (handle) => handle.viewport().scale);
  const noteCentre = await nodeCenter(page, 401);
  const edgeX = noteCentre.x + (200 / 2) * scale - 3;
  await page.mouse.move(edgeX - 20, noteCentre.y);
  await page.mouse.move(edgeX, noteCentre.y, { steps: 2 });
  // The edge is found: the canvas shows the resize cursor.
  await expect.poll(() => page.getByTestId('flow-canvas').evaluate((element) => element.style.cursor)).toBe('ew-resize');
  await page.mouse.down();
  await page.mouse.move(edgeX + 60 * scale, noteCentre.y, { steps: 4 });
  await page.mouse.move(edgeX + 120 * scale, noteCentre.y, { steps: 4 });
  await page.mouse.up();
  const resized = await debug(page, (handle) => handle.node(401));
  expect(Math.abs(Number(resized!.config.width) - 320)).toBeLessThanOrEqual(1);
  expect(resized!.x).toBe(note.x);
  await page.screenshot({ path: 'test-results/screens/flow-note-resized.png' });
  await expect.poll(() => debug(page, (handle) => handle.saveState())).toBe('saved');
  const stored = await callApi<{ flow: FlowDocument }>(page, 'GET', `/widgets/${widgetId}/flow`);
  expect(stored.body.flow.nodes.find((node) => node.id === 401)!.config.width).toBe(resized!.config.width);

  // One undo puts the width back.
  await page.getByTestId('undo').click();
  expect(await debug(page, (handle) => handle.node(401)!.config.width)).toBe(200);
});
