import { validate } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { MAX_NODE_ID } from '../flowLimits';
import { flowStructureIssue } from '../flowStructure';
import { flowPatchSchema } from './flowPatchSchema';

const note = (id: number) => ({ id, type: 'note', x: 0, y: 0, inputs: 0, outputs: 0, config: {} });
const failurePath = (value: unknown) => validate(value, flowPatchSchema)[0]?.failures()[0]?.path.join('.');

describe('flowPatchSchema', () => {
  it('bounds node ids, port counts and coordinates like a stored node, naming the field inside the op', () => {
    expect(validate({ ops: [{ op: 'addNode', node: note(MAX_NODE_ID) }] }, flowPatchSchema)[0]).toBeUndefined();
    expect(failurePath({ ops: [{ op: 'addNode', node: note(MAX_NODE_ID + 1) }] })).toBe('ops.0.node.id');
    expect(failurePath({ ops: [{ op: 'moveNode', id: 2 ** 53, from: [0, 0], to: [1, 1] }] })).toBe('ops.0.id');
    expect(failurePath({ ops: [{ op: 'moveNode', id: 1, from: [0, 0], to: [Number.POSITIVE_INFINITY, 1] }] })).toBe('ops.0.to.0');
    const shape = { inputs: 0, outputs: 0, config: {} };
    expect(failurePath({ ops: [{ op: 'updateNode', id: 1, before: shape, after: { ...shape, outputs: 1e9 } }] })).toBe('ops.0.after.outputs');
    expect(failurePath({ ops: [{ op: 'teleport' }] })).toBe('ops.0.op');
    expect(failurePath({ ops: [null] })).toBe('ops.0');
  });

  it('matches the whole-document check on the largest node id', () => {
    expect(flowStructureIssue({ nodes: [note(MAX_NODE_ID)], connections: [] })).toBeNull();
    expect(flowStructureIssue({ nodes: [note(MAX_NODE_ID + 1)], connections: [] })).toMatchObject({ path: ['nodes', 0, 'id'] });
  });
});
