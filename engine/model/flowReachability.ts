// Upstream/downstream walks through the model's adjacency: cost is the size of the reached part, never the flow.
import type { FlowModel } from './FlowModel';

/** Ids of nodes reachable by following connections forwards from nodeId (nodeId excluded). */
export function downstreamNodes(model: FlowModel, nodeId: number): Set<number> {
  return walk(model, nodeId, 'down');
}

/** Ids of nodes from which nodeId is reachable (nodeId excluded). */
export function upstreamNodes(model: FlowModel, nodeId: number): Set<number> {
  return walk(model, nodeId, 'up');
}

/** The node, everything upstream and everything downstream: the nodes a new connection from it must not reach. */
export function relatedNodes(model: FlowModel, nodeId: number): Set<number> {
  const related = walk(model, nodeId, 'down');
  for (const id of walk(model, nodeId, 'up')) related.add(id);
  related.add(nodeId);
  return related;
}

/** True when target can be reached from source by following connections forwards (source === target counts). */
export function reaches(model: FlowModel, source: number, target: number): boolean {
  if (source === target) return true;
  const seen = new Set<number>([source]);
  const stack = [source];
  while (stack.length > 0) {
    const id = stack.pop()!;
    for (const key of model.outgoingKeys(id)) {
      const next = model.getConnection(key)!.to[0];
      if (next === target) return true;
      if (!seen.has(next)) {
        seen.add(next);
        stack.push(next);
      }
    }
  }
  return false;
}

function walk(model: FlowModel, start: number, direction: 'up' | 'down'): Set<number> {
  const seen = new Set<number>();
  const stack = [start];
  while (stack.length > 0) {
    const id = stack.pop()!;
    const keys = direction === 'down' ? model.outgoingKeys(id) : model.incomingKeys(id);
    for (const key of keys) {
      const connection = model.getConnection(key)!;
      const next = direction === 'down' ? connection.to[0] : connection.from[0];
      if (next !== start && !seen.has(next)) {
        seen.add(next);
        stack.push(next);
      }
    }
  }
  return seen;
}

/**
 * `roots` and every node downstream of them, or null as soon as that is more than `limit` nodes (the caller then
 * does without the list). Cost: O(min(reached, limit)).
 */
export function downstreamWithin(model: FlowModel, roots: Iterable<number>, limit: number): Set<number> | null {
  const reached = new Set<number>();
  const stack: number[] = [];
  for (const id of roots) {
    if (reached.has(id)) continue;
    reached.add(id);
    stack.push(id);
  }
  while (stack.length > 0) {
    if (reached.size > limit) return null;
    for (const key of model.outgoingKeys(stack.pop()!)) {
      const next = model.getConnection(key)!.to[0];
      if (reached.has(next)) continue;
      reached.add(next);
      stack.push(next);
    }
  }
  return reached.size > limit ? null : reached;
}
