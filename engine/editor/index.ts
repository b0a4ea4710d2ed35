// The framework-free editor: composition of model, history, index, machines and renderer behind a small API.
export { FlowEditor, type FlowEditorOptions, type FlowEditorEvents } from './FlowEditor';
export type { EditorSnapshot, SaveIndicatorState, PublishButtonState } from './editorSnapshot';
export { createDebugHandle, type FlowEditorDebugHandle } from './debugHandle';
export { snapToGrid } from './snapToGrid';
export type { EditorClock } from './editorActors';
export type { FindState, FindResult } from './EditorFind';
export type { ResultsOverlayState } from './EditorResults';
export { restoreVersion, type RestoreOutcome, type RestoreTarget } from './restoreVersion';
export type { KeyboardCanvas } from './KeyboardCanvas';
