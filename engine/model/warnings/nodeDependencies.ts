// What a node's warnings depend on besides its own config: the nodes its placeholders (or code getValue calls)
// name, and whether it names secrets. Memoised per config object. FlowWarnings uses it to re-check only the
// nodes an edit can affect.
import type { FlowNode } from '../flowTypes';
import { parseContextToken } from '../context/contextName';
import { codeNames } from '../context/codeNames';
import { configReferences } from './configReferences';

export interface NodeDependencies {
  /** Ids of the nodes whose values it references (without repeats). */
  sources: readonly number[];
  /** True when it references at least one secret. */
  secrets: boolean;
}

const NONE: NodeDependencies = { sources: [], secrets: false };
const memo = new WeakMap<object, NodeDependencies>();

/** The tokens a node references: placeholders anywhere in its config, or a code node's getValue names. */
export function referencedTokens(node: FlowNode): readonly string[] {
  if (node.type === 'note') return [];
  if (node.type === 'code') return codeNames(node.config).read;
  return configReferences(node.config).map((reference) => reference.token);
}

export function nodeDependencies(node: FlowNode): NodeDependencies {
  let dependencies = memo.get(node.config);
  if (!dependencies) {
    const sources = new Set<number>();
    let secrets = false;
    for (const token of referencedTokens(node)) {
      const parsed = parseContextToken(token);
      if (parsed?.kind === 'node') sources.add(parsed.nodeId);
      else if (parsed?.kind === 'secret') secrets = true;
    }
    dependencies = sources.size === 0 && !secrets ? NONE : { sources: [...sources], secrets };
    memo.set(node.config, dependencies);
  }
  return dependencies;
}
