import type { FlowModel } from '../FlowModel';
import { reaches } from '../flowReachability';
import type { FlowConnection, PortRef } from '../flowTypes';
import type { FlowPatch } from '../patch/flowPatch';
import { connectionKey } from '../portKey';
import { CommandRefusedError } from './CommandRefusedError';

/**
 * Connects an output port to an input port, replacing the connections already on either port.
 * Refuses missing ports, self-connections and cycles. Cost: O(degree) plus the downstream walk of the target.
 */
export function connectCommand(model: FlowModel, from: PortRef, to: PortRef): FlowPatch {
  const source = model.getNode(from[0]);
  const target = model.getNode(to[0]);
  if (!source || from[1] < 0 || from[1] >= source.outputs) throw new CommandRefusedError(`no output port ${from[0]}:${from[1]}`);
  if (!target || to[1] < 0 || to[1] >= target.inputs) throw new CommandRefusedError(`no input port ${to[0]}:${to[1]}`);
  if (from[0] === to[0] || reaches(model, to[0], from[0])) throw new CommandRefusedError('the connection would form a cycle');
  const atOutput = model.connectionAtOutput(from[0], from[1]);
  if (atOutput && atOutput.to[0] === to[0] && atOutput.to[1] === to[1]) return { ops: [] };
  const patch: FlowPatch = { ops: [] };
  const atInput = model.connectionAtInput(to[0], to[1]);
  if (atOutput) patch.ops.push({ op: 'disconnect', connection: atOutput });
  if (atInput && (!atOutput || connectionKey(atInput) !== connectionKey(atOutput))) patch.ops.push({ op: 'disconnect', connection: atInput });
  const connection: FlowConnection = { from: [from[0], from[1]], to: [to[0], to[1]] };
  patch.ops.push({ op: 'connect', connection });
  return patch;
}
