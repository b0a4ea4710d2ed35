import { describe, expect, it } from 'vitest';
import { generateFlow } from '../../testing/generateFlow';
import { FlowModel } from '../FlowModel';
import { flowDocumentSchema } from '../flowSchema';
import { createInitialFlow } from '../initialFlow';
import { connectCommand } from '../commands/connectCommand';
import { addNodesCommand } from '../commands/addNodesCommand';
import { applyPatch, applyPatches, PatchRejectedError } from './applyPatch';
import { concatPatches, invertPatch, type FlowPatch } from './flowPatch';
import { flowPatchSchema } from './flowPatchSchema';
import { connectionKey } from '../portKey';
import { canonicalDocument } from '../../testing/canonicalDocument';

const define = (id: number, x = 0) => ({ id, type: 'define' as const, x, y: 0, inputs: 1, outputs: 1, config: { fields: [] } });

describe('applyPatch on a document', () => {
  it('is pure and returns the patched document', () => {
    const flow = createInitialFlow();
    const patch: FlowPatch = { ops: [{ op: 'addNode', node: define(2) }, { op: 'connect', connection: { from: [1, 0], to: [2, 0] } }] };
    const next = applyPatch(flow, patch);
    expect(flow.nodes).toHaveLength(1);
    expect(next.nodes.map((n) => n.id)).toEqual([1, 2]);
    expect(next.connections).toEqual([{ from: [1, 0], to: [2, 0] }]);
    expect(applyPatch(next, invertPatch(patch))).toEqual(flow);
  });

  it('applies several patches (an autosave batch) and survives JSON', () => {
    const flow = createInitialFlow();
    const first: FlowPatch = { ops: [{ op: 'addNode', node: define(2) }] };
    const second: FlowPatch = { ops: [{ op: 'moveNode', id: 2, from: [0, 0], to: [40.5, 80] }] };
    const wire = JSON.parse(JSON.stringify([first, second])) as FlowPatch[];
    expect(wire.every((p) => flowPatchSchema.is(p))).toBe(true);
    const next = applyPatches(flow, wire);
    expect(next.nodes[1]).toMatchObject({ id: 2, x: 40.5, y: 80 });
    expect(flowDocumentSchema.is(next)).toBe(true);
  });
});

describe('flowPatchSchema', () => {
  it('rejects malformed wire patches', () => {
    expect(flowPatchSchema.is({ ops: [{ op: 'explode', id: 1 }] })).toBe(false);
    expect(flowPatchSchema.is({ ops: [{ op: 'moveNode', id: 1, from: [0], to: [1, 1] }] })).toBe(false);
    expect(flowPatchSchema.is({ ops: [{ op: 'connect', connection: { from: [1, 0] } }] })).toBe(false);
    expect(flowPatchSchema.is({ ops: [] })).toBe(true);
  });
});

describe('applyPatch on a model', () => {
  it('rejects an op whose expectation does not hold and leaves the model untouched', () => {
    const model = FlowModel.fromDocument(createInitialFlow());
    const before = model.toDocument();
    const patch: FlowPatch = {
      ops: [
        { op: 'addNode', node: define(2) },
        { op: 'connect', connection: { from: [1, 0], to: [2, 0] } },
        { op: 'moveNode', id: 2, from: [5, 5], to: [10, 10] },
      ],
    };
    expect(() => applyPatch(model, patch)).toThrow(PatchRejectedError);
    try {
      applyPatch(model, patch);
    } catch (error) {
      expect((error as PatchRejectedError).opIndex).toBe(2);
    }
    expect(model.toDocument()).toEqual(before);
    expect(model.connectionAtOutput(1, 0)).toBeUndefined();
  });

  it.each<[string, FlowPatch]>([
    ['duplicate id', { ops: [{ op: 'addNode', node: { ...define(1) } }] }],
    ['second entrypoint', { ops: [{ op: 'addNode', node: { ...createInitialFlow().nodes[0]!, id: 9 } }] }],
    ['unrounded position', { ops: [{ op: 'addNode', node: { ...define(2), x: 0.123 } }] }],
    ['invalid config', { ops: [{ op: 'addNode', node: { ...define(2), config: { fields: 'no' } } }] }],
    ['ports disagree with config', { ops: [{ op: 'addNode', node: { ...define(2), outputs: 2 } }] }],
    ['missing port', { ops: [{ op: 'addNode', node: define(2) }, { op: 'connect', connection: { from: [1, 1], to: [2, 0] } }] }],
    ['removing the entrypoint', { ops: [{ op: 'removeNode', node: createInitialFlow().nodes[0]! }] }],
    ['removing a connected node', { ops: [{ op: 'addNode', node: define(2) }, { op: 'connect', connection: { from: [1, 0], to: [2, 0] } }, { op: 'removeNode', node: define(2) }] }],
    ['unknown connection', { ops: [{ op: 'disconnect', connection: { from: [1, 0], to: [2, 0] } }] }],
  ])('rejects %s', (_, patch) => {
    const model = FlowModel.fromDocument(createInitialFlow());
    expect(() => applyPatch(model, patch)).toThrow(PatchRejectedError);
    expect(model.toDocument()).toEqual(createInitialFlow());
  });

  it('rejects a connection that closes a cycle', () => {
    const flow = createInitialFlow();
    flow.nodes.push(define(2), define(3));
    flow.connections.push({ from: [2, 0], to: [3, 0] });
    const model = FlowModel.fromDocument(flow);
    expect(() => applyPatch(model, { ops: [{ op: 'connect', connection: { from: [3, 0], to: [2, 0] } }] })).toThrow(/cycle/);
  });

  it('reports touched nodes and the connections whose curves moved', () => {
    const flow = createInitialFlow();
    flow.nodes.push(define(2), define(3));
    flow.connections.push({ from: [1, 0], to: [2, 0] }, { from: [2, 0], to: [3, 0] });
    const model = FlowModel.fromDocument(flow);
    const effects = applyPatch(model, { ops: [{ op: 'moveNode', id: 2, from: [0, 0], to: [80, 0] }] });
    expect([...effects.nodes]).toEqual([2]);
    expect([...effects.connections].sort()).toEqual([connectionKey(flow.connections[0]!), connectionKey(flow.connections[1]!)].sort());
  });
});

describe('patch round-trips', () => {
  it('patch then inverse restores a generated flow exactly', () => {
    const flow = generateFlow({ nodeCount: 300, seed: 7 });
    const model = FlowModel.fromDocument(flow);
    const { patch: added, ids } = addNodesCommand(model, [{ type: 'condition', x: 10, y: 20 }, { type: 'view', x: 300, y: 20 }]);
    applyPatch(model, added);
    const free = flow.nodes.find((n) => n.outputs > 0 && !model.connectionAtOutput(n.id, 0))!;
    const connect = connectCommand(model, [free.id, 0], [ids[0]!, 0]);
    applyPatch(model, connect);
    const both = concatPatches(added, connect);
    expect(applyPatch(flow, both)).toEqual(model.toDocument());
    applyPatch(model, invertPatch(both));
    expect(canonicalDocument(model.toDocument())).toEqual(canonicalDocument(flow));
  });

  it('collapses repeated moves of the same node', () => {
    const a: FlowPatch = { ops: [{ op: 'moveNode', id: 2, from: [0, 0], to: [1, 1] }] };
    const b: FlowPatch = { ops: [{ op: 'moveNode', id: 2, from: [1, 1], to: [5, 5] }, { op: 'moveNode', id: 3, from: [0, 0], to: [4, 4] }] };
    expect(concatPatches(a, b).ops).toEqual([
      { op: 'moveNode', id: 2, from: [0, 0], to: [5, 5] },
      { op: 'moveNode', id: 3, from: [0, 0], to: [4, 4] },
    ]);
  });
});
