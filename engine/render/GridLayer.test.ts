// @vitest-environment happy-dom
// The grid lays exactly the dots its area needs: after a zoom out to the closest spacing and back, the count comes back
// down (each dot is a point primitive of every frame that draws the grid, set up even where it falls outside the canvas).
import { beforeAll, describe, expect, it } from 'vitest';
import { GRID_SPACING } from '../model/flowLimits';
import { DOT_EDGE_PX, dotPointSize, dotPositions, dotsIn, GridLayer, gridSize } from './GridLayer';
import { gridStride } from './gridDots';
import { LIGHT_THEME } from './renderTheme';

beforeAll(() => {
  // happy-dom has no WebGL: pixi's program asks a context that does nothing but say its fragment precision.
  const inert = new Proxy({}, { get: (_, key) => (key === 'getShaderPrecisionFormat' ? () => ({ precision: 23 }) : () => undefined), set: () => true });
  HTMLCanvasElement.prototype.getContext = (() => inert) as unknown as HTMLCanvasElement['getContext'];
});

const canvas = { width: 1920, height: 1074 };
const at = (scale: number) => ({ scale, offsetX: 13, offsetY: -7, ...canvas });
const expected = (scale: number) => {
  const { columns, rows } = gridSize(canvas, GRID_SPACING * gridStride(scale) * scale);
  return columns * rows;
};

describe('dotPositions', () => {
  it('lays the dots row by row, every cell from the origin', () => {
    expect([...dotPositions(20, 3, 2)]).toEqual([0, 0, 20, 0, 40, 0, 0, 20, 20, 20, 40, 20]);
    expect([...dotPositions(14.5, 1, 1)]).toEqual([0, 0]);
  });

  it('lays a part of the pattern from a given column and row', () => {
    expect([...dotPositions(20, 2, 2, { column: 3, row: 1 })]).toEqual([60, 20, 80, 20, 60, 40, 80, 40]);
  });
});

describe('dotsIn', () => {
  const layout = { cell: 20, columns: 98, rows: 56 };
  const origin = { x: -15, y: -8 };

  it("takes every dot whose point reaches into the area, and not one beyond the point's reach", () => {
    // Columns sit at x = -15 + 20c, rows at y = -8 + 20r; a 6-px point reaches 3 px from its centre. The area
    // x 100–200 takes the centres 97–203: c = 6…10 (105…185); y 50–110 takes 47–113: r = 3…6 (52…112).
    expect(dotsIn({ x: 100, y: 50, width: 100, height: 60 }, origin, layout, 6)).toEqual({ column: 6, row: 3, columns: 5, rows: 4 });
    // A dot centred 2 px outside the area's left edge, with a point of 6 (reach 3), paints into it.
    expect(dotsIn({ x: 107, y: 50, width: 10, height: 10 }, origin, layout, 6)).toMatchObject({ column: 6, columns: 1 });
    // 4 px outside: it does not.
    expect(dotsIn({ x: 109, y: 50, width: 10, height: 10 }, origin, layout, 6)).toMatchObject({ columns: 0 });
  });

  it('stays within the laid-out dots and finds none for an area beyond them', () => {
    expect(dotsIn({ x: -500, y: -500, width: 5000, height: 5000 }, origin, layout, 6)).toEqual({ column: 0, row: 0, columns: 98, rows: 56 });
    expect(dotsIn({ x: 3000, y: 0, width: 100, height: 100 }, origin, layout, 6).columns).toBe(0);
  });
});

describe('dotPointSize', () => {
  it('holds the disc and its antialiased edge on every side, in whole pixels', () => {
    for (const radius of [1, 1.25, 1.5, 2, 2.2]) {
      const size = dotPointSize(radius);
      expect(Number.isInteger(size)).toBe(true);
      // The shader's disc and its edge (coverage reaches 0 half a pixel beyond DOT_EDGE_PX) fit in half the point.
      expect(size / 2).toBeGreaterThanOrEqual(radius + DOT_EDGE_PX + 0.5);
      expect(size / 2).toBeLessThan(radius + DOT_EDGE_PX + 0.5 + 1);
    }
  });
});

describe('GridLayer', () => {
  it('lays out the dots for the area at each zoom, fewer again after zooming out and back', () => {
    const grid = new GridLayer(LIGHT_THEME);
    grid.update(at(0.5));
    const usual = grid.dotCount;
    expect(usual).toBe(expected(0.5));
    expect(usual).toBe(98 * 56);
    // Just above the scale where every other line is dropped: the closest spacing, the most dots.
    const closest = 14 / GRID_SPACING + 0.001;
    grid.update(at(closest));
    expect(grid.dotCount).toBe(expected(closest));
    expect(grid.dotCount).toBeGreaterThan(1.8 * usual);
    grid.update(at(0.5));
    expect(grid.dotCount).toBe(usual);
    grid.update(at(1));
    expect(grid.dotCount).toBe(expected(1));
    grid.destroy();
  });

  it("keeps its dots at the same spacing when a frame covers only the screen's part of the canvas", () => {
    const grid = new GridLayer(LIGHT_THEME);
    grid.update(at(0.5));
    const usual = grid.dotCount;
    grid.update({ ...at(0.5), width: 1280, height: 716 }, 320, 179);
    expect(grid.dotCount).toBe(usual);
    grid.destroy();
  });

  it("draws only a repaint's dots, then all of them again", () => {
    const grid = new GridLayer(LIGHT_THEME);
    grid.update(at(0.5));
    expect(grid.drawnDotCount).toBe(98 * 56);
    // A card-sized region of 240 × 120 CSS pixels: its 12 × 6 cells' dots and those a point reaches in from its edges.
    grid.limitTo({ x: 400, y: 300, width: 240, height: 120 });
    expect(grid.drawnDotCount).toBeGreaterThanOrEqual(12 * 6);
    expect(grid.drawnDotCount).toBeLessThanOrEqual(14 * 8);
    grid.limitTo({ x: 5000, y: 5000, width: 10, height: 10 });
    expect(grid.drawnDotCount).toBe(0);
    grid.limitTo(null);
    expect(grid.drawnDotCount).toBe(98 * 56);
    grid.destroy();
  });
});
