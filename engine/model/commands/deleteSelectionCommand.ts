import type { FlowModel } from '../FlowModel';
import type { FlowPatch } from '../patch/flowPatch';
import { connectionKey } from '../portKey';
import { removeNodesCommand } from './removeNodesCommand';

/**
 * Delete/Backspace (editor.md §2): removes the active connection and the selected nodes (with their connections)
 * as one patch, one undo step. The entrypoint stays.
 */
export function deleteSelectionCommand(model: FlowModel, nodeIds: Iterable<number>, activeConnection: number | null): FlowPatch {
  const nodes = removeNodesCommand(model, nodeIds);
  const connection = activeConnection === null ? undefined : model.getConnection(activeConnection);
  if (!connection) return nodes;
  const alreadyRemoved = nodes.ops.some((op) => op.op === 'disconnect' && connectionKey(op.connection) === activeConnection);
  return alreadyRemoved ? nodes : { ops: [{ op: 'disconnect', connection }, ...nodes.ops] };
}
