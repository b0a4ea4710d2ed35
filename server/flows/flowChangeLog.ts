// The flow change log (widget_flow_changes, issue 22): written in each save's transaction, read to rebase a save
// made on an older version, for an editor's catch-up and by each instance to tell its live channels. Kept for
// the last FLOW_CHANGES_KEPT versions of a widget (pruned as they are written) and at most FLOW_CHANGES_KEPT_DAYS
// (pruned by a job); a base older than that is answered 409 flow-version-too-old and the editor reloads.
import type { FastifyBaseLogger } from 'fastify';
import { and, asc, eq, gt, lt, lte } from 'drizzle-orm';
import type { FlowChange } from '../../contracts/collab';
import type { Replaced } from '../../engine/model/collab/rebaseTypes';
import type { FlowPatchOp } from '../../engine/model/patch/flowPatch';
import { CLUSTER_PAYLOAD_MAX_BYTES } from '../cluster/ClusterBus';
import type { Db } from '../db/database';
import { widgetFlowChanges, type WidgetFlowChangeRow } from '../db/schema';
import { ConflictError } from '../http/errors';

export const FLOW_CHANGES_KEPT = 1000;
export const FLOW_CHANGES_KEPT_DAYS = 7;
const PRUNE_INTERVAL_MS = 60 * 60_000;

/**
 * The cluster topic a stored flow version is announced on: `{ w: widget id, v: version }`, and `c`, the change
 * itself, when it fits in a notice (most edits do): the instances' live rooms then send it on without reading the log.
 */
export const FLOW_CHANGES_TOPIC = 'flow_changes';
export interface FlowChangeNotice {
  w: string;
  v: number;
  c?: FlowChange;
}

/** Room left in a notice for the bus's envelope (the instance id) around the payload. */
const NOTICE_ENVELOPE_BYTES = 100;

/** The notice of a stored change: carrying the change when it fits within the bus's payload limit. */
export function flowChangeNotice(widgetId: string, change: FlowChange): FlowChangeNotice {
  const carrying: FlowChangeNotice = { w: widgetId, v: change.version, c: change };
  if (Buffer.byteLength(JSON.stringify(carrying), 'utf8') <= CLUSTER_PAYLOAD_MAX_BYTES - NOTICE_ENVELOPE_BYTES) return carrying;
  return { w: widgetId, v: change.version };
}

/** The change a notice carries, when it carries one that looks whole (notices come from instances of this studio). */
export function carriedChange(notice: FlowChangeNotice): FlowChange | null {
  const change = notice.c as Partial<FlowChange> | undefined;
  if (typeof change !== 'object' || change === null || change.version !== notice.v) return null;
  if (!Array.isArray(change.ops) || !Array.isArray(change.replaced) || typeof change.userId !== 'string' || typeof change.at !== 'string') return null;
  return change as FlowChange;
}

export interface NewFlowChange {
  widgetId: string;
  version: number;
  userId: string;
  clientId: string | null;
  ops: FlowPatchOp[];
  replaced: Replaced[];
  replacesFlow: boolean;
  /** The save's time (the notice carrying the change says the same `at`). */
  createdAt?: Date;
}

/** Logs a stored version and forgets the versions that fell out of the kept window. In the save's transaction. */
export async function appendFlowChange(tx: Db, change: NewFlowChange): Promise<void> {
  await tx.insert(widgetFlowChanges).values(change);
  if (change.version > FLOW_CHANGES_KEPT) {
    await tx
      .delete(widgetFlowChanges)
      .where(and(eq(widgetFlowChanges.widgetId, change.widgetId), lte(widgetFlowChanges.version, change.version - FLOW_CHANGES_KEPT)));
  }
}

/** The logged changes after `since` (oldest first, at most `limit`). */
export async function readFlowChanges(db: Db, widgetId: string, since: number, limit: number): Promise<WidgetFlowChangeRow[]> {
  return db
    .select()
    .from(widgetFlowChanges)
    .where(and(eq(widgetFlowChanges.widgetId, widgetId), gt(widgetFlowChanges.version, since)))
    .orderBy(asc(widgetFlowChanges.version))
    .limit(limit);
}

/**
 * The changes from `since` (exclusive) to `current` (inclusive), all of them patches: what a save based on `since`
 * is rebased over. 409 flow-version-too-old when the log no longer reaches back there or the flow was replaced
 * wholesale since (a PUT: nothing to rebase over).
 */
export async function changesToRebaseOver(db: Db, widgetId: string, since: number, current: number): Promise<WidgetFlowChangeRow[]> {
  const rows = await readFlowChanges(db, widgetId, since, current - since);
  if (!continuous(rows, since, current) || rows.some((row) => row.replacesFlow)) throw tooOld(since);
  return rows;
}

/** True when `rows` are exactly the versions since + 1 … through, in order, with no gap. */
export function continuous(rows: readonly { version: number }[], since: number, through: number): boolean {
  return rows.length === through - since && rows.every((row, index) => row.version === since + 1 + index);
}

export function tooOld(since: number): ConflictError {
  return new ConflictError(
    'flow-version-too-old',
    `The changes since version ${since} are no longer kept (or the flow was replaced since); load the flow again`,
  );
}

export function toFlowChange(row: WidgetFlowChangeRow): FlowChange {
  return { version: row.version, userId: row.userId, clientId: row.clientId, ops: row.ops, replaced: row.replaced, at: row.createdAt.toISOString() };
}

/** Deletes changes older than FLOW_CHANGES_KEPT_DAYS; answers how many. */
export async function pruneFlowChanges(db: Db, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - FLOW_CHANGES_KEPT_DAYS * 24 * 60 * 60_000);
  const deleted = await db.delete(widgetFlowChanges).where(lt(widgetFlowChanges.createdAt, cutoff)).returning({ version: widgetFlowChanges.version });
  return deleted.length;
}

/** Prunes a minute after start and then hourly (unref'd timers); returns the stopper. */
export function startFlowChangePruning(db: Db, log?: FastifyBaseLogger): () => void {
  const run = () => {
    pruneFlowChanges(db).catch((error: unknown) => log?.error({ err: error }, 'pruning the flow change log failed'));
  };
  const first = setTimeout(run, 60_000);
  const every = setInterval(run, PRUNE_INTERVAL_MS);
  first.unref();
  every.unref();
  return () => {
    clearTimeout(first);
    clearInterval(every);
  };
}
