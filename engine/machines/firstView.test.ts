import { describe, expect, it } from 'vitest';
import { FIRST_VIEW_MIN_SCALE, FIRST_VIEW_PADDING, firstView } from './firstView';
import { fitBounds, screenToWorld } from './viewportMath';

const W = 1280;
const H = 800;
const entry = (x: number, y: number) => ({ minX: x, minY: y, maxX: x + 200, maxY: y + 80 });

function visible(view: ReturnType<typeof firstView>) {
  const a = screenToWorld(view, 0, 0);
  const b = screenToWorld(view, W, H);
  return { minX: a.x, minY: a.y, maxX: b.x, maxY: b.y };
}

describe('firstView', () => {
  it('fits a flow that is readable when fitted whole', () => {
    const flow = { minX: 0, minY: 0, maxX: 1200, maxY: 600 };
    expect(firstView(flow, entry(0, 200), W, H)).toEqual(fitBounds(flow, W, H));
  });

  it('opens a big flow at a readable scale with the entrypoint near the left, inside the flow', () => {
    const flow = { minX: -500, minY: -40_000, maxX: 90_000, maxY: 40_000 };
    const view = firstView(flow, entry(0, 0), W, H);
    expect(view.scale).toBe(FIRST_VIEW_MIN_SCALE);
    const seen = visible(view);
    expect(seen.minX).toBeCloseTo(0 - FIRST_VIEW_PADDING / FIRST_VIEW_MIN_SCALE);
    // Centred vertically on the entrypoint.
    expect((seen.minY + seen.maxY) / 2).toBeCloseTo(40);
  });

  it('slides the window back inside the flow instead of showing empty space', () => {
    // Entrypoint at the top-right corner of a tall flow: the window ends at the flow's right and top edges.
    const flow = { minX: 0, minY: 0, maxX: 3000, maxY: 50_000 };
    const view = firstView(flow, entry(2800, 0), W, H);
    const seen = visible(view);
    expect(seen.maxX - FIRST_VIEW_PADDING / view.scale).toBeCloseTo(3000);
    expect(seen.minY + FIRST_VIEW_PADDING / view.scale).toBeCloseTo(0);
    expect(seen.minX).toBeLessThan(2800);
    expect(seen.maxY).toBeGreaterThan(80);
  });

  it('fits the whole flow when there is no entrypoint', () => {
    const flow = { minX: 0, minY: 0, maxX: 90_000, maxY: 90_000 };
    expect(firstView(flow, null, W, H)).toEqual(fitBounds(flow, W, H));
  });
});
