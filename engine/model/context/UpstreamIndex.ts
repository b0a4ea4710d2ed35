// "Is node A upstream of node B (or B itself)?" in O(1). Every kind has at most one input port and an input
// takes one connection, so the flow is a forest: an Euler tour (entry/exit numbers of a depth-first walk)
// answers ancestry by comparing two numbers. The tour is rebuilt lazily, O(flow), only after the structure
// changed. Should a flow ever hold a node with several incoming connections (not possible today), queries fall
// back to a walk through the adjacency.
import type { FlowModel } from '../FlowModel';
import { reaches } from '../flowReachability';

export class UpstreamIndex {
  private enter = new Map<number, number>();
  private exit = new Map<number, number>();
  /** Connection key → target node id, as the last tour saw them. */
  private targets = new Map<number, number>();
  private stale = true;
  private forest = true;

  constructor(private readonly model: FlowModel) {}

  /** Connections or nodes were added or removed: the tour is rebuilt on the next query. */
  invalidate(): void {
    this.stale = true;
  }

  /** True when the connection under this key is not what the last tour saw (added, removed or rewired). */
  connectionDiffers(key: number): boolean {
    return this.stale || this.model.getConnection(key)?.to[0] !== this.targets.get(key);
  }

  /** True when a node was numbered by the last tour (so moving it does not invalidate anything). */
  knows(nodeId: number): boolean {
    return !this.stale && this.enter.has(nodeId);
  }

  /** True when `ancestor` is `nodeId` or lies upstream of it. */
  isUpstreamOrSelf(ancestor: number, nodeId: number): boolean {
    if (ancestor === nodeId) return true;
    if (this.stale) this.rebuild();
    const a = this.enter.get(ancestor);
    const b = this.enter.get(nodeId);
    if (!this.forest || a === undefined || b === undefined) return reaches(this.model, ancestor, nodeId);
    return a <= b && this.exit.get(nodeId)! <= this.exit.get(ancestor)!;
  }

  private rebuild(): void {
    const model = this.model;
    const enter = new Map<number, number>();
    const exit = new Map<number, number>();
    const targets = new Map<number, number>();
    for (const [key, connection] of model.connectionEntries()) targets.set(key, connection.to[0]);
    let forest = true;
    let clock = 0;
    const stack: number[] = [];
    for (const node of model.nodes()) {
      const incoming = model.incomingKeys(node.id).size;
      if (incoming > 1) forest = false;
      if (incoming > 0) continue;
      // Iterative DFS: a positive entry is "enter", a negative one (~id) is "exit".
      stack.push(node.id);
      while (stack.length > 0) {
        const item = stack.pop()!;
        if (item < 0) {
          exit.set(~item, clock++);
          continue;
        }
        enter.set(item, clock++);
        stack.push(~item);
        for (const key of model.outgoingKeys(item)) {
          const child = model.getConnection(key)!.to[0];
          if (!enter.has(child)) stack.push(child);
        }
      }
    }
    // Nodes never reached from a root would sit on a cycle: the walk fallback handles them.
    if (enter.size !== model.nodeCount) forest = false;
    this.enter = enter;
    this.exit = exit;
    this.targets = targets;
    this.forest = forest;
    this.stale = false;
  }
}
