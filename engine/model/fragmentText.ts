// The system clipboard's form of a fragment: JSON text tagged with a format name, so pasting in another tab or
// another widget's flow works, and any other text on the clipboard is recognised as not ours. Parsing validates
// like a save: known user-managed kinds, every config valid for its kind, ports that exist, one connection per
// port, no cycle.
import { array, enums, integer, literal, min, number, object, record, string, tuple, unknown } from 'superstruct';
import type { FlowFragment } from './clipboard';
import { nodeOnCycle } from './flowCycle';
import { NODE_TYPES, type FlowDocument, type FlowNode } from './flowTypes';
import { getNodeKind } from './kinds/nodeKindRegistry';
import { nodeProblem } from './kinds/validateNodeConfig';

export const FRAGMENT_FORMAT = 'widget-studio/flow-fragment';
/** A paste larger than this is refused (a fragment is a selection, not a whole flow's import). */
export const FRAGMENT_MAX_NODES = 10_000;

const index = min(integer(), 0);
const fragmentTextSchema = object({
  format: literal(FRAGMENT_FORMAT),
  version: literal(1),
  nodes: array(object({ type: enums(NODE_TYPES), config: record(string(), unknown()), dx: number(), dy: number() })),
  connections: array(object({ from: tuple([index, index]), to: tuple([index, index]) })),
});

export function fragmentToText(fragment: FlowFragment): string {
  return JSON.stringify({ format: FRAGMENT_FORMAT, version: 1, nodes: fragment.nodes, connections: fragment.connections });
}

export type ParsedFragment = { kind: 'fragment'; fragment: FlowFragment } | { kind: 'not-a-fragment' } | { kind: 'invalid'; reason: string };

export function fragmentFromText(text: string): ParsedFragment {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { kind: 'not-a-fragment' };
  }
  if (typeof json !== 'object' || json === null || (json as { format?: unknown }).format !== FRAGMENT_FORMAT) return { kind: 'not-a-fragment' };
  const [error, value] = fragmentTextSchema.validate(json);
  if (error) return { kind: 'invalid', reason: `the pasted nodes are malformed at ${error.path.join('.') || '(root)'}` };
  const fragment: FlowFragment = { nodes: value.nodes, connections: value.connections as FlowFragment['connections'] };
  const reason = fragmentProblem(fragment);
  return reason ? { kind: 'invalid', reason } : { kind: 'fragment', fragment };
}

/** The first reason the fragment cannot be pasted, or null. */
export function fragmentProblem(fragment: FlowFragment): string | null {
  if (fragment.nodes.length === 0) return 'the clipboard holds no nodes';
  if (fragment.nodes.length > FRAGMENT_MAX_NODES) return `at most ${FRAGMENT_MAX_NODES} nodes can be pasted at once`;
  // Numbered from 1 so the shared checks (config, ports, cycles) apply as to a stored flow.
  const nodes: FlowNode[] = [];
  for (const [position, { type, config, dx, dy }] of fragment.nodes.entries()) {
    const kind = getNodeKind(type);
    if (!kind.userManaged) return `${type} nodes cannot be pasted`;
    if (!Number.isFinite(dx) || !Number.isFinite(dy)) return `node ${position + 1} has no valid position`;
    let ports;
    try {
      ports = kind.ports(config);
    } catch {
      return `node ${position + 1} (${type}) has an invalid config`;
    }
    const node: FlowNode = { id: position + 1, type, x: dx, y: dy, ...ports, config };
    const problem = nodeProblem(node, 'save');
    if (problem) return problem;
    nodes.push(node);
  }
  const usedOutputs = new Set<string>();
  const usedInputs = new Set<string>();
  const connections: FlowDocument['connections'] = [];
  for (const { from, to } of fragment.connections) {
    const source = nodes[from[0]];
    const target = nodes[to[0]];
    if (!source || !target || from[1] >= source.outputs || to[1] >= target.inputs) return 'a pasted connection points at a port that does not exist';
    const outputKey = `${from[0]}:${from[1]}`;
    const inputKey = `${to[0]}:${to[1]}`;
    if (usedOutputs.has(outputKey) || usedInputs.has(inputKey)) return 'a pasted port holds more than one connection';
    usedOutputs.add(outputKey);
    usedInputs.add(inputKey);
    connections.push({ from: [source.id, from[1]], to: [target.id, to[1]] });
  }
  return nodeOnCycle({ nodes, connections }) === null ? null : 'the pasted connections form a cycle';
}
