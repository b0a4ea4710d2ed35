// What the React chrome reads from the editor (useSyncExternalStore): small, immutable, replaced on change.

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
}

export function sameSnapshot(a: EditorSnapshot, b: EditorSnapshot): boolean {
  for (const key of Object.keys(a) as (keyof EditorSnapshot)[]) if (a[key] !== b[key]) return false;
  return true;
}
