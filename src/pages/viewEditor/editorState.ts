// Pure state of the view editor (editor.md §4): an editor-local history of block patches, the selection,
// where a new block goes, and the viewport width. No React; the components only call these.
import type { BlockEdit } from '../../../engine/model/view/blockCommands';
import { applyBlockPatch, concatBlockPatches, type BlockPatch } from '../../../engine/model/view/blockPatch';
import { forEachBlock, type Block } from '../../../engine/model/view/blockTree';

export const VIEWPORT_WIDTH_MIN = 320;
export const VIEWPORT_WIDTH_MAX = 9999;

/** Custom viewport width clamped to 320–9999 (editor.md §5); a non-number falls back to `auto` (null). */
export function clampViewportWidth(value: number | string): number | null {
  const width = typeof value === 'number' ? value : Number.parseInt(value, 10);
  if (!Number.isFinite(width)) return null;
  return Math.min(VIEWPORT_WIDTH_MAX, Math.max(VIEWPORT_WIDTH_MIN, Math.round(width)));
}

/**
 * The width while the canvas edge's handle is dragged `deltaX` px from where it started: the screen is centred,
 * so its edge follows the pointer when the width grows by twice the distance. At least 320 (editor.md §5).
 */
export function draggedViewportWidth(startWidth: number, deltaX: number): number {
  return Math.min(VIEWPORT_WIDTH_MAX, Math.max(VIEWPORT_WIDTH_MIN, Math.round(startWidth + 2 * deltaX)));
}

/** One undo step: the patch that made it and the patch that undoes it (engine/model/view/blockPatch.ts). */
export interface HistoryEntry {
  forward: BlockPatch;
  inverse: BlockPatch;
}

/**
 * The editor-local history (editor.md §4): the current tree and the patches around it, like the flow
 * engine's History. Undo applies the last step's inverse to the present tree, which copies only the touched
 * paths, so untouched subtrees keep their identity for the renderer's update().
 */
export interface EditorHistory {
  past: readonly HistoryEntry[];
  present: Block;
  future: readonly HistoryEntry[];
  /** Steps were dropped beyond HISTORY_DEPTH_MAX: undoing every kept step no longer gives the opened tree back. */
  trimmed: boolean;
}

/** Steps kept (the oldest are dropped beyond it). */
export const HISTORY_DEPTH_MAX = 500;

export function startHistory(root: Block): EditorHistory {
  return { past: [], present: root, future: [], trimmed: false };
}

/**
 * Records an applied edit as one step; with `merge` it joins the last step instead (typing into one field is
 * one step). An edit that changed nothing is not a step. A new step drops the redo branch.
 */
export function pushEdit(history: EditorHistory, edit: Pick<BlockEdit, 'root' | 'patch' | 'inverse'>, merge = false): EditorHistory {
  if (edit.patch.ops.length === 0) return history;
  const last = history.past.at(-1);
  if (merge && last) {
    const joined = { forward: concatBlockPatches(last.forward, edit.patch), inverse: concatBlockPatches(edit.inverse, last.inverse) };
    return { ...history, past: [...history.past.slice(0, -1), joined], present: edit.root, future: [] };
  }
  const past = [...history.past, { forward: edit.patch, inverse: edit.inverse }];
  const trim = past.length > HISTORY_DEPTH_MAX;
  return { past: trim ? past.slice(past.length - HISTORY_DEPTH_MAX) : past, present: edit.root, future: [], trimmed: history.trimmed || trim };
}

export function undo(history: EditorHistory): EditorHistory {
  const entry = history.past.at(-1);
  if (!entry) return history;
  return { ...history, past: history.past.slice(0, -1), present: applyBlockPatch(history.present, entry.inverse), future: [entry, ...history.future] };
}

export function redo(history: EditorHistory): EditorHistory {
  const [entry, ...rest] = history.future;
  if (!entry) return history;
  return { ...history, past: [...history.past, entry], present: applyBlockPatch(history.present, entry.forward), future: rest };
}

/** The selection survives an undo only while its block still exists. */
export function keepSelection(root: Block, selectedId: number | null): number | null {
  if (selectedId === null) return null;
  let found = false;
  forEachBlock(root, (block) => {
    if (block.id === selectedId) found = true;
  });
  return found ? selectedId : null;
}

export interface InsertPosition {
  parentId: number;
  index: number;
}

/** Into the selected container (at its end), after the selected leaf, or at the end of the root. */
export function insertPosition(root: Block, selectedId: number | null): InsertPosition {
  let position: InsertPosition = { parentId: root.id, index: root.children?.length ?? 0 };
  if (selectedId === null) return position;
  forEachBlock(root, (block, parent) => {
    if (block.id !== selectedId) return;
    if (block.children) position = { parentId: block.id, index: block.children.length };
    else if (parent) position = { parentId: parent.id, index: parent.children!.indexOf(block) + 1 };
  });
  return position;
}
