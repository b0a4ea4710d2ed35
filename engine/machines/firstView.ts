// Where the editor opens (pure). A flow that fits on screen at a readable scale is fitted whole. A bigger one
// opens at that readable scale with the entrypoint in view, near the left edge (flows run left to right) and
// vertically centred on it, the window slid back inside the flow's bounds wherever it would show empty space,
// so the screen holds as much of the flow as fits instead of its middle at the zoom floor.
import type { BBox } from 'rbush';
import { fitBounds, type ViewportTransform } from './viewportMath';

/** Below this scale (just above the renderer's low-detail threshold, 0.45) a fitted flow is too small to read: the first view anchors at the entrypoint instead. */
export const FIRST_VIEW_MIN_SCALE = 0.5;
/** Screen pixels kept free around the content in the anchored case. */
export const FIRST_VIEW_PADDING = 40;

/** `flow`: bounds of all nodes; `entrypoint`: the entrypoint's box (null when the flow has none). */
export function firstView(flow: BBox, entrypoint: BBox | null, width: number, height: number): ViewportTransform {
  const fit = fitBounds(flow, width, height);
  if (fit.scale >= FIRST_VIEW_MIN_SCALE || !entrypoint) return fit;
  const scale = FIRST_VIEW_MIN_SCALE;
  const windowWidth = Math.max(1, width - 2 * FIRST_VIEW_PADDING) / scale;
  const windowHeight = Math.max(1, height - 2 * FIRST_VIEW_PADDING) / scale;
  let x = entrypoint.minX;
  if (x + windowWidth > flow.maxX) x = Math.max(flow.minX, flow.maxX - windowWidth);
  let y = (entrypoint.minY + entrypoint.maxY) / 2 - windowHeight / 2;
  if (y + windowHeight > flow.maxY) y = flow.maxY - windowHeight;
  if (y < flow.minY) y = flow.minY;
  // The entrypoint stays in view even when it is taller than the window allows (it never is in practice).
  y = Math.min(y, entrypoint.minY);
  return { scale, offsetX: FIRST_VIEW_PADDING - x * scale, offsetY: FIRST_VIEW_PADDING - y * scale };
}
