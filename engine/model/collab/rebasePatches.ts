// Rebases an editor's patches, made on an older version, onto the flow as it is now (issue 22; the rules are in
// the co-editing protocol and engine/README.md "Co-editing"). Each op is rewritten against the current model,
// then applied through applyPatch like any edit, so whatever comes out is a flow the model's rules accept:
// - different nodes, different config fields of a node, different blocks of a view: all survive;
// - the same field changed on both sides: the policy decides (the server: the later wins and the loser is
//   listed in `replaced`; an undo: the value set since stays and the op's is skipped);
// - a move is last-writer-wins; a removal wins over a concurrent change; an op on a removed node is dropped;
// - ports follow the merged config, and connections to ports that are gone are disconnected in the same patch;
// - a connect is dropped when a node or port is gone, the port is taken, or it would close a cycle.
// The model is changed in place; a caller that throws away the result must throw away the model too.
import type { FlowModel } from '../FlowModel';
import type { FlowConnection, FlowNode, NodeType } from '../flowTypes';
import { reaches } from '../flowReachability';
import { isFlowConnectionShape, isFlowNodeShape } from '../flowStructure';
import { jsonEqual } from '../jsonEqual';
import { getNodeKind } from '../kinds/nodeKindRegistry';
import { nodeProblem } from '../kinds/validateNodeConfig';
import { applyPatch, PatchRejectedError } from '../patch/applyPatch';
import type { FlowPatch, FlowPatchOp, NodeShape } from '../patch/flowPatch';
import { connectionKey } from '../portKey';
import { roundCoordinate } from '../roundCoordinate';
import { changedConfigFields, mergeNodeConfig } from './mergeNodeConfig';
import {
  RebaseInvalidOpError,
  type ConcurrentChange,
  type ConflictPolicy,
  type OpOutcome,
  type RebaseReason,
  type RebaseResult,
  type Replaced,
} from './rebaseTypes';

export interface RebaseOptions {
  /** Default `latest-wins` (the server). */
  policy?: ConflictPolicy;
}

/** A rewritten op: what to apply instead, and how to report it. */
interface Rewrite {
  ops: FlowPatchOp[];
  outcome: 'applied' | 'merged' | 'dropped';
  reason?: RebaseReason;
  nodeId?: number;
  fields?: string[];
  skipped?: string[];
  /** Fields whose earlier values (set by someone since the base) this op replaces: attributed after applying. */
  replacedFields?: string[];
}

/**
 * Rebases `patches` (made on the base version) onto `model` (the current version), given the changes accepted
 * since the base (for naming whose values were replaced). Throws RebaseInvalidOpError for an op that is wrong
 * whatever happened since (the server answers 400 for it, as for a patch on the current version).
 */
export function rebasePatches(
  model: FlowModel,
  since: readonly ConcurrentChange[],
  patches: readonly FlowPatch[],
  options: RebaseOptions = {},
): RebaseResult {
  const policy = options.policy ?? 'latest-wins';
  const authors = new ChangeAuthors(since);
  const droppedAdds = new Set<number>();
  const result: RebaseResult = { applied: [], outcomes: [], replaced: [] };
  patches.forEach((patch, patchIndex) => {
    const applied: FlowPatchOp[] = [];
    patch.ops.forEach((op, opIndex) => {
      const problem = invalidOpProblem(model, op);
      if (problem !== null) throw new RebaseInvalidOpError(patchIndex, opIndex, problem);
      let rewrite = referencesDroppedAdd(op, droppedAdds) ? drop('id-taken', opNodeId(op)) : rewriteOp(model, op, policy);
      if (rewrite.ops.length > 0) {
        try {
          applyPatch(model, { ops: rewrite.ops });
        } catch (error) {
          if (!(error instanceof PatchRejectedError)) throw error;
          rewrite = drop('conflict', opNodeId(op));
        }
      }
      if (op.op === 'addNode' && rewrite.outcome === 'dropped') droppedAdds.add(op.node.id);
      applied.push(...rewrite.ops);
      const nodeId = rewrite.nodeId;
      if (nodeId !== undefined && rewrite.outcome !== 'dropped') {
        for (const field of rewrite.replacedFields ?? []) {
          const type = model.getNode(nodeId)?.type;
          const author = field === '*' || !type ? null : authors.lastToChange(nodeId, type, field);
          if (author) result.replaced.push({ nodeId, field, ...author });
          if (field === '*') for (const each of authors.everyoneWhoChanged(nodeId)) result.replaced.push({ nodeId, field, ...each });
        }
      }
      result.outcomes.push(outcomeOf(patchIndex, opIndex, rewrite));
    });
    result.applied.push({ ops: applied });
  });
  return result;
}

function outcomeOf(patch: number, op: number, rewrite: Rewrite): OpOutcome {
  const outcome: OpOutcome = { patch, op, outcome: rewrite.outcome };
  if (rewrite.reason !== undefined) outcome.reason = rewrite.reason;
  if (rewrite.nodeId !== undefined) outcome.nodeId = rewrite.nodeId;
  if (rewrite.fields && rewrite.fields.length > 0) outcome.fields = rewrite.fields;
  if (rewrite.skipped && rewrite.skipped.length > 0) outcome.skipped = rewrite.skipped;
  return outcome;
}

const drop = (reason: RebaseReason, nodeId?: number, skipped?: string[]): Rewrite => ({ ops: [], outcome: 'dropped', reason, nodeId, skipped });

/** What is wrong with the op whatever the flow is now, or null. */
function invalidOpProblem(model: FlowModel, op: FlowPatchOp): string | null {
  switch (op.op) {
    case 'addNode':
      if (!isFlowNodeShape(op.node)) return 'malformed node';
      if (op.node.type === 'entrypoint') return 'a flow has exactly one entrypoint';
      if (!isRounded(op.node.x, op.node.y)) return 'coordinates must be rounded to 2 decimals';
      return nodeProblem(op.node, 'save');
    case 'removeNode':
      return op.node.type === 'entrypoint' || model.getNode(op.node.id)?.type === 'entrypoint' ? 'the entrypoint cannot be removed' : null;
    case 'moveNode':
      return isRounded(op.to[0], op.to[1]) ? null : 'bad target position';
    case 'connect':
    case 'disconnect':
      return isFlowConnectionShape(op.connection) ? null : 'malformed connection';
    case 'updateNode': {
      const node = model.getNode(op.id);
      return node ? nodeProblem({ ...node, ...op.after }, 'save') : null;
    }
  }
}

function isRounded(x: number, y: number): boolean {
  return Number.isFinite(x) && Number.isFinite(y) && x === roundCoordinate(x) && y === roundCoordinate(y);
}

function rewriteOp(model: FlowModel, op: FlowPatchOp, policy: ConflictPolicy): Rewrite {
  switch (op.op) {
    case 'addNode':
      return model.hasNode(op.node.id) ? drop('id-taken', op.node.id) : { ops: [op], outcome: 'applied', nodeId: op.node.id };
    case 'removeNode':
      return rewriteRemove(model, op.node, policy);
    case 'moveNode': {
      const node = model.getNode(op.id);
      if (!node) return drop('node-removed', op.id);
      if (node.x === op.from[0] && node.y === op.from[1]) return { ops: [op], outcome: 'applied', nodeId: op.id };
      if (node.x === op.to[0] && node.y === op.to[1]) return drop('no-change', op.id);
      if (policy === 'keep-current') return drop('changed-since', op.id, ['position']);
      return { ops: [{ op: 'moveNode', id: op.id, from: [node.x, node.y], to: [op.to[0], op.to[1]] }], outcome: 'merged', reason: 'changed-since', nodeId: op.id, fields: ['position'] };
    }
    case 'connect':
      return rewriteConnect(model, op.connection);
    case 'disconnect': {
      const existing = model.getConnection(connectionKey(op.connection));
      if (!existing || existing.to[0] !== op.connection.to[0] || existing.to[1] !== op.connection.to[1]) return drop('already-disconnected');
      return { ops: [op], outcome: 'applied' };
    }
    case 'updateNode':
      return rewriteUpdate(model, op.id, op.before, op.after, policy);
  }
}

function rewriteRemove(model: FlowModel, wanted: FlowNode, policy: ConflictPolicy): Rewrite {
  const node = model.getNode(wanted.id);
  if (!node) return drop('already-removed', wanted.id);
  const connections = [...model.connectionsOfNode(node.id)];
  const unchanged = jsonEqual(node, wanted);
  if (unchanged && connections.length === 0) return { ops: [{ op: 'removeNode', node: wanted }], outcome: 'applied', nodeId: node.id };
  if (policy === 'keep-current') return drop('changed-since', node.id, ['*']);
  // Deletion wins: the node as it is now goes, with the connections made to it since.
  const ops: FlowPatchOp[] = connections.map((connection) => ({ op: 'disconnect', connection: copyConnection(connection) }));
  ops.push({ op: 'removeNode', node: { ...node } });
  return { ops, outcome: 'merged', reason: 'changed-since', nodeId: node.id, replacedFields: unchanged ? [] : ['*'] };
}

function rewriteConnect(model: FlowModel, connection: FlowConnection): Rewrite {
  const { from, to } = connection;
  const source = model.getNode(from[0]);
  const target = model.getNode(to[0]);
  if (!source || !target) return drop('node-removed', !source ? from[0] : to[0]);
  const existing = model.connectionAtOutput(from[0], from[1]);
  if (existing && existing.to[0] === to[0] && existing.to[1] === to[1]) return drop('already-connected');
  if (from[1] >= source.outputs) return drop('port-missing', from[0]);
  if (to[1] >= target.inputs) return drop('port-missing', to[0]);
  if (existing) return drop('port-taken', from[0]);
  if (model.connectionAtInput(to[0], to[1])) return drop('port-taken', to[0]);
  if (reaches(model, to[0], from[0])) return drop('cycle');
  return { ops: [{ op: 'connect', connection }], outcome: 'applied' };
}

function rewriteUpdate(model: FlowModel, id: number, before: NodeShape, after: NodeShape, policy: ConflictPolicy): Rewrite {
  const node = model.getNode(id);
  if (!node) return drop('node-removed', id, ['*']);
  const current: NodeShape = { inputs: node.inputs, outputs: node.outputs, config: node.config };
  const asExpected = jsonEqual(current, before);
  let config = after.config;
  let fields: string[] = [];
  let skipped: string[] = [];
  let replacedFields: string[] = [];
  let reason: RebaseReason | undefined;
  if (!asExpected) {
    const merged = mergeNodeConfig(node.type, before.config, after.config, current.config, policy);
    if (jsonEqual(merged.value, current.config)) return drop(merged.skipped.length > 0 ? 'changed-since' : 'no-change', id, merged.skipped);
    reason = 'changed-since';
    config = merged.value;
    fields = merged.replaced;
    skipped = merged.skipped;
    if (configProblem(node.type, id, config) !== null) {
      if (policy === 'keep-current') return drop('merge-invalid', id, changedConfigFields(node.type, before.config, after.config));
      // The op's whole config wins: every field changed since and now different is replaced.
      reason = 'merge-invalid';
      config = after.config;
      const differsNow = new Set(changedConfigFields(node.type, current.config, after.config));
      fields = changedConfigFields(node.type, before.config, current.config).filter((field) => differsNow.has(field));
      skipped = [];
    }
    replacedFields = fields;
  }
  const ports = getNodeKind(node.type).ports(config as never);
  const ops: FlowPatchOp[] = [];
  for (let port = ports.outputs; port < node.outputs; port += 1) {
    const connection = model.connectionAtOutput(id, port);
    if (connection) ops.push({ op: 'disconnect', connection: copyConnection(connection) });
  }
  for (let port = ports.inputs; port < node.inputs; port += 1) {
    const connection = model.connectionAtInput(id, port);
    if (connection) ops.push({ op: 'disconnect', connection: copyConnection(connection) });
  }
  ops.push({ op: 'updateNode', id, before: current, after: { inputs: ports.inputs, outputs: ports.outputs, config } });
  if (asExpected && ops.length === 1) return { ops, outcome: 'applied', nodeId: id };
  return { ops, outcome: 'merged', reason: reason ?? 'changed-since', nodeId: id, fields, skipped, replacedFields };
}

function configProblem(type: NodeType, id: number, config: Record<string, unknown>): string | null {
  const ports = getNodeKind(type).ports(config as never);
  return nodeProblem({ id, type, x: 0, y: 0, inputs: ports.inputs, outputs: ports.outputs, config }, 'save');
}

function referencesDroppedAdd(op: FlowPatchOp, droppedAdds: ReadonlySet<number>): boolean {
  if (droppedAdds.size === 0) return false;
  switch (op.op) {
    case 'addNode':
      return false;
    case 'removeNode':
      return droppedAdds.has(op.node.id);
    case 'moveNode':
    case 'updateNode':
      return droppedAdds.has(op.id);
    case 'connect':
    case 'disconnect':
      return droppedAdds.has(op.connection.from[0]) || droppedAdds.has(op.connection.to[0]);
  }
}

function opNodeId(op: FlowPatchOp): number | undefined {
  switch (op.op) {
    case 'addNode':
    case 'removeNode':
      return op.node.id;
    case 'moveNode':
    case 'updateNode':
      return op.id;
    default:
      return undefined;
  }
}

function copyConnection(connection: FlowConnection): FlowConnection {
  return { from: [connection.from[0], connection.from[1]], to: [connection.to[0], connection.to[1]] };
}

/** Who changed what among the changes since the base: an index by node, built once per rebase. */
class ChangeAuthors {
  private byNode: Map<number, { author: Omit<Replaced, 'nodeId' | 'field'>; op: FlowPatchOp }[]> | null = null;

  constructor(private readonly since: readonly ConcurrentChange[]) {}

  /** The author of the last change that set `field` of the node, or null. */
  lastToChange(nodeId: number, type: NodeType, field: string): Omit<Replaced, 'nodeId' | 'field'> | null {
    const entries = this.entries(nodeId);
    for (let index = entries.length - 1; index >= 0; index -= 1) {
      const { author, op } = entries[index]!;
      if (op.op === 'updateNode' && changedConfigFields(type, op.before.config, op.after.config).includes(field)) return author;
    }
    return null;
  }

  /** Everyone who changed the node (config or position) since the base, once each. */
  everyoneWhoChanged(nodeId: number): Omit<Replaced, 'nodeId' | 'field'>[] {
    const seen = new Map<string, Omit<Replaced, 'nodeId' | 'field'>>();
    for (const { author, op } of this.entries(nodeId)) {
      if (op.op === 'updateNode' || op.op === 'moveNode') seen.set(`${author.userId}/${author.clientId ?? ''}`, author);
    }
    return [...seen.values()];
  }

  private entries(nodeId: number) {
    if (!this.byNode) {
      this.byNode = new Map();
      for (const change of this.since) {
        const author = { userId: change.userId, clientId: change.clientId };
        for (const op of change.ops) {
          const id = opNodeId(op);
          if (id === undefined) continue;
          const list = this.byNode.get(id) ?? this.byNode.set(id, []).get(id)!;
          list.push({ author, op });
        }
      }
    }
    return this.byNode.get(nodeId) ?? [];
  }
}
