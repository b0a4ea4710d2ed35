// Node ids for co-editing (issue 22): each editor adds nodes with ids from a range leased to it, so two people
// adding nodes at the same moment never pick the same id. widget_flows.highest_node_id is the highest id in use or
// handed out; a lease takes the next NODE_ID_LEASE_SIZE ids above it under the flow row lock, and a save that adds
// or replaces nodes raises it to their ids (so a client that numbers highest + 1 itself cannot collide with a lease
// handed out later). Ids stay within MAX_NODE_ID (2^31 − 1); when none are left: 409 node-ids-exhausted.
import { eq, sql, type SQL } from 'drizzle-orm';
import { NODE_ID_LEASE_SIZE, type NodeIdLease } from '../../contracts/collab';
import { MAX_NODE_ID } from '../../engine/model/flowLimits';
import type { FlowDocument } from '../../engine/model/flowTypes';
import type { FlowPatch } from '../../engine/model/patch/flowPatch';
import type { Db } from '../db/database';
import { widgetFlows } from '../db/schema';
import { ConflictError, NotFoundError } from '../http/errors';

/** Leases the next ids of the widget's flow. The caller holds the widget lock (lockActiveWidget). */
export async function leaseNodeIds(tx: Db, widgetId: string): Promise<NodeIdLease> {
  const [row] = await tx.select({ highest: widgetFlows.highestNodeId }).from(widgetFlows).where(eq(widgetFlows.widgetId, widgetId)).for('update');
  if (!row) throw new NotFoundError('Widget');
  if (row.highest >= MAX_NODE_ID) throw new ConflictError('node-ids-exhausted', `Every node id up to ${MAX_NODE_ID} has been used in this flow`);
  const from = row.highest + 1;
  const to = Math.min(from + NODE_ID_LEASE_SIZE - 1, MAX_NODE_ID);
  await tx.update(widgetFlows).set({ highestNodeId: to }).where(eq(widgetFlows.widgetId, widgetId));
  return { from, to };
}

/** Raises the flow's highest node id to `id` (a save added or stored nodes up to it). */
export async function raiseHighestNodeId(tx: Db, widgetId: string, id: number): Promise<void> {
  if (id <= 0) return;
  await tx.update(widgetFlows).set({ highestNodeId: atLeast(widgetFlows.highestNodeId, id) }).where(eq(widgetFlows.widgetId, widgetId));
}

/** The column's value raised to at least `id`, for an UPDATE's SET (a save's own update of the row). */
export function atLeast(column: typeof widgetFlows.highestNodeId, id: number): SQL {
  return sql`GREATEST(${column}, ${id})`;
}

export function highestAddedId(patches: readonly FlowPatch[]): number {
  let highest = 0;
  for (const patch of patches) for (const op of patch.ops) if (op.op === 'addNode' && op.node.id > highest) highest = op.node.id;
  return highest;
}

export function highestIdOf(document: FlowDocument): number {
  let highest = 0;
  for (const node of document.nodes) if (node.id > highest) highest = node.id;
  return highest;
}
