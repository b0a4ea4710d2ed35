// The next picture, prepared while the current one is still being moved by the compositor (issue 24; pure, no
// pixi: PixiFlowRenderer runs it). Under software WebGL a frame drawn over the whole canvas (screen + margin) is
// one block of SwiftShader work in the GPU process — and the display waits for it: a drag-pan that left the
// picture used to present one frame of 0.1–1 s. Instead, once the view has used up AHEAD_START of the margin on
// some side, the scene is covered for where the view is heading (index query), its views are built a budget per
// frame, the grown canvas is rendered offscreen a tile per frame, and — once the view has used AHEAD_PRESENT of the
// shown picture's margin — one frame copies the tiles to the canvas; all while every frame is still a compositor
// move. Each step is a fraction of a full frame's work. Presenting late matters as much: each new canvas picture
// costs the display compositor a long frame or two under SwiftShader (measured 0.1–0.5 s at load 9–13), so a drag
// gets as few new pictures as it needs — about one per margin travelled, as before.

import { ZOOM_MIN } from '../model/flowLimits';
import type { ViewportState } from './FlowRenderer';
import { placeSnapshot, snapshotViewport, type SnapshotFrame } from './snapshotPlacement';

/** Start preparing once the view has gone this far towards leaving the picture (share of the margin used). */
export const AHEAD_START = 0.4;
/** A prepared picture replaces the shown one once the view has used this much of the shown picture's margin. */
export const AHEAD_PRESENT = 0.85;
/** The grown canvas is rendered in this many columns and rows of tiles, one tile per frame. */
export const AHEAD_TILE_COLUMNS = 3;
export const AHEAD_TILE_ROWS = 3;

/**
 * How much of the picture's margin the view has used up on its most used side: 0 where it was drawn, 1 (or more)
 * once it no longer covers the screen (then the picture must be replaced at once). Infinity for another screen size.
 */
export function pictureUse(frame: SnapshotFrame, viewport: ViewportState): number {
  const placement = placeSnapshot(frame, viewport);
  if (viewport.width !== frame.at.width || viewport.height !== frame.at.height) return Number.POSITIVE_INFINITY;
  const grownWidth = placement.scale * (frame.at.width + 2 * frame.marginX);
  const grownHeight = placement.scale * (frame.at.height + 2 * frame.marginY);
  const slack = [-placement.x, placement.x + grownWidth - viewport.width, -placement.y, placement.y + grownHeight - viewport.height];
  const margins = [frame.marginX, frame.marginX, frame.marginY, frame.marginY];
  let use = 0;
  for (let side = 0; side < 4; side += 1) {
    const margin = margins[side]!;
    if (margin <= 0) continue;
    use = Math.max(use, 1 - slack[side]! / margin);
  }
  return use;
}

export interface TileRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The grown canvas (width × height pixels) cut into columns × rows tiles, row by row, covering it exactly. */
export function pictureTiles(width: number, height: number, columns = AHEAD_TILE_COLUMNS, rows = AHEAD_TILE_ROWS): TileRect[] {
  const tiles: TileRect[] = [];
  const xs = cuts(width, columns);
  const ys = cuts(height, rows);
  for (let row = 0; row < ys.length - 1; row += 1) {
    for (let column = 0; column < xs.length - 1; column += 1) {
      tiles.push({ x: xs[column]!, y: ys[row]!, width: xs[column + 1]! - xs[column]!, height: ys[row + 1]! - ys[row]! });
    }
  }
  return tiles;
}

function cuts(size: number, parts: number): number[] {
  const count = Math.max(1, Math.min(parts, Math.floor(size)));
  const edges: number[] = [];
  for (let part = 0; part <= count; part += 1) edges.push(Math.round((size * part) / count));
  return edges;
}

/** What the renderer does for the next picture in this frame. */
export type AheadStep =
  | { kind: 'build' }
  | { kind: 'tile'; index: number }
  | { kind: 'present' }
  /** Ready, and the shown picture still has margin enough: nothing this frame (no frame is asked for). */
  | { kind: 'wait' }
  /** The view went where the prepared picture does not cover the screen: draw live instead. */
  | { kind: 'abandon' };

/**
 * One preparation: views for `at` built first (while any are pending), then each tile rendered, then the present.
 * The renderer asks `next` once per frame, after the compositor move, and reports what it did.
 */
export class AheadPicture {
  readonly frame: SnapshotFrame & { viewport: ViewportState };
  readonly tiles: TileRect[];
  private rendered = 0;

  constructor(readonly at: ViewportState) {
    this.frame = snapshotViewport(at);
    this.tiles = pictureTiles(this.frame.viewport.width, this.frame.viewport.height);
  }

  /** Tiles rendered so far. */
  get renderedTiles(): number {
    return this.rendered;
  }

  /**
   * The step for this frame, given the views still to build, where the view is now and how much of the shown
   * picture's margin it has used (pictureUse).
   */
  next(pendingViews: number, viewport: ViewportState, shownUse: number): AheadStep {
    if (!placeSnapshot(this.frame, viewport).covers) return { kind: 'abandon' };
    if (pendingViews > 0) return { kind: 'build' };
    if (this.rendered < this.tiles.length) return { kind: 'tile', index: this.rendered };
    return shownUse >= AHEAD_PRESENT ? { kind: 'present' } : { kind: 'wait' };
  }

  /** The tile `next` asked for was rendered. */
  tileRendered(): void {
    this.rendered += 1;
  }
}

/** A zoom out goes on while the next picture is prepared: it is prepared this far further out (share of the zoom so far). */
export const AHEAD_ZOOM_LEAD = 0.5;

/**
 * The viewport to prepare the next picture at. A pan: as far again ahead in the direction it went since the shown
 * picture was drawn (at AHEAD_START that is 40 % of a margin ahead), so that when it is presented, late, the view
 * is near its middle again; a pan placement stays exact wherever it stops. A zoom out from the picture's scale: further out, by
 * AHEAD_ZOOM_LEAD of the zoom so far, around the same fixed point (never below the zoom floor) — the zoom goes on
 * while the tiles are rendered, and a picture drawn further out is shown scaled up until the zoom settles and the
 * scene is drawn live anyway.
 */
export function aheadViewport(drawnAt: ViewportState, viewport: ViewportState): ViewportState {
  const ratio = viewport.scale / drawnAt.scale;
  if (Math.abs(ratio - 1) < 1e-9) {
    return { ...viewport, offsetX: 2 * viewport.offsetX - drawnAt.offsetX, offsetY: 2 * viewport.offsetY - drawnAt.offsetY };
  }
  if (ratio >= 0.98 || viewport.scale <= ZOOM_MIN) return { ...viewport };
  const lead = Math.max(ZOOM_MIN / viewport.scale, ratio ** AHEAD_ZOOM_LEAD);
  // The screen point that stayed fixed from the picture to now (a zoom around the cursor): x = r·x0 + t → x = t / (1 − r).
  const fixedX = (viewport.offsetX - ratio * drawnAt.offsetX) / (1 - ratio);
  const fixedY = (viewport.offsetY - ratio * drawnAt.offsetY) / (1 - ratio);
  return {
    ...viewport,
    scale: viewport.scale * lead,
    offsetX: fixedX - (fixedX - viewport.offsetX) * lead,
    offsetY: fixedY - (fixedY - viewport.offsetY) * lead,
  };
}

/** Whether a moving view should start preparing its next picture (it has used AHEAD_START of the margin). */
export function shouldPrepareAhead(frame: SnapshotFrame, viewport: ViewportState): boolean {
  const use = pictureUse(frame, viewport);
  return use >= AHEAD_START && use < 1;
}
