import { describe, expect, it } from 'vitest';
import { centreViewportAt, contains, mapToWorld, mapTransform, mapWorld, viewportOnMap, worldToMap } from './minimapMath';

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

  it('a click centres the canvas on the world point under it, keeping the zoom', () => {
    const view = { width: 1000, height: 800, scale: 2, offsetX: 0, offsetY: 0 };
    const at = worldToMap(map, 8000, 4000);
    const next = centreViewportAt(map, view, at.x, at.y);
    expect(next.scale).toBe(2);
    expect(8000 * next.scale + next.offsetX).toBeCloseTo(500);
    expect(4000 * next.scale + next.offsetY).toBeCloseTo(400);
  });
});
