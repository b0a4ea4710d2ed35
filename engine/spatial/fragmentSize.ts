// The size of a clipboard fragment's box, for centring its ghost on the pointer.
import type { FlowFragment } from '../model/clipboard';
import { getNodeKind } from '../model/kinds/nodeKindRegistry';
import { nodeHeight, nodeWidth } from './nodeGeometry';

export function fragmentSize(fragment: FlowFragment): { width: number; height: number } {
  let width = 0;
  let height = 0;
  for (const node of fragment.nodes) {
    const shape = { id: 0, type: node.type, x: 0, y: 0, ...getNodeKind(node.type).ports(node.config), config: node.config };
    width = Math.max(width, node.dx + nodeWidth(shape));
    height = Math.max(height, node.dy + nodeHeight(shape));
  }
  return { width, height };
}
