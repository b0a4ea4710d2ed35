// The dotted grid (engine/render/GridLayer.ts: one point primitive a dot, drawn as a disc by its own shader): on the
// canvas each dot sits on a world multiple of the grid's spacing, has the theme's dot colour at its centre and about a
// disc's ink of its radius, and nothing is drawn between dots — at the zoom a flow opens at and zoomed out.
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, test } from './cspGuard';
import { GRID_SPACING } from '../../engine/model/flowLimits';
import { dotScreenRadius, gridStride } from '../../engine/render/gridDots';
import { LIGHT_THEME } from '../../engine/render/renderTheme';
import { nodeHeight, nodeWidth } from '../../engine/spatial/nodeGeometry';
import type { FlowNode } from '../../engine/model/flowTypes';
import { callApi, debug, drawsStopped, openFlow, settle, worldToScreen } from './flowEditorPage';
import { signUpNewUser } from './studioUser';
import { createOrganizationByApi, createWidgetByApi } from './studioApi';

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

interface DotReading {
  /** Ink around the dot (background less pixel, over background less dot colour, summed): its area in px². */
  ink: number;
  /** Red channel of its darkest pixel, and how far that pixel is from where the dot belongs. */
  darkest: number;
  offBy: number;
  /** Ink halfway between it and the next dot right and down. */
  between: number;
}

/** An empty part of the canvas (lower left, clear of the toolbars, the minimap and the card). */
async function emptyClip(page: Page, card: FlowNode): Promise<Box> {
  const canvas = (await page.getByTestId('flow-canvas').boundingBox())!;
  const clip = { x: Math.round(canvas.x + canvas.width * 0.02), y: Math.round(canvas.y + canvas.height * 0.6), width: Math.round(canvas.width * 0.3), height: Math.round(canvas.height * 0.3) };
  const { scale } = await debug(page, (handle) => handle.viewport());
  const corner = await worldToScreen(page, card.x, card.y);
  const cardBox = { x: corner.x - 10, y: corner.y - 10, width: nodeWidth(card) * scale + 20, height: nodeHeight(card) * scale + 20 };
  const overlaps = clip.x < cardBox.x + cardBox.width && cardBox.x < clip.x + clip.width && clip.y < cardBox.y + cardBox.height && cardBox.y < clip.y + clip.height;
  expect(overlaps, 'the card is clear of the part of the canvas read').toBe(false);
  return clip;
}

/** Each dot whose 9 × 9 neighbourhood lies in `clip`, read from a screenshot of it. */
async function readDots(page: Page, clip: Box): Promise<{ cell: number; radius: number; dots: DotReading[] }> {
  const { scale } = await debug(page, (handle) => handle.viewport());
  const cell = GRID_SPACING * gridStride(scale) * scale;
  const radius = Math.round(dotScreenRadius(scale) * 4) / 4;
  const { data, info } = await sharp(await page.screenshot({ clip })).raw().toBuffer({ resolveWithObject: true });
  const red = (x: number, y: number) => data[(y * info.width + x) * info.channels]!;
  const background = (LIGHT_THEME.background >> 16) & 0xff;
  const dotRed = (LIGHT_THEME.gridDot >> 16) & 0xff;
  const inkAround = (cx: number, cy: number, reach: number) => {
    let ink = 0;
    for (let y = Math.round(cy) - reach; y <= Math.round(cy) + reach; y += 1) {
      for (let x = Math.round(cx) - reach; x <= Math.round(cx) + reach; x += 1) ink += (background - red(x, y)) / (background - dotRed);
    }
    return ink;
  };
  // World (0, 0) on the page (the editor's own world → screen mapping); the dots are every `cell` from it.
  const origin = await worldToScreen(page, 0, 0);
  const dots: DotReading[] = [];
  const reach = Math.ceil(radius) + 2;
  const firstColumn = Math.ceil((clip.x + reach - origin.x) / cell);
  const firstRow = Math.ceil((clip.y + reach - origin.y) / cell);
  for (let row = firstRow; origin.y + row * cell + cell / 2 + reach < clip.y + clip.height; row += 1) {
    for (let column = firstColumn; origin.x + column * cell + cell / 2 + reach < clip.x + clip.width; column += 1) {
      // Where the dot belongs in the screenshot (a dot's centre is the point's, at the pixel corner or inside).
      const cx = origin.x + column * cell - clip.x - 0.5;
      const cy = origin.y + row * cell - clip.y - 0.5;
      let darkest = 255;
      let offBy = 0;
      for (let y = Math.round(cy) - reach; y <= Math.round(cy) + reach; y += 1) {
        for (let x = Math.round(cx) - reach; x <= Math.round(cx) + reach; x += 1) {
          if (red(x, y) < darkest) {
            darkest = red(x, y);
            offBy = Math.hypot(x - cx, y - cy);
          }
        }
      }
      dots.push({ ink: inkAround(cx, cy, reach), darkest, offBy, between: inkAround(cx + cell / 2, cy + cell / 2, 2) });
    }
  }
  return { cell, radius, dots };
}

function expectDots(reading: { cell: number; radius: number; dots: DotReading[] }, label: string): void {
  const { radius, dots } = reading;
  expect(dots.length, `${label}: dots in the part read`).toBeGreaterThan(6);
  const area = Math.PI * radius * radius;
  for (const dot of dots) {
    expect(dot.offBy, `${label}: the dot is where its world point is`).toBeLessThanOrEqual(1.5);
    expect(dot.darkest, `${label}: the dot has the theme's colour at its centre`).toBeLessThanOrEqual(((LIGHT_THEME.gridDot >> 16) & 0xff) + 16);
    expect(dot.ink, `${label}: a disc's ink for radius ${radius}`).toBeGreaterThan(area * 0.8);
    expect(dot.ink, `${label}: a disc's ink for radius ${radius}`).toBeLessThan(area * 1.6 + 1);
    expect(Math.abs(dot.between), `${label}: nothing between dots`).toBeLessThan(0.2);
  }
}

test('the grid draws a disc of the theme’s dot colour on every world multiple of its spacing, at the opening zoom and zoomed out', async ({ page }) => {
  await signUpNewUser(page);
  const organizationId = await createOrganizationByApi(page, 'Team Grid');
  const widgetId = await createWidgetByApi(page, organizationId, 'Grid');
  await openFlow(page, organizationId, widgetId);
  const stored = await callApi<{ flow: { nodes: FlowNode[] } }>(page, 'GET', `/widgets/${widgetId}/flow`);
  expect(stored.status).toBe(200);
  const card = stored.body.flow.nodes[0]!;
  await drawsStopped(page);

  const opening = await readDots(page, await emptyClip(page, card));
  expectDots(opening, 'opening zoom');
  await page.screenshot({ path: 'test-results/screens/flow-grid-opening.png' });

  // Zoomed out to where dots have their smallest radius (1 px): the spacing and the dots change together.
  for (let press = 0; press < 8 && (await debug(page, (handle) => handle.viewport().scale)) > 0.8; press += 1) {
    await page.getByTestId('zoom-out').click();
    await settle(page);
  }
  await drawsStopped(page);
  const zoomedOut = await readDots(page, await emptyClip(page, card));
  expect(zoomedOut.radius).toBe(1);
  expect(zoomedOut.cell).not.toBe(opening.cell);
  expectDots(zoomedOut, 'zoomed out');
  await page.screenshot({ path: 'test-results/screens/flow-grid-zoomed-out.png' });
});
