import { describe, expect, it } from 'vitest';
import { canvasRectOf, growBox, PaintedRegion, worldBoxOfRect } from './paintedRegion';

describe('PaintedRegion', () => {
  it('is empty until a box is added, and empties when taken', () => {
    const region = new PaintedRegion();
    expect(region.take()).toBeNull();
    region.add({ minX: 0, minY: 0, maxX: 10, maxY: 10 });
    expect(region.take()).toEqual({ minX: 0, minY: 0, maxX: 10, maxY: 10 });
    expect(region.take()).toBeNull();
  });

  it('answers the union of the boxes added, without changing them', () => {
    const region = new PaintedRegion();
    const first = { minX: 0, minY: 5, maxX: 10, maxY: 10 };
    region.add(first);
    region.add({ minX: -4, minY: 8, maxX: 6, maxY: 30 });
    expect(region.take()).toEqual({ minX: -4, minY: 5, maxX: 10, maxY: 30 });
    expect(first).toEqual({ minX: 0, minY: 5, maxX: 10, maxY: 10 });
  });
});

describe('growBox', () => {
  it('grows a box by the same amount on every side', () => {
    expect(growBox({ minX: 0, minY: 0, maxX: 10, maxY: 4 }, 3)).toEqual({ minX: -3, minY: -3, maxX: 13, maxY: 7 });
  });
});

describe('canvasRectOf', () => {
  const canvas = { width: 1000, height: 600 };

  it('maps world units to whole canvas pixels around the box, two pixels wider on every side', () => {
    // screen = world × 2 + (100, 50); at resolution 1 the canvas pixel is the screen pixel.
    const rect = canvasRectOf({ minX: 10.2, minY: 20.6, maxX: 30.1, maxY: 40 }, { scale: 2, offsetX: 100, offsetY: 50 }, canvas, 1);
    // x: 120.4 → floor 120 − 2; right 160.2 → ceil 161 + 2; y: 91.2 → 91 − 2; bottom 130 + 2.
    expect(rect).toEqual({ x: 118, y: 89, width: 163 - 118, height: 132 - 89 });
  });

  it('counts canvas pixels at the renderer resolution', () => {
    expect(canvasRectOf({ minX: 0, minY: 0, maxX: 10, maxY: 10 }, { scale: 1, offsetX: 0, offsetY: 0 }, canvas, 2)).toEqual({ x: 0, y: 0, width: 22, height: 22 });
  });

  it('clips to the canvas and answers null for a box that misses it', () => {
    expect(canvasRectOf({ minX: -50, minY: 590, maxX: 20, maxY: 700 }, { scale: 1, offsetX: 0, offsetY: 0 }, canvas, 1)).toEqual({ x: 0, y: 588, width: 22, height: 12 });
    expect(canvasRectOf({ minX: 2000, minY: 0, maxX: 2100, maxY: 10 }, { scale: 1, offsetX: 0, offsetY: 0 }, canvas, 1)).toBeNull();
  });
});

describe('worldBoxOfRect', () => {
  it('is the world box a rectangle of canvas pixels shows, holding the box the rectangle was made for', () => {
    const view = { scale: 0.8, offsetX: -120, offsetY: 45 };
    const box = { minX: 210.3, minY: -40.2, maxX: 380.9, maxY: 17.5 };
    const world = worldBoxOfRect(canvasRectOf(box, view, { width: 4000, height: 3000 }, 1.5)!, view, 1.5);
    // The whole pixels around the box, and the edge pixels beyond them: a little larger on every side.
    expect(world.minX).toBeLessThan(box.minX);
    expect(world.minY).toBeLessThan(box.minY);
    expect(world.maxX).toBeGreaterThan(box.maxX);
    expect(world.maxY).toBeGreaterThan(box.maxY);
    expect(worldBoxOfRect({ x: 30, y: 60, width: 90, height: 12 }, { scale: 2, offsetX: 10, offsetY: 0 }, 1)).toEqual({ minX: 10, minY: 30, maxX: 55, maxY: 36 });
  });
});
