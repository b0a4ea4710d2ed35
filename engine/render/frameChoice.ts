// What one animation frame of the renderer does (pure; PixiFlowRenderer.draw asks it): move the picture with the
// compositor, draw the next piece of a picture's margin (drawn screen first), or draw the scene live.

export interface FrameState {
  /** The view moved since the last frame. */
  viewportDirty: boolean;
  /** The view has settled after a scaled move, or a redraw was asked for: draw live. */
  forceLive: boolean;
  /** No edits, states, overlays or results wait to be drawn. */
  contentUnchanged: boolean;
  /** Views of the covered area still to build. */
  pendingViews: number;
  /** The shown picture was drawn screen first and some of its margin is still to draw. */
  marginToDraw?: boolean;
}

/** A compositor move (and the margin's next piece, when some is left), a live draw, or only the margin's next piece. */
export type FrameChoice = 'move' | 'live' | 'margin';

/**
 * `covers(): boolean` places the shown picture for the new view and says whether it still covers the screen (only
 * asked when a move is possible). A move needs nothing but the view to have changed: content changes, a settle, or
 * views still to build for the shown picture draw live.
 */
export function chooseFrame(state: FrameState, covers: () => boolean): FrameChoice {
  const atRest = state.contentUnchanged && !state.forceLive;
  if (state.viewportDirty && atRest && state.pendingViews === 0 && covers()) return 'move';
  if (!state.viewportDirty && atRest && state.pendingViews === 0 && state.marginToDraw) return 'margin';
  return 'live';
}
