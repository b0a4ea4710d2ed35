// What the React chrome reads from the editor (useSyncExternalStore): small, immutable, replaced on change.
import { isPublishEnabled } from '../machines/publishMachine';
import type { FlowModel } from '../model/FlowModel';
import type { History } from '../model/history/History';
import type { EditorActors } from './editorActors';

export type SaveIndicatorState = 'saved' | 'draft' | 'pending' | 'error' | 'conflict';
export type PublishButtonState = 'idle' | 'pending' | 'done' | 'error';

export interface EditorSnapshot {
  nodeCount: number;
  connectionCount: number;
  /** The flow version the server holds for what was saved last. */
  version: number;
  save: SaveIndicatorState;
  /** The last save failure (tooltip), or null. */
  saveError: string | null;
  publish: PublishButtonState;
  publishEnabled: boolean;
  canUndo: boolean;
  canRedo: boolean;
  snap: boolean;
  canEdit: boolean;
  /** A ghost node follows the pointer. */
  placing: boolean;
  selectionCount: number;
  /** The peer whose view this editor follows (co-editing), or null. */
  following: string | null;
}

export function sameSnapshot(a: EditorSnapshot, b: EditorSnapshot): boolean {
  for (const key of Object.keys(a) as (keyof EditorSnapshot)[]) if (a[key] !== b[key]) return false;
  return true;
}

export interface SnapshotSource {
  actors: Pick<EditorActors, 'save' | 'publish' | 'ghost' | 'drag'>;
  model: FlowModel;
  history: History;
  canEdit: boolean;
  snap: boolean;
  /** The confirmed version while co-editing (remote changes move it too); otherwise the save machine's. */
  version?: number;
  /** The peer this editor follows (co-editing), or null. */
  following?: string | null;
}

/** The snapshot as the machines, model and history stand now. */
export function readEditorSnapshot({ actors, model, history, canEdit, snap, version, following }: SnapshotSource): EditorSnapshot {
  const save = actors.save.getSnapshot();
  const publish = actors.publish.getSnapshot();
  const saveState = save.value as SaveIndicatorState;
  const error = save.context.lastError;
  return {
    nodeCount: model.nodeCount,
    connectionCount: model.connectionCount,
    version: version ?? save.context.baseVersion,
    save: saveState,
    saveError: saveState === 'error' || saveState === 'conflict' ? (error instanceof Error ? error.message : error ? String(error) : null) : null,
    publish: publish.value as PublishButtonState,
    publishEnabled: isPublishEnabled(publish),
    canUndo: canEdit && history.canUndo,
    canRedo: canEdit && history.canRedo,
    snap,
    canEdit,
    placing: actors.ghost.getSnapshot().value === 'placing',
    selectionCount: actors.drag.getSnapshot().context.selection.size,
    following: following ?? null,
  };
}
