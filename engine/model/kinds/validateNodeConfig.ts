// Runs a kind's config schema and reports every problem with its message key.
import type { FlowNode, NodeType } from '../flowTypes';
import { getNodeKind } from './nodeKindRegistry';
import { misplacedSecrets } from './secretPlacement';

export interface ConfigProblem {
  /** Path inside the config, e.g. ['branches', 0, 'conditions']. */
  path: (string | number)[];
  /** The message key: the refinement name, or `invalid-<type>` for a wrong shape. */
  key: string;
  message: string;
}

export type ValidationMode =
  /** Everything §5 says (forms, publishing). */
  | 'publish'
  /** What a stored flow must satisfy: publish rules minus the kind's publishOnlyRules. */
  | 'save';

/** The kind's rules, then where the config names a secret it may not (secretPlacement.ts), in both modes. */
export function validateNodeConfig(type: NodeType, config: unknown, mode: ValidationMode = 'publish'): ConfigProblem[] {
  const kind = getNodeKind(type);
  const [error] = kind.configSchema.validate(config);
  const secrets = misplacedSecrets(type, config);
  if (!error) return secrets;
  const problems = error.failures().map((failure) => ({
    path: failure.path as (string | number)[],
    key: failure.refinement ?? `invalid-${failure.type}`,
    message: failure.message,
  }));
  return [...(mode === 'save' ? problems.filter((problem) => !kind.publishOnlyRules.includes(problem.key)) : problems), ...secrets];
}

/** The first reason a node is not storable (config rules or port counts that disagree with the config), or null. */
export function nodeProblem(node: FlowNode, mode: ValidationMode = 'save'): string | null {
  const problems = validateNodeConfig(node.type, node.config, mode);
  if (problems.length > 0) {
    const [first] = problems;
    return `node ${node.id} (${node.type}) config: ${first!.key} at ${first!.path.join('.') || '(root)'}`;
  }
  const ports = getNodeKind(node.type).ports(node.config);
  if (ports.inputs !== node.inputs || ports.outputs !== node.outputs) {
    return `node ${node.id} (${node.type}) has ${node.inputs}/${node.outputs} ports, its config gives ${ports.inputs}/${ports.outputs}`;
  }
  return null;
}
