import { describe, expect, it } from 'vitest';
import type { Block } from '../../../engine/model/view/blockTree';
import { clampViewportWidth, insertPosition, keepSelection, pushEdit, redo, startHistory, undo } from './editorState';

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

describe('history', () => {
  it('undoes and redoes edits, a new edit drops redo', () => {
    const a = tree;
    const b = { ...tree, style: { padding: 1 } };
    const c = { ...tree, style: { padding: 2 } };
    let history = pushEdit(pushEdit(startHistory(a), b), c);
    history = undo(history);
    expect(history.present).toBe(b);
    history = undo(history);
    expect(history.present).toBe(a);
    expect(undo(history)).toBe(history);
    history = redo(history);
    expect(history.present).toBe(b);
    history = pushEdit(history, c);
    expect(history.future).toEqual([]);
    expect(redo(history)).toBe(history);
  });
  it('an unchanged tree is not a step', () => {
    const history = startHistory(tree);
    expect(pushEdit(history, tree)).toBe(history);
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
