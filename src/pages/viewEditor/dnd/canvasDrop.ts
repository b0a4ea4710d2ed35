// Drop targets on the view canvas (editor.md §4 drag-and-drop). OWNED BY the layers/drag-and-drop work: this
// first version registers nothing; blocks dragged from the layers panel or the add-block list, dropped on the
// rendered view with indicators, replace it.
import type { ViewHandle } from '../../../../runtime/view/renderView';
import type { ViewEditorApi } from '../viewEditorApi';

export interface CanvasDropOptions {
  /** The element the view is rendered into (its shadow root holds the blocks). */
  host: HTMLElement;
  handle: ViewHandle;
  /** The current editor API (read at drop time: the tree changes between drags). */
  editor(): ViewEditorApi;
}

/** Registers the canvas as a drop target; returns the cleanup. */
export function attachCanvasDrop(_options: CanvasDropOptions): () => void {
  return () => undefined;
}
