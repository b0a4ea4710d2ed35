import { describe, expect, it } from 'vitest';
import { TestEditor } from '../../tests/harness/TestEditor';
import { createInitialFlow } from '../model/initialFlow';
import { testNode } from '../testing/testNode';
import type { FlowDocument } from '../model/flowTypes';

function flow(): FlowDocument {
  return { nodes: [createInitialFlow().nodes[0]!, testNode(2, 'await', 400, 0), testNode(3, 'await', 800, 0), testNode(4, 'note', 400, 400)], connections: [] };
}

describe('canvas input (pointer router host and DOM target)', () => {
  it('a Shift+box adds the boxed nodes to the selection already held, and the box disappears on release', () => {
    const t = new TestEditor(flow());
    t.click(420, 420);
    expect([...t.editor.selection()]).toEqual([4]);
    t.pointerDown(750, -50, { shift: true }).pointerMove(900, 60, { shift: true });
    expect(t.editor.interaction.selectionBox).not.toBeNull();
    t.pointerMove(1100, 120, { shift: true }).pointerUp(1100, 120, { shift: true });
    expect([...t.editor.selection()].sort()).toEqual([3, 4]);
    expect(t.editor.interaction.selectionBox).toBeNull();
  });

  it('hover follows the pointer and is cleared when the hovered node is deleted', () => {
    const t = new TestEditor(flow());
    t.pointerMove(500, 40);
    expect(t.editor.interaction.hoveredNode).toBe(2);
    t.click(500, 40).key('delete');
    expect(t.editor.model.hasNode(2)).toBe(false);
    expect(t.editor.interaction.hoveredNode).toBeNull();
  });

  it('a ghost started from the toolbar appears under the last pointer position', () => {
    const t = new TestEditor(flow());
    t.pointerMove(1000, 600);
    t.editor.startGhost('await');
    const ghost = t.editor.interaction.ghost!;
    expect(ghost.x + 120).toBeCloseTo(1000, 0);
    expect(ghost.y + 40).toBeCloseTo(600, 0);
  });
});
