// What a host gives the editor (FlowEditorOptions) and what the editor tells it (FlowEditorEvents).
import type { SendPatchesInput, SendPatchesOutput } from '../machines/saveMachine';
import type { FlowDocument } from '../model/flowTypes';
import type { FlowPatch } from '../model/patch/flowPatch';
import type { CanvasCursor } from '../input/canvasPointer';
import type { EditorClock } from './editorActors';
import type { EditorSnapshot } from './editorSnapshot';
import type { FindState } from './EditorFind';
import type { PreparedFlow } from './prepareFlow';
import type { CollabOptions } from '../collab/EditorCollab';
import type { OpOutcome } from '../model/collab/rebaseTypes';

export interface FlowEditorOptions {
  document: FlowDocument;
  /** The version of `document` on the server (the first save's base). */
  version: number;
  canEdit: boolean;
  /** Widgets:Publish, widget.canPublish and not archived. */
  publishAllowed: boolean;
  /**
   * PATCH the patches since the last save; resolves the new version; a 409 rejects with status 409. Not used
   * when `collab` is given: the co-editing session sends (and rebases) the edits then.
   */
  sendPatches?(input: SendPatchesInput): Promise<SendPatchesOutput>;
  /** Live co-editing (engine/collab): the transport to the server and who is signed in. */
  collab?: CollabOptions;
  publish(): Promise<void>;
  /** Snap dragged and placed nodes to the grid (toggle). */
  snap?: boolean;
  clock?: EditorClock;
  /** Feeds generated config defaults (tests pass a seeded one). */
  random?: () => number;
  /** The model and index of `document`, already built (FlowEditor.open builds them in slices). */
  prepared?: PreparedFlow;
}

export interface FlowEditorEvents extends Record<string, unknown> {
  change: EditorSnapshot;
  /** Double-click on a node: the host opens its modal. */
  openNode: { nodeId: number };
  saved: { version: number };
  published: undefined;
  publishFailed: { error: unknown };
  /** A command was refused (a cycle, a missing port): nothing changed. */
  refused: { reason: string };
  cursor: CanvasCursor;
  /** A press on a node's warning icon: the host shows `warningsFor(nodeId)` at (x, y) (canvas pixels). */
  openWarnings: { nodeId: number; x: number; y: number };
  /** The debounced recompute ran; `changed` = nodes whose warnings changed (the host may refresh a popover). */
  warnings: { changed: number[] };
  /** An undo (or redo) left parts of the step alone: someone else changed or removed their target since. */
  undoSkipped: { redo: boolean; skipped: OpOutcome[] };
  /** Find opened (Ctrl/Cmd+F on the canvas), its query ran, or the current match moved. */
  find: FindState;
  /** The keyboard focus moved, its ring showed or hid, or a keyboard connection started or ended (issue 25). */
  keyboardFocus: { nodeId: number | null };
  /** A sentence for screen readers (the accessible mirror's live region): what a keyboard command did. */
  announce: { message: string };
  /** An edit of this editor was applied (its own, an undo or redo, or a co-editor's when `remote`). */
  edited: { patch: FlowPatch; remote: boolean };
}
