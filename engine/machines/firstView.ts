// Where the editor opens, and how (pure). editor.md §2: on first ready the view fits all nodes, animated over
// 1000 ms. That holds for every flow the fit can show whole, i.e. whose fit stays within the zoom range (at or
// above the 0.25 floor). A flow too large for that (the fit would need a smaller scale: it would show its middle
// at the floor, not all of it) opens at a readable scale with the entrypoint in view, near the left edge (flows
// run left to right) and vertically centred on it, the window slid back inside the flow's bounds wherever it would
// show empty space; it jumps there (nothing to animate from: the view starts at the origin, and a second of motion
// over a large flow only delays the first useful frame).
import type { BBox } from 'rbush';
import { ZOOM_MIN } from '../model/flowLimits';
import { fitBounds, unclampedFitScale, type ViewportTransform } from './viewportMath';

/** The scale a large flow opens at, at its entrypoint (just above the renderer's low-detail threshold, 0.45). */
export const FIRST_VIEW_MIN_SCALE = 0.5;
/** Screen pixels kept free around the content in the anchored case. */
export const FIRST_VIEW_PADDING = 40;

export interface FirstView {
  view: ViewportTransform;
  /** True: the spec's fit, animated over FIT_ANIMATION_MS; false: a large flow, shown at once. */
  animate: boolean;
}

/** `flow`: bounds of all nodes; `entrypoint`: the entrypoint's box (null when the flow has none). */
export function firstView(flow: BBox, entrypoint: BBox | null, width: number, height: number): FirstView {
  const fit = fitBounds(flow, width, height);
  if (unclampedFitScale(flow, width, height) >= ZOOM_MIN) return { view: fit, animate: true };
  if (!entrypoint) return { view: fit, animate: false };
  return { view: entrypointView(flow, entrypoint, width, height), animate: false };
}

function entrypointView(flow: BBox, entrypoint: BBox, width: number, height: number): ViewportTransform {
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
