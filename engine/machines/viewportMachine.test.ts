import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { VIEWPORT_FRAME_MS, viewportMachine } from './viewportMachine';
import { firstView } from './firstView';
import { easeInOutCubic, fitBounds, screenToWorld, zoomAround } from './viewportMath';

/** SimulatedClock fires only timers due at the time it is set to, so chained frames need steps. */
function advance(clock: SimulatedClock, ms: number) {
  for (let elapsed = 0; elapsed < ms; elapsed += VIEWPORT_FRAME_MS) clock.increment(Math.min(VIEWPORT_FRAME_MS, ms - elapsed));
}

function start(input = { width: 1000, height: 800 }) {
  const clock = new SimulatedClock();
  const actor = createActor(viewportMachine, { input, clock }).start();
  return { actor, clock, view: () => actor.getSnapshot().context };
}

describe('viewport math', () => {
  it('keeps the world point under the cursor when zooming', () => {
    const view = { scale: 1, offsetX: 30, offsetY: -20 };
    const before = screenToWorld(view, 400, 300);
    const zoomed = zoomAround(view, 1.05, 400, 300);
    expect(zoomed.scale).toBeCloseTo(1.05);
    const after = screenToWorld(zoomed, 400, 300);
    expect(after.x).toBeCloseTo(before.x);
    expect(after.y).toBeCloseTo(before.y);
  });

  it('fits bounds with 200 px padding, capped at 1.5 and clamped to 0.25', () => {
    expect(fitBounds({ minX: 0, minY: 0, maxX: 300, maxY: 200 }, 1000, 800)).toEqual({ scale: 1.5, offsetX: 500 - 150 * 1.5, offsetY: 400 - 100 * 1.5 });
    const fit = fitBounds({ minX: 0, minY: 0, maxX: 1200, maxY: 100 }, 1000, 800);
    expect(fit.scale).toBeCloseTo(0.5);
    expect(fit.offsetX).toBeCloseTo(200);
    expect(fit.offsetY).toBeCloseTo(400 - 50 * 0.5);
    expect(fitBounds({ minX: 0, minY: 0, maxX: 1e6, maxY: 10 }, 1000, 800).scale).toBe(0.25);
  });

  it('eases in and out', () => {
    expect(easeInOutCubic(0)).toBe(0);
    expect(easeInOutCubic(0.25)).toBeCloseTo(0.0625);
    expect(easeInOutCubic(0.5)).toBe(0.5);
    expect(easeInOutCubic(1)).toBe(1);
  });
});

describe('viewportMachine', () => {
  it('pans by dragging the background', () => {
    const { actor, view } = start();
    actor.send({ type: 'PAN.START', x: 100, y: 100 });
    actor.send({ type: 'POINTER.MOVE', x: 150, y: 80 });
    expect(actor.getSnapshot().value).toBe('panning');
    actor.send({ type: 'POINTER.MOVE', x: 160, y: 90 });
    actor.send({ type: 'POINTER.UP' });
    expect(view()).toMatchObject({ offsetX: 60, offsetY: -10, pan: null });
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('scrolls with the wheel and zooms in 5 % steps around the cursor with Ctrl/Cmd', () => {
    const { actor, view } = start();
    actor.send({ type: 'WHEEL', x: 0, y: 0, deltaX: 10, deltaY: 40, zoom: false });
    expect(view()).toMatchObject({ offsetX: -10, offsetY: -40, scale: 1 });
    actor.send({ type: 'WHEEL', x: 500, y: 400, deltaX: 0, deltaY: -100, zoom: true });
    expect(view().scale).toBeCloseTo(1.05);
    expect(view().offsetX).toBeCloseTo(500 - 510 * 1.05);
    actor.send({ type: 'WHEEL', x: 500, y: 400, deltaX: 0, deltaY: 100, zoom: true });
    expect(view().scale).toBeCloseTo(1.05 * 0.95);
  });

  it('zooms from the toolbar by 1.1 / 0.9 within 0.25–5', () => {
    const { actor, view } = start();
    actor.send({ type: 'ZOOM.IN' });
    expect(view().scale).toBeCloseTo(1.1);
    for (let i = 0; i < 40; i += 1) actor.send({ type: 'ZOOM.IN' });
    expect(view().scale).toBe(5);
    for (let i = 0; i < 80; i += 1) actor.send({ type: 'ZOOM.OUT' });
    expect(view().scale).toBe(0.25);
  });

  // The editor's own path (FlowEditor → EditorViewport → openingView → firstView) is tested in
  // engine/editor/openingView.test.ts; these send the READY events it sends, built by firstView.
  it('animates a small flow’s first view (the fit) over 1000 ms with ease-in-out cubic, on first ready only', () => {
    const { actor, clock, view } = start();
    const bounds = { minX: 0, minY: 0, maxX: 1200, maxY: 100 };
    const first = firstView(bounds, { minX: 0, minY: 0, maxX: 200, maxY: 80 }, 1000, 800);
    const target = fitBounds(bounds, 1000, 800);
    expect(first).toEqual({ view: target, animate: true });
    actor.send({ type: 'READY', first });
    expect(actor.getSnapshot().value).toBe('animating');
    advance(clock, 496); // 31 frames
    const halfway = easeInOutCubic(496 / 1000);
    expect(view().scale).toBeCloseTo(1 + (target.scale - 1) * halfway);
    advance(clock, 600);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(view()).toMatchObject(target);
    actor.send({ type: 'ZOOM.IN' });
    actor.send({ type: 'READY', first });
    expect(actor.getSnapshot().value).toBe('idle');
    actor.send({ type: 'FIT', bounds });
    expect(actor.getSnapshot().value).toBe('animating');
  });

  it('stops the animation when the user takes over', () => {
    const { actor, clock, view } = start();
    const bounds = { minX: 0, minY: 0, maxX: 2000, maxY: 1000 };
    actor.send({ type: 'READY', first: firstView(bounds, null, 1000, 800) });
    advance(clock, 200);
    const scale = view().scale;
    actor.send({ type: 'PAN.START', x: 0, y: 0 });
    advance(clock, 2000);
    expect(view().scale).toBe(scale);
    expect(actor.getSnapshot().value).toBe('panning');
  });

  it('jumps to a large flow’s first view at once, once', () => {
    const { actor, view } = start();
    const first = firstView({ minX: 0, minY: 0, maxX: 90_000, maxY: 90_000 }, { minX: 0, minY: 0, maxX: 200, maxY: 80 }, 1000, 800);
    expect(first.animate).toBe(false);
    actor.send({ type: 'READY', first });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(view()).toMatchObject(first.view);
    actor.send({ type: 'READY', first: { view: { scale: 2, offsetX: 0, offsetY: 0 }, animate: false } });
    expect(view()).toMatchObject(first.view);
  });

  it('an empty flow marks the first fit done without animating', () => {
    const { actor } = start();
    actor.send({ type: 'READY', first: null });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.fitted).toBe(true);
  });
});
