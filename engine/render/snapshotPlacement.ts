// Where a snapshot of the scene (taken at one viewport, with a margin around the screen) goes on screen at
// another viewport, and whether it still covers the whole screen there (pure; MotionCanvas uses it); and, for a
// snapshot drawn in parts (the screen first, the margin in the next frames), which parts.
import type { ViewportState } from './FlowRenderer';

/** The snapshot reaches this fraction of the screen size beyond each edge. */
export const SNAPSHOT_MARGIN = 0.25;

export interface SnapshotFrame {
  /** The viewport the snapshot was taken at. */
  at: ViewportState;
  /** Margin in screen pixels on the left/right and top/bottom. */
  marginX: number;
  marginY: number;
  /** The part of the canvas (its pixels) that holds the picture: all of it when absent. */
  drawn?: CanvasBox;
}

/** A box of canvas pixels: left/top inclusive, right/bottom exclusive. */
export interface CanvasBox {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** The whole canvas of `frame`: the screen and its margin on every side. */
export function wholeCanvas(frame: Pick<SnapshotFrame, 'at' | 'marginX' | 'marginY'>): CanvasBox {
  return { left: 0, top: 0, right: frame.at.width + 2 * frame.marginX, bottom: frame.at.height + 2 * frame.marginY };
}

/**
 * The part of the margin, on the side(s) a pan heads to, drawn with the screen (the next moves look there first):
 * all of it. A quarter (and the rest in more pieces after it) was tried: no difference beyond the spread of the
 * pans' intervals (bench/README.md, "The screen first").
 */
export const LEADING_MARGIN = 1;

/**
 * What a move that left the picture draws first (issue 24: a whole canvas is one long frame without a GPU): the
 * screen, and the margin (LEADING_MARGIN of it) on the side(s) the view is heading to — where the next moves look —
 * given the move's offset change (`dx` > 0: the content moved right, so the view heads left).
 */
export function leadingPart(frame: Pick<SnapshotFrame, 'at' | 'marginX' | 'marginY'>, dx: number, dy: number): CanvasBox {
  const bandX = Math.ceil(frame.marginX * LEADING_MARGIN);
  const bandY = Math.ceil(frame.marginY * LEADING_MARGIN);
  return {
    left: frame.marginX - (dx > 0 ? bandX : 0),
    right: frame.marginX + frame.at.width + (dx < 0 ? bandX : 0),
    top: frame.marginY - (dy > 0 ? bandY : 0),
    bottom: frame.marginY + frame.at.height + (dy < 0 ? bandY : 0),
  };
}

/**
 * The next piece of the canvas to draw after `drawn`: the strip left of it, then right of it (its height), then
 * above and below it (the canvas's width), so that `drawn` and the piece always make one box. Null: all drawn.
 */
export function nextPart(whole: CanvasBox, drawn: CanvasBox): CanvasBox | null {
  if (drawn.left > whole.left) return { left: whole.left, right: drawn.left, top: drawn.top, bottom: drawn.bottom };
  if (drawn.right < whole.right) return { left: drawn.right, right: whole.right, top: drawn.top, bottom: drawn.bottom };
  if (drawn.top > whole.top) return { left: whole.left, right: whole.right, top: whole.top, bottom: drawn.top };
  if (drawn.bottom < whole.bottom) return { left: whole.left, right: whole.right, top: drawn.bottom, bottom: whole.bottom };
  return null;
}

/** The box holding both (pieces from nextPart keep it exact). */
export function joinParts(a: CanvasBox, b: CanvasBox): CanvasBox {
  return { left: Math.min(a.left, b.left), top: Math.min(a.top, b.top), right: Math.max(a.right, b.right), bottom: Math.max(a.bottom, b.bottom) };
}

export interface SnapshotPlacement {
  x: number;
  y: number;
  scale: number;
  /** The placed snapshot covers the whole screen of `viewport`. */
  covers: boolean;
}

/** The viewport to draw the snapshot's content with: the screen grown by the margin, offset by it. */
export function snapshotViewport(at: ViewportState, margin = SNAPSHOT_MARGIN): SnapshotFrame & { viewport: ViewportState } {
  const marginX = Math.ceil(at.width * margin);
  const marginY = Math.ceil(at.height * margin);
  return {
    at,
    marginX,
    marginY,
    viewport: { scale: at.scale, offsetX: at.offsetX + marginX, offsetY: at.offsetY + marginY, width: at.width + 2 * marginX, height: at.height + 2 * marginY },
  };
}

/**
 * A world point p is at p·s0 + off0 + margin in the snapshot and must land at p·s1 + off1 on screen: the
 * snapshot is scaled by s1/s0 and placed at off1 − (s1/s0)·(off0 + margin).
 */
export function placeSnapshot(frame: SnapshotFrame, viewport: ViewportState): SnapshotPlacement {
  const { at, marginX, marginY } = frame;
  const scale = viewport.scale / at.scale;
  const x = viewport.offsetX - scale * (at.offsetX + marginX);
  const y = viewport.offsetY - scale * (at.offsetY + marginY);
  const drawn = frame.drawn ?? wholeCanvas(frame);
  const covers =
    viewport.width === at.width &&
    viewport.height === at.height &&
    x + scale * drawn.left <= 0 &&
    y + scale * drawn.top <= 0 &&
    x + scale * drawn.right >= viewport.width &&
    y + scale * drawn.bottom >= viewport.height;
  return { x, y, scale, covers };
}
