import { describe, expect, it } from 'vitest';
import { toCanvasPointer } from './canvasPointer';
import { wheelEvent, WHEEL_LINE_PX } from './wheelInput';

const wheel = { deltaX: 0, deltaY: 0, deltaMode: 0, ctrlKey: false, metaKey: false, shiftKey: false };

describe('wheelEvent', () => {
  it('passes pixel deltas and zooms with Ctrl or Cmd', () => {
    expect(wheelEvent({ ...wheel, deltaY: 30 }, 5, 6, 600)).toEqual({ type: 'WHEEL', x: 5, y: 6, deltaX: 0, deltaY: 30, zoom: false });
    expect(wheelEvent({ ...wheel, deltaY: -3, ctrlKey: true }, 0, 0, 600).zoom).toBe(true);
    expect(wheelEvent({ ...wheel, deltaY: -3, metaKey: true }, 0, 0, 600).zoom).toBe(true);
  });

  it('converts line and page deltas to pixels', () => {
    expect(wheelEvent({ ...wheel, deltaY: 2, deltaMode: 1 }, 0, 0, 600).deltaY).toBe(2 * WHEEL_LINE_PX);
    expect(wheelEvent({ ...wheel, deltaY: 1, deltaMode: 2 }, 0, 0, 600).deltaY).toBe(600);
  });

  it('scrolls sideways with Shift on a vertical-only wheel', () => {
    expect(wheelEvent({ ...wheel, deltaY: 40, shiftKey: true }, 0, 0, 600)).toMatchObject({ deltaX: 40, deltaY: 0 });
  });
});

describe('toCanvasPointer', () => {
  it('is relative to the canvas, with Ctrl/Cmd folded into mod', () => {
    expect(toCanvasPointer({ clientX: 110, clientY: 220, shiftKey: true, ctrlKey: false, metaKey: true, button: 0 }, { left: 10, top: 20 })).toEqual({
      x: 100,
      y: 200,
      shift: true,
      mod: true,
      button: 0,
    });
  });
});
