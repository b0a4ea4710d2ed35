// The ghost's cards (pixi-free): a new node from the add-node modal or a pasted fragment, as nodes relative to the
// fragment's top-left corner. They are not in the flow yet, so they carry no id (GHOST_NODE_ID): the card is titled
// with the kind's name alone (nodeCardText). The id a node will get is known only when it is placed (highest + 1
// alone; in a co-editing session a leased id, taken at placement; another editor may add nodes meanwhile).
import type { FlowFragment } from '../model/clipboard';
import type { FlowNode } from '../model/flowTypes';
import { getNodeKind } from '../model/kinds/nodeKindRegistry';
import { GHOST_NODE_ID } from './ghostNodeId';

export { GHOST_NODE_ID };

export function ghostNodes(fragment: FlowFragment): FlowNode[] {
  return fragment.nodes.map((entry) => ({
    id: GHOST_NODE_ID,
    type: entry.type,
    x: entry.dx,
    y: entry.dy,
    ...getNodeKind(entry.type).ports(entry.config),
    config: entry.config,
  }));
}
