import { describe, expect, it } from 'vitest';
import { AHEAD_PRESENT, AHEAD_START, AHEAD_TILE_COLUMNS, AHEAD_TILE_ROWS, AheadPicture, aheadViewport, pictureTiles, pictureUse, shouldPrepareAhead } from './aheadPicture';
import type { ViewportState } from './FlowRenderer';
import { snapshotViewport } from './snapshotPlacement';

// A 1280 × 800 screen: the picture reaches 320 px beyond the left and right edges, 200 px beyond the top and bottom.
const at: ViewportState = { scale: 0.5, offsetX: 100, offsetY: 50, width: 1280, height: 800 };
const frame = snapshotViewport(at);

/** The viewport after zooming by `factor` around the screen point (x, y). */
function zoomed(view: ViewportState, factor: number, x: number, y: number): ViewportState {
  return { ...view, scale: view.scale * factor, offsetX: x - (x - view.offsetX) * factor, offsetY: y - (y - view.offsetY) * factor };
}

describe('pictureUse', () => {
  it('is 0 where the picture was drawn and grows with a pan towards 1, where the picture stops covering the screen', () => {
    expect(pictureUse(frame, at)).toBeCloseTo(0);
    // Dragging the content right by 160 px uses half of the left margin.
    expect(pictureUse(frame, { ...at, offsetX: at.offsetX + 160 })).toBeCloseTo(0.5);
    expect(pictureUse(frame, { ...at, offsetY: at.offsetY - 150 })).toBeCloseTo(0.75);
    expect(pictureUse(frame, { ...at, offsetX: at.offsetX - 320 })).toBeCloseTo(1);
    expect(pictureUse(frame, { ...at, offsetX: at.offsetX - 400 })).toBeGreaterThan(1);
  });

  it('stays 0 when zooming in (the scaled picture covers more) and grows when zooming out', () => {
    expect(pictureUse(frame, zoomed(at, 1.05, 640, 400))).toBe(0);
    const out = pictureUse(frame, zoomed(at, 0.9, 640, 400));
    expect(out).toBeGreaterThan(0);
    expect(out).toBeLessThan(1);
    // Around the centre the grown picture (1.5 × the screen) covers down to two thirds of its scale.
    expect(pictureUse(frame, zoomed(at, 2 / 3, 640, 400))).toBeCloseTo(1);
  });

  it('never reuses a picture of another screen size', () => {
    expect(pictureUse(frame, { ...at, width: 1000 })).toBe(Number.POSITIVE_INFINITY);
    expect(shouldPrepareAhead(frame, { ...at, width: 1000 })).toBe(false);
  });
});

describe('shouldPrepareAhead', () => {
  it('starts once AHEAD_START of a margin is used, and not once the picture no longer covers (that frame draws live)', () => {
    const step = (share: number) => ({ ...at, offsetX: at.offsetX + share * frame.marginX });
    expect(shouldPrepareAhead(frame, step(AHEAD_START * 0.9))).toBe(false);
    expect(shouldPrepareAhead(frame, step(AHEAD_START * 1.1))).toBe(true);
    expect(shouldPrepareAhead(frame, step(0.99))).toBe(true);
    expect(shouldPrepareAhead(frame, step(1.01))).toBe(false);
  });
});

describe('pictureTiles', () => {
  it('cuts the grown canvas into tiles that cover it exactly, without overlap', () => {
    const tiles = pictureTiles(1921, 1201);
    expect(tiles).toHaveLength(AHEAD_TILE_COLUMNS * AHEAD_TILE_ROWS);
    expect(tiles.reduce((area, tile) => area + tile.width * tile.height, 0)).toBe(1921 * 1201);
    for (const a of tiles) {
      expect(a.x).toBeGreaterThanOrEqual(0);
      expect(a.y).toBeGreaterThanOrEqual(0);
      expect(a.x + a.width).toBeLessThanOrEqual(1921);
      expect(a.y + a.height).toBeLessThanOrEqual(1201);
      for (const b of tiles) {
        if (a === b) continue;
        const overlap = a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
        expect(overlap).toBe(false);
      }
    }
  });

  it('never makes empty tiles on a tiny canvas', () => {
    const tiles = pictureTiles(2, 1);
    expect(tiles.every((tile) => tile.width > 0 && tile.height > 0)).toBe(true);
    expect(tiles.reduce((area, tile) => area + tile.width * tile.height, 0)).toBe(2);
  });
});

describe('AheadPicture', () => {
  it('builds views first, then renders one tile per step, then waits until the shown picture is nearly used up', () => {
    const moving = { ...at, offsetX: at.offsetX + 140 };
    const ahead = new AheadPicture(moving);
    expect(ahead.frame.viewport).toEqual({ scale: 0.5, offsetX: moving.offsetX + 320, offsetY: moving.offsetY + 200, width: 1920, height: 1200 });
    expect(ahead.next(12, moving, 0.5)).toEqual({ kind: 'build' });
    const steps: string[] = [];
    let view = moving;
    for (let i = 0; i < ahead.tiles.length; i += 1) {
      // The view keeps moving meanwhile.
      view = { ...view, offsetX: view.offsetX + 6, offsetY: view.offsetY + 3 };
      const step = ahead.next(0, view, 0.5);
      steps.push(step.kind === 'tile' ? `tile ${step.index}` : step.kind);
      ahead.tileRendered();
    }
    expect(steps).toEqual(ahead.tiles.map((_, index) => `tile ${index}`));
    expect(ahead.renderedTiles).toBe(ahead.tiles.length);
    expect(ahead.next(0, view, AHEAD_PRESENT - 0.01)).toEqual({ kind: 'wait' });
    expect(ahead.next(0, view, AHEAD_PRESENT)).toEqual({ kind: 'present' });
  });

  it('is abandoned once the view goes where the prepared picture does not cover the screen', () => {
    const ahead = new AheadPicture(at);
    expect(ahead.next(0, { ...at, offsetX: at.offsetX - 300 }, 0.5)).toEqual({ kind: 'tile', index: 0 });
    expect(ahead.next(0, { ...at, offsetX: at.offsetX - 330 }, 0.5)).toEqual({ kind: 'abandon' });
    expect(ahead.next(0, zoomed(at, 0.6, 640, 400), 0.5)).toEqual({ kind: 'abandon' });
  });
});

describe('aheadViewport', () => {
  it('prepares a pan as far again ahead as it went since the shown picture, so it is near the middle when presented', () => {
    const view = { ...at, offsetX: at.offsetX + 150, offsetY: at.offsetY - 40 };
    const ahead = aheadViewport(at, view);
    expect(ahead).toEqual({ ...view, offsetX: at.offsetX + 300, offsetY: at.offsetY - 80 });
    // It covers where the view is now, and where it will be when the shown picture is used up.
    const prepared = new AheadPicture(ahead);
    expect(prepared.next(0, view, 0.5)).toEqual({ kind: 'tile', index: 0 });
    // The same direction, until the shown picture's margin is used up to AHEAD_PRESENT on the left.
    const along = (AHEAD_PRESENT * frame.marginX) / 150;
    const later = { ...at, offsetX: at.offsetX + 150 * along, offsetY: at.offsetY - 40 * along };
    expect(pictureUse(frame, later)).toBeCloseTo(AHEAD_PRESENT);
    expect(pictureUse(prepared.frame, later)).toBeLessThan(0.2);
  });

  it('prepares a zoom out further out around the same fixed point, and never below the zoom floor', () => {
    const view = zoomed(at, 0.9, 300, 500);
    const ahead = aheadViewport(at, view);
    expect(ahead.scale).toBeCloseTo(view.scale * Math.sqrt(0.9));
    // The cursor's world point stays under the cursor.
    const world = (v: ViewportState) => ({ x: (300 - v.offsetX) / v.scale, y: (500 - v.offsetY) / v.scale });
    expect(world(ahead).x).toBeCloseTo(world(at).x);
    expect(world(ahead).y).toBeCloseTo(world(at).y);
    // The prepared picture still covers where the view is.
    expect(new AheadPicture(ahead).next(0, view, 0.5)).toEqual({ kind: 'tile', index: 0 });
    const low = { ...at, scale: 0.27 };
    expect(aheadViewport(low, zoomed(low, 0.95, 640, 400)).scale).toBeCloseTo(0.25);
    // Zooming in: the picture is shown scaled up until the zoom settles; nothing is led.
    const closer = zoomed(at, 1.2, 640, 400);
    expect(aheadViewport(at, closer)).toEqual(closer);
  });
});
