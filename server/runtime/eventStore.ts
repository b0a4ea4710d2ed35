// Stores flow events and keeps the daily per-widget counters in step, in one transaction per batch:
// widget_events rows (partitioned by month), widget_daily_counters (shows, touches, finishes, errors,
// operations, timeTaken sum/count) and widget_node_daily_counters (node_reached, which is not stored as an
// event: the per-node per-day count is what drop-off needs). Events are deduplicated by their id: first
// against the ids this process saw lately, then against the events stored in the last two days.
import { randomUUID } from 'node:crypto';
import { and, gte, inArray, sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { ContextValue, FlowEventName, RuntimeEvent, VisitorIds } from '../../contracts/runtime';
import type { Db } from '../db/database';
import { widgetEvents } from '../db/partitioned/widgetEvents';
import { widgetDailyCounters, widgetNodeDailyCounters } from '../db/schema';
import { utcDay } from '../usage/operations';

const DEDUP_WINDOW_MS = 2 * 86_400_000;

export interface EventOwner {
  widgetId: string;
  organizationId: string;
}

interface CounterIncrements {
  shows: number;
  touches: number;
  finishes: number;
  errors: number;
  operations: number;
  timeTakenSum: number;
  timeTakenCount: number;
}

const OPERATION_EVENTS = new Set<string>(['widget_flow_email_sent', 'widget_flow_http_requested', 'widget_flow_ai_prompted', 'widget_flow_record_collected']);

function emptyIncrements(): CounterIncrements {
  return { shows: 0, touches: 0, finishes: 0, errors: 0, operations: 0, timeTakenSum: 0, timeTakenCount: 0 };
}

function count(increments: CounterIncrements, name: string, payload: Record<string, ContextValue>): void {
  if (name === 'widget_flow_widget_shown') increments.shows += 1;
  else if (name === 'widget_flow_widget_touched') increments.touches += 1;
  else if (name === 'widget_flow_error_thrown') increments.errors += 1;
  else if (name === 'widget_flow_finished') {
    increments.finishes += 1;
    if (typeof payload.timeTaken === 'number') {
      increments.timeTakenSum += Math.round(payload.timeTaken);
      increments.timeTakenCount += 1;
    }
  } else if (OPERATION_EVENTS.has(name)) increments.operations += 1;
}

async function addToCounters(tx: Db, widgetId: string, day: string, increments: CounterIncrements): Promise<void> {
  if (Object.values(increments).every((value) => value === 0)) return;
  const t = widgetDailyCounters;
  await tx
    .insert(t)
    .values({ widgetId, day, ...increments })
    .onConflictDoUpdate({
      target: [t.widgetId, t.day],
      set: {
        shows: sql`${t.shows} + excluded.shows`,
        touches: sql`${t.touches} + excluded.touches`,
        finishes: sql`${t.finishes} + excluded.finishes`,
        errors: sql`${t.errors} + excluded.errors`,
        operations: sql`${t.operations} + excluded.operations`,
        timeTakenSum: sql`${t.timeTakenSum} + excluded.time_taken_sum`,
        timeTakenCount: sql`${t.timeTakenCount} + excluded.time_taken_count`,
      },
    });
}

export class EventStore {
  /** Event ids this process stored lately: a beacon and its retry are dropped without a query. */
  private readonly seen = new LRUCache<string, true>({ max: 200_000 });

  constructor(private readonly db: Db) {}

  /** Stores the new events of a validated batch; answers how many were new. */
  async recordClientEvents(owner: EventOwner, events: RuntimeEvent[], now = new Date()): Promise<number> {
    const fresh = events.filter((event, index) => !this.seen.has(event.id) && events.findIndex((other) => other.id === event.id) === index);
    if (fresh.length === 0) return 0;
    const day = utcDay(now);
    const stored = await this.db.transaction(async (tx) => {
      const flowEvents = fresh.filter((event) => event.name !== 'node_reached');
      let inserted = flowEvents;
      if (flowEvents.length > 0) {
        const existing = await tx
          .select({ id: widgetEvents.id })
          .from(widgetEvents)
          .where(and(inArray(widgetEvents.id, flowEvents.map((event) => event.id)), gte(widgetEvents.createdAt, new Date(now.getTime() - DEDUP_WINDOW_MS))));
        const known = new Set(existing.map((row) => row.id));
        inserted = flowEvents.filter((event) => !known.has(event.id));
      }
      if (inserted.length > 0) {
        await tx.insert(widgetEvents).values(
          inserted.map((event) => ({
            id: event.id,
            widgetId: owner.widgetId,
            organizationId: owner.organizationId,
            name: event.name,
            nodeId: event.nodeId ?? null,
            sessionId: event.sessionId,
            pageloadId: event.pageloadId,
            leadId: event.leadId,
            payload: event.payload ?? {},
            occurredAt: new Date(event.at),
            createdAt: now,
          })),
        );
      }
      const increments = emptyIncrements();
      for (const event of inserted) count(increments, event.name, event.payload ?? {});
      await addToCounters(tx, owner.widgetId, day, increments);
      const reached = new Map<number, number>();
      for (const event of fresh) {
        if (event.name === 'node_reached' && typeof event.nodeId === 'number') reached.set(event.nodeId, (reached.get(event.nodeId) ?? 0) + 1);
      }
      if (reached.size > 0) {
        const t = widgetNodeDailyCounters;
        await tx
          .insert(t)
          .values([...reached].map(([nodeId, times]) => ({ widgetId: owner.widgetId, day, nodeId, reached: times })))
          .onConflictDoUpdate({ target: [t.widgetId, t.day, t.nodeId], set: { reached: sql`${t.reached} + excluded.reached` } });
      }
      return inserted.length + fresh.filter((event) => event.name === 'node_reached').length;
    });
    for (const event of fresh) this.seen.set(event.id, true);
    return stored;
  }

  /** An event the server itself records (operations, a server node's error_thrown); `tx` to join a transaction. */
  async recordServerEvent(
    owner: EventOwner,
    visitor: VisitorIds,
    name: FlowEventName,
    nodeId: number | null,
    payload: Record<string, ContextValue>,
    now = new Date(),
    tx: Db = this.db,
  ): Promise<void> {
    const write = async (db: Db) => {
      await db.insert(widgetEvents).values({
        id: randomUUID(),
        widgetId: owner.widgetId,
        organizationId: owner.organizationId,
        name,
        nodeId,
        ...visitor,
        payload,
        occurredAt: now,
        createdAt: now,
      });
      const increments = emptyIncrements();
      count(increments, name, payload);
      await addToCounters(db, owner.widgetId, utcDay(now), increments);
    };
    if (tx === this.db) await this.db.transaction(write);
    else await write(tx);
  }
}
