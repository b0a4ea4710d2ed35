// Copy, cut and paste (editor.md §2, extended to many nodes): the clipboard holds a fragment, the selected
// nodes with their positions relative to the fragment's top-left corner and the connections between them.
// Pasting starts a ghost of the whole fragment; a click places it with fresh ids.
import type { FlowModel } from './FlowModel';
import type { NodeType } from './flowTypes';
import { getNodeKind } from './kinds/nodeKindRegistry';

export interface FragmentNode {
  type: NodeType;
  config: Record<string, unknown>;
  /** Offset of the node's top-left corner from the fragment's top-left corner. */
  dx: number;
  dy: number;
}

export interface FlowFragment {
  nodes: FragmentNode[];
  /** Connections between fragment nodes: [node index, port] pairs. */
  connections: { from: [node: number, port: number]; to: [node: number, port: number] }[];
}

/** A fragment of one node of this kind with this config (the add-node modal's ghost). */
export function singleNodeFragment(type: NodeType, config: Record<string, unknown>): FlowFragment {
  return { nodes: [{ type, config, dx: 0, dy: 0 }], connections: [] };
}

/**
 * The fragment of these nodes, or null when none can be copied (the entrypoint cannot, unknown ids are
 * skipped). Cost: O(selection + its connections).
 */
export function copyFragment(model: FlowModel, ids: Iterable<number>): FlowFragment | null {
  const indexOf = new Map<number, number>();
  const picked = [];
  for (const id of ids) {
    const node = model.getNode(id);
    if (!node || indexOf.has(id) || !getNodeKind(node.type).userManaged) continue;
    indexOf.set(id, picked.length);
    picked.push(node);
  }
  if (picked.length === 0) return null;
  let minX = Infinity;
  let minY = Infinity;
  for (const node of picked) {
    minX = Math.min(minX, node.x);
    minY = Math.min(minY, node.y);
  }
  const fragment: FlowFragment = {
    nodes: picked.map((node) => ({ type: node.type, config: structuredClone(node.config), dx: node.x - minX, dy: node.y - minY })),
    connections: [],
  };
  for (const node of picked) {
    for (const key of model.outgoingKeys(node.id)) {
      const connection = model.getConnection(key)!;
      const to = indexOf.get(connection.to[0]);
      if (to !== undefined) fragment.connections.push({ from: [indexOf.get(node.id)!, connection.from[1]], to: [to, connection.to[1]] });
    }
  }
  return fragment;
}
