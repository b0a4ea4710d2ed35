import type { FlowModel } from '../FlowModel';
import type { FlowPatch } from '../patch/flowPatch';

/** Removes the connection with this key (see connectionKey); an unknown key gives an empty patch. */
export function disconnectCommand(model: FlowModel, key: number): FlowPatch {
  const connection = model.getConnection(key);
  return connection ? { ops: [{ op: 'disconnect', connection }] } : { ops: [] };
}
