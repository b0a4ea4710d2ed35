// The canvas by keyboard (issue 25), through the editor as the host drives it (tests/harness/TestEditor: Node, a
// recording renderer, simulated time): focus from node to node, the ring drawn while the canvas has focus, Enter,
// moves, a connection started and completed, multi-select, pan and zoom, a node placed from the keyboard.
import { describe, expect, it } from 'vitest';
import { TestEditor } from '../../tests/harness/TestEditor';
import type { FlowDocument } from '../model/flowTypes';
import { branchingFlow } from '../testing/branchingFlow';
import { testNode } from '../testing/testNode';
import { stateOf } from '../render/NodeLayer';
import { directionalNeighbour, directionalScore } from '../spatial/directionalNeighbour';

/**
 *        3 (redirect, up-right)
 * 1 → 2
 *        4 (define, down-right)     5 far right
 * 6 below 1
 */
function flow(): FlowDocument {
  return branchingFlow({ nodes: [testNode(5, 'redirect', 4000, 40, { url: 'https://b.example' }), testNode(6, 'define', 0, 400)] });
}

const focusKey = (direction: 'left' | 'right' | 'up' | 'down', extend = false) => ({ type: 'focus' as const, direction, extend });

function focused(t: TestEditor): number | null {
  return t.editor.keyboard.focused();
}

/** The editor with the canvas focused from the keyboard and, when given, focus on node `nodeId`. */
function focusedEditor(nodeId?: number): TestEditor {
  const t = new TestEditor(flow());
  t.editor.input.canvasFocus(true);
  if (nodeId !== undefined) t.editor.keyboard.focusNode(nodeId);
  return t;
}

/** What the editor says (its announce events), in order. */
function announcements(t: TestEditor): string[] {
  const said: string[] = [];
  t.editor.on('announce', ({ message }) => said.push(message));
  return said;
}

describe('directional neighbours', () => {
  it('scores straight ahead before off to the side, and nothing behind or level', () => {
    const box = (x: number, y: number) => ({ minX: x, minY: y, maxX: x + 100, maxY: y + 50 });
    expect(directionalScore(box(0, 0), box(200, 0), 'right')).toBe(100);
    expect(directionalScore(box(0, 0), box(200, 30), 'right')).toBe(160);
    expect(directionalScore(box(0, 0), box(-200, 0), 'right')).toBeNull();
    expect(directionalScore(box(0, 0), box(0, -100), 'up')).toBe(50);
    // Overlapping vertically: not above.
    expect(directionalScore(box(0, 0), box(300, -20), 'up')).toBeNull();
  });

  it('finds the nearest node that way through the index, however far', () => {
    const t = new TestEditor(flow());
    const { model, index } = t.editor;
    expect(directionalNeighbour(model, index, 1, 'right')).toBe(2);
    expect(directionalNeighbour(model, index, 1, 'down')).toBe(6);
    expect(directionalNeighbour(model, index, 1, 'left')).toBeNull();
    expect(directionalNeighbour(model, index, 2, 'up')).toBe(3);
    expect(directionalNeighbour(model, index, 3, 'down')).toBe(4);
    // 3,000 units away: found by growing the box.
    expect(directionalNeighbour(model, index, 4, 'right')).toBe(5);
  });
});

describe('keyboard canvas', () => {
  it('the canvas taking focus focuses a node (the selected one, else the one nearest the middle) and draws the ring only then', () => {
    const t = new TestEditor(flow());
    t.editor.select([2]);
    expect(stateOf(t.editor.interaction, 2).focused).toBe(false);
    t.editor.input.canvasFocus(true);
    expect(focused(t)).toBe(2);
    expect(stateOf(t.editor.interaction, 2).focused).toBe(true);
    t.editor.input.canvasFocus(false);
    expect(stateOf(t.editor.interaction, 2).focused).toBe(false);
    expect(focused(t)).toBe(2);
  });

  it('focus from a press redraws nothing (no ring to draw: a pan starting with that press stays a compositor move); the ring appearing, moving and going does', () => {
    const t = new TestEditor(flow());
    t.wait(1200);
    t.renderer.calls = [];
    t.editor.input.canvasFocus(true, false);
    expect(t.renderer.calls).not.toContain('states');
    t.key({ type: 'zoom-out' });
    expect(t.renderer.calls).toContain('states');
    t.renderer.calls = [];
    t.key(focusKey('right'));
    expect(t.renderer.calls).toContain('states');
    t.renderer.calls = [];
    t.editor.input.canvasFocus(false);
    expect(t.renderer.calls).toContain('states');
  });

  it('focus from a press (not the keyboard) shows no ring until a key is used, and never moves the view', () => {
    const t = new TestEditor(flow());
    t.wait(1200);
    const before = t.editor.viewport();
    t.editor.input.canvasFocus(true, false);
    t.wait(600);
    expect(t.editor.viewport()).toEqual(before);
    const id = focused(t)!;
    expect(id).not.toBeNull();
    expect(stateOf(t.editor.interaction, id).focused).toBe(false);
    t.key({ type: 'zoom-out' });
    expect(stateOf(t.editor.interaction, id).focused).toBe(true);
  });

  it('arrows move focus and selection spatially, Shift extends the selection, Space toggles, Home goes to the entrypoint', () => {
    const t = focusedEditor(1);
    t.key(focusKey('right'));
    expect([focused(t), [...t.editor.selection()]]).toEqual([2, [2]]);
    t.key(focusKey('right', true));
    expect(focused(t)).toBe(3);
    expect([...t.editor.selection()].sort()).toEqual([2, 3]);
    t.key({ type: 'toggle-selected' });
    expect([...t.editor.selection()]).toEqual([2]);
    t.key({ type: 'home' });
    expect([focused(t), [...t.editor.selection()]]).toEqual([1, [1]]);
  });

  it('a node far away is brought into view at the current zoom', () => {
    const t = focusedEditor(4);
    t.wait(600);
    const before = t.editor.viewport().scale;
    t.key(focusKey('right')).wait(600);
    expect(focused(t)).toBe(5);
    const view = t.editor.viewport();
    const node = t.node(5)!;
    expect(view.scale).toBe(before);
    const left = node.x * view.scale + view.offsetX;
    expect(left).toBeGreaterThanOrEqual(0);
    expect(left).toBeLessThan(view.width);
  });

  it('Enter opens the focused node; Alt+arrows move the selection a grid step as one undoable, saved edit', () => {
    const t = focusedEditor(2);
    const opened: number[] = [];
    t.editor.on('openNode', ({ nodeId }) => opened.push(nodeId));
    t.key({ type: 'activate' });
    expect(opened).toEqual([2]);
    t.key({ type: 'move', direction: 'right', large: false }).key({ type: 'move', direction: 'down', large: true });
    expect([t.node(2)!.x, t.node(2)!.y]).toEqual([440, 200]);
    t.key('undo');
    expect([t.node(2)!.x, t.node(2)!.y]).toEqual([440, 0]);
    t.wait(1100);
    expect(t.sentPatches().some((patch) => patch.ops.some((op) => op.op === 'moveNode' && op.id === 2))).toBe(true);
  });

  it('C starts a connection from the focused node, focus goes to the target, Enter connects; C again takes the next output', () => {
    const t = focusedEditor(2);
    const said = announcements(t);
    // The condition's first output: branch 1; C again: the default.
    t.key({ type: 'connect' });
    expect(t.editor.interaction.drawing?.start).toEqual({ nodeId: 2, side: 'output', port: 0 });
    t.key({ type: 'connect' });
    expect(t.editor.interaction.drawing?.start).toEqual({ nodeId: 2, side: 'output', port: 1 });
    expect(said.at(-1)).toMatch(/^Connecting from Condition #2 default \(output 2 of 2\)/);
    t.key(focusKey('right'));
    expect(focused(t)).toBe(3);
    // The loose end follows the focus to the target's input; the selection stays.
    expect(t.editor.interaction.drawing?.pointer).toEqual({ x: 800, y: -200 + 40 });
    expect([...t.editor.selection()]).toEqual([2]);
    t.key({ type: 'activate' });
    expect(t.editor.interaction.drawing).toBeNull();
    expect(t.editor.model.connectionAtOutput(2, 1)?.to).toEqual([3, 0]);
    expect([...t.editor.selection()]).toEqual([3]);
  });

  it('a connection to a node upstream is refused with the reason said; Escape cancels it', () => {
    const t = focusedEditor(2);
    const said = announcements(t);
    t.key({ type: 'connect' });
    t.key(focusKey('left'));
    expect(focused(t)).toBe(1);
    t.key({ type: 'activate' });
    expect(said.at(-1)).toBe('Entrypoint #1 cannot take this connection: it has no input.');
    expect(t.editor.interaction.drawing).not.toBeNull();
    t.key('cancel');
    expect(t.editor.interaction.drawing).toBeNull();
    expect(said.at(-1)).toBe('Connection cancelled.');
  });

  it('Tab follows the connections and the focus with it; pan and zoom keys move the view', () => {
    const t = focusedEditor(1);
    t.key('step-next');
    expect(focused(t)).toBe(2);
    t.wait(600);
    const before = t.editor.viewport();
    t.key({ type: 'pan', direction: 'right' }).wait(600);
    expect(t.editor.viewport().offsetX).toBeLessThan(before.offsetX);
    t.key({ type: 'zoom-in' }).wait(600);
    expect(t.editor.viewport().scale).toBeGreaterThan(before.scale);
  });

  it('a node placed from the keyboard lands right of the focused one, on a free spot, focused and selected', () => {
    const t = focusedEditor(2);
    const id = t.editor.keyboard.addNode('define');
    expect(id).not.toBeNull();
    const node = t.node(id!)!;
    // Right of the condition (400 + 240 + 80 = 720, on the grid) and clear of nodes 3 and 4.
    expect(node.x).toBe(720);
    expect(t.editor.index.nodeIdsIn({ minX: node.x, minY: node.y, maxX: node.x + 240, maxY: node.y + 80 })).toEqual([id]);
    expect([focused(t), [...t.editor.selection()]]).toEqual([id, [id]]);
  });

  it('a click selecting one node moves the keyboard focus to it; deleting the focused node clears the focus', () => {
    const t = focusedEditor();
    t.editor.select([4]);
    expect(focused(t)).toBe(4);
    t.key('delete');
    expect(t.node(4)).toBeUndefined();
    expect(focused(t)).toBeNull();
  });
});
