import { useSyncExternalStore } from 'react';
import type { EditorSnapshot, FlowEditor } from '../../engine/index';

/** The editor's small snapshot (counts, save and publish states, undo/redo); re-renders only when it changes. */
export function useEditorSnapshot(editor: FlowEditor): EditorSnapshot {
  return useSyncExternalStore(editor.subscribe, editor.getSnapshot);
}
