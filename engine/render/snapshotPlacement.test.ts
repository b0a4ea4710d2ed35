import { describe, expect, it } from 'vitest';
import type { ViewportState } from './FlowRenderer';
import { placeSnapshot, snapshotViewport } from './snapshotPlacement';

const at: ViewportState = { scale: 0.5, offsetX: 100, offsetY: -40, width: 800, height: 600 };

function worldToScreen(view: ViewportState, x: number, y: number): [number, number] {
  return [x * view.scale + view.offsetX, y * view.scale + view.offsetY];
}

describe('snapshot placement', () => {
  it('draws the content with the screen grown by the margin on every side', () => {
    const frame = snapshotViewport(at, 0.25);
    expect(frame.marginX).toBe(200);
    expect(frame.marginY).toBe(150);
    expect(frame.viewport).toEqual({ scale: 0.5, offsetX: 300, offsetY: 110, width: 1200, height: 900 });
  });

  it('puts every world point where the new viewport shows it, after a pan and a zoom', () => {
    const frame = snapshotViewport(at, 0.25);
    const later: ViewportState = { scale: 0.6, offsetX: 70, offsetY: -10, width: 800, height: 600 };
    const placed = placeSnapshot(frame, later);
    for (const [wx, wy] of [
      [0, 0],
      [123, -456],
      [-900, 77],
    ] as const) {
      const [tx, ty] = worldToScreen(frame.viewport, wx, wy);
      expect(placed.x + tx * placed.scale).toBeCloseTo(worldToScreen(later, wx, wy)[0], 6);
      expect(placed.y + ty * placed.scale).toBeCloseTo(worldToScreen(later, wx, wy)[1], 6);
    }
  });

  it('covers the screen while a pan stays within the margin, and not beyond it', () => {
    const frame = snapshotViewport(at, 0.25);
    expect(placeSnapshot(frame, at)).toMatchObject({ x: -200, y: -150, scale: 1, covers: true });
    expect(placeSnapshot(frame, { ...at, offsetX: at.offsetX + 200 }).covers).toBe(true);
    expect(placeSnapshot(frame, { ...at, offsetX: at.offsetX + 201 }).covers).toBe(false);
    expect(placeSnapshot(frame, { ...at, offsetY: at.offsetY - 151 }).covers).toBe(false);
  });

  it('stops covering when zoomed out far enough or when the screen size changes', () => {
    const frame = snapshotViewport(at, 0.25);
    const zoomOutAroundCentre = (factor: number): ViewportState => ({
      ...at,
      scale: at.scale * factor,
      offsetX: 400 - (400 - at.offsetX) * factor,
      offsetY: 300 - (300 - at.offsetY) * factor,
    });
    expect(placeSnapshot(frame, zoomOutAroundCentre(0.7)).covers).toBe(true);
    expect(placeSnapshot(frame, zoomOutAroundCentre(0.6)).covers).toBe(false);
    expect(placeSnapshot(frame, zoomOutAroundCentre(3)).covers).toBe(true);
    expect(placeSnapshot(frame, { ...at, width: 801 }).covers).toBe(false);
  });
});
