// Where a snapshot of the scene (taken at one viewport, with a margin around the screen) goes on screen at
// another viewport, and whether it still covers the whole screen there (pure; MotionCanvas uses it).
import type { ViewportState } from './FlowRenderer';

/** The snapshot reaches this fraction of the screen size beyond each edge. */
export const SNAPSHOT_MARGIN = 0.25;

export interface SnapshotFrame {
  /** The viewport the snapshot was taken at. */
  at: ViewportState;
  /** Margin in screen pixels on the left/right and top/bottom. */
  marginX: number;
  marginY: number;
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
  const right = x + scale * (at.width + 2 * marginX);
  const bottom = y + scale * (at.height + 2 * marginY);
  const covers = viewport.width === at.width && viewport.height === at.height && x <= 0 && y <= 0 && right >= viewport.width && bottom >= viewport.height;
  return { x, y, scale, covers };
}
