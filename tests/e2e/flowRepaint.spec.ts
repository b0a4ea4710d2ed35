// A hover repaints only the cards whose look changed (issue 24: under software WebGL a whole-canvas frame for one
// outline was a 60–100 ms frame of the compositor): the canvas keeps its other pixels, and what the repaint leaves
// on screen is what a whole redraw of the same look shows, pixel for pixel.
import type { Page } from '@playwright/test';
import { expect, test } from './cspGuard';
import { generateFlow } from '../../engine/testing/generateFlow';
import { nodeHeight, nodeWidth } from '../../engine/spatial/nodeGeometry';
import type { FlowDocument, FlowNode } from '../../engine/model/flowTypes';
import type { FlowEditorDebugHandle } from '../../engine/editor/debugHandle';
import { callApi, debug, dragMouse, drawsStopped, openFlow, portAt, settle } from './flowEditorPage';
import { signUpNewUser } from './studioUser';
import { createOrganizationByApi, createWidgetByApi } from './studioApi';

test.describe.configure({ timeout: 120_000 });

type DebugWindow = Window & { __flowEditor?: FlowEditorDebugHandle };
type Stats = { draws: number; fullDraws: number; partialDraws: number };

async function stats(page: Page): Promise<Stats> {
  const read = await debug(page, (handle) => handle.renderStats());
  return { draws: read!.draws, fullDraws: read!.fullDraws ?? 0, partialDraws: read!.partialDraws ?? 0 };
}

/** Waits until nothing more is drawn (the open's late frames, the first warnings); answers the counters then. */
async function quiet(page: Page): Promise<Stats> {
  await drawsStopped(page);
  return stats(page);
}

/** The card's box on the page, 16 px around it (outlines and rings included), for screenshots. */
async function cardClip(page: Page, node: FlowNode) {
  const { scale } = await debug(page, (handle) => handle.viewport());
  const topLeft = await page.evaluate(([x, y]) => (window as DebugWindow).__flowEditor!.worldToScreen(x!, y!), [node.x, node.y]);
  return { x: Math.floor(topLeft.x - 16), y: Math.floor(topLeft.y - 16), width: Math.ceil(nodeWidth(node) * scale + 32), height: Math.ceil(nodeHeight(node) * scale + 32) };
}

/** Zooms in until the view is at full detail (far out the covered nodes are boxes, redrawn whole). */
async function fullDetail(page: Page): Promise<void> {
  const settledDetail = async () => {
    await settle(page);
    await expect.poll(() => debug(page, (handle) => handle.renderStats()?.settled)).toBe(true);
    return (await debug(page, (handle) => handle.renderStats()))!.lowDetail;
  };
  for (let step = 0; step < 8 && (await settledDetail()); step += 1) await page.getByTestId('zoom-in').click();
  expect(await settledDetail()).toBe(false);
}

/** A card wholly on the canvas, away from the toolbars at its edges, and its centre on the page. */
async function middleCard(page: Page, nodes: readonly FlowNode[]): Promise<{ node: FlowNode; center: { x: number; y: number } }> {
  const canvas = (await page.getByTestId('flow-canvas').boundingBox())!;
  for (const node of nodes) {
    const at = await page.evaluate((id) => (window as DebugWindow).__flowEditor!.nodeScreenCenter(id), node.id);
    if (at && at.x > canvas.x + canvas.width * 0.25 && at.x < canvas.x + canvas.width * 0.75 && at.y > canvas.y + canvas.height * 0.25 && at.y < canvas.y + canvas.height * 0.75) {
      return { node, center: at };
    }
  }
  throw new Error('no card in the middle of the canvas');
}

/** The same scene drawn whole: the window a pixel narrower and back (each a resize: a whole frame). */
async function redrawWhole(page: Page, before: Stats): Promise<Stats> {
  const size = page.viewportSize()!;
  await page.setViewportSize({ width: size.width - 1, height: size.height });
  await expect.poll(async () => (await stats(page)).fullDraws).toBeGreaterThan(before.fullDraws);
  await page.setViewportSize(size);
  await expect.poll(async () => (await stats(page)).fullDraws).toBeGreaterThan(before.fullDraws + 1);
  return quiet(page);
}

/** A new user's widget with a 12-node flow, its editor open at full detail; answers the flow. */
async function openCards(page: Page, name: string): Promise<FlowDocument> {
  await signUpNewUser(page);
  const organizationId = await createOrganizationByApi(page, `Team ${name}`);
  const widgetId = await createWidgetByApi(page, organizationId, name);
  const flow = generateFlow({ nodeCount: 12, seed: 11 });
  expect((await callApi(page, 'PUT', `/widgets/${widgetId}/flow`, { baseVersion: 1, flow })).status).toBe(200);
  await openFlow(page, organizationId, widgetId);
  await fullDetail(page);
  return flow;
}

test('a hover repaints its card only, and the canvas then shows what a whole redraw of that look shows', async ({ page }) => {
  const flow = await openCards(page, 'Repaint');
  const start = await quiet(page);
  expect(start.partialDraws).toBe(0);

  const canvas = (await page.getByTestId('flow-canvas').boundingBox())!;
  const { node, center } = await middleCard(page, flow.nodes);
  const clip = await cardClip(page, node);
  const plain = await page.screenshot({ clip });

  // The hover: one frame that repaints the card's region only.
  await page.mouse.move(center.x, center.y);
  await expect.poll(() => debug(page, (handle) => handle.hovered().node)).toBe(node.id);
  await expect.poll(async () => (await stats(page)).partialDraws).toBeGreaterThan(0);
  const hovered = await quiet(page);
  expect(hovered.fullDraws).toBe(start.fullDraws);
  const repainted = await page.screenshot({ clip });
  await page.screenshot({ path: 'test-results/screens/flow-hover-repaint.png' });
  expect(repainted.equals(plain), 'the hover outline is painted').toBe(false);

  const whole = await redrawWhole(page, hovered);
  expect(await debug(page, (handle) => handle.hovered().node)).toBe(node.id);
  expect(await cardClip(page, node)).toEqual(clip);
  expect((await page.screenshot({ clip })).equals(repainted), 'the repaint shows what a whole frame shows').toBe(true);

  // The pointer leaves for empty canvas: the card is repainted as it was before the hover.
  await page.mouse.move(canvas.x + 4, canvas.y + canvas.height - 4);
  await expect.poll(() => debug(page, (handle) => handle.hovered().node)).toBeNull();
  await expect.poll(async () => (await stats(page)).partialDraws).toBeGreaterThan(whole.partialDraws);
  const left = await quiet(page);
  expect(left.fullDraws).toBe(whole.fullDraws);
  expect((await page.screenshot({ clip })).equals(plain), 'the card is back as it was').toBe(true);
});

test('dragging a card repaints where it and its connections were and are, and the canvas then shows what a whole redraw shows', async ({ page }) => {
  const flow = await openCards(page, 'Drag repaint');
  const { node, center } = await middleCard(page, flow.nodes);
  const start = await quiet(page);

  await dragMouse(page, center, { x: center.x + 70, y: center.y + 45 }, 10);
  await expect(page.getByTestId('save-indicator')).toHaveAttribute('data-state', 'saved', { timeout: 15_000 });
  const dragged = await quiet(page);
  expect((await page.evaluate((id) => (window as DebugWindow).__flowEditor!.node(id), node.id))!.x).not.toBe(node.x);
  // Every frame of the drag, and the one for the saved version coming back, repainted the card's and its
  // connections' region only.
  expect(dragged.partialDraws - start.partialDraws).toBeGreaterThanOrEqual(5);
  expect(dragged.fullDraws).toBe(start.fullDraws);
  const canvas = (await page.getByTestId('flow-canvas').boundingBox())!;
  const clip = { x: Math.round(canvas.x), y: Math.round(canvas.y) + 70, width: Math.round(canvas.width), height: Math.round(canvas.height) - 90 };
  const repainted = await page.screenshot({ clip });
  await page.screenshot({ path: 'test-results/screens/flow-drag-repaint.png' });

  await redrawWhole(page, dragged);
  expect((await page.screenshot({ clip })).equals(repainted), 'the repaint shows what a whole frame shows').toBe(true);
});

test('a connection being drawn repaints where its curve was and is, and so does its cancel', async ({ page }) => {
  const flow = await openCards(page, 'Drawing repaint');
  const { node } = await middleCard(page, flow.nodes.filter((candidate) => candidate.outputs > 0));
  const canvas = (await page.getByTestId('flow-canvas').boundingBox())!;
  const clip = { x: Math.round(canvas.x), y: Math.round(canvas.y) + 70, width: Math.round(canvas.width), height: Math.round(canvas.height) - 90 };
  const start = await quiet(page);

  // A click on the output port starts the connection; it follows the pointer.
  const port = await portAt(page, node.id, 'out');
  await page.mouse.click(port.x, port.y);
  await page.mouse.move(canvas.x + canvas.width * 0.5, canvas.y + canvas.height * 0.85, { steps: 6 });
  await expect.poll(() => debug(page, (handle) => handle.disabledNodes().length)).toBeGreaterThan(0);
  const drawing = await quiet(page);
  expect(drawing.partialDraws - start.partialDraws).toBeGreaterThanOrEqual(3);
  expect(drawing.fullDraws).toBe(start.fullDraws);
  const repainted = await page.screenshot({ clip });
  await page.screenshot({ path: 'test-results/screens/flow-drawing-repaint.png' });
  const whole = await redrawWhole(page, drawing);
  expect(await debug(page, (handle) => handle.disabledNodes().length)).toBeGreaterThan(0);
  expect((await page.screenshot({ clip })).equals(repainted), 'the repaint shows what a whole frame shows').toBe(true);

  // Escape: the curve and the greyed ports go, repainted where they were.
  await page.keyboard.press('Escape');
  await expect.poll(() => debug(page, (handle) => handle.disabledNodes().length)).toBe(0);
  const cancelled = await quiet(page);
  expect(cancelled.partialDraws).toBeGreaterThan(whole.partialDraws);
  expect(cancelled.fullDraws).toBe(whole.fullDraws);
  const cleared = await page.screenshot({ clip });
  await redrawWhole(page, cancelled);
  expect((await page.screenshot({ clip })).equals(cleared), 'the cancel leaves what a whole frame shows').toBe(true);
});

test('after the WebGL context is lost and restored, the canvas is drawn whole again, not repainted in part', async ({ page }) => {
  await openCards(page, 'Restored');
  const canvas = (await page.getByTestId('flow-canvas').boundingBox())!;
  const clip = { x: Math.round(canvas.x), y: Math.round(canvas.y) + 70, width: Math.round(canvas.width), height: Math.round(canvas.height) - 90 };
  const before = await quiet(page);
  const shown = await page.screenshot({ clip });

  await page.evaluate(async () => {
    const surface = document.querySelector<HTMLCanvasElement>('canvas.flow-canvas__surface')!;
    const lose = surface.getContext('webgl2')!.getExtension('WEBGL_lose_context')!;
    const restored = new Promise((resolve) => surface.addEventListener('webglcontextrestored', resolve, { once: true }));
    lose.loseContext();
    await new Promise((resolve) => setTimeout(resolve, 100));
    lose.restoreContext();
    await restored;
  });
  await expect.poll(async () => (await stats(page)).fullDraws).toBeGreaterThan(before.fullDraws);
  await quiet(page);
  expect((await page.screenshot({ clip })).equals(shown), 'the whole scene is back').toBe(true);
});
