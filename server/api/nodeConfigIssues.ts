// A flow save whose node configs break the kinds' rules (engine/model/kinds, save mode) is answered 400 with
// one issue per broken rule, each naming the node id, the path inside its config and the message key.
import type { NodeConfigIssue } from '../../contracts/flows';
import type { FieldIssue } from '../../contracts/rules';
import { NODE_TYPES, type NodeType } from '../../engine/model/flowTypes';
import { validateNodeConfig } from '../../engine/model/kinds/validateNodeConfig';

/** Enough to act on; a pasted flow with thousands of broken nodes does not need thousands of issues. */
export const NODE_CONFIG_ISSUES_MAX = 100;

export const isNodeType = (value: unknown): value is NodeType => typeof value === 'string' && (NODE_TYPES as readonly string[]).includes(value);

/** The config problems of one node, `configField` being where its config sits in the payload. */
export function nodeConfigIssues(nodeId: number, type: NodeType, config: unknown, configField: string): NodeConfigIssue[] {
  return validateNodeConfig(type, config, 'save').map((problem) => {
    const configPath = problem.path.join('.');
    return {
      field: configPath ? `${configField}.${configPath}` : configField,
      rule: problem.key,
      message: `node ${nodeId} (${type}) config${configPath ? ` ${configPath}` : ''}: ${problem.message}`,
      nodeId,
      configPath,
    };
  });
}

/** Every node's config problems in a whole document (PUT); nodes of an unknown shape are left to the schema. */
export function documentConfigIssues(flow: unknown, field = 'flow'): NodeConfigIssue[] {
  const nodes = (flow as { nodes?: unknown } | null)?.nodes;
  if (!Array.isArray(nodes)) return [];
  const issues: NodeConfigIssue[] = [];
  nodes.forEach((node: { id?: unknown; type?: unknown; config?: unknown } | null, index) => {
    if (issues.length >= NODE_CONFIG_ISSUES_MAX || !node || typeof node.id !== 'number' || !isNodeType(node.type)) return;
    issues.push(...nodeConfigIssues(node.id, node.type, node.config, `${field}.nodes.${index}.config`));
  });
  return issues.slice(0, NODE_CONFIG_ISSUES_MAX);
}

/** Issues the generic answer had, minus the summary one the node issues replace. */
export function withoutRule(issues: readonly FieldIssue[] | undefined, rule: string): FieldIssue[] {
  return (issues ?? []).filter((issue) => issue.rule !== rule);
}
