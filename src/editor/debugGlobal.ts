// window.__flowEditor: the editor's read-only debug handle for end-to-end tests and benchmarks.
import type { FlowEditorDebugHandle } from '../../engine/index';

type DebugWindow = Window & { __flowEditor?: FlowEditorDebugHandle };

/** Publishes the handle; returns the cleanup that removes it if it is still the current one. */
export function exposeDebugHandle(handle: FlowEditorDebugHandle): () => void {
  const target = window as DebugWindow;
  target.__flowEditor = handle;
  return () => {
    if (target.__flowEditor === handle) delete target.__flowEditor;
  };
}
