import { describe, expect, it } from 'vitest';
import { generateFlow } from '../testing/generateFlow';
import { nodeBounds } from '../spatial/nodeGeometry';
import { centreViewportAt, contains, mapToWorld, mapTransform, mapWorld, MINIMAP_VIEWPORT_MIN, viewportOnMap, visibleViewportRect, worldToMap } from './minimapMath';

describe('minimapMath', () => {
  const world = mapWorld({ minX: 0, minY: 0, maxX: 10_000, maxY: 5_000 });
  const map = mapTransform(world, 200, 150);

  it('fits the flow with a margin, centred, and maps both ways', () => {
    expect(world).toEqual({ minX: -1000, minY: -500, maxX: 11_000, maxY: 5_500 });
    expect(map.scale).toBeCloseTo(200 / 12_000);
    const centre = worldToMap(map, 5000, 2500);
    expect(centre.x).toBeCloseTo(100);
    expect(centre.y).toBeCloseTo(75);
    const back = mapToWorld(map, centre.x, centre.y);
    expect(back.x).toBeCloseTo(5000);
    expect(back.y).toBeCloseTo(2500);
    expect(contains(world, { minX: 0, minY: 0, maxX: 10_500, maxY: 5_000 })).toBe(true);
    expect(contains(world, { minX: 0, minY: 0, maxX: 11_500, maxY: 5_000 })).toBe(false);
  });

  it('draws the viewport as the world rectangle the canvas shows', () => {
    const view = { width: 1200, height: 600, scale: 0.5, offsetX: -1000, offsetY: 0 };
    const rect = viewportOnMap(map, view);
    const topLeft = worldToMap(map, 2000, 0);
    expect(rect.x).toBeCloseTo(topLeft.x);
    expect(rect.y).toBeCloseTo(topLeft.y);
    expect(rect.width).toBeCloseTo(2400 * map.scale);
    expect(rect.height).toBeCloseTo(1200 * map.scale);
  });

  it('a viewport too small to see grows about its centre to the minimum (shorter side), keeping its shape', () => {
    // 20,000 generated nodes on the 200 × 140 map, the canvas 1280 × 800 at the zoom ceiling (5).
    let bounds = { minX: Infinity, minY: Infinity, maxX: -Infinity, maxY: -Infinity };
    for (const node of generateFlow({ nodeCount: 20_000, seed: 3 }).nodes) {
      const box = nodeBounds(node);
      bounds = { minX: Math.min(bounds.minX, box.minX), minY: Math.min(bounds.minY, box.minY), maxX: Math.max(bounds.maxX, box.maxX), maxY: Math.max(bounds.maxY, box.maxY) };
    }
    const big = mapTransform(mapWorld(bounds), 200, 140);
    const view = { width: 1280, height: 800, scale: 5, offsetX: -20_000, offsetY: -10_000 };
    const exact = viewportOnMap(big, view);
    expect(exact.height).toBeLessThan(1); // what was drawn before: under a pixel
    const shown = visibleViewportRect(exact);
    expect(shown.height).toBeCloseTo(MINIMAP_VIEWPORT_MIN);
    expect(shown.width / shown.height).toBeCloseTo(1280 / 800);
    expect(shown.x + shown.width / 2).toBeCloseTo(exact.x + exact.width / 2);
    expect(shown.y + shown.height / 2).toBeCloseTo(exact.y + exact.height / 2);
  });

  it('the minimum never shrinks a side, keeps a very wide viewport at most three minimums wide, and leaves a visible one alone', () => {
    const wide = visibleViewportRect({ x: 100, y: 50, width: 50, height: 2 });
    expect(wide).toEqual({ x: 100, y: 51 - MINIMAP_VIEWPORT_MIN / 2, width: 50, height: MINIMAP_VIEWPORT_MIN });
    const sliver = visibleViewportRect({ x: 10, y: 10, width: 6.4, height: 1 });
    expect(sliver.width).toBeCloseTo(3 * MINIMAP_VIEWPORT_MIN);
    expect(sliver.height).toBe(MINIMAP_VIEWPORT_MIN);
    const dot = visibleViewportRect({ x: 10, y: 10, width: 0, height: 0 });
    expect(dot).toEqual({ x: 10 - MINIMAP_VIEWPORT_MIN / 2, y: 10 - MINIMAP_VIEWPORT_MIN / 2, width: MINIMAP_VIEWPORT_MIN, height: MINIMAP_VIEWPORT_MIN });
    const visible = { x: 5, y: 6, width: 40, height: 25 };
    expect(visibleViewportRect(visible)).toBe(visible);
  });

  it('a click centres the canvas on the world point under it, keeping the zoom', () => {
    const view = { width: 1000, height: 800, scale: 2, offsetX: 0, offsetY: 0 };
    const at = worldToMap(map, 8000, 4000);
    const next = centreViewportAt(map, view, at.x, at.y);
    expect(next.scale).toBe(2);
    expect(8000 * next.scale + next.offsetX).toBeCloseTo(500);
    expect(4000 * next.scale + next.offsetY).toBeCloseTo(400);
  });
});
