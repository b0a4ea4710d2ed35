import { describe, expect, it } from 'vitest';
import { tooltipShift } from './tooltipPlacement';

const viewport = { width: 1280, height: 800 };
const box = (left: number, top: number, width: number, height: number) => ({ left, top, right: left + width, bottom: top + height });

describe('tooltipShift', () => {
  it('leaves a bubble that fits where it is', () => {
    expect(tooltipShift(box(500, 100, 200, 30), box(560, 138, 80, 32), viewport)).toEqual({ x: 0, side: null });
  });

  it('moves a bubble cut off at the right edge back inside, 8 px from the edge', () => {
    // The publish button at the right end of the flow toolbar: its 260 px bubble centred on it.
    expect(tooltipShift(box(1150, 60, 260, 40), box(1230, 10, 40, 32), viewport)).toEqual({ x: -138, side: null });
  });

  it('moves a bubble cut off at the left edge to the right', () => {
    expect(tooltipShift(box(-40, 100, 200, 30), box(10, 138, 60, 32), viewport)).toEqual({ x: 48, side: null });
  });

  it('puts a bubble above a control at the top of the window below it, and one below at the bottom above it', () => {
    expect(tooltipShift(box(100, -20, 200, 30), box(150, 18, 80, 32), viewport).side).toBe('below');
    expect(tooltipShift(box(100, 790, 200, 30), box(150, 750, 80, 32), viewport).side).toBe('above');
  });

  it('keeps the start of a bubble wider than the window visible', () => {
    expect(tooltipShift(box(-100, 100, 1400, 30), box(500, 138, 80, 32), viewport).x).toBe(108);
  });
});
