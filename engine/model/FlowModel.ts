// The live flow: nodes and connections with the derived indexes every edit and query needs.
// Low-level mutators do no validation (applyPatch validates); queries cost O(1) or O(degree).
import type { FlowConnection, FlowDocument, FlowNode } from './flowTypes';
import { connectionKey, portKey } from './portKey';
import { runAtOnce, SLICE_ITEMS, type SlicedWork } from './slicedWork';

/**
 * Where new node ids come from while several editors share the flow (engine/collab/NodeIdLeases.ts): ranges the
 * server leased to this editor alone. `take` answers `count` ids (consumed) or null when fewer are at hand.
 */
export interface NodeIdSource {
  take(count: number): number[] | null;
}

export class FlowModel {
  private readonly nodeById = new Map<number, FlowNode>();
  /** Connection by the key of its output port (= its connection key). */
  private readonly connectionByOutput = new Map<number, FlowConnection>();
  /** Input port key -> connection key. */
  private readonly connectionKeyByInput = new Map<number, number>();
  /** Node id -> keys of connections leaving it / entering it. */
  private readonly outgoingByNode = new Map<number, Set<number>>();
  private readonly incomingByNode = new Map<number, Set<number>>();
  private highestId = 0;
  /** Set when the highest node was removed; the next nextId() call rescans once. */
  private highestIdStale = false;
  /** Leased ids (live co-editing); null: highest + 1. */
  private idSource: NodeIdSource | null = null;
  private connectionChanges = 0;

  /** Builds the model from a document. Node objects are copied, so the document is never mutated. */
  static fromDocument(document: FlowDocument): FlowModel {
    return runAtOnce(FlowModel.build(document));
  }

  /** fromDocument as sliced work (slicedWork.ts): yields every SLICE_ITEMS nodes or connections. */
  static *build(document: FlowDocument): SlicedWork<FlowModel> {
    const model = new FlowModel();
    const { nodes, connections } = document;
    for (let at = 0; at < nodes.length; at += 1) {
      model.insertNode({ ...nodes[at]! });
      if (at % SLICE_ITEMS === SLICE_ITEMS - 1) yield;
    }
    for (let at = 0; at < connections.length; at += 1) {
      const connection = connections[at]!;
      model.insertConnection({ from: [connection.from[0], connection.from[1]], to: [connection.to[0], connection.to[1]] });
      if (at % SLICE_ITEMS === SLICE_ITEMS - 1) yield;
    }
    return model;
  }

  toDocument(): FlowDocument {
    return {
      nodes: Array.from(this.nodeById.values(), (node) => ({ ...node })),
      connections: Array.from(this.connectionByOutput.values(), ({ from, to }) => ({ from: [from[0], from[1]], to: [to[0], to[1]] })),
    };
  }

  get nodeCount(): number {
    return this.nodeById.size;
  }

  /** Grows by one whenever a connection is inserted or deleted (what is upstream of what may have changed). */
  get connectionRevision(): number {
    return this.connectionChanges;
  }

  get connectionCount(): number {
    return this.connectionByOutput.size;
  }

  getNode(id: number): FlowNode | undefined {
    return this.nodeById.get(id);
  }

  hasNode(id: number): boolean {
    return this.nodeById.has(id);
  }

  nodes(): IterableIterator<FlowNode> {
    return this.nodeById.values();
  }

  connections(): IterableIterator<FlowConnection> {
    return this.connectionByOutput.values();
  }

  /** [connection key, connection] pairs. */
  connectionEntries(): IterableIterator<[number, FlowConnection]> {
    return this.connectionByOutput.entries();
  }

  getConnection(key: number): FlowConnection | undefined {
    return this.connectionByOutput.get(key);
  }

  connectionAtOutput(nodeId: number, port: number): FlowConnection | undefined {
    return this.connectionByOutput.get(portKey(nodeId, port));
  }

  connectionAtInput(nodeId: number, port: number): FlowConnection | undefined {
    const key = this.connectionKeyByInput.get(portKey(nodeId, port));
    return key === undefined ? undefined : this.connectionByOutput.get(key);
  }

  /** Keys of connections leaving the node (empty when none). */
  outgoingKeys(nodeId: number): ReadonlySet<number> {
    return this.outgoingByNode.get(nodeId) ?? EMPTY;
  }

  /** Keys of connections entering the node (empty when none). */
  incomingKeys(nodeId: number): ReadonlySet<number> {
    return this.incomingByNode.get(nodeId) ?? EMPTY;
  }

  /** Every connection touching the node, O(degree). */
  *connectionsOfNode(nodeId: number): Generator<FlowConnection> {
    for (const key of this.outgoingKeys(nodeId)) yield this.connectionByOutput.get(key)!;
    for (const key of this.incomingKeys(nodeId)) yield this.connectionByOutput.get(key)!;
  }

  /** The highest node id in the flow (0 when empty). */
  highestNodeId(): number {
    if (this.highestIdStale) {
      this.highestId = 0;
      for (const id of this.nodeById.keys()) if (id > this.highestId) this.highestId = id;
      this.highestIdStale = false;
    }
    return this.highestId;
  }

  /**
   * The id a new node gets. Alone: the highest existing plus one (asking again gives the same id until a node is
   * inserted). With an id source (a co-editing session): the next leased id, taken for good; throws when the lease
   * is spent (commands use newIds, which refuses instead).
   */
  nextId(): number {
    if (!this.idSource) return this.highestNodeId() + 1;
    const ids = this.idSource.take(1);
    if (!ids) throw new Error('no leased node id is at hand');
    return ids[0]!;
  }

  /** Ids for `count` new nodes: highest + 1 … alone, leased ones with an id source; null when the lease has too few. */
  newIds(count: number): number[] | null {
    if (this.idSource) return this.idSource.take(count);
    const first = this.highestNodeId() + 1;
    return Array.from({ length: count }, (_, at) => first + at);
  }

  /** New node ids come from this source (a co-editing session's leases) until it is set back to null. */
  useIdSource(source: NodeIdSource | null): void {
    this.idSource = source;
  }

  // --- low-level mutators (no validation; see applyPatch) ---

  insertNode(node: FlowNode): void {
    this.nodeById.set(node.id, node);
    if (node.id > this.highestId) this.highestId = node.id;
  }

  deleteNode(id: number): void {
    this.nodeById.delete(id);
    this.outgoingByNode.delete(id);
    this.incomingByNode.delete(id);
    if (id >= this.highestId) this.highestIdStale = true;
  }

  setPosition(id: number, x: number, y: number): void {
    const node = this.nodeById.get(id)!;
    node.x = x;
    node.y = y;
  }

  setShape(id: number, inputs: number, outputs: number, config: Record<string, unknown>): void {
    const node = this.nodeById.get(id)!;
    node.inputs = inputs;
    node.outputs = outputs;
    node.config = config;
  }

  insertConnection(connection: FlowConnection): number {
    const key = connectionKey(connection);
    this.connectionChanges += 1;
    this.connectionByOutput.set(key, connection);
    this.connectionKeyByInput.set(portKey(connection.to[0], connection.to[1]), key);
    setOf(this.outgoingByNode, connection.from[0]).add(key);
    setOf(this.incomingByNode, connection.to[0]).add(key);
    return key;
  }

  deleteConnection(key: number): FlowConnection | undefined {
    const connection = this.connectionByOutput.get(key);
    if (!connection) return undefined;
    this.connectionChanges += 1;
    this.connectionByOutput.delete(key);
    this.connectionKeyByInput.delete(portKey(connection.to[0], connection.to[1]));
    this.outgoingByNode.get(connection.from[0])?.delete(key);
    this.incomingByNode.get(connection.to[0])?.delete(key);
    return connection;
  }
}

const EMPTY: ReadonlySet<number> = new Set();

function setOf(map: Map<number, Set<number>>, id: number): Set<number> {
  let set = map.get(id);
  if (!set) {
    set = new Set();
    map.set(id, set);
  }
  return set;
}
