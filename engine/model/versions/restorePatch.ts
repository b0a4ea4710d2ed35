// Restoring a published version into the draft (issue 15): ONE patch that turns the draft into the version,
// built from their diff, so a restore is one undoable step and one autosave like any edit, and its size follows
// what differs (a few ops when the draft moved on by a few edits), not the flow's size.
//
// Op order keeps every op's precondition (applyPatch checks each against the model as it is then):
//   1. disconnect the draft's connections the version lacks (and every connection of a node whose type changed),
//   2. remove the nodes the version lacks (and the draft's side of a node whose type changed: a type never changes
//      in place, so that node is removed and the version's added under the same id),
//   3. update ports and config, then move, the nodes both have,
//   4. add the version's nodes the draft lacks,
//   5. connect the version's connections the draft lacks.
// Connections are added in a topological order of the version's graph (by the depth of their output node: a node's
// outputs before those of the nodes below it), so each connect's cycle check walks only connections the draft kept:
// the whole restore stays O(flow) even when every connection is new. The disconnects run deepest first in the draft,
// so the inverse patch (undo) reconnects in topological order too. Depths are found only for the nodes involved.
import type { FlowConnection, FlowNode } from '../flowTypes';
import { jsonEqual } from '../jsonEqual';
import type { FlowPatch, FlowPatchOp } from '../patch/flowPatch';
import { connectionKey } from '../portKey';
import { diffLookups, flowLookup, type FlowDiff, type FlowLookup, type FlowSource } from './flowDiff';

export class RestoreRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RestoreRefusedError';
  }
}

/**
 * The patch that makes `draft` equal to `version` (as a set of nodes and connections; either may be a document or a
 * live model: the host restores from the read-only editor showing the version). Throws RestoreRefusedError
 * when no edit can do it: the two flows start at different entrypoint nodes (a flow keeps its one entrypoint).
 */
export function restorePatch(draft: FlowSource, version: FlowSource): FlowPatch {
  return restorePlan(draft, version).patch;
}

/** restorePatch with the diff it was built from (what the restore changes, for the host to report). */
export function restorePlan(draft: FlowSource, version: FlowSource): { patch: FlowPatch; diff: FlowDiff } {
  const from = flowLookup(draft);
  const to = flowLookup(version);
  const draftEntry = entrypointOf(from);
  const versionEntry = entrypointOf(to);
  if (draftEntry !== versionEntry) {
    throw new RestoreRefusedError(
      `This version starts at entrypoint #${versionEntry ?? '?'} and the draft at #${draftEntry ?? '?'}: a restore cannot replace the entrypoint. Export the version and import it instead.`,
    );
  }
  const diff = diffLookups(from, to);
  /** Ids whose type differs: removed and added again. */
  const replaced = new Set<number>();
  for (const { before, after } of diff.changedNodes) if (before.type !== after.type) replaced.add(before.id);
  const touchesReplaced = (connection: FlowConnection) => replaced.has(connection.from[0]) || replaced.has(connection.to[0]);

  // Keyed by output port: within one flow an output holds one connection.
  const removedConnections = new Map(diff.removedConnections.map((connection) => [connectionKey(connection), connection]));
  const addedConnections = new Map(diff.addedConnections.map((connection) => [connectionKey(connection), connection]));
  if (replaced.size > 0) {
    for (const connection of from.connections()) if (touchesReplaced(connection)) removedConnections.set(connectionKey(connection), connection);
    for (const connection of to.connections()) if (touchesReplaced(connection)) addedConnections.set(connectionKey(connection), connection);
  }

  const ops: FlowPatchOp[] = [];
  const draftDepth = depthFinder(from);
  const disconnects = [...removedConnections.values()].sort((a, b) => draftDepth(b.from[0]) - draftDepth(a.from[0]));
  for (const connection of disconnects) ops.push({ op: 'disconnect', connection: copyConnection(connection) });
  for (const node of diff.removedNodes) ops.push({ op: 'removeNode', node: copyNode(node) });
  for (const { before } of diff.changedNodes) if (replaced.has(before.id)) ops.push({ op: 'removeNode', node: copyNode(before) });
  for (const { before, after } of diff.changedNodes) {
    if (replaced.has(before.id)) continue;
    if (before.inputs !== after.inputs || before.outputs !== after.outputs || !jsonEqual(before.config, after.config)) {
      ops.push({
        op: 'updateNode',
        id: before.id,
        before: { inputs: before.inputs, outputs: before.outputs, config: before.config },
        after: { inputs: after.inputs, outputs: after.outputs, config: after.config },
      });
    }
    if (before.x !== after.x || before.y !== after.y) ops.push({ op: 'moveNode', id: before.id, from: [before.x, before.y], to: [after.x, after.y] });
  }
  for (const node of diff.addedNodes) ops.push({ op: 'addNode', node: copyNode(node) });
  for (const { after } of diff.changedNodes) if (replaced.has(after.id)) ops.push({ op: 'addNode', node: copyNode(after) });
  const versionDepth = depthFinder(to);
  const connects = [...addedConnections.values()].sort((a, b) => versionDepth(a.from[0]) - versionDepth(b.from[0]));
  for (const connection of connects) ops.push({ op: 'connect', connection: copyConnection(connection) });
  return { patch: { ops }, diff };
}

function entrypointOf(flow: FlowLookup): number | null {
  for (const node of flow.nodes()) if (node.type === 'entrypoint') return node.id;
  return null;
}

/**
 * Each asked node's depth (its distance from a node with no input) in the flow, memoised: sorting connections by
 * their output node's depth orders them topologically, since every node has at most one input (a forest). Walks only
 * the ancestors of the nodes asked about, so a restore of a few connections costs a few lookups, not the flow.
 */
function depthFinder(flow: FlowLookup): (id: number) => number {
  const depths = new Map<number, number>();
  return (start) => {
    const cached = depths.get(start);
    if (cached !== undefined) return cached;
    const chain: number[] = [];
    // A cycle (a valid flow has none) ends the walk instead of looping.
    const onChain = new Set<number>();
    let id: number | undefined = start;
    let depth = -1;
    while (id !== undefined && !onChain.has(id)) {
      const known = depths.get(id);
      if (known !== undefined) {
        depth = known;
        break;
      }
      chain.push(id);
      onChain.add(id);
      id = flow.parentOf(id);
    }
    for (let index = chain.length - 1; index >= 0; index -= 1) depths.set(chain[index]!, ++depth);
    return depths.get(start)!;
  };
}

/** Ops carry their own copies: a patch must not share objects with the model it is applied to. */
function copyNode(node: FlowNode): FlowNode {
  return { ...node };
}

function copyConnection(connection: FlowConnection): FlowConnection {
  return { from: [connection.from[0], connection.from[1]], to: [connection.to[0], connection.to[1]] };
}
