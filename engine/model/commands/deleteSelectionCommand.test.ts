import { describe, expect, it } from 'vitest';
import { FlowModel } from '../FlowModel';
import { createInitialFlow } from '../initialFlow';
import { applyPatch } from '../patch/applyPatch';
import { connectionKey } from '../portKey';
import { copyFragment } from '../clipboard';
import { deleteSelectionCommand } from './deleteSelectionCommand';

function setup() {
  const flow = createInitialFlow();
  for (const id of [2, 3, 4]) flow.nodes.push({ id, type: 'define', x: id * 300, y: 0, inputs: 1, outputs: 1, config: { fields: [{ key: 'k', value: 'v' }] } });
  flow.connections.push({ from: [1, 0], to: [2, 0] }, { from: [2, 0], to: [3, 0] }, { from: [3, 0], to: [4, 0] });
  return FlowModel.fromDocument(flow);
}

describe('deleteSelectionCommand', () => {
  it('removes the active connection and the selected nodes in one patch', () => {
    const model = setup();
    const patch = deleteSelectionCommand(model, [4, 1], connectionKey({ from: [1, 0], to: [2, 0] }));
    applyPatch(model, patch);
    expect([...model.nodes()].map((n) => n.id)).toEqual([1, 2, 3]);
    expect(model.connectionCount).toBe(1);
    expect(model.connectionAtOutput(2, 0)?.to).toEqual([3, 0]);
  });

  it('does not disconnect twice when the active connection belongs to a removed node', () => {
    const model = setup();
    const patch = deleteSelectionCommand(model, [3], connectionKey({ from: [2, 0], to: [3, 0] }));
    expect(patch.ops.filter((op) => op.op === 'disconnect')).toHaveLength(2);
    applyPatch(model, patch);
    expect(model.connectionCount).toBe(1);
  });
});

describe('copyFragment', () => {
  it('copies a deep clone of the config, never the entrypoint', () => {
    const model = setup();
    const fragment = copyFragment(model, [2])!;
    expect(fragment.nodes).toEqual([{ type: 'define', config: { fields: [{ key: 'k', value: 'v' }] }, dx: 0, dy: 0 }]);
    expect(fragment.nodes[0]!.config.fields).not.toBe(model.getNode(2)!.config.fields);
    expect(copyFragment(model, [1])).toBeNull();
    expect(copyFragment(model, [99])).toBeNull();
  });
});
