// The part of the canvas a frame paints again when only some views changed (a hover, a selection, the keyboard
// focus, find's marks, a dragged or edited card and its connections, the connection being drawn, the selection box)
// and the canvas still holds the rest as drawn (issue 24). Under software WebGL every pixel a frame fills is filled on
// the CPU, and the compositor's next frame waits for all of them: a hover frame that redrew the whole 1920 × 1200
// canvas took the GPU process 98 ms at 1k, its repaint 38 ms (bench/README.md, "Repaint what changed"). The region is
// the union of the changed views' painted world boxes, where they were and where they are (NodeView.paintedBox, a
// curve's box, the overlays'), turned into whole canvas pixels around them.
import type { BBox } from 'rbush';

/** A rectangle of canvas pixels, top left origin. */
export interface CanvasRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Canvas pixels added around the region: antialiased edges spill about a pixel beyond the geometry. */
const EDGE_PX = 2;

/** `box` grown by `by` world units on every side. */
export function growBox(box: BBox, by: number): BBox {
  return { minX: box.minX - by, minY: box.minY - by, maxX: box.maxX + by, maxY: box.maxY + by };
}

/** The smallest box holding both. */
export function unionBox(a: BBox, b: BBox): BBox {
  return { minX: Math.min(a.minX, b.minX), minY: Math.min(a.minY, b.minY), maxX: Math.max(a.maxX, b.maxX), maxY: Math.max(a.maxY, b.maxY) };
}

/** Collects the painted boxes of one frame's changed views. */
export class PaintedRegion {
  private box: BBox | null = null;

  readonly add = (box: BBox): void => {
    this.box = this.box ? unionBox(this.box, box) : { ...box };
  };

  /** The union so far (null: nothing changed), and empties the region. */
  take(): BBox | null {
    const box = this.box;
    this.box = null;
    return box;
  }
}

/**
 * `box` (world units) on a canvas of `canvas` pixels drawn with `view` (screen = world × scale + offset, CSS
 * pixels) at `resolution` canvas pixels per CSS pixel: whole pixels around it, clipped to the canvas; null when it
 * misses the canvas.
 */
export function canvasRectOf(
  box: BBox,
  view: { scale: number; offsetX: number; offsetY: number },
  canvas: { width: number; height: number },
  resolution: number,
): CanvasRect | null {
  const toX = (x: number) => (x * view.scale + view.offsetX) * resolution;
  const toY = (y: number) => (y * view.scale + view.offsetY) * resolution;
  const left = Math.max(0, Math.floor(toX(box.minX)) - EDGE_PX);
  const top = Math.max(0, Math.floor(toY(box.minY)) - EDGE_PX);
  const right = Math.min(canvas.width, Math.ceil(toX(box.maxX)) + EDGE_PX);
  const bottom = Math.min(canvas.height, Math.ceil(toY(box.maxY)) + EDGE_PX);
  if (right <= left || bottom <= top) return null;
  return { x: left, y: top, width: right - left, height: bottom - top };
}

/** The world box a rectangle of canvas pixels shows (canvasRectOf's inverse, for whole pixels). */
export function worldBoxOfRect(rect: CanvasRect, view: { scale: number; offsetX: number; offsetY: number }, resolution: number): BBox {
  const toX = (x: number) => (x / resolution - view.offsetX) / view.scale;
  const toY = (y: number) => (y / resolution - view.offsetY) / view.scale;
  return { minX: toX(rect.x), minY: toY(rect.y), maxX: toX(rect.x + rect.width), maxY: toY(rect.y + rect.height) };
}
