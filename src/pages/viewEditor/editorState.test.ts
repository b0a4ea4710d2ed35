import { describe, expect, it } from 'vitest';
import type { Block } from '../../../engine/model/view/blockTree';
import { updateBlock } from '../../../engine/model/view/blockCommands';
import { clampViewportWidth, draggedViewportWidth, HISTORY_DEPTH_MAX, insertPosition, keepSelection, pushEdit, redo, startHistory, undo } from './editorState';

const text = (id: number): Block => ({ id, type: 'text', config: { text: 'a' }, style: {} });
const tree: Block = {
  id: 1,
  type: 'container',
  config: {},
  style: {},
  children: [text(2), { id: 3, type: 'container', config: {}, style: {}, children: [text(4)] }],
};

describe('clampViewportWidth', () => {
  it('clamps to 320–9999 and rounds', () => {
    expect(clampViewportWidth(10)).toBe(320);
    expect(clampViewportWidth(100000)).toBe(9999);
    expect(clampViewportWidth('640.6')).toBe(640);
    expect(clampViewportWidth(767.5)).toBe(768);
  });
  it('returns null (auto) for a non-number', () => {
    expect(clampViewportWidth('abc')).toBeNull();
    expect(clampViewportWidth(Number.NaN)).toBeNull();
  });
});

describe('history of patches', () => {
  it('undoes and redoes edits by their inverse patches; a new edit drops redo', () => {
    const a = tree;
    const first = updateBlock(a, 1, { style: { padding: [1, 1] } });
    const second = updateBlock(first.root, 4, { config: { text: 'b' } });
    let history = pushEdit(pushEdit(startHistory(a), first), second);
    history = undo(history);
    expect(history.present).toEqual(first.root);
    // Only the undone path is copied: the first child is the very same object.
    expect(history.present.children![0]).toBe(a.children![0]);
    history = undo(history);
    expect(history.present).toEqual(a);
    expect(undo(history)).toBe(history);
    history = redo(history);
    expect(history.present).toEqual(first.root);
    history = pushEdit(history, updateBlock(history.present, 2, { config: { text: 'c' } }));
    expect(history.future).toEqual([]);
    expect(redo(history)).toBe(history);
  });
  it('an edit that changed nothing is not a step; a merged edit joins the last step', () => {
    const history = startHistory(tree);
    expect(pushEdit(history, updateBlock(tree, 2, { config: { text: 'a' } }))).toBe(history);
    let typed = pushEdit(history, updateBlock(tree, 2, { config: { text: 'ab' } }));
    typed = pushEdit(typed, updateBlock(typed.present, 2, { config: { text: 'abc' } }), true);
    expect(typed.past).toHaveLength(1);
    expect(typed.past[0]!.forward.ops).toHaveLength(1);
    expect(undo(typed).present).toEqual(tree);
  });
  it('keeps at most HISTORY_DEPTH_MAX steps', () => {
    let history = startHistory(tree);
    for (let step = 0; step <= HISTORY_DEPTH_MAX; step += 1) history = pushEdit(history, updateBlock(history.present, 2, { config: { text: String(step) } }));
    expect(history.past).toHaveLength(HISTORY_DEPTH_MAX);
    // Undoing every kept step does not give the opened tree back: the history says so (Cancel still asks).
    expect(history.trimmed).toBe(true);
    for (let step = 0; step < HISTORY_DEPTH_MAX; step += 1) history = undo(history);
    expect(history.past).toHaveLength(0);
    expect(history.trimmed).toBe(true);
    expect(startHistory(tree).trimmed).toBe(false);
  });
});

describe('dragged viewport width', () => {
  it('follows the edge of a centred screen and stays within 320–9999', () => {
    expect(draggedViewportWidth(800, 50)).toBe(900);
    expect(draggedViewportWidth(800, -400)).toBe(320);
    expect(draggedViewportWidth(9000, 1000)).toBe(9999);
  });
});

describe('selection and insert position', () => {
  it('keeps a selection only while the block exists', () => {
    expect(keepSelection(tree, 4)).toBe(4);
    expect(keepSelection(tree, 9)).toBeNull();
    expect(keepSelection(tree, null)).toBeNull();
  });
  it('inserts into a selected container, after a selected leaf, else at the root end', () => {
    expect(insertPosition(tree, null)).toEqual({ parentId: 1, index: 2 });
    expect(insertPosition(tree, 3)).toEqual({ parentId: 3, index: 1 });
    expect(insertPosition(tree, 2)).toEqual({ parentId: 1, index: 1 });
    expect(insertPosition(tree, 4)).toEqual({ parentId: 3, index: 1 });
  });
});
