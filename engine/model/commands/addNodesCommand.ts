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

/** Adds nodes with fresh ids (highest existing + 1, +2, …), ports from their configs, rounded positions. */
export function addNodesCommand(model: FlowModel, nodes: readonly NewNode[], random?: () => number): { patch: FlowPatch; ids: number[] } {
  let id = model.nextId();
  const ids: number[] = [];
  const patch: FlowPatch = { ops: [] };
  for (const request of nodes) {
    const kind = getNodeKind(request.type);
    if (!kind.userManaged) throw new CommandRefusedError(`a ${request.type} node cannot be added`);
    const config = request.config ?? kind.defaultConfig(random);
    const ports = kind.ports(config);
    const node: FlowNode = { id, type: request.type, x: roundCoordinate(request.x), y: roundCoordinate(request.y), ...ports, config };
    patch.ops.push({ op: 'addNode', node });
    ids.push(id);
    id += 1;
  }
  return { patch, ids };
}
