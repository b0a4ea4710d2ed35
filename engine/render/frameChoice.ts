// What one animation frame of the renderer does (pure; PixiFlowRenderer.draw asks it): move the picture with the
// compositor, or draw the scene live.

export interface FrameState {
  /** The view moved since the last frame. */
  viewportDirty: boolean;
  /** The view has settled after a scaled move, or a redraw was asked for: draw live. */
  forceLive: boolean;
  /** No edits, states, overlays or results wait to be drawn. */
  contentUnchanged: boolean;
  /** Views of the covered area still to build. */
  pendingViews: number;
}

export type FrameChoice = 'move' | 'live';

/**
 * `covers(): boolean` places the shown picture for the new view and says whether it still covers the screen (only
 * asked when a move is possible). A move needs nothing but the view to have changed: content changes, a settle, or
 * views still to build for the shown picture draw live.
 */
export function chooseFrame(state: FrameState, covers: () => boolean): FrameChoice {
  const atRest = state.contentUnchanged && !state.forceLive;
  if (state.viewportDirty && atRest && state.pendingViews === 0 && covers()) return 'move';
  return 'live';
}
