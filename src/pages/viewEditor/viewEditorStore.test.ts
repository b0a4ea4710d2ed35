import { describe, expect, it } from 'vitest';
import { addBlock, removeBlock, updateBlock, UNASSIGNED_BLOCK_ID } from '../../../engine/model/view/blockCommands';
import type { Block } from '../../../engine/model/view/blockTree';
import { startViewEditor, viewEditorReducer } from './viewEditorStore';

const root: Block = {
  id: 1,
  type: 'container',
  config: {},
  style: {},
  children: [{ id: 2, type: 'text', config: { text: 'Hello' }, style: {} }],
};
const text = (state: ReturnType<typeof startViewEditor>) => state.history.present.children![0]!.config.text;

describe('view editor store', () => {
  it('makes one undo step of consecutive runs with the same coalesce key', () => {
    let state = startViewEditor(root);
    for (const value of ['H', 'Hi', 'Hi!']) state = viewEditorReducer(state, { type: 'run', command: (tree) => updateBlock(tree, 2, { config: { text: value } }), coalesce: '2:text' });
    expect(text(state)).toBe('Hi!');
    expect(state.history.past).toHaveLength(1);
    state = viewEditorReducer(state, { type: 'undo' });
    expect(text(state)).toBe('Hello');
    state = viewEditorReducer(state, { type: 'redo' });
    expect(text(state)).toBe('Hi!');
  });

  it('starts a new step after a selection change even with the same key', () => {
    let state = startViewEditor(root);
    state = viewEditorReducer(state, { type: 'run', command: (tree) => updateBlock(tree, 2, { config: { text: 'A' } }), coalesce: 'k' });
    state = viewEditorReducer(state, { type: 'select', id: 1 });
    state = viewEditorReducer(state, { type: 'run', command: (tree) => updateBlock(tree, 2, { config: { text: 'B' } }), coalesce: 'k' });
    expect(state.history.past).toHaveLength(2);
  });

  it('selects what a command makes active and drops a selection undo removed', () => {
    let state = startViewEditor(root);
    const button: Block = { id: UNASSIGNED_BLOCK_ID, type: 'button', config: { label: 'Go' }, style: {} };
    state = viewEditorReducer(state, { type: 'run', command: (tree) => addBlock(tree, 1, 1, button) });
    expect(state.selectedId).toBe(3);
    state = viewEditorReducer(state, { type: 'undo' });
    expect(state.selectedId).toBeNull();
  });

  it('changes nothing when a command is refused, and says why', () => {
    const state = startViewEditor(root);
    const next = viewEditorReducer(state, { type: 'run', command: (tree) => removeBlock(tree, 1) });
    expect(next.history).toBe(state.history);
    expect(next.refusal).toBe('root');
  });
});

describe('view editor store: steps are patches', () => {
  it('a coalesced run that changed nothing does not join an unrelated earlier step', () => {
    let state = startViewEditor(root);
    state = viewEditorReducer(state, { type: 'run', command: (tree) => updateBlock(tree, 2, { config: { text: 'A' } }) });
    state = viewEditorReducer(state, { type: 'run', command: (tree) => updateBlock(tree, 2, { config: { text: 'A' } }), coalesce: 'k' });
    state = viewEditorReducer(state, { type: 'run', command: (tree) => updateBlock(tree, 2, { config: { text: 'B' } }), coalesce: 'k' });
    expect(state.history.past).toHaveLength(2);
    state = viewEditorReducer(state, { type: 'undo' });
    expect(text(state)).toBe('A');
  });
});
