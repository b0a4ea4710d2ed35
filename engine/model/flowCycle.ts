// Cycle detection over a whole document (save-time check; the editor prevents cycles through the adjacency).
import type { FlowDocument } from './flowTypes';

/** A node id that lies on a cycle, or null when the flow is acyclic. Kahn's algorithm, O(nodes + connections). */
export function nodeOnCycle(flow: FlowDocument): number | null {
  const indegree = new Map<number, number>();
  const targets = new Map<number, number[]>();
  for (const node of flow.nodes) indegree.set(node.id, 0);
  for (const { from, to } of flow.connections) {
    indegree.set(to[0], (indegree.get(to[0]) ?? 0) + 1);
    const list = targets.get(from[0]);
    if (list) list.push(to[0]);
    else targets.set(from[0], [to[0]]);
  }
  const ready: number[] = [];
  for (const [id, count] of indegree) if (count === 0) ready.push(id);
  let visited = 0;
  while (ready.length > 0) {
    const id = ready.pop()!;
    visited += 1;
    for (const next of targets.get(id) ?? []) {
      const count = indegree.get(next)! - 1;
      indegree.set(next, count);
      if (count === 0) ready.push(next);
    }
  }
  if (visited === indegree.size) return null;
  for (const [id, count] of indegree) if (count > 0) return id;
  return null;
}
