// A wheel event as the viewport machine wants it: pixel deltas, zoom with Ctrl/Cmd (trackpad pinch arrives as
// Ctrl+wheel too), Shift+wheel scrolls sideways on mice that only have a vertical wheel.
import type { ViewportEvent } from '../machines/viewportMachine';

export interface WheelLike {
  deltaX: number;
  deltaY: number;
  /** 0 pixels, 1 lines, 2 pages (WheelEvent.DOM_DELTA_*). */
  deltaMode: number;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
}

export const WHEEL_LINE_PX = 16;

export function wheelEvent(event: WheelLike, x: number, y: number, pageHeight: number): Extract<ViewportEvent, { type: 'WHEEL' }> {
  const unit = event.deltaMode === 1 ? WHEEL_LINE_PX : event.deltaMode === 2 ? pageHeight : 1;
  let deltaX = event.deltaX * unit;
  let deltaY = event.deltaY * unit;
  const zoom = event.ctrlKey || event.metaKey;
  if (!zoom && event.shiftKey && deltaX === 0) {
    deltaX = deltaY;
    deltaY = 0;
  }
  return { type: 'WHEEL', x, y, deltaX, deltaY, zoom };
}
