import type { FlowModel } from '../FlowModel';
import { getNodeKind } from '../kinds/nodeKindRegistry';
import type { FlowPatch } from '../patch/flowPatch';
import { CommandRefusedError } from './CommandRefusedError';

/**
 * Replaces a node's config, recounts its ports from the config and drops the connections to ports that
 * no longer exist (garbage collection, editor.md §4), all in one patch. O(removed ports).
 */
export function updateNodeConfigCommand(model: FlowModel, id: number, config: Record<string, unknown>): FlowPatch {
  const node = model.getNode(id);
  if (!node) throw new CommandRefusedError(`node ${id} does not exist`);
  const ports = getNodeKind(node.type).ports(config);
  const patch: FlowPatch = { ops: [] };
  for (let port = ports.outputs; port < node.outputs; port += 1) {
    const connection = model.connectionAtOutput(id, port);
    if (connection) patch.ops.push({ op: 'disconnect', connection });
  }
  for (let port = ports.inputs; port < node.inputs; port += 1) {
    const connection = model.connectionAtInput(id, port);
    if (connection) patch.ops.push({ op: 'disconnect', connection });
  }
  patch.ops.push({
    op: 'updateNode',
    id,
    before: { inputs: node.inputs, outputs: node.outputs, config: node.config },
    after: { inputs: ports.inputs, outputs: ports.outputs, config },
  });
  return patch;
}
