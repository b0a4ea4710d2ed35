// A patch: a small JSON-serialisable list of edits, each carrying what it expects to find so it can be
// checked before it applies (client undo/redo, server autosave) and inverted without looking at the model.
import type { FlowConnection, FlowNode } from '../flowTypes';

/** The parts of a node an update may change (config and the port counts it implies). */
export interface NodeShape {
  inputs: number;
  outputs: number;
  config: Record<string, unknown>;
}

export type FlowPatchOp =
  | { op: 'addNode'; node: FlowNode }
  /** Carries the whole node, so the inverse can add it back. The node must have no connections left. */
  | { op: 'removeNode'; node: FlowNode }
  | { op: 'moveNode'; id: number; from: [x: number, y: number]; to: [x: number, y: number] }
  /** Both ports must be free: replacing is a disconnect op followed by this one. */
  | { op: 'connect'; connection: FlowConnection }
  | { op: 'disconnect'; connection: FlowConnection }
  /** Connections to ports that `after` no longer has must be disconnected by earlier ops of the same patch. */
  | { op: 'updateNode'; id: number; before: NodeShape; after: NodeShape };

export interface FlowPatch {
  ops: FlowPatchOp[];
}

export function invertOp(op: FlowPatchOp): FlowPatchOp {
  switch (op.op) {
    case 'addNode':
      return { op: 'removeNode', node: op.node };
    case 'removeNode':
      return { op: 'addNode', node: op.node };
    case 'moveNode':
      return { op: 'moveNode', id: op.id, from: op.to, to: op.from };
    case 'connect':
      return { op: 'disconnect', connection: op.connection };
    case 'disconnect':
      return { op: 'connect', connection: op.connection };
    case 'updateNode':
      return { op: 'updateNode', id: op.id, before: op.after, after: op.before };
  }
}

/** The patch that undoes `patch`: inverted ops in reverse order. */
export function invertPatch(patch: FlowPatch): FlowPatch {
  const ops: FlowPatchOp[] = [];
  for (let index = patch.ops.length - 1; index >= 0; index -= 1) ops.push(invertOp(patch.ops[index]!));
  return { ops };
}

export function isEmptyPatch(patch: FlowPatch): boolean {
  return patch.ops.length === 0;
}

/**
 * One patch doing `first` then `second`. Consecutive moves of the same node collapse into one op
 * (a drag of N nodes over many pointer moves stays N ops).
 */
export function concatPatches(first: FlowPatch, second: FlowPatch): FlowPatch {
  const ops = first.ops.slice();
  const moveIndexById = new Map<number, number>();
  ops.forEach((op, index) => {
    if (op.op === 'moveNode') moveIndexById.set(op.id, index);
    else if (op.op !== 'connect' && op.op !== 'disconnect') moveIndexById.clear();
  });
  for (const op of second.ops) {
    const earlier = op.op === 'moveNode' ? moveIndexById.get(op.id) : undefined;
    if (op.op === 'moveNode' && earlier !== undefined) {
      const previous = ops[earlier] as Extract<FlowPatchOp, { op: 'moveNode' }>;
      ops[earlier] = { op: 'moveNode', id: op.id, from: previous.from, to: op.to };
      continue;
    }
    if (op.op === 'moveNode') moveIndexById.set(op.id, ops.length);
    else if (op.op !== 'connect' && op.op !== 'disconnect') moveIndexById.clear();
    ops.push(op);
  }
  return { ops };
}
