// The minimap's viewport rectangle on a 20,000-node flow (issue 21): at that size the exact rectangle is a pixel or
// less, so it is drawn at a minimum visible size, in the accent colour with a halo, in both themes. The spec reads
// the minimap's pixels from a screenshot around the rectangle's centre and keeps screenshots of both themes to look
// at. And the rectangle is layers the compositor moves over the minimap's canvas (issue 24): a pan or a zoom redraws
// nothing on the canvas.
import { expect, test } from './cspGuard';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { generateFlow } from '../../engine/testing/generateFlow';
import { cssColor } from '../../engine/render/nodeKindStyle';
import { DARK_THEME, LIGHT_THEME } from '../../engine/render/renderTheme';
import { callApi, canvasPoint, debug, openFlow, settle } from './flowEditorPage';
import { signUpNewUser } from './studioUser';
import { createOrganizationByApi, createWidgetByApi } from './studioApi';

/** Pixels of the minimap as shown in the given colour (±8 per channel), within `radius` CSS px of its rectangle's centre. */
async function linePixelsNearViewport(page: Page, color: string, radius: number): Promise<number> {
  const shot = await page.getByTestId('flow-minimap').screenshot();
  const { data, info } = await sharp(shot).raw().toBuffer({ resolveWithObject: true });
  const target = [1, 3, 5].map((at) => parseInt(color.slice(at, at + 2), 16));
  const hits: [number, number][] = [];
  for (let y = 0; y < info.height; y += 1) {
    for (let x = 0; x < info.width; x += 1) {
      const at = (y * info.width + x) * info.channels;
      if (target.every((value, channel) => Math.abs(data[at + channel]! - value) <= 8)) hits.push([x, y]);
    }
  }
  if (hits.length === 0) return 0;
  // The rectangle is where those pixels cluster: around their median.
  const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  const cx = median(hits.map(([x]) => x));
  const cy = median(hits.map(([, y]) => y));
  return hits.filter(([x, y]) => Math.abs(x - cx) <= radius && Math.abs(y - cy) <= radius).length;
}

type MinimapWindow = Window & { __minimapDraws?: number };

test('a pan or a zoom moves the minimap\'s rectangle by transforms and redraws nothing on its canvas', async ({ page }) => {
  await signUpNewUser(page);
  const organizationId = await createOrganizationByApi(page, 'Team Moves');
  const widgetId = await createWidgetByApi(page, organizationId, 'Moves');
  expect((await callApi(page, 'PUT', `/widgets/${widgetId}/flow`, { baseVersion: 1, flow: generateFlow({ nodeCount: 400, seed: 5 }) })).status).toBe(200);
  // Every 2D drawing call made on the minimap's canvas, counted.
  await page.addInitScript(() => {
    (window as MinimapWindow).__minimapDraws = 0;
    const proto = CanvasRenderingContext2D.prototype as unknown as Record<string, (...args: unknown[]) => unknown>;
    for (const name of ['putImageData', 'drawImage', 'fillRect', 'strokeRect', 'clearRect', 'fill', 'stroke']) {
      const original = proto[name]!;
      proto[name] = function (this: CanvasRenderingContext2D, ...args: unknown[]) {
        if (this.canvas instanceof HTMLCanvasElement && this.canvas.closest('[data-testid="flow-minimap"]')) (window as MinimapWindow).__minimapDraws! += 1;
        return original.apply(this, args);
      };
    }
  });
  await openFlow(page, organizationId, widgetId);
  const minimap = page.getByTestId('flow-minimap');
  await expect(minimap).toBeVisible();
  // The overview picture was put on the canvas.
  await expect.poll(() => page.evaluate(() => (window as MinimapWindow).__minimapDraws)).toBeGreaterThan(0);
  const line = minimap.locator('[data-piece="line"]').first();
  const before = { transform: await line.evaluate((piece) => (piece as HTMLElement).style.transform), view: await debug(page, (handle) => handle.viewport()) };
  await page.evaluate(() => ((window as MinimapWindow).__minimapDraws = 0));

  const middle = await canvasPoint(page, 0.5, 0.5);
  await page.mouse.move(middle.x, middle.y);
  for (let step = 0; step < 6; step += 1) await page.mouse.wheel(60, 40);
  await page.keyboard.down('Control');
  for (let step = 0; step < 4; step += 1) await page.mouse.wheel(0, 100);
  await page.keyboard.up('Control');
  await settle(page);

  const after = await debug(page, (handle) => handle.viewport());
  expect(after.scale).toBeLessThan(before.view.scale);
  expect(after.offsetX).not.toBe(before.view.offsetX);
  await expect.poll(() => line.evaluate((piece) => (piece as HTMLElement).style.transform)).not.toBe(before.transform);
  expect(await page.evaluate(() => (window as MinimapWindow).__minimapDraws)).toBe(0);
  await expect(minimap.locator('[aria-hidden="true"]')).toHaveCount(1);
  await expect(minimap.getByRole('img', { name: /Minimap/ })).toBeVisible();
});

test('the viewport rectangle stays visible on a 20,000-node flow, in both themes', async ({ page }) => {
  test.setTimeout(240_000);
  await signUpNewUser(page);
  const organizationId = await createOrganizationByApi(page, 'Team Map');
  const widgetId = await createWidgetByApi(page, organizationId, 'Map');
  const flow = generateFlow({ nodeCount: 20_000, seed: 11 });
  expect((await callApi(page, 'PUT', `/widgets/${widgetId}/flow`, { baseVersion: 1, flow })).status).toBe(200);
  await openFlow(page, organizationId, widgetId);
  await expect(page.getByTestId('flow-minimap')).toBeVisible();
  // Zoomed in to the ceiling: the exact rectangle would be a fraction of a pixel.
  for (let step = 0; step < 30; step += 1) await page.getByTestId('zoom-in').click();
  await expect.poll(async () => (await debug(page, (handle) => handle.viewport())).scale).toBe(5);
  await settle(page);

  // The line (2 px around a rectangle of at least 12 px) shows in the accent colour: at least 4 sides × 12 px.
  await expect.poll(() => linePixelsNearViewport(page, cssColor(LIGHT_THEME.accent), 16)).toBeGreaterThanOrEqual(48);
  await page.getByTestId('flow-minimap').screenshot({ path: 'test-results/screens/minimap-20k-light.png' });

  await page.emulateMedia({ colorScheme: 'dark' });
  await expect.poll(() => page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
  await expect.poll(() => linePixelsNearViewport(page, cssColor(DARK_THEME.accent), 16)).toBeGreaterThanOrEqual(48);
  await page.getByTestId('flow-minimap').screenshot({ path: 'test-results/screens/minimap-20k-dark.png' });
  await page.screenshot({ path: 'test-results/screens/minimap-20k-dark-page.png' });
  await page.emulateMedia({ colorScheme: 'light' });
});
