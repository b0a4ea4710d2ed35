import { beforeEach, describe, expect, it } from 'vitest';
import { FlowModel } from '../FlowModel';
import { createInitialFlow } from '../initialFlow';
import { applyPatch } from '../patch/applyPatch';
import { invertPatch } from '../patch/flowPatch';
import { flowDocumentSchema } from '../flowSchema';
import { addNodesCommand } from './addNodesCommand';
import { CommandRefusedError } from './CommandRefusedError';
import { connectCommand } from './connectCommand';
import { disconnectCommand } from './disconnectCommand';
import { moveNodesCommand } from './moveNodesCommand';
import { removeNodesCommand } from './removeNodesCommand';
import { updateNodeConfigCommand } from './updateNodeConfigCommand';
import { connectionKey } from '../portKey';
import { canonicalDocument } from '../../testing/canonicalDocument';

let model: FlowModel;

/** entry(1) -> ab(2) -[0]-> define(3), -[1]-> define(4) */
beforeEach(() => {
  model = FlowModel.fromDocument(createInitialFlow());
  const { patch } = addNodesCommand(model, [
    { type: 'ab_testing', x: 300, y: 0 },
    { type: 'define', x: 600, y: 0 },
    { type: 'define', x: 600, y: 200 },
  ]);
  applyPatch(model, patch);
  applyPatch(model, connectCommand(model, [1, 0], [2, 0]));
  applyPatch(model, connectCommand(model, [2, 0], [3, 0]));
  applyPatch(model, connectCommand(model, [2, 1], [4, 0]));
});

function roundTrip(run: () => ReturnType<typeof moveNodesCommand>) {
  const before = canonicalDocument(model.toDocument());
  const patch = run();
  applyPatch(model, patch);
  const after = canonicalDocument(model.toDocument());
  expect(flowDocumentSchema.validate(after)[0]?.message).toBeUndefined();
  applyPatch(model, invertPatch(patch));
  expect(canonicalDocument(model.toDocument())).toEqual(before);
  applyPatch(model, patch);
  expect(canonicalDocument(model.toDocument())).toEqual(after);
  return after;
}

describe('commands', () => {
  it('adds nodes with consecutive fresh ids, default configs and rounded positions', () => {
    const { patch, ids } = addNodesCommand(model, [{ type: 'note', x: 1.005, y: 2.3333 }, { type: 'condition', x: 0, y: 0 }]);
    expect(ids).toEqual([5, 6]);
    const after = roundTrip(() => patch);
    expect(after.nodes.find((n) => n.id === 5)).toMatchObject({ type: 'note', x: 1, y: 2.33, inputs: 0, outputs: 0 });
    expect(after.nodes.find((n) => n.id === 6)).toMatchObject({ inputs: 1, outputs: 2 });
    expect(() => addNodesCommand(model, [{ type: 'entrypoint', x: 0, y: 0 }])).toThrow(CommandRefusedError);
  });

  it('removes nodes with their connections but never the entrypoint', () => {
    const after = roundTrip(() => removeNodesCommand(model, [2, 1]));
    expect(after.nodes.map((n) => n.id)).toEqual([1, 3, 4]);
    expect(after.connections).toEqual([]);
  });

  it('moves nodes by a rounded delta', () => {
    const after = roundTrip(() => moveNodesCommand(model, [3, 4], 10.556, -5));
    expect(after.nodes.find((n) => n.id === 3)).toMatchObject({ x: 610.56, y: -5 });
    expect(moveNodesCommand(model, [3], 0, 0).ops).toEqual([]);
  });

  it('connecting replaces the older connections on both ports', () => {
    applyPatch(model, addNodesCommand(model, [{ type: 'define', x: 900, y: 0 }]).patch);
    applyPatch(model, connectCommand(model, [3, 0], [5, 0]));
    const after = roundTrip(() => connectCommand(model, [2, 1], [5, 0]));
    expect(after.connections).toEqual(
      expect.arrayContaining([
        { from: [1, 0], to: [2, 0] },
        { from: [2, 0], to: [3, 0] },
        { from: [2, 1], to: [5, 0] },
      ]),
    );
    expect(after.connections).toHaveLength(3);
    expect(connectCommand(model, [2, 1], [5, 0]).ops).toEqual([]);
  });

  it('refuses cycles, self-links and missing ports', () => {
    applyPatch(model, addNodesCommand(model, [{ type: 'define', x: 900, y: 0 }]).patch);
    applyPatch(model, connectCommand(model, [3, 0], [5, 0]));
    expect(() => connectCommand(model, [5, 0], [2, 0])).toThrow(/cycle/);
    expect(() => connectCommand(model, [3, 0], [3, 0])).toThrow(/cycle/);
    expect(() => connectCommand(model, [2, 2], [5, 0])).toThrow(/no output/);
    expect(() => connectCommand(model, [1, 0], [1, 0])).toThrow(CommandRefusedError);
  });

  it('disconnects by connection key', () => {
    const after = roundTrip(() => disconnectCommand(model, connectionKey({ from: [2, 0], to: [3, 0] })));
    expect(after.connections).toHaveLength(2);
    expect(disconnectCommand(model, 999_999).ops).toEqual([]);
  });

  it('updating a config recounts ports and drops connections to ports that went away, in one patch', () => {
    applyPatch(model, connectCommand(model, [2, 1], [4, 0]));
    const three = updateNodeConfigCommand(model, 2, { weights: [34, 33, 33], sticky: false });
    applyPatch(model, three);
    expect(model.getNode(2)!.outputs).toBe(3);
    applyPatch(model, addNodesCommand(model, [{ type: 'define', x: 900, y: 0 }]).patch);
    applyPatch(model, connectCommand(model, [2, 2], [5, 0]));
    const patch = updateNodeConfigCommand(model, 2, { weights: [50, 50], sticky: true });
    expect(patch.ops.map((op) => op.op)).toEqual(['disconnect', 'updateNode']);
    const after = roundTrip(() => patch);
    expect(after.nodes.find((n) => n.id === 2)!.outputs).toBe(2);
    expect(after.connections.some((c) => c.to[0] === 5)).toBe(false);
    expect(after.connections.some((c) => c.to[0] === 4)).toBe(true);
  });

  it('an invalid config is refused when the patch applies', () => {
    const patch = updateNodeConfigCommand(model, 2, { weights: [60, 60], sticky: false });
    expect(() => applyPatch(model, patch)).toThrow(/weights-sum/);
    expect(model.getNode(2)!.outputs).toBe(2);
  });
});
