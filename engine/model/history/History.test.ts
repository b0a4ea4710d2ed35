import { describe, expect, it } from 'vitest';
import { FlowModel } from '../FlowModel';
import { createInitialFlow } from '../initialFlow';
import { commitPatch, redoStep, undoStep } from '../commitPatch';
import { addNodesCommand } from '../commands/addNodesCommand';
import { moveNodesCommand } from '../commands/moveNodesCommand';
import { History } from './History';

function setup(maxDepth = 100) {
  const model = FlowModel.fromDocument(createInitialFlow());
  const history = new History(maxDepth);
  commitPatch(model, history, addNodesCommand(model, [{ type: 'define', x: 0, y: 100 }, { type: 'define', x: 300, y: 100 }]).patch);
  return { model, history };
}

describe('History', () => {
  it('undoes and redoes steps', () => {
    const { model, history } = setup();
    commitPatch(model, history, moveNodesCommand(model, [2], 40, 0));
    expect(model.getNode(2)!.x).toBe(40);
    expect(undoStep(model, history)?.patch.ops[0]).toEqual({ op: 'moveNode', id: 2, from: [40, 100], to: [0, 100] });
    expect(model.getNode(2)!.x).toBe(0);
    undoStep(model, history);
    expect(model.nodeCount).toBe(1);
    expect(undoStep(model, history)).toBeNull();
    redoStep(model, history);
    redoStep(model, history);
    expect(model.getNode(2)!.x).toBe(40);
    expect(history.canRedo).toBe(false);
  });

  it('a new edit clears redo', () => {
    const { model, history } = setup();
    commitPatch(model, history, moveNodesCommand(model, [2], 40, 0));
    undoStep(model, history);
    commitPatch(model, history, moveNodesCommand(model, [3], 40, 0));
    expect(history.canRedo).toBe(false);
    expect(history.undoDepth).toBe(2);
  });

  it('groups a drag of many nodes over many moves into one small step', () => {
    const { model, history } = setup();
    history.beginGroup();
    for (let step = 0; step < 10; step += 1) commitPatch(model, history, moveNodesCommand(model, [2, 3], 4, 8));
    history.endGroup();
    expect(history.undoDepth).toBe(2);
    const undo = undoStep(model, history)!;
    expect(undo.patch.ops).toHaveLength(2);
    expect(model.getNode(2)).toMatchObject({ x: 0, y: 100 });
    expect(model.getNode(3)).toMatchObject({ x: 300, y: 100 });
  });

  it('keeps at most maxDepth steps', () => {
    const { model, history } = setup(3);
    for (let step = 0; step < 5; step += 1) commitPatch(model, history, moveNodesCommand(model, [2], 40, 0));
    expect(history.undoDepth).toBe(3);
    while (undoStep(model, history));
    expect(model.getNode(2)!.x).toBe(80);
  });
});
