// What ops touched, read after they were applied (rebasePatches applies its rewritten ops itself): the ids the
// index, renderer and the rest must follow, like applyPatch's PatchEffects. Moved or reshaped nodes bring their
// connections as they are now (their curves changed); removed connections come from their disconnect ops.
import type { FlowModel } from '../model/FlowModel';
import type { PatchEffects } from '../model/patch/applyPatch';
import type { FlowPatchOp } from '../model/patch/flowPatch';
import { connectionKey } from '../model/portKey';

export function markOpEffects(model: FlowModel, ops: Iterable<FlowPatchOp>, effects: PatchEffects): PatchEffects {
  for (const op of ops) {
    switch (op.op) {
      case 'addNode':
      case 'removeNode':
        effects.nodes.add(op.node.id);
        break;
      case 'moveNode':
      case 'updateNode':
        effects.nodes.add(op.id);
        for (const key of model.outgoingKeys(op.id)) effects.connections.add(key);
        for (const key of model.incomingKeys(op.id)) effects.connections.add(key);
        break;
      case 'connect':
      case 'disconnect':
        effects.connections.add(connectionKey(op.connection));
        effects.rewired.add(op.connection.to[0]);
        break;
    }
  }
  return effects;
}

/** The nodes an op reads or writes (a connection: both ends). */
export function opNodeIds(op: FlowPatchOp): [number] | [number, number] {
  switch (op.op) {
    case 'addNode':
    case 'removeNode':
      return [op.node.id];
    case 'moveNode':
    case 'updateNode':
      return [op.id];
    case 'connect':
    case 'disconnect':
      return [op.connection.from[0], op.connection.to[0]];
  }
}
