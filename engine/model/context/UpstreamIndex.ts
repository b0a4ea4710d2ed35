// "Is node A upstream of node B (or B itself)?" in O(1). Every kind has at most one input port and an input
// takes one connection, so the flow is a forest: an Euler tour (entry/exit numbers of a depth-first walk)
// answers ancestry by comparing two numbers. The tour is rebuilt lazily, O(flow), only after the structure
// changed. Should a flow ever hold a node with several incoming connections (not possible today), queries fall
// back to a walk through the adjacency.
import type { FlowModel } from '../FlowModel';
import { reaches } from '../flowReachability';
import { runAtOnce, SLICE_ITEMS, stepUntil, type SlicedWork } from '../slicedWork';
import { NodeNumbering } from './NodeNumbering';

export class UpstreamIndex {
  private enter = new NodeNumbering(0, 0);
  private exit = new NodeNumbering(0, 0);
  /** Node id → the key of the connection the last tour reached it through (-1: a root). */
  private via = new NodeNumbering(0, 0);
  private stale = true;
  private forest = true;
  /** A rebuild under way in slices (prepare), or null. */
  private rebuilding: SlicedWork<void> | null = null;

  constructor(private readonly model: FlowModel) {}

  /** Connections or nodes were added or removed: the tour is rebuilt on the next query. */
  invalidate(): void {
    this.stale = true;
    this.rebuilding = null;
  }

  /**
   * Brings a stale tour up to date in slices until `deadline` (a `now()` time), so a 100k-node rebuild (~0.1 s)
   * never runs as one task; true once it is fresh. Queries rebuild at once whatever remains.
   */
  prepare(deadline: number, now: () => number = () => performance.now()): boolean {
    if (!this.stale) return true;
    this.rebuilding ??= this.rebuildWork();
    if (!stepUntil(this.rebuilding, deadline, now)) return false;
    this.rebuilding = null;
    return true;
  }

  /** True when the connection under this key is not what the last tour saw (added, removed or rewired). */
  connectionDiffers(key: number): boolean {
    if (this.stale) return true;
    const connection = this.model.getConnection(key);
    // A connection that is gone: the tour saw it unless it came and went since (then a rebuild is merely spare).
    return connection === undefined || this.via.get(connection.to[0]) !== key;
  }

  /** True when a node was numbered by the last tour (so moving it does not invalidate anything). */
  knows(nodeId: number): boolean {
    return !this.stale && this.enter.get(nodeId) >= 0;
  }

  /** True when `ancestor` is `nodeId` or lies upstream of it. */
  isUpstreamOrSelf(ancestor: number, nodeId: number): boolean {
    if (ancestor === nodeId) return true;
    if (this.stale) runAtOnce((this.rebuilding ??= this.rebuildWork()));
    const a = this.enter.get(ancestor);
    const b = this.enter.get(nodeId);
    if (!this.forest || a < 0 || b < 0) return reaches(this.model, ancestor, nodeId);
    return a <= b && this.exit.get(nodeId) <= this.exit.get(ancestor);
  }

  /** The tour as sliced work: yields every SLICE_ITEMS nodes numbered. */
  private *rebuildWork(): SlicedWork<void> {
    const model = this.model;
    const highestId = model.highestNodeId();
    const enter = new NodeNumbering(highestId, model.nodeCount);
    const exit = new NodeNumbering(highestId, model.nodeCount);
    const via = new NodeNumbering(highestId, model.nodeCount);
    let forest = true;
    let numbered = 0;
    let clock = 0;
    // Iterative DFS: a non-negative entry is "enter" (node id, key it came through), a negative one (~id) is "exit".
    const stack: number[] = [];
    const through: number[] = [];
    for (const node of model.nodes()) {
      const incoming = model.incomingKeys(node.id).size;
      if (incoming > 1) forest = false;
      if (incoming > 0) continue;
      stack.push(node.id);
      through.push(-1);
      while (stack.length > 0) {
        const item = stack.pop()!;
        const key = through.pop()!;
        if (item < 0) {
          exit.set(~item, clock++);
          continue;
        }
        enter.set(item, clock++);
        via.set(item, key);
        numbered += 1;
        if (numbered % SLICE_ITEMS === 0) yield;
        stack.push(~item);
        through.push(-1);
        for (const outgoing of model.outgoingKeys(item)) {
          const child = model.getConnection(outgoing)!.to[0];
          if (enter.get(child) < 0) {
            stack.push(child);
            through.push(outgoing);
          }
        }
      }
    }
    // Nodes never reached from a root would sit on a cycle: the walk fallback handles them.
    if (numbered !== model.nodeCount) forest = false;
    this.enter = enter;
    this.exit = exit;
    this.via = via;
    this.forest = forest;
    this.stale = false;
    this.rebuilding = null;
  }
}
