import { describe, expect, it } from 'vitest';
import { FIRST_VIEW_MIN_SCALE, FIRST_VIEW_PADDING, firstView } from './firstView';
import { fitBounds, screenToWorld, type ViewportTransform } from './viewportMath';

const W = 1280;
const H = 800;
const entry = (x: number, y: number) => ({ minX: x, minY: y, maxX: x + 200, maxY: y + 80 });

function visible(view: ViewportTransform) {
  const a = screenToWorld(view, 0, 0);
  const b = screenToWorld(view, W, H);
  return { minX: a.x, minY: a.y, maxX: b.x, maxY: b.y };
}

describe('firstView', () => {
  it('fits a flow that is readable when fitted whole, animated', () => {
    const flow = { minX: 0, minY: 0, maxX: 1200, maxY: 600 };
    expect(firstView(flow, entry(0, 200), W, H)).toEqual({ view: fitBounds(flow, W, H), animate: true });
  });

  it('fits a flow whole, animated, down to the 0.25 zoom floor (editor.md §2), readable or not', () => {
    const flow = { minX: 0, minY: 0, maxX: 3400, maxY: 1000 }; // (1280 − 400) / 3400 ≈ 0.26
    const first = firstView(flow, entry(0, 400), W, H);
    expect(first).toEqual({ view: fitBounds(flow, W, H), animate: true });
    expect(first.view.scale).toBeLessThan(FIRST_VIEW_MIN_SCALE);
  });

  it('opens a flow the fit cannot show whole at a readable scale with the entrypoint near the left, inside the flow, at once', () => {
    const flow = { minX: -500, minY: -40_000, maxX: 90_000, maxY: 40_000 };
    const { view, animate } = firstView(flow, entry(0, 0), W, H);
    expect(animate).toBe(false);
    expect(view.scale).toBe(FIRST_VIEW_MIN_SCALE);
    const seen = visible(view);
    expect(seen.minX).toBeCloseTo(0 - FIRST_VIEW_PADDING / FIRST_VIEW_MIN_SCALE);
    // Centred vertically on the entrypoint.
    expect((seen.minY + seen.maxY) / 2).toBeCloseTo(40);
  });

  it('the threshold is the zoom floor: just wider than the fit at 0.25 allows is a large flow', () => {
    const fits = { minX: 0, minY: 0, maxX: (W - 400) / 0.25, maxY: 500 };
    const tooWide = { ...fits, maxX: fits.maxX + 1 };
    expect(firstView(fits, entry(0, 0), W, H).animate).toBe(true);
    expect(firstView(tooWide, entry(0, 0), W, H)).toMatchObject({ animate: false, view: { scale: FIRST_VIEW_MIN_SCALE } });
  });

  it('slides the window back inside the flow instead of showing empty space', () => {
    // Entrypoint at the top-right corner of a tall flow: the window ends at the flow's right and top edges.
    const flow = { minX: 0, minY: 0, maxX: 3000, maxY: 50_000 };
    const { view } = firstView(flow, entry(2800, 0), W, H);
    const seen = visible(view);
    expect(seen.maxX - FIRST_VIEW_PADDING / view.scale).toBeCloseTo(3000);
    expect(seen.minY + FIRST_VIEW_PADDING / view.scale).toBeCloseTo(0);
    expect(seen.minX).toBeLessThan(2800);
    expect(seen.maxY).toBeGreaterThan(80);
  });

  it('shows a large flow without an entrypoint fitted at the zoom floor, at once', () => {
    const flow = { minX: 0, minY: 0, maxX: 90_000, maxY: 90_000 };
    expect(firstView(flow, null, W, H)).toEqual({ view: fitBounds(flow, W, H), animate: false });
  });
});
