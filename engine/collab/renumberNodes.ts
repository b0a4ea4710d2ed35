// New node ids for local adds that collide with the flow as loaded again: a wholesale replacement (an import, a
// restored version) may hold ids this editor had leased and already used for nodes it has not had confirmed.
// Those nodes get fresh leased ids, and every op naming them is rewritten (moves, updates, connections, removal),
// so the local edits are re-applied instead of dropped as `id-taken`.
import type { FlowPatch, FlowPatchOp } from '../model/patch/flowPatch';

/** Ids of nodes the patches add that `taken` already holds, in the order they are added. */
export function collidingAdds(patches: readonly FlowPatch[], taken: (id: number) => boolean): number[] {
  const ids: number[] = [];
  for (const patch of patches) for (const op of patch.ops) if (op.op === 'addNode' && taken(op.node.id) && !ids.includes(op.node.id)) ids.push(op.node.id);
  return ids;
}

export function renumberPatch(patch: FlowPatch, ids: ReadonlyMap<number, number>): FlowPatch {
  if (ids.size === 0) return patch;
  return { ops: patch.ops.map((op) => renumberOp(op, ids)) };
}

function renumberOp(op: FlowPatchOp, ids: ReadonlyMap<number, number>): FlowPatchOp {
  const id = (value: number) => ids.get(value) ?? value;
  switch (op.op) {
    case 'addNode':
    case 'removeNode':
      return ids.has(op.node.id) ? { ...op, node: { ...op.node, id: id(op.node.id) } } : op;
    case 'moveNode':
    case 'updateNode':
      return ids.has(op.id) ? { ...op, id: id(op.id) } : op;
    case 'connect':
    case 'disconnect': {
      const { from, to } = op.connection;
      if (!ids.has(from[0]) && !ids.has(to[0])) return op;
      return { ...op, connection: { from: [id(from[0]), from[1]], to: [id(to[0]), to[1]] } };
    }
  }
}
