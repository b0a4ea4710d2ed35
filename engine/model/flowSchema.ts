// Validation of a flow document; what the server checks before it stores a flow.
// Structure, document-wide rules, each node's config against its kind (node kinds registry), port counts, no cycles.
import { define, enums, integer, max, min, number, object, record, string, tuple, unknown, refine, type Infer } from 'superstruct';
import { nodeOnCycle } from './flowCycle';
import { MAX_NODE_ID, MAX_PORTS_PER_NODE } from './flowLimits';
import { flowStructureIssue } from './flowStructure';
import { NODE_TYPES, type FlowDocument } from './flowTypes';
import { nodeProblem } from './kinds/validateNodeConfig';

/** A node id: 1 to MAX_NODE_ID. */
export const nodeId = max(min(integer(), 1), MAX_NODE_ID);
export const portIndex = max(min(integer(), 0), MAX_PORTS_PER_NODE - 1);
export const finite = refine(number(), 'finite', (value) => Number.isFinite(value) || 'must be a finite number');

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

/**
 * Nodes and connections, with the document-wide rules: unique ids, one entrypoint, ports exist and hold one
 * connection each, every config valid for its kind (save mode) with matching port counts, no cycles.
 */
export const flowDocumentSchema = refine(
  // Same rules as object({ nodes: array(flowNodeSchema), connections: array(flowConnectionSchema) }), hand-written for speed.
  define<FlowDocument>('FlowDocument', (value, context) => {
    const found = flowStructureIssue(value);
    if (!found) return true;
    // The failure names the field inside the document, below wherever the flow itself sits.
    return { path: [...context.path, ...found.path], type: found.rule, message: found.message };
  }),
  'flow-consistency',
  (flow) => flowDocumentProblem(flow as FlowDocument) ?? true,
);

/** The first rule of flowDocumentSchema's refinement the (structurally valid) flow breaks, or null. */
export function flowDocumentProblem(flow: FlowDocument): string | null {
  const structural = flowConsistencyProblem(flow);
  if (structural) return structural;
  for (const node of flow.nodes) {
    const problem = nodeProblem(node, 'save');
    if (problem) return problem;
  }
  const cyclic = nodeOnCycle(flow);
  return cyclic === null ? null : `node ${cyclic} is on a cycle`;
}

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
