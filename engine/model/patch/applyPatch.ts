// Applies a patch after checking each op against the current state; all or nothing.
// Used by the editor (commands, undo, redo) and by the server (autosave patches in one transaction).
import { FlowModel } from '../FlowModel';
import { reaches } from '../flowReachability';
import { roundCoordinate } from '../roundCoordinate';
import { connectionKey } from '../portKey';
import { isFlowConnectionShape, isFlowNodeShape } from '../flowStructure';
import type { FlowDocument } from '../flowTypes';
import { jsonEqual } from '../jsonEqual';
import { nodeProblem } from '../kinds/validateNodeConfig';
import { invertOp, type FlowPatch, type FlowPatchOp } from './flowPatch';

/** What a patch touched: the spatial index and the renderer update only these. */
export interface PatchEffects {
  /** Nodes added, removed, moved or updated (check model.hasNode to tell removal). */
  nodes: Set<number>;
  /** Connection keys added or removed, plus connections of moved or resized nodes (their curves changed). */
  connections: Set<number>;
  /** The target nodes of connections added or removed: what is upstream of them (and of their subtrees) changed. */
  rewired: Set<number>;
}

export class PatchRejectedError extends Error {
  constructor(
    readonly opIndex: number,
    readonly reason: string,
  ) {
    super(`patch op ${opIndex} rejected: ${reason}`);
    this.name = 'PatchRejectedError';
  }
}

export function createPatchEffects(): PatchEffects {
  return { nodes: new Set(), connections: new Set(), rewired: new Set() };
}

/**
 * On a model: checks and applies in place, returns what changed; on failure the model is left as it was
 * and PatchRejectedError is thrown. On a document: pure, returns the new document (the input is not touched).
 */
export function applyPatch(target: FlowModel, patch: FlowPatch, effects?: PatchEffects): PatchEffects;
export function applyPatch(target: FlowDocument, patch: FlowPatch): FlowDocument;
export function applyPatch(target: FlowModel | FlowDocument, patch: FlowPatch, effects = createPatchEffects()): PatchEffects | FlowDocument {
  if (target instanceof FlowModel) return applyToModel(target, patch, effects);
  const model = FlowModel.fromDocument(target);
  applyToModel(model, patch, effects);
  return model.toDocument();
}

/** Applies several patches in order to a document (the server's "patches since the last save"); all or nothing. */
export function applyPatches(document: FlowDocument, patches: readonly FlowPatch[]): FlowDocument {
  const model = FlowModel.fromDocument(document);
  const effects = createPatchEffects();
  for (const patch of patches) applyToModel(model, patch, effects);
  return model.toDocument();
}

function applyToModel(model: FlowModel, patch: FlowPatch, effects: PatchEffects): PatchEffects {
  const applied: FlowPatchOp[] = [];
  patch.ops.forEach((op, index) => {
    const problem = opProblem(model, op);
    if (problem !== null) {
      for (let undo = applied.length - 1; undo >= 0; undo -= 1) performOp(model, invertOp(applied[undo]!), effects);
      throw new PatchRejectedError(index, problem);
    }
    performOp(model, op, effects);
    applied.push(op);
  });
  return effects;
}

/** Why the op cannot apply to the model as it is now, or null. */
export function opProblem(model: FlowModel, op: FlowPatchOp): string | null {
  switch (op.op) {
    case 'addNode': {
      if (!isFlowNodeShape(op.node)) return 'malformed node';
      if (model.hasNode(op.node.id)) return `node ${op.node.id} already exists`;
      if (op.node.type === 'entrypoint') return 'a flow has exactly one entrypoint';
      if (op.node.x !== roundCoordinate(op.node.x) || op.node.y !== roundCoordinate(op.node.y)) return 'coordinates must be rounded to 2 decimals';
      return nodeProblem(op.node, 'save');
    }
    case 'removeNode': {
      const node = model.getNode(op.node.id);
      if (!node) return `node ${op.node.id} does not exist`;
      if (node.type === 'entrypoint') return 'the entrypoint cannot be removed';
      if (!jsonEqual(node, op.node)) return `node ${op.node.id} differs from the one to remove`;
      if (model.outgoingKeys(node.id).size > 0 || model.incomingKeys(node.id).size > 0) return `node ${node.id} still has connections`;
      return null;
    }
    case 'moveNode': {
      const node = model.getNode(op.id);
      if (!node) return `node ${op.id} does not exist`;
      if (node.x !== op.from[0] || node.y !== op.from[1]) return `node ${op.id} is not at the expected position`;
      const [x, y] = op.to;
      if (!Number.isFinite(x) || !Number.isFinite(y) || x !== roundCoordinate(x) || y !== roundCoordinate(y)) return 'bad target position';
      return null;
    }
    case 'connect': {
      if (!isFlowConnectionShape(op.connection)) return 'malformed connection';
      const { from, to } = op.connection;
      const source = model.getNode(from[0]);
      const target = model.getNode(to[0]);
      if (!source || !target) return 'connection to a missing node';
      if (from[1] >= source.outputs) return `node ${from[0]} has no output port ${from[1]}`;
      if (to[1] >= target.inputs) return `node ${to[0]} has no input port ${to[1]}`;
      if (model.connectionAtOutput(from[0], from[1])) return `output ${from[0]}:${from[1]} is taken`;
      if (model.connectionAtInput(to[0], to[1])) return `input ${to[0]}:${to[1]} is taken`;
      if (reaches(model, to[0], from[0])) return 'the connection would form a cycle';
      return null;
    }
    case 'disconnect': {
      const existing = model.getConnection(connectionKey(op.connection));
      if (!existing || existing.to[0] !== op.connection.to[0] || existing.to[1] !== op.connection.to[1]) return 'no such connection';
      return null;
    }
    case 'updateNode': {
      const node = model.getNode(op.id);
      if (!node) return `node ${op.id} does not exist`;
      const { before, after } = op;
      if (node.inputs !== before.inputs || node.outputs !== before.outputs || !jsonEqual(node.config, before.config)) {
        return `node ${op.id} differs from the expected state`;
      }
      const problem = nodeProblem({ ...node, ...after }, 'save');
      if (problem) return problem;
      for (const connection of model.connectionsOfNode(op.id)) {
        if (connection.from[0] === op.id && connection.from[1] >= after.outputs) return `output ${op.id}:${connection.from[1]} is still connected`;
        if (connection.to[0] === op.id && connection.to[1] >= after.inputs) return `input ${op.id}:${connection.to[1]} is still connected`;
      }
      return null;
    }
  }
}

/** Applies an op that is known to fit. */
function performOp(model: FlowModel, op: FlowPatchOp, effects: PatchEffects): void {
  switch (op.op) {
    case 'addNode':
      model.insertNode({ ...op.node });
      effects.nodes.add(op.node.id);
      return;
    case 'removeNode':
      model.deleteNode(op.node.id);
      effects.nodes.add(op.node.id);
      return;
    case 'moveNode':
      model.setPosition(op.id, op.to[0], op.to[1]);
      markNodeAndConnections(model, op.id, effects);
      return;
    case 'connect':
      effects.connections.add(model.insertConnection({ from: [op.connection.from[0], op.connection.from[1]], to: [op.connection.to[0], op.connection.to[1]] }));
      effects.rewired.add(op.connection.to[0]);
      return;
    case 'disconnect':
      model.deleteConnection(connectionKey(op.connection));
      effects.connections.add(connectionKey(op.connection));
      effects.rewired.add(op.connection.to[0]);
      return;
    case 'updateNode':
      model.setShape(op.id, op.after.inputs, op.after.outputs, op.after.config);
      markNodeAndConnections(model, op.id, effects);
      return;
  }
}

function markNodeAndConnections(model: FlowModel, id: number, effects: PatchEffects): void {
  effects.nodes.add(id);
  for (const key of model.outgoingKeys(id)) effects.connections.add(key);
  for (const key of model.incomingKeys(id)) effects.connections.add(key);
}
