import type { FlowModel } from '../FlowModel';
import { getNodeKind } from '../kinds/nodeKindRegistry';
import type { FlowPatch } from '../patch/flowPatch';

/** Removes nodes and their connections. The entrypoint and unknown ids are skipped. O(removed nodes + their degree). */
export function removeNodesCommand(model: FlowModel, ids: Iterable<number>): FlowPatch {
  const patch: FlowPatch = { ops: [] };
  const removed: number[] = [];
  const disconnected = new Set<number>();
  for (const id of new Set(ids)) {
    const node = model.getNode(id);
    if (!node || !getNodeKind(node.type).userManaged) continue;
    removed.push(id);
    for (const key of [...model.outgoingKeys(id), ...model.incomingKeys(id)]) {
      if (disconnected.has(key)) continue;
      disconnected.add(key);
      patch.ops.push({ op: 'disconnect', connection: model.getConnection(key)! });
    }
  }
  for (const id of removed) patch.ops.push({ op: 'removeNode', node: { ...model.getNode(id)! } });
  return patch;
}
