// The minimap's viewport rectangle on a 20,000-node flow (issue 21): at that size the exact rectangle is a pixel or
// less, so it is drawn at a minimum visible size, in the accent colour with a halo, in both themes. The spec reads
// the minimap canvas's pixels around the rectangle's centre and keeps screenshots of both themes to look at.
import { expect, test } from './cspGuard';
import type { Page } from '@playwright/test';
import { generateFlow } from '../../engine/testing/generateFlow';
import { cssColor } from '../../engine/render/nodeKindStyle';
import { DARK_THEME, LIGHT_THEME } from '../../engine/render/renderTheme';
import { callApi, debug, openFlow, settle } from './flowEditorPage';
import { signUpNewUser } from './studioUser';
import { createOrganizationByApi, createWidgetByApi } from './studioApi';

/** Pixels of the minimap canvas in the given colour (±8 per channel), within `radius` CSS px of its rectangle's centre. */
async function linePixelsNearViewport(page: Page, color: string, radius: number): Promise<number> {
  return page.evaluate(
    ({ color, radius }) => {
      const canvas = document.querySelector('[data-testid=flow-minimap] canvas') as HTMLCanvasElement;
      const ratio = canvas.width / canvas.getBoundingClientRect().width;
      const data = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height).data;
      const target = [1, 3, 5].map((at) => parseInt(color.slice(at, at + 2), 16));
      const hits: [number, number][] = [];
      for (let y = 0; y < canvas.height; y += 1) {
        for (let x = 0; x < canvas.width; x += 1) {
          const at = (y * canvas.width + x) * 4;
          if (target.every((value, channel) => Math.abs(data[at + channel]! - value) <= 8)) hits.push([x, y]);
        }
      }
      if (hits.length === 0) return 0;
      // The rectangle is where those pixels cluster: around their median.
      const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
      const cx = median(hits.map(([x]) => x));
      const cy = median(hits.map(([, y]) => y));
      return hits.filter(([x, y]) => Math.abs(x - cx) <= radius * ratio && Math.abs(y - cy) <= radius * ratio).length;
    },
    { color, radius },
  );
}

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
