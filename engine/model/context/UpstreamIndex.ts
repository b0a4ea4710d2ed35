// "Is node A upstream of node B (or B itself)?" Every kind has at most one input port and an input takes one
// connection, so the flow is a forest and B's ancestors are one chain: the answer is a walk up from B, O(depth).
// Flows are shallow (the generated 100,000-node flow: depth p50 20, max 168), so a walk of at most WALK_LIMIT steps
// answers nearly every query, and a structural edit costs nothing here: no O(flow) rebuild per connect or removal,
// which at 100,000 nodes took ~0.1 s and, with 20 co-editors connecting and disconnecting, most of an editor's time.
// Only once a walk runs past the limit (a flow with chains longer than WALK_LIMIT) does the index keep an Euler tour
// (entry/exit numbers of a depth-first walk) that answers in O(1): built lazily, in slices (`prepare`), again after
// every connection change. Should a flow ever hold a node with several incoming connections (not possible today),
// or a cycle, queries fall back to a walk through the adjacency.
import type { FlowModel } from '../FlowModel';
import { reaches } from '../flowReachability';
import { runAtOnce, SLICE_ITEMS, stepUntil, type SlicedWork } from '../slicedWork';
import { NodeNumbering } from './NodeNumbering';

/** Longest walk up a chain before the tour is used (and kept from then on). */
export const WALK_LIMIT = 256;

export class UpstreamIndex {
  private enter = new NodeNumbering(0, 0);
  private exit = new NodeNumbering(0, 0);
  /** The model's connection revision the tour was built at (-1: none). */
  private tourRevision = -1;
  private forest = true;
  /** A walk ran past WALK_LIMIT: this flow has long chains and the tour is kept. */
  private longChains = false;
  /** A rebuild under way in slices (prepare), or null, and the connection revision it started at. */
  private rebuilding: SlicedWork<void> | null = null;
  private rebuildingAt = -1;

  constructor(private readonly model: FlowModel) {}

  /** True while the tour is in use (a walk of this flow ran past WALK_LIMIT). */
  get keepsTour(): boolean {
    return this.longChains;
  }

  /**
   * When the tour is kept, brings a stale one up to date in slices until `deadline` (a `now()` time), so a
   * 100k-node rebuild (~0.1 s) never runs as one task; true once nothing is left to do (always, without a tour).
   * Queries rebuild at once whatever remains.
   */
  prepare(deadline: number, now: () => number = () => performance.now()): boolean {
    if (!this.longChains || this.tourFresh()) return true;
    if (!stepUntil(this.currentRebuild(), deadline, now)) return false;
    this.rebuilding = null;
    return this.tourFresh();
  }

  /** True when `ancestor` is `nodeId` or lies upstream of it. */
  isUpstreamOrSelf(ancestor: number, nodeId: number): boolean {
    if (ancestor === nodeId) return true;
    if (!this.longChains) {
      const walked = this.walkUp(ancestor, nodeId);
      if (walked !== undefined) return walked;
      this.longChains = true;
    }
    if (!this.tourFresh()) runAtOnce(this.currentRebuild());
    const a = this.enter.get(ancestor);
    const b = this.enter.get(nodeId);
    if (!this.forest || a < 0 || b < 0) return this.walkUp(ancestor, nodeId) ?? reaches(this.model, ancestor, nodeId);
    return a <= b && this.exit.get(nodeId) <= this.exit.get(ancestor);
  }

  /** The rebuild under way, restarted when connections changed since it began. */
  private currentRebuild(): SlicedWork<void> {
    if (this.rebuilding === null || this.rebuildingAt !== this.model.connectionRevision) {
      this.rebuilding = this.rebuildWork();
      this.rebuildingAt = this.model.connectionRevision;
    }
    return this.rebuilding;
  }

  private tourFresh(): boolean {
    return this.tourRevision === this.model.connectionRevision;
  }

  /** Up the chain of single incoming connections from `nodeId`: the answer, or undefined past WALK_LIMIT steps or at a node with several inputs. */
  private walkUp(ancestor: number, nodeId: number): boolean | undefined {
    const model = this.model;
    let current = nodeId;
    for (let step = 0; step < WALK_LIMIT; step += 1) {
      const incoming = model.incomingKeys(current);
      if (incoming.size === 0) return false;
      if (incoming.size > 1) return undefined;
      const [key] = incoming;
      current = model.getConnection(key!)!.from[0];
      if (current === ancestor) return true;
      if (current === nodeId) return false; // a cycle back to the start
    }
    return undefined;
  }

  /** The tour as sliced work: yields every SLICE_ITEMS nodes numbered. */
  private *rebuildWork(): SlicedWork<void> {
    const model = this.model;
    const revision = model.connectionRevision;
    const highestId = model.highestNodeId();
    const enter = new NodeNumbering(highestId, model.nodeCount);
    const exit = new NodeNumbering(highestId, model.nodeCount);
    let forest = true;
    let numbered = 0;
    let clock = 0;
    // Iterative DFS: a non-negative entry is "enter", a negative one (~id) is "exit".
    const stack: number[] = [];
    for (const node of model.nodes()) {
      const incoming = model.incomingKeys(node.id).size;
      if (incoming > 1) forest = false;
      if (incoming > 0) continue;
      stack.push(node.id);
      while (stack.length > 0) {
        const item = stack.pop()!;
        if (item < 0) {
          exit.set(~item, clock++);
          continue;
        }
        enter.set(item, clock++);
        numbered += 1;
        if (numbered % SLICE_ITEMS === 0) yield;
        stack.push(~item);
        for (const outgoing of model.outgoingKeys(item)) {
          const child = model.getConnection(outgoing)!.to[0];
          if (enter.get(child) < 0) stack.push(child);
        }
      }
    }
    // Nodes never reached from a root would sit on a cycle: the walk fallback handles them.
    if (numbered !== model.nodeCount) forest = false;
    this.enter = enter;
    this.exit = exit;
    this.forest = forest;
    this.tourRevision = revision;
    this.rebuilding = null;
  }
}
