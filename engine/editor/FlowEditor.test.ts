import { describe, expect, it } from 'vitest';
import { flush, TestEditor } from '../../tests/harness/TestEditor';
import { createInitialFlow } from '../model/initialFlow';
import { getNodeKind } from '../model/kinds/nodeKindRegistry';
import type { FlowDocument, FlowNode, NodeType } from '../model/flowTypes';
import { connectionKey } from '../model/portKey';
import { SaveConflictError } from '../machines/saveMachine';

function node(id: number, type: NodeType, x: number, y: number): FlowNode {
  const kind = getNodeKind(type);
  const config = kind.defaultConfig(() => 0.5);
  return { id, type, x, y, ...kind.ports(config), config };
}

/** entrypoint 1 → await 2; await 3 alone. Await nodes are 240 × 80 with ports at mid-height. */
function threeNodes(): FlowDocument {
  const entry = createInitialFlow().nodes[0]!;
  return {
    nodes: [entry, node(2, 'await', 400, 0), node(3, 'await', 800, 0)],
    connections: [{ from: [1, 0], to: [2, 0] }],
  };
}

describe('FlowEditor', () => {
  it('places a node from the add-node ghost with a click, selects it and autosaves it after 1000 ms', async () => {
    const t = new TestEditor(createInitialFlow());
    t.editor.startGhost('redirect');
    expect(t.editor.getSnapshot().placing).toBe(true);
    t.pointerMove(520, 340).click(520, 340);
    expect(t.editor.getSnapshot()).toMatchObject({ placing: false, nodeCount: 2, save: 'draft', selectionCount: 1 });
    const placed = t.node(2)!;
    expect(placed.type).toBe('redirect');
    // centred on the pointer
    expect(placed.x + 120).toBeCloseTo(520, 1);
    expect([...t.editor.selection()]).toEqual([2]);
    expect(t.renderer.nodes.has(2)).toBe(true);

    t.wait(999);
    expect(t.saves).toHaveLength(0);
    t.wait(1);
    expect(t.editor.getSnapshot().save).toBe('pending');
    expect(t.saves[0]!.input.baseVersion).toBe(1);
    expect(t.saves[0]!.input.patches[0]!.ops[0]).toMatchObject({ op: 'addNode', node: { id: 2, type: 'redirect' } });
    t.saves[0]!.resolve({ version: 2 });
    await flush();
    expect(t.editor.getSnapshot()).toMatchObject({ save: 'saved', version: 2 });
  });

  it('snaps a placed ghost to the 40 px grid when snapping is on', () => {
    const t = new TestEditor(createInitialFlow(), { snap: true });
    t.editor.startGhost('note');
    t.click(333, 217);
    const placed = t.node(2)!;
    expect(placed.x % 40).toBe(0);
    expect(placed.y % 40).toBe(0);
  });

  it('connects two ports by pressing one and releasing on the other (from is the output side)', () => {
    const t = new TestEditor(threeNodes());
    t.drag({ x: 800, y: 40 }, { x: 640, y: 40 }); // input of 3 → output of 2
    expect(t.editor.model.connectionAtOutput(2, 0)?.to).toEqual([3, 0]);
    expect(t.editor.getSnapshot().connectionCount).toBe(2);
  });

  it('connects with two clicks, and disables the ports of related nodes so no cycle forms', () => {
    const t = new TestEditor(threeNodes());
    t.click(640, 40).click(800, 40); // output of 2, then input of 3
    expect(t.editor.model.connectionAtOutput(2, 0)?.to).toEqual([3, 0]);
    // From the output of 3, everything upstream (2, 1) is disabled: clicking the input of 2 cancels.
    t.click(1040, 40);
    expect([...t.editor.interaction.disabledNodes].sort()).toEqual([1, 2, 3]);
    expect(t.editor.interaction.drawing?.start).toEqual({ nodeId: 3, side: 'output', port: 0 });
    t.click(400, 40);
    expect(t.editor.model.connectionAtInput(2, 0)?.from).toEqual([1, 0]);
    expect(t.editor.getSnapshot().connectionCount).toBe(2);
  });

  it('releasing a drawn connection elsewhere cancels it', () => {
    const t = new TestEditor(threeNodes());
    t.drag({ x: 640, y: 40 }, { x: 700, y: 400 });
    expect(t.editor.interaction.drawing).toBeNull();
    expect(t.editor.getSnapshot().connectionCount).toBe(1);
  });

  it('drags the whole selection as one undo step and one autosave change', () => {
    const t = new TestEditor(threeNodes());
    t.click(500, 20).click(900, 20, { shift: true });
    expect([...t.editor.selection()].sort()).toEqual([2, 3]);
    t.drag({ x: 500, y: 20 }, { x: 550, y: 120 });
    expect(t.node(2)).toMatchObject({ x: 450, y: 100 });
    expect(t.node(3)).toMatchObject({ x: 850, y: 100 });
    expect(t.editor.history.undoDepth).toBe(1);
    expect(t.renderer.connections.has(connectionKey({ from: [1, 0], to: [2, 0] }))).toBe(true);
    t.wait(1000);
    expect(t.saves).toHaveLength(1);
    expect(t.saves[0]!.input.patches).toEqual([
      {
        ops: [
          { op: 'moveNode', id: 2, from: [400, 0], to: [450, 100] },
          { op: 'moveNode', id: 3, from: [800, 0], to: [850, 100] },
        ],
      },
    ]);
    t.key('undo');
    expect(t.node(2)).toMatchObject({ x: 400, y: 0 });
    t.key('redo');
    expect(t.node(3)).toMatchObject({ x: 850, y: 100 });
  });

  it('snaps the pressed node to the grid while dragging', () => {
    const t = new TestEditor(threeNodes(), { snap: true });
    t.drag({ x: 500, y: 20 }, { x: 517, y: 47 });
    expect(t.node(2)).toMatchObject({ x: 400, y: 40 });
  });

  it('a press that moves less than 5 px selects without moving', () => {
    const t = new TestEditor(threeNodes());
    const start = t.screen(500, 20);
    t.editor.input.pointerDown({ ...start, shift: false, mod: false, button: 0 });
    t.editor.input.pointerMove({ x: start.x + 3, y: start.y, shift: false, mod: false, button: 0 });
    t.editor.input.pointerUp({ x: start.x + 3, y: start.y, shift: false, mod: false, button: 0 });
    expect(t.node(2)).toMatchObject({ x: 400, y: 0 });
    expect([...t.editor.selection()]).toEqual([2]);
  });

  it('Delete removes the selected nodes and the active connection, never the entrypoint', () => {
    const t = new TestEditor(threeNodes());
    t.click(100, 20).click(900, 20, { shift: true });
    t.key('delete');
    expect(t.editor.model.hasNode(1)).toBe(true);
    expect(t.editor.model.hasNode(3)).toBe(false);
    // click the connection between 1 and 2 (a horizontal curve at y = 40), then delete it
    t.click(300, 40);
    expect(t.editor.interaction.activeConnection).toBe(connectionKey({ from: [1, 0], to: [2, 0] }));
    t.key('delete');
    expect(t.editor.getSnapshot().connectionCount).toBe(0);
    expect(t.editor.interaction.activeConnection).toBeNull();
    t.key('undo');
    expect(t.editor.getSnapshot().connectionCount).toBe(1);
  });

  it('Shift+drag on the background selects the nodes in the box', () => {
    const t = new TestEditor(threeNodes());
    t.drag({ x: 350, y: -50 }, { x: 1100, y: 120 }, { shift: true });
    expect([...t.editor.selection()].sort()).toEqual([2, 3]);
    expect(t.editor.interaction.selectionBox).toBeNull();
  });

  it('copies and pastes a node as a ghost that a click places; the entrypoint is not copyable', () => {
    const t = new TestEditor(threeNodes());
    t.click(100, 20);
    expect(t.editor.copy()).toBe(false);
    t.click(500, 20).key('copy').pointerMove(600, 400).key('paste');
    expect(t.editor.getSnapshot().placing).toBe(true);
    t.click(600, 400);
    expect(t.node(4)).toMatchObject({ type: 'await', config: t.node(2)!.config });
    t.click(500, 20).key('cut');
    expect(t.editor.model.hasNode(2)).toBe(false);
  });

  it('copies a multi-selection with its inner connections through text and pastes it into another flow as one undo step', () => {
    const doc = threeNodes();
    doc.connections.push({ from: [2, 0], to: [3, 0] });
    const source = new TestEditor(doc);
    source.click(500, 20).click(900, 20, { shift: true });
    const text = source.editor.copyToText()!;
    expect(text).toContain('widget-studio/flow-fragment');

    const target = new TestEditor(createInitialFlow());
    const refusals: string[] = [];
    target.editor.on('refused', ({ reason }) => refusals.push(reason));
    expect(target.editor.pasteText('plain words')).toBe(false);
    expect(target.editor.pasteText(text.replace('"dx":0', '"dx":"left"'))).toBe(true);
    expect(refusals).toHaveLength(1);
    expect(target.editor.getSnapshot().placing).toBe(false);

    target.pointerMove(600, 400);
    expect(target.editor.pasteText(text)).toBe(true);
    target.click(600, 400);
    expect(target.editor.getSnapshot()).toMatchObject({ nodeCount: 3, selectionCount: 2 });
    // centred on the pointer: the pair spans 640 × 80
    expect(target.node(2)).toMatchObject({ type: 'await', x: 280, y: 360 });
    expect(target.node(3)).toMatchObject({ type: 'await', x: 680, y: 360 });
    expect(target.editor.model.connectionAtOutput(2, 0)?.to).toEqual([3, 0]);
    target.editor.undo();
    expect(target.editor.getSnapshot().nodeCount).toBe(1);

    const readOnly = new TestEditor(createInitialFlow(), { canEdit: false });
    expect(readOnly.editor.pasteText(text)).toBe(false);
    expect(source.editor.cutToText()).toBe(text);
    expect(source.editor.getSnapshot().nodeCount).toBe(1);
  });

  it('Escape cancels the ghost, then the drawing, then the selection', () => {
    const t = new TestEditor(threeNodes());
    t.editor.startGhost('view');
    t.key('cancel');
    expect(t.editor.getSnapshot().placing).toBe(false);
    t.click(640, 40).key('cancel');
    expect(t.editor.interaction.drawing).toBeNull();
    t.click(500, 20).key('cancel');
    expect(t.editor.getSnapshot().selectionCount).toBe(0);
  });

  it('read-only: no add, move, delete or connect; pan and select still work', () => {
    const t = new TestEditor(threeNodes(), { canEdit: false });
    t.editor.startGhost('redirect');
    expect(t.editor.getSnapshot().placing).toBe(false);
    t.drag({ x: 500, y: 20 }, { x: 600, y: 200 });
    expect(t.node(2)).toMatchObject({ x: 400, y: 0 });
    t.click(640, 40).click(800, 40);
    expect(t.editor.getSnapshot().connectionCount).toBe(1);
    t.click(900, 20).key('delete');
    expect(t.editor.model.hasNode(3)).toBe(true);
    expect([...t.editor.selection()]).toEqual([3]);
    const before = t.editor.viewport();
    t.drag({ x: 600, y: 400 }, { x: 500, y: 300 });
    expect(t.editor.viewport().offsetX).not.toBe(before.offsetX);
  });

  it('wheel scrolls, Ctrl+wheel zooms 5 % around the cursor, toolbar zooms ×1.1', () => {
    const t = new TestEditor(threeNodes());
    const before = t.editor.viewport();
    t.editor.input.wheel({ type: 'WHEEL', x: 100, y: 100, deltaX: 0, deltaY: 50, zoom: false });
    expect(t.editor.viewport().offsetY).toBeCloseTo(before.offsetY - 50);
    t.editor.input.wheel({ type: 'WHEEL', x: 100, y: 100, deltaX: 0, deltaY: -10, zoom: true });
    expect(t.editor.viewport().scale).toBeCloseTo(before.scale * 1.05);
    t.editor.zoomIn();
    expect(t.editor.viewport().scale).toBeCloseTo(before.scale * 1.05 * 1.1);
  });

  it('a 409 puts the save in conflict and sends nothing more', async () => {
    const t = new TestEditor(threeNodes());
    t.click(500, 20).key('delete').wait(1000);
    t.saves[0]!.reject(new SaveConflictError());
    await flush();
    expect(t.editor.getSnapshot().save).toBe('conflict');
    t.click(900, 20).key('delete').wait(2000);
    expect(t.saves).toHaveLength(1);
  });

  it('publishes only when saved and allowed, and reports the result', async () => {
    const t = new TestEditor(threeNodes());
    const events: string[] = [];
    t.editor.on('published', () => events.push('published'));
    expect(t.editor.getSnapshot().publishEnabled).toBe(true);
    t.click(900, 20).key('delete');
    expect(t.editor.getSnapshot().publishEnabled).toBe(false);
    t.wait(1000);
    t.saves[0]!.resolve({ version: 2 });
    await flush();
    t.editor.publish();
    expect(t.editor.getSnapshot().publish).toBe('pending');
    t.publishes[0]!.resolve();
    await flush();
    expect(events).toEqual(['published']);
    expect(t.editor.getSnapshot().publish).toBe('done');
    t.wait(2000);
    expect(t.editor.getSnapshot().publish).toBe('idle');
  });

  it('double-click on a node asks the host to open it; hovering sets the cursor', () => {
    const t = new TestEditor(threeNodes());
    const opened: number[] = [];
    const cursors: string[] = [];
    t.editor.on('openNode', ({ nodeId }) => opened.push(nodeId));
    t.editor.on('cursor', (cursor) => cursors.push(cursor));
    const at = t.screen(500, 20);
    t.editor.input.doubleClick({ ...at, shift: false, mod: false, button: 0 });
    expect(opened).toEqual([2]);
    t.pointerMove(300, 40);
    expect(t.editor.interaction.hoveredConnection).not.toBeNull();
    expect(cursors.at(-1)).toBe('pointer');
    t.pointerMove(300, 600);
    expect(cursors.at(-1)).toBe('grab');
  });

  it('the first resize fits the nodes (at once)', () => {
    const t = new TestEditor(threeNodes());
    const view = t.editor.viewport();
    const left = t.editor.worldToScreen(0, 0);
    const right = t.editor.worldToScreen(1040, 80);
    expect(view.scale).toBeLessThanOrEqual(1.5);
    expect(left.x).toBeGreaterThanOrEqual(199);
    expect(right.x).toBeLessThanOrEqual(801);
  });
  it('updates a node config from the edit modal: ports follow, dropped connections go, one undo restores both', () => {
    const doc = threeNodes();
    const split = { ...node(4, 'ab_testing', 400, 300), outputs: 3, config: { weights: [34, 33, 33], sticky: false } };
    doc.nodes.push(split, node(5, 'await', 800, 300));
    doc.connections.push({ from: [4, 2], to: [5, 0] });
    const t = new TestEditor(doc);
    expect(t.editor.updateNodeConfig(4, { weights: [50, 50], sticky: true })).toBe(true);
    expect(t.node(4)).toMatchObject({ outputs: 2, config: { weights: [50, 50], sticky: true } });
    expect(t.editor.model.connectionAtOutput(4, 2)).toBeUndefined();
    t.editor.undo();
    expect(t.node(4)).toMatchObject({ outputs: 3, config: { weights: [34, 33, 33], sticky: false } });
    expect(t.editor.model.connectionAtOutput(4, 2)).toBeDefined();
    expect(t.editor.updateNodeConfig(99, {})).toBe(false);
  });

  it('refuses config edits when read-only', () => {
    const t = new TestEditor(threeNodes(), { canEdit: false });
    expect(t.editor.updateNodeConfig(2, { trigger: 'delay' })).toBe(false);
  });
});
