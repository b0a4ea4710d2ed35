import { GRID_SPACING } from '../model/flowLimits';

/** The nearest grid line to a world coordinate (editor.md §9: grid spacing 40). */
export function snapToGrid(value: number, spacing = GRID_SPACING): number {
  return Math.round(value / spacing) * spacing;
}
