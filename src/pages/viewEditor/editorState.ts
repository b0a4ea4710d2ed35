// Pure state of the view editor (editor.md §4): an editor-local history of immutable block trees, the
// selection, where a new block goes, and the viewport width. No React; the components only call these.
import { forEachBlock, type Block } from '../../../engine/model/view/blockTree';

export const VIEWPORT_WIDTH_MIN = 320;
export const VIEWPORT_WIDTH_MAX = 9999;

/** Custom viewport width clamped to 320–9999 (editor.md §5); a non-number falls back to `auto` (null). */
export function clampViewportWidth(value: number | string): number | null {
  const width = typeof value === 'number' ? value : Number.parseInt(value, 10);
  if (!Number.isFinite(width)) return null;
  return Math.min(VIEWPORT_WIDTH_MAX, Math.max(VIEWPORT_WIDTH_MIN, Math.round(width)));
}

export interface EditorHistory {
  past: readonly Block[];
  present: Block;
  future: readonly Block[];
}

export function startHistory(root: Block): EditorHistory {
  return { past: [], present: root, future: [] };
}

/** One edit is one step; a new edit drops the redo branch. An unchanged tree is not a step. */
export function pushEdit(history: EditorHistory, root: Block): EditorHistory {
  if (root === history.present) return history;
  return { past: [...history.past, history.present], present: root, future: [] };
}

export function undo(history: EditorHistory): EditorHistory {
  const previous = history.past.at(-1);
  if (!previous) return history;
  return { past: history.past.slice(0, -1), present: previous, future: [history.present, ...history.future] };
}

export function redo(history: EditorHistory): EditorHistory {
  const [next, ...rest] = history.future;
  if (!next) return history;
  return { past: [...history.past, history.present], present: next, future: rest };
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
