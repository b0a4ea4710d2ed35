// How the dotted grid thins out and sizes its dots with the zoom (pure; GridLayer draws it).
import { GRID_SPACING } from '../model/flowLimits';

/** Closest on-screen spacing of dots before every other line is dropped. */
const MIN_SCREEN_CELL_PX = 14;

/** Grid lines per drawn cell at this scale: 1, 2, 4, … */
export function gridStride(scale: number): number {
  let stride = 1;
  while (GRID_SPACING * scale * stride < MIN_SCREEN_CELL_PX && stride < 1024) stride *= 2;
  return stride;
}

/** On-screen dot radius: a little larger when zoomed in. */
export function dotScreenRadius(scale: number): number {
  return Math.min(2.2, Math.max(1, 1.2 * scale));
}
