import type { FlowFragment } from '../clipboard';
import type { FlowModel } from '../FlowModel';
import type { FlowPatch } from '../patch/flowPatch';
import { addNodesCommand } from './addNodesCommand';

/**
 * Places a fragment with its top-left corner at (x, y): its nodes with fresh ids and the connections between
 * them, as one patch (one undo step, one autosave change). The new nodes' ports are free and the fragment is
 * acyclic (fragmentProblem), so the connections need no further checks.
 */
export function addFragmentCommand(model: FlowModel, fragment: FlowFragment, x: number, y: number): { patch: FlowPatch; ids: number[] } {
  const added = addNodesCommand(
    model,
    fragment.nodes.map((node) => ({ type: node.type, x: x + node.dx, y: y + node.dy, config: structuredClone(node.config) })),
  );
  for (const { from, to } of fragment.connections) {
    added.patch.ops.push({ op: 'connect', connection: { from: [added.ids[from[0]]!, from[1]], to: [added.ids[to[0]]!, to[1]] } });
  }
  return added;
}
