import { describe, expect, it } from 'vitest';
import { array, object } from 'superstruct';
import { flowConnectionSchema, flowDocumentSchema, flowNodeSchema } from './flowSchema';
import { flowStructureProblem, isFlowConnectionShape, isFlowNodeShape } from './flowStructure';
import { createInitialFlow } from './initialFlow';

const reference = object({ nodes: array(flowNodeSchema), connections: array(flowConnectionSchema) });
const entry = createInitialFlow().nodes[0]!;

describe('flowStructureProblem', () => {
  it.each<[string, unknown]>([
    ['not an object', 42],
    ['extra top-level key', { nodes: [], connections: [], version: 1 }],
    ['nodes not an array', { nodes: {}, connections: [] }],
    ['id 0', { nodes: [{ ...entry, id: 0 }], connections: [] }],
    ['fractional id', { nodes: [{ ...entry, id: 1.5 }], connections: [] }],
    ['unknown type', { nodes: [{ ...entry, type: 'bogus' }], connections: [] }],
    ['infinite x', { nodes: [{ ...entry, x: Infinity }], connections: [] }],
    ['string y', { nodes: [{ ...entry, y: '1' }], connections: [] }],
    ['negative outputs', { nodes: [{ ...entry, outputs: -1 }], connections: [] }],
    ['too many ports', { nodes: [{ ...entry, outputs: 4096 }], connections: [] }],
    ['config missing', { nodes: [{ ...entry, config: undefined }], connections: [] }],
    ['extra node key', { nodes: [{ ...entry, label: 'x' }], connections: [] }],
    ['short port ref', { nodes: [entry], connections: [{ from: [1], to: [2, 0] }] }],
    ['extra connection key', { nodes: [entry], connections: [{ from: [1, 0], to: [2, 0], id: 3 }] }],
  ])('rejects %s like the superstruct schemas do', (_, value) => {
    expect(reference.is(value)).toBe(false);
    expect(flowStructureProblem(value)).not.toBeNull();
    expect(flowDocumentSchema.is(value)).toBe(false);
  });

  it('checks one node or connection (applyPatch) as flowNodeSchema and flowConnectionSchema do', () => {
    const nodes: unknown[] = [entry, { ...entry, id: 0 }, { ...entry, id: 1.5 }, { ...entry, type: 'bogus' }, { ...entry, x: Infinity }, { ...entry, y: '1' }, { ...entry, outputs: 4096 }, { ...entry, config: undefined }, { ...entry, config: [] }, { ...entry, label: 'x' }, null, 'node'];
    for (const node of nodes) expect(isFlowNodeShape(node), JSON.stringify(node)).toBe(flowNodeSchema.is(node));
    const connections: unknown[] = [{ from: [1, 0], to: [2, 0] }, { from: [1], to: [2, 0] }, { from: [1, 0, 0], to: [2, 0] }, { from: [1, 0], to: [2, 0], id: 3 }, { from: [0, 0], to: [2, 0] }, { from: [1, -1], to: [2, 0] }, [], null];
    for (const connection of connections) expect(isFlowConnectionShape(connection), JSON.stringify(connection)).toBe(flowConnectionSchema.is(connection));
  });

  it('accepts what the superstruct schemas accept', () => {
    const flow = { nodes: [entry], connections: [{ from: [1, 0], to: [2, 0] }] };
    expect(reference.is(flow)).toBe(true);
    expect(flowStructureProblem(flow)).toBeNull();
  });

  it('names the failing path', () => {
    expect(flowStructureProblem({ nodes: [entry, { ...entry, x: 'a' }], connections: [] })).toBe('nodes.1.x: expected a finite number');
  });
});
