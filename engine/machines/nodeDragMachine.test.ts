import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { FlowModel } from '../model/FlowModel';
import { History } from '../model/history/History';
import { commitPatch, undoStep } from '../model/commitPatch';
import { moveNodesCommand } from '../model/commands/moveNodesCommand';
import { generateFlow } from '../testing/generateFlow';
import { nodeDragMachine, type NodeDragEmitted } from './nodeDragMachine';

const at = (x: number, y: number, scale = 1) => ({ screen: { x, y }, world: { x: x / scale, y: y / scale } });

function start(canEdit = true, selection: number[] = []) {
  const actor = createActor(nodeDragMachine, { input: { canEdit, selection } }).start();
  const emitted: NodeDragEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  const selected = () => [...actor.getSnapshot().context.selection].sort((a, b) => a - b);
  return { actor, emitted, selected };
}

describe('nodeDragMachine', () => {
  it('a press and release within 5 px is a click that selects only that node', () => {
    const { actor, emitted, selected } = start(true, [1, 2]);
    actor.send({ type: 'NODE.DOWN', nodeId: 3, shift: false, ...at(100, 100) });
    actor.send({ type: 'POINTER.MOVE', ...at(103, 103) });
    actor.send({ type: 'POINTER.UP', ...at(103, 103) });
    expect(emitted).toEqual([{ type: 'node.click', nodeId: 3, shift: false }]);
    expect(selected()).toEqual([3]);
  });

  it('shift-click toggles', () => {
    const { actor, selected } = start(true, [1]);
    const click = (nodeId: number) => {
      actor.send({ type: 'NODE.DOWN', nodeId, shift: true, ...at(0, 0) });
      actor.send({ type: 'POINTER.UP', ...at(0, 0) });
    };
    click(2);
    expect(selected()).toEqual([1, 2]);
    click(1);
    expect(selected()).toEqual([2]);
    actor.send({ type: 'BACKGROUND.CLICK' });
    expect(selected()).toEqual([]);
  });

  it('moving 5 px or more drags the whole selection with world deltas', () => {
    const { actor, emitted } = start(true, [1, 2]);
    actor.send({ type: 'NODE.DOWN', nodeId: 2, shift: false, ...at(100, 100, 2) });
    actor.send({ type: 'POINTER.MOVE', ...at(104, 100, 2) });
    expect(emitted).toEqual([]);
    actor.send({ type: 'POINTER.MOVE', ...at(106, 100, 2) });
    actor.send({ type: 'POINTER.MOVE', ...at(120, 110, 2) });
    actor.send({ type: 'POINTER.UP', ...at(120, 110, 2) });
    expect(emitted).toEqual([
      { type: 'drag.start', ids: [1, 2] },
      { type: 'drag.move', ids: [1, 2], dx: 3, dy: 0, totalDx: 3, totalDy: 0 },
      { type: 'drag.move', ids: [1, 2], dx: 7, dy: 5, totalDx: 10, totalDy: 5 },
      { type: 'drag.end', ids: [1, 2], totalDx: 10, totalDy: 5 },
    ]);
  });

  it('dragging an unselected node drags it alone, or adds it with shift', () => {
    const plain = start(true, [1]);
    plain.actor.send({ type: 'NODE.DOWN', nodeId: 5, shift: false, ...at(0, 0) });
    plain.actor.send({ type: 'POINTER.MOVE', ...at(10, 0) });
    expect(plain.emitted[0]).toEqual({ type: 'drag.start', ids: [5] });
    const shifted = start(true, [1]);
    shifted.actor.send({ type: 'NODE.DOWN', nodeId: 5, shift: true, ...at(0, 0) });
    shifted.actor.send({ type: 'POINTER.MOVE', ...at(10, 0) });
    expect(shifted.emitted[0]).toEqual({ type: 'drag.start', ids: [1, 5] });
  });

  it('Escape cancels a drag; read-only never drags', () => {
    const { actor, emitted } = start(true);
    actor.send({ type: 'NODE.DOWN', nodeId: 5, shift: false, ...at(0, 0) });
    actor.send({ type: 'POINTER.MOVE', ...at(10, 0) });
    actor.send({ type: 'CANCEL' });
    expect(emitted.at(-1)).toEqual({ type: 'drag.cancel', ids: [5], totalDx: 10, totalDy: 0 });
    const readOnly = start(false);
    readOnly.actor.send({ type: 'NODE.DOWN', nodeId: 5, shift: false, ...at(0, 0) });
    readOnly.actor.send({ type: 'POINTER.MOVE', ...at(30, 0) });
    readOnly.actor.send({ type: 'POINTER.UP', ...at(30, 0) });
    expect(readOnly.emitted).toEqual([]);
    expect(readOnly.actor.getSnapshot().value).toBe('idle');
  });

  it('drives a grouped move: a drag of many nodes is one undo step', () => {
    const model = FlowModel.fromDocument(generateFlow({ nodeCount: 50, seed: 4 }));
    const history = new History();
    const ids = [10, 11, 12];
    const before = ids.map((id) => ({ ...model.getNode(id)! }));
    const { actor } = start(true, ids);
    actor.on('drag.start', () => history.beginGroup());
    actor.on('drag.move', (event) => commitPatch(model, history, moveNodesCommand(model, event.ids, event.dx, event.dy)));
    actor.on('drag.end', () => history.endGroup());
    actor.send({ type: 'NODE.DOWN', nodeId: 10, shift: false, ...at(0, 0) });
    for (let x = 1; x <= 40; x += 1) actor.send({ type: 'POINTER.MOVE', ...at(x, x / 2) });
    actor.send({ type: 'POINTER.UP', ...at(40, 20) });
    expect(model.getNode(11)).toMatchObject({ x: before[1]!.x + 40, y: before[1]!.y + 20 });
    expect(history.undoDepth).toBe(1);
    undoStep(model, history);
    ids.forEach((id, index) => expect(model.getNode(id)).toMatchObject({ x: before[index]!.x, y: before[index]!.y }));
  });

  it('forgets removed nodes', () => {
    const { actor, selected } = start(true, [1, 2, 3]);
    actor.send({ type: 'NODES.REMOVED', ids: [2] });
    expect(selected()).toEqual([1, 3]);
  });

  it('holds the active connection until a node click, background click or its removal', () => {
    const { actor } = start(true);
    const active = () => actor.getSnapshot().context.activeConnection;
    actor.send({ type: 'CONNECTION.CLICK', key: 4096 });
    expect(active()).toBe(4096);
    actor.send({ type: 'CONNECTIONS.REMOVED', keys: [8192] });
    expect(active()).toBe(4096);
    actor.send({ type: 'CONNECTIONS.REMOVED', keys: [4096] });
    expect(active()).toBeNull();
    actor.send({ type: 'CONNECTION.CLICK', key: 4096 });
    actor.send({ type: 'NODE.DOWN', nodeId: 2, shift: false, ...at(0, 0) });
    actor.send({ type: 'POINTER.UP', ...at(0, 0) });
    expect(active()).toBeNull();
    actor.send({ type: 'CONNECTION.CLICK', key: 4096 });
    actor.send({ type: 'BACKGROUND.CLICK' });
    expect(active()).toBeNull();
  });
});
