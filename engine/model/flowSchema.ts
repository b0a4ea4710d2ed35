// Structural validation of a flow document; what the server checks before it stores a flow.
// Per-kind config schemas join this with the node kinds registry.
import { array, enums, integer, min, number, object, record, string, tuple, unknown, refine, type Infer } from 'superstruct';
import { NODE_TYPES, type FlowDocument } from './flowTypes';

const nodeId = min(integer(), 1);
const portIndex = min(integer(), 0);
const finite = refine(number(), 'finite', (value) => Number.isFinite(value) || 'must be a finite number');

export const flowNodeSchema = object({
  id: nodeId,
  type: enums(NODE_TYPES),
  x: finite,
  y: finite,
  inputs: portIndex,
  outputs: portIndex,
  config: record(string(), unknown()),
});

export const flowConnectionSchema = object({
  from: tuple([nodeId, portIndex]),
  to: tuple([nodeId, portIndex]),
});

/** Nodes and connections, with the document-wide rules: unique ids, one entrypoint, ports exist. */
export const flowDocumentSchema = refine(
  object({
    nodes: array(flowNodeSchema),
    connections: array(flowConnectionSchema),
  }),
  'flow-consistency',
  (flow) => flowConsistencyProblem(flow as FlowDocument) ?? true,
);

export type FlowDocumentInput = Infer<typeof flowDocumentSchema>;

/** The first document-wide rule the flow breaks, or null. */
export function flowConsistencyProblem(flow: FlowDocument): string | null {
  const byId = new Map<number, (typeof flow.nodes)[number]>();
  let entrypoints = 0;
  for (const node of flow.nodes) {
    if (byId.has(node.id)) return `node id ${node.id} is used twice`;
    byId.set(node.id, node);
    if (node.type === 'entrypoint') entrypoints += 1;
  }
  if (entrypoints !== 1) return `a flow has exactly one entrypoint node (found ${entrypoints})`;
  const usedOutputs = new Set<string>();
  const usedInputs = new Set<string>();
  for (const { from, to } of flow.connections) {
    const source = byId.get(from[0]);
    const target = byId.get(to[0]);
    if (!source) return `connection from unknown node ${from[0]}`;
    if (!target) return `connection to unknown node ${to[0]}`;
    if (from[1] >= source.outputs) return `node ${from[0]} has no output port ${from[1]}`;
    if (to[1] >= target.inputs) return `node ${to[0]} has no input port ${to[1]}`;
    if (from[0] === to[0]) return `node ${from[0]} cannot connect to itself`;
    const outKey = `${from[0]}:${from[1]}`;
    const inKey = `${to[0]}:${to[1]}`;
    if (usedOutputs.has(outKey)) return `output port ${outKey} has more than one connection`;
    if (usedInputs.has(inKey)) return `input port ${inKey} has more than one connection`;
    usedOutputs.add(outKey);
    usedInputs.add(inKey);
  }
  return null;
}
