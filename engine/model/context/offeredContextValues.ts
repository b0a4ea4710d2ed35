// The context values a node offers to the nodes downstream of it (editor.md §3 "Offered by node"), per output.
// Configs are immutable values in the model, so the result is memoised per config object: a node whose config
// did not change is never re-read (a code node is parsed once per edit, not once per recompute).
import type { FlowNode } from '../flowTypes';
import { codeNames } from './codeNames';
import { computeOfferedValues, offeredOnPort, type OfferedValues } from './offeredByKind';

export { ENTRYPOINT_VALUES, type OfferedValues } from './offeredByKind';

const codeAdded = (config: Record<string, unknown>) => codeNames(config).added;
const memo = new WeakMap<object, OfferedValues>();

export function offeredValues(node: FlowNode): OfferedValues {
  const config = node.config as object;
  let offered = memo.get(config);
  if (!offered) {
    offered = computeOfferedValues(node, codeAdded);
    memo.set(config, offered);
  }
  return offered;
}

/** The names offered on one output port. */
export function offeredAt(node: FlowNode, port: number): readonly string[] {
  return offeredOnPort(offeredValues(node), port);
}

/** Every name the node offers on any output (what a form shows as "this node provides"). */
export function allOfferedNames(node: FlowNode): readonly string[] {
  const offered = offeredValues(node);
  if (!offered.byOutput) return offered.common;
  return [...new Set([...offered.common, ...offered.byOutput.flat()])];
}
