import { describe, expect, it } from 'vitest';
import { TestEditor } from '../../tests/harness/TestEditor';
import { testNode } from '../testing/testNode';
import type { FlowDocument } from '../model/flowTypes';
import { noteWidthAt } from './NoteResizeSession';

function flow(): FlowDocument {
  return { nodes: [testNode(1, 'entrypoint', 0, 0), testNode(2, 'note', 400, 0, { width: 200, text: 'Hello' })], connections: [] };
}

describe('note resize', () => {
  it('clamps the width to 150–640 in whole units', () => {
    const note = testNode(2, 'note', 400, 0);
    expect(noteWidthAt(note, 700.4)).toBe(300);
    expect(noteWidthAt(note, 420)).toBe(150);
    expect(noteWidthAt(note, 5000)).toBe(640);
  });

  it('dragging the right edge resizes the note live, as ONE undo step and one autosave change', () => {
    const t = new TestEditor(flow());
    t.drag({ x: 598, y: 60 }, { x: 748, y: 60 });
    expect(t.node(2)!.config.width).toBe(350);
    expect(t.node(2)!.x).toBe(400);
    expect(t.editor.index.nodeBox(2)!.maxX).toBe(750);
    t.wait(1100);
    const patches = t.sentPatches();
    expect(patches).toHaveLength(1);
    expect(patches[0]!.ops).toEqual([
      { op: 'updateNode', id: 2, before: { inputs: 0, outputs: 0, config: { width: 200, text: 'Hello', color: 'neutral' } }, after: { inputs: 0, outputs: 0, config: { width: 350, text: 'Hello', color: 'neutral' } } },
    ]);
    t.editor.undo();
    expect(t.node(2)!.config.width).toBe(200);
    t.editor.redo();
    expect(t.node(2)!.config.width).toBe(350);
  });

  it('a press inside the note (not on the edge) drags it; read-only canvases do not resize', () => {
    const t = new TestEditor(flow());
    t.drag({ x: 450, y: 60 }, { x: 550, y: 60 });
    expect(t.node(2)!.config.width).toBe(200);
    expect(t.node(2)!.x).toBe(500);
    const readOnly = new TestEditor(flow(), { canEdit: false });
    readOnly.drag({ x: 598, y: 60 }, { x: 748, y: 60 });
    expect(readOnly.node(2)!.config.width).toBe(200);
  });

  it('clamps while dragging and cancelling puts the width back', () => {
    const t = new TestEditor(flow());
    t.pointerDown(598, 60).pointerMove(2000, 60);
    expect(t.node(2)!.config.width).toBe(640);
    t.editor.input.pointerCancel();
    expect(t.node(2)!.config.width).toBe(200);
    expect(t.editor.getSnapshot().canUndo).toBe(false);
  });
});
