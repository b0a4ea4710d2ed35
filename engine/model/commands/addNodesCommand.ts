import type { FlowModel } from '../FlowModel';
import type { FlowNode, NodeType } from '../flowTypes';
import { getNodeKind } from '../kinds/nodeKindRegistry';
import type { FlowPatch } from '../patch/flowPatch';
import { roundCoordinate } from '../roundCoordinate';
import { CommandRefusedError } from './CommandRefusedError';

export interface NewNode {
  type: NodeType;
  x: number;
  y: number;
  /** Defaults to the kind's default config (pasting passes the copied one). */
  config?: Record<string, unknown>;
}

/**
 * Adds nodes with fresh ids (model.newIds: highest existing + 1, +2, … alone; leased ids while co-editing), ports
 * from their configs, rounded positions. Refused while a co-editing lease has too few ids (the next is on its way).
 */
export function addNodesCommand(model: FlowModel, nodes: readonly NewNode[], random?: () => number): { patch: FlowPatch; ids: number[] } {
  for (const request of nodes) {
    if (!getNodeKind(request.type).userManaged) throw new CommandRefusedError(`a ${request.type} node cannot be added`);
  }
  const ids = model.newIds(nodes.length);
  if (!ids) throw new CommandRefusedError(NODE_IDS_PENDING);
  const patch: FlowPatch = { ops: [] };
  nodes.forEach((request, at) => {
    const kind = getNodeKind(request.type);
    const config = request.config ?? kind.defaultConfig(random);
    const ports = kind.ports(config);
    const node: FlowNode = { id: ids[at]!, type: request.type, x: roundCoordinate(request.x), y: roundCoordinate(request.y), ...ports, config };
    patch.ops.push({ op: 'addNode', node });
  });
  return { patch, ids };
}

/** Why an add was refused while co-editing: the leased ids are spent and more were asked for. */
export const NODE_IDS_PENDING = 'New node ids are on their way from the server: try again in a moment';
