// The flow editor as an end-to-end spec drives it: open a widget's flow, wait for the engine, read the
// debug handle (window.__flowEditor) for on-screen positions, and call the API with the signed-in user's token.
import { expect, type Page } from '@playwright/test';
import type { FlowEditorDebugHandle } from '../../engine/editor/debugHandle';

type Point = { x: number; y: number };
type DebugWindow = Window & { __flowEditor?: FlowEditorDebugHandle };

/** Opens the flow page and waits until the engine drew and the first-ready fit animation ended. */
export async function openFlow(page: Page, organizationId: string, widgetId: string): Promise<void> {
  await page.goto(`/${organizationId}/widgets/${widgetId}/flow`);
  await expect(page.getByTestId('flow-canvas')).toHaveAttribute('data-ready', 'true');
  await expect.poll(() => page.evaluate(() => (window as DebugWindow).__flowEditor?.renderStats()?.draws ?? 0)).toBeGreaterThan(0);
  await settle(page);
}

/** Waits until the viewport stops changing (animations done). */
export async function settle(page: Page): Promise<void> {
  let previous = '';
  await expect
    .poll(async () => {
      const now = JSON.stringify(await debug(page, (handle) => handle.viewport()));
      const stable = now === previous;
      previous = now;
      return stable;
    }, { intervals: [150] })
    .toBe(true);
}

/** Waits until the engine draws nothing more (what the open does late, the first warnings); answers its frame count. */
export async function drawsStopped(page: Page): Promise<number> {
  let previous = -1;
  await expect
    .poll(async () => {
      const now = (await debug(page, (handle) => handle.renderStats()))!.draws;
      const still = now === previous;
      previous = now;
      return still;
    }, { intervals: [700] })
    .toBe(true);
  return previous;
}

/** Runs a read-only query against the debug handle in the page. */
export async function debug<T>(page: Page, read: (handle: FlowEditorDebugHandle) => T): Promise<T> {
  return page.evaluate(`(${read.toString()})(window.__flowEditor)`) as Promise<T>;
}

/** A world point on the page (client coordinates), by the editor's own mapping. */
export async function worldToScreen(page: Page, x: number, y: number): Promise<Point> {
  return page.evaluate(([worldX, worldY]) => (window as DebugWindow).__flowEditor!.worldToScreen(worldX!, worldY!), [x, y]);
}

export async function nodeCenter(page: Page, id: number): Promise<Point> {
  const at = await page.evaluate((nodeId) => (window as DebugWindow).__flowEditor!.nodeScreenCenter(nodeId), id);
  if (!at) throw new Error(`node ${id} is not in the flow`);
  return at;
}

export async function portAt(page: Page, nodeId: number, side: 'in' | 'out', index = 0): Promise<Point> {
  const at = await page.evaluate(([id, s, i]) => (window as DebugWindow).__flowEditor!.portScreenPosition(id, s, i), [nodeId, side, index] as const);
  if (!at) throw new Error(`node ${nodeId} has no ${side} port ${index}`);
  return at;
}

export async function counts(page: Page): Promise<{ nodes: number; connections: number }> {
  return page.evaluate(() => (window as DebugWindow).__flowEditor!.counts());
}

/** A point of the canvas in client coordinates, as fractions of its size. */
export async function canvasPoint(page: Page, fx: number, fy: number): Promise<Point> {
  const box = (await page.getByTestId('flow-canvas').boundingBox())!;
  return { x: box.x + box.width * fx, y: box.y + box.height * fy };
}

/** Press, move in steps, release (a real drag through the pointer events). */
export async function dragMouse(page: Page, from: Point, to: Point, steps = 8): Promise<void> {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(to.x, to.y, { steps });
  await page.mouse.up();
}

/** Picks a kind in the add-node modal and places the ghost with a click at `at`. */
export async function addNode(page: Page, type: string, at: Point): Promise<number> {
  const before = (await counts(page)).nodes;
  await page.getByTestId('add-node').click();
  await expect(page.getByTestId('add-node-modal')).toBeVisible();
  await page.getByTestId('add-node-filter').fill(type);
  await page.getByTestId(`add-node-option-${type}`).click();
  await expect(page.getByTestId('add-node-modal')).toBeHidden();
  await page.mouse.move(at.x - 20, at.y - 20);
  await page.mouse.move(at.x, at.y, { steps: 3 });
  await page.mouse.click(at.x, at.y);
  await expect.poll(async () => (await counts(page)).nodes).toBe(before + 1);
  return debug(page, (handle) => handle.lastNodeId());
}

/** Calls the studio API from the page with the signed-in user's access token. */
export async function callApi<T>(page: Page, method: string, path: string, body?: unknown): Promise<{ status: number; body: T }> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const config = await (await fetch('/app-config.json')).json();
      let token = '';
      for (let index = 0; index < sessionStorage.length; index += 1) {
        const key = sessionStorage.key(index)!;
        if (key.startsWith('oidc.user:')) token = JSON.parse(sessionStorage.getItem(key)!).access_token;
      }
      const response = await fetch(config.apiBase.replace(/\/+$/, '') + path, {
        method,
        headers: { Authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      return { status: response.status, body: text ? JSON.parse(text) : null };
    },
    { method, path, body },
  );
}
