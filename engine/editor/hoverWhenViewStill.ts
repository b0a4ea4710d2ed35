// After the view moves under a still pointer (a wheel pan or zoom, a key, a toolbar button, an animation), what is
// under the pointer is hovered again once the view has been still for HOVER_AFTER_MOVE_MS: the card that was under it
// loses its hover outline, the one now under it gains it, the cursor matches. Not on each step of the move: those
// frames only move the drawn picture, and a hover change would redraw cards mid-gesture.
import type { PointerRouter } from '../input/PointerRouter';

export const HOVER_AFTER_MOVE_MS = 120;

export interface HoverWhenViewStill {
  /** The view moved (every step of a pan, zoom or animation). */
  viewMoved(): void;
  stop(): void;
}

export function hoverWhenViewStill(router: Pick<PointerRouter, 'viewMoved'>, later: (callback: () => void, ms: number) => () => void): HoverWhenViewStill {
  let cancel: (() => void) | null = null;
  let stopped = false;
  return {
    viewMoved() {
      if (stopped) return;
      cancel?.();
      cancel = later(() => {
        cancel = null;
        router.viewMoved();
      }, HOVER_AFTER_MOVE_MS);
    },
    stop() {
      stopped = true;
      cancel?.();
      cancel = null;
    },
  };
}
