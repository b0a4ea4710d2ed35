import { useSyncExternalStore } from 'react';
import type { FlowEditor, ResultsOverlayState } from '../../../../engine/index';

/** The overlay's on/off and whether counts arrived (editor.results); re-renders only when that changes. */
export function useResultsOverlay(editor: FlowEditor): ResultsOverlayState {
  return useSyncExternalStore(editor.results.subscribe, editor.results.getSnapshot);
}
