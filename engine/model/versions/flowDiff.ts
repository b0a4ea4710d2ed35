// What changed between two flows (version history, issue 15): nodes added, removed and changed by id, and
// connections added and removed by their two ports. O(nodes + connections) with maps; a live FlowModel is read
// through its own indexes, so diffing the editor's draft against a version copies nothing.
import { FlowModel } from '../FlowModel';
import type { FlowConnection, FlowDocument, FlowNode } from '../flowTypes';
import { jsonEqual } from '../jsonEqual';
import { connectionKey } from '../portKey';

/** A flow as a document or as the editor's live model. */
export type FlowSource = FlowDocument | FlowModel;

export interface ChangedNode {
  before: FlowNode;
  after: FlowNode;
}

export interface FlowDiff {
  /** In `to` only. */
  addedNodes: FlowNode[];
  /** In `from` only. */
  removedNodes: FlowNode[];
  /** The same id in both, differing in type, position, ports or config. */
  changedNodes: ChangedNode[];
  /** In `to` only (the same output and input ports are the same connection). */
  addedConnections: FlowConnection[];
  /** In `from` only. */
  removedConnections: FlowConnection[];
}

/** The counts a published version keeps of what changed against the one before it. */
export interface FlowChangeCounts {
  nodesAdded: number;
  nodesRemoved: number;
  nodesChanged: number;
  connectionsAdded: number;
  connectionsRemoved: number;
}

/** Node and connection lookups over either form of a flow. */
export interface FlowLookup {
  nodes(): Iterable<FlowNode>;
  connections(): Iterable<FlowConnection>;
  node(id: number): FlowNode | undefined;
  /** The connection leaving this output port, if any. */
  connectionFrom(key: number): FlowConnection | undefined;
  /** The node feeding this node's first connected input, if any (a node has at most one input). */
  parentOf(id: number): number | undefined;
}

export function flowLookup(source: FlowSource): FlowLookup {
  if (source instanceof FlowModel) {
    return {
      nodes: () => source.nodes(),
      connections: () => source.connections(),
      node: (id) => source.getNode(id),
      connectionFrom: (key) => source.getConnection(key),
      parentOf: (id) => {
        for (const key of source.incomingKeys(id)) return source.getConnection(key)!.from[0];
        return undefined;
      },
    };
  }
  const nodeById = new Map<number, FlowNode>();
  for (const node of source.nodes) nodeById.set(node.id, node);
  const connectionByOutput = new Map<number, FlowConnection>();
  for (const connection of source.connections) connectionByOutput.set(connectionKey(connection), connection);
  /** Input side → output node, built on first use (only a restore that adds connections asks). */
  let parents: Map<number, number> | null = null;
  return {
    nodes: () => source.nodes,
    connections: () => source.connections,
    node: (id) => nodeById.get(id),
    connectionFrom: (key) => connectionByOutput.get(key),
    parentOf: (id) => {
      if (!parents) {
        parents = new Map();
        for (const connection of source.connections) if (!parents.has(connection.to[0])) parents.set(connection.to[0], connection.from[0]);
      }
      return parents.get(id);
    },
  };
}

/** Same id, type, position, ports and config (configs compared as JSON values). */
export function sameNode(a: FlowNode, b: FlowNode): boolean {
  return (
    a.type === b.type &&
    a.x === b.x &&
    a.y === b.y &&
    a.inputs === b.inputs &&
    a.outputs === b.outputs &&
    (a.config === b.config || jsonEqual(a.config, b.config))
  );
}

export function sameConnection(a: FlowConnection, b: FlowConnection): boolean {
  return a.from[0] === b.from[0] && a.from[1] === b.from[1] && a.to[0] === b.to[0] && a.to[1] === b.to[1];
}

export function diffFlows(from: FlowSource, to: FlowSource): FlowDiff {
  return diffLookups(flowLookup(from), flowLookup(to));
}

export function diffLookups(from: FlowLookup, to: FlowLookup): FlowDiff {
  const diff: FlowDiff = { addedNodes: [], removedNodes: [], changedNodes: [], addedConnections: [], removedConnections: [] };
  for (const before of from.nodes()) {
    const after = to.node(before.id);
    if (!after) diff.removedNodes.push(before);
    else if (!sameNode(before, after)) diff.changedNodes.push({ before, after });
  }
  for (const after of to.nodes()) if (!from.node(after.id)) diff.addedNodes.push(after);
  for (const connection of from.connections()) {
    const kept = to.connectionFrom(connectionKey(connection));
    if (!kept || !sameConnection(kept, connection)) diff.removedConnections.push(connection);
  }
  for (const connection of to.connections()) {
    const earlier = from.connectionFrom(connectionKey(connection));
    if (!earlier || !sameConnection(earlier, connection)) diff.addedConnections.push(connection);
  }
  return diff;
}

export function changeCounts(diff: FlowDiff): FlowChangeCounts {
  return {
    nodesAdded: diff.addedNodes.length,
    nodesRemoved: diff.removedNodes.length,
    nodesChanged: diff.changedNodes.length,
    connectionsAdded: diff.addedConnections.length,
    connectionsRemoved: diff.removedConnections.length,
  };
}

/** What changed from `from` to `to`, in counts (stored with each published version). */
export function countFlowChanges(from: FlowSource, to: FlowSource): FlowChangeCounts {
  return changeCounts(diffFlows(from, to));
}
