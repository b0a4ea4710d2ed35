import { describe, expect, it } from 'vitest';
import { CORNER_SEGMENTS, roundedRectPoints } from './flatShapes';

const pairs = (flat: number[]) => flat.flatMap((value, index) => (index % 2 === 0 ? [{ x: value, y: flat[index + 1]! }] : []));
/** Twice the signed area (shoelace): positive when the outline runs clockwise on a y-down screen. */
const signedArea = (points: { x: number; y: number }[]) =>
  points.reduce((sum, point, index) => {
    const next = points[(index + 1) % points.length]!;
    return sum + point.x * next.y - next.x * point.y;
  }, 0);

describe('roundedRectPoints', () => {
  it('runs clockwise round the rectangle with a few segments per corner, each on its corner circle', () => {
    const points = pairs(roundedRectPoints(10, 20, 200, 80, 8));
    expect(points).toHaveLength(4 * (CORNER_SEGMENTS + 1));
    expect(signedArea(points)).toBeGreaterThan(0);
    for (const { x, y } of points) {
      expect(x).toBeGreaterThanOrEqual(10 - 1e-9);
      expect(x).toBeLessThanOrEqual(210 + 1e-9);
      expect(y).toBeGreaterThanOrEqual(20 - 1e-9);
      expect(y).toBeLessThanOrEqual(100 + 1e-9);
    }
    // The top left arc: from the left side (10, 28) to the top (18, 20), every point 8 from (18, 28).
    const topLeft = points.slice(0, CORNER_SEGMENTS + 1);
    expect(topLeft[0]!.x).toBeCloseTo(10);
    expect(topLeft[0]!.y).toBeCloseTo(28);
    expect(topLeft.at(-1)!.x).toBeCloseTo(18);
    expect(topLeft.at(-1)!.y).toBeCloseTo(20);
    for (const { x, y } of topLeft) expect(Math.hypot(x - 18, y - 28)).toBeCloseTo(8);
    // Its area is the rectangle's less what the four corners cut away (within the polygon's shortfall).
    const area = signedArea(points) / 2;
    expect(area).toBeLessThan(200 * 80 - (4 - Math.PI) * 64 + 1e-6);
    expect(area).toBeGreaterThan(200 * 80 - 64 * 4);
  });

  it('rounds a band along its top only by the full radius when it is as high as that', () => {
    const band = pairs(roundedRectPoints(0, 0, 200, 8, [8, 8, 0, 0]));
    const topLeft = band.slice(0, CORNER_SEGMENTS + 1);
    expect(topLeft[0]!.x).toBeCloseTo(0);
    expect(topLeft[0]!.y).toBeCloseTo(8);
    expect(topLeft.at(-1)!.x).toBeCloseTo(8);
    expect(topLeft.at(-1)!.y).toBeCloseTo(0);
    for (const { x, y } of topLeft) expect(Math.hypot(x - 8, y - 8)).toBeCloseTo(8);
  });

  it('keeps a corner of radius 0 square and reduces radii to half a side rounded at both ends', () => {
    const square = pairs(roundedRectPoints(0, 0, 100, 40, [8, 8, 0, 0]));
    expect(square).toHaveLength(2 * (CORNER_SEGMENTS + 1) + 2);
    expect(square).toContainEqual({ x: 100, y: 40 });
    expect(square).toContainEqual({ x: 0, y: 40 });
    const pill = pairs(roundedRectPoints(0, 0, 100, 10, 30));
    for (const { y } of pill) expect(y).toBeGreaterThanOrEqual(-1e-9);
    expect(Math.min(...pill.map(({ x }) => x))).toBeCloseTo(0);
    expect(pill[0]!.x).toBeCloseTo(0);
    expect(pill[0]!.y).toBeCloseTo(5);
  });
});
