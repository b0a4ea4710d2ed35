// Which part of the world is on screen, and the padded area the renderer keeps display objects for: panning
// inside the padded area costs no index query; leaving it queries the index once for the new area.
import type { BBox } from 'rbush';
import type { ViewportState } from './FlowRenderer';

/** Below this scale nodes are plain boxes and connections plain lines (no text, no ports). */
export const LOW_DETAIL_SCALE = 0.45;
/** The covered area reaches this fraction of the visible size beyond each edge. */
export const COVER_MARGIN = 0.25;

export function visibleWorld(viewport: ViewportState): BBox {
  const minX = -viewport.offsetX / viewport.scale;
  const minY = -viewport.offsetY / viewport.scale;
  return { minX, minY, maxX: minX + viewport.width / viewport.scale, maxY: minY + viewport.height / viewport.scale };
}

export function padBox(box: BBox, fraction: number): BBox {
  const dx = (box.maxX - box.minX) * fraction;
  const dy = (box.maxY - box.minY) * fraction;
  return { minX: box.minX - dx, minY: box.minY - dy, maxX: box.maxX + dx, maxY: box.maxY + dy };
}

export function containsBox(outer: BBox, inner: BBox): boolean {
  return inner.minX >= outer.minX && inner.minY >= outer.minY && inner.maxX <= outer.maxX && inner.maxY <= outer.maxY;
}

export function intersects(a: BBox, b: BBox): boolean {
  return a.minX <= b.maxX && a.maxX >= b.minX && a.minY <= b.maxY && a.maxY >= b.minY;
}

export function isLowDetail(scale: number): boolean {
  return scale < LOW_DETAIL_SCALE;
}
