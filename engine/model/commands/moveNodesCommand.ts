import type { FlowModel } from '../FlowModel';
import type { FlowPatch } from '../patch/flowPatch';
import { roundCoordinate } from '../roundCoordinate';

/** Moves nodes by (dx, dy) world units; positions are rounded to 2 decimals. Nodes that would not move are left out. */
export function moveNodesCommand(model: FlowModel, ids: Iterable<number>, dx: number, dy: number): FlowPatch {
  const patch: FlowPatch = { ops: [] };
  for (const id of new Set(ids)) {
    const node = model.getNode(id);
    if (!node) continue;
    const to: [number, number] = [roundCoordinate(node.x + dx), roundCoordinate(node.y + dy)];
    if (to[0] === node.x && to[1] === node.y) continue;
    patch.ops.push({ op: 'moveNode', id, from: [node.x, node.y], to });
  }
  return patch;
}
