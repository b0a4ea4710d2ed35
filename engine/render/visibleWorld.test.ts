import { describe, expect, it } from 'vitest';
import { containsBox, intersects, isLowDetail, padBox, visibleWorld } from './visibleWorld';
import { dotScreenRadius, gridStride } from './gridDots';

describe('visible world', () => {
  it('is the screen rectangle in world units', () => {
    expect(visibleWorld({ scale: 2, offsetX: -100, offsetY: 50, width: 800, height: 600 })).toEqual({ minX: 50, minY: -25, maxX: 450, maxY: 275 });
  });

  it('pads, contains and intersects boxes', () => {
    const box = { minX: 0, minY: 0, maxX: 100, maxY: 50 };
    const padded = padBox(box, 0.25);
    expect(padded).toEqual({ minX: -25, minY: -12.5, maxX: 125, maxY: 62.5 });
    expect(containsBox(padded, box)).toBe(true);
    expect(containsBox(box, padded)).toBe(false);
    expect(intersects(box, { minX: 100, minY: 50, maxX: 200, maxY: 60 })).toBe(true);
    expect(intersects(box, { minX: 101, minY: 0, maxX: 200, maxY: 60 })).toBe(false);
  });

  it('switches to the cheap level of detail below 0.45', () => {
    expect(isLowDetail(0.44)).toBe(true);
    expect(isLowDetail(0.45)).toBe(false);
  });
});

describe('grid', () => {
  it('drops every other line when dots would crowd under 14 px', () => {
    expect(gridStride(1)).toBe(1);
    expect(gridStride(0.35)).toBe(1);
    expect(gridStride(0.3)).toBe(2);
    expect(gridStride(0.25)).toBe(2);
  });

  it('keeps the dot between 1 and 2.2 screen pixels', () => {
    expect(dotScreenRadius(0.25)).toBe(1);
    expect(dotScreenRadius(1)).toBeCloseTo(1.2);
    expect(dotScreenRadius(5)).toBe(2.2);
  });
});
