// A node of any kind with its default config (seeded), overrides merged in, and the ports the config implies.
import { getNodeKind } from '../model/kinds/nodeKindRegistry';
import type { FlowNode, NodeType } from '../model/flowTypes';

export function testNode(id: number, type: NodeType, x = 0, y = 0, config: Record<string, unknown> = {}): FlowNode {
  const full = { ...getNodeKind(type).defaultConfig(() => 0.5), ...config };
  return { id, type, x, y, ...getNodeKind(type).ports(full), config: full };
}
