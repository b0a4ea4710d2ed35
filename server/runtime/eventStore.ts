// Stores flow events and keeps the daily per-widget counters in step, in one transaction per batch:
// widget_events rows (partitioned by month), widget_daily_counters (shows, touches, finishes, errors,
// operations, timeTaken sum/count), widget_daily_event_counts (stored events per name: the events list's totals)
// and widget_node_daily_counters (node_reached, which is not stored as an event: the per-node per-day count is what
// drop-off needs). Events are deduplicated by their id within their widget (the id is the browser's: another widget,
// of any organization, may send the same one): first against the ids this process saw lately, then in the database
// against widget_event_ids (node_reached: widget_node_reached_ids), the ids stored in the last two days, by an insert
// that a concurrent copy of the batch on another instance waits on: each event is stored once.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import { fitText, type ContextValue, type FlowEventName, type RuntimeEvent, type VisitorIds } from '../../contracts/runtime';
import type { Db } from '../db/database';
import { widgetEvents } from '../db/partitioned/widgetEvents';
import { widgetDailyCounters, widgetDailyEventCounts, widgetNodeDailyCounters } from '../db/schema';
import { utcDay } from '../usage/operations';

/** How long an event id is remembered against a batch sent again (the retention job forgets older node_reached ids). */
export const DEDUP_WINDOW_MS = 2 * 86_400_000;

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
  touchTimeSum: number;
  touchTimeCount: number;
}

const OPERATION_EVENTS = new Set<string>(['widget_flow_email_sent', 'widget_flow_http_requested', 'widget_flow_ai_prompted', 'widget_flow_record_collected']);

function emptyIncrements(): CounterIncrements {
  return { shows: 0, touches: 0, finishes: 0, errors: 0, operations: 0, timeTakenSum: 0, timeTakenCount: 0, touchTimeSum: 0, touchTimeCount: 0 };
}

function count(increments: CounterIncrements, name: string, payload: Record<string, ContextValue>): void {
  if (name === 'widget_flow_widget_shown') increments.shows += 1;
  else if (name === 'widget_flow_widget_touched') {
    increments.touches += 1;
    if (typeof payload.timeTaken === 'number') {
      increments.touchTimeSum += Math.round(payload.timeTaken);
      increments.touchTimeCount += 1;
    }
  }
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
        touchTimeSum: sql`${t.touchTimeSum} + excluded.touch_time_sum`,
        touchTimeCount: sql`${t.touchTimeCount} + excluded.touch_time_count`,
      },
    });
}

export class EventStore {
  /** `<widget id>/<event id>` this process stored lately: a beacon and its retry are dropped without a query. */
  private readonly seen = new LRUCache<string, true>({ max: 200_000 });

  constructor(private readonly db: Db) {}

  /**
   * Stores the new events of a validated batch; answers how many were new. One SQL statement (data-modifying
   * CTEs, atomic): the batch as a jsonb recordset, the flow events whose id is not stored in the last two days
   * inserted, the daily counters upserted from what was inserted, node_reached counted per node once per id.
   */
  async recordClientEvents(owner: EventOwner, events: RuntimeEvent[], now = new Date()): Promise<number> {
    const seenKey = (event: RuntimeEvent) => `${owner.widgetId}/${event.id}`;
    const fresh = events.filter((event, index) => !this.seen.has(seenKey(event)) && events.findIndex((other) => other.id === event.id) === index);
    if (fresh.length === 0) return 0;
    const day = utcDay(now);
    const rows = fresh.map((event) => ({
      id: event.id,
      name: event.name,
      node_id: event.nodeId ?? null,
      session_id: event.sessionId,
      pageload_id: event.pageloadId,
      lead_id: event.leadId,
      payload: event.payload ?? {},
      occurred_at: new Date(event.at).toISOString(),
      seq: event.seq ?? null,
    }));
    const at = now.toISOString();
    const result = await this.db.execute<{ stored: number }>(sql`
      WITH incoming AS (
        SELECT * FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
          AS x(id uuid, name text, node_id integer, session_id uuid, pageload_id uuid, lead_id uuid, payload jsonb, occurred_at timestamptz, seq integer)
      ),
      claimed AS (
        -- An id is new when this statement is the one that records it: a concurrent copy of the batch (a retry sent to
        -- another instance) waits here for the first to commit and then finds the id taken.
        INSERT INTO widget_event_ids (widget_id, id, received_at)
        SELECT DISTINCT ${owner.widgetId}::uuid, id, ${at}::timestamptz FROM incoming WHERE name <> 'node_reached'
        ON CONFLICT (widget_id, id) DO NOTHING
        RETURNING id
      ),
      inserted AS (
        INSERT INTO widget_events (id, widget_id, organization_id, name, node_id, session_id, pageload_id, lead_id, payload, occurred_at, created_at, seq)
        SELECT i.id, ${owner.widgetId}::uuid, ${owner.organizationId}::uuid, i.name, i.node_id, i.session_id, i.pageload_id, i.lead_id, i.payload, i.occurred_at, ${at}::timestamptz, i.seq
        FROM incoming i JOIN claimed c ON c.id = i.id
        WHERE i.name <> 'node_reached'
        RETURNING name, payload, lead_id, session_id
      ),
      visitors AS (
        INSERT INTO widget_daily_visitors (widget_id, day, lead_id, session_id)
        SELECT DISTINCT ${owner.widgetId}::uuid, ${day}::date, lead_id, session_id FROM inserted WHERE name = 'widget_flow_widget_shown'
        ON CONFLICT DO NOTHING
        RETURNING 1
      ),
      counted AS (
        INSERT INTO widget_daily_counters (widget_id, day, shows, touches, finishes, errors, operations, time_taken_sum, time_taken_count, touch_time_sum, touch_time_count)
        SELECT ${owner.widgetId}::uuid, ${day}::date,
          count(*) FILTER (WHERE name = 'widget_flow_widget_shown'),
          count(*) FILTER (WHERE name = 'widget_flow_widget_touched'),
          count(*) FILTER (WHERE name = 'widget_flow_finished'),
          count(*) FILTER (WHERE name = 'widget_flow_error_thrown'),
          0,
          coalesce(sum(round((payload->>'timeTaken')::numeric)) FILTER (WHERE name = 'widget_flow_finished' AND jsonb_typeof(payload->'timeTaken') = 'number'), 0),
          count(*) FILTER (WHERE name = 'widget_flow_finished' AND jsonb_typeof(payload->'timeTaken') = 'number'),
          coalesce(sum(round((payload->>'timeTaken')::numeric)) FILTER (WHERE name = 'widget_flow_widget_touched' AND jsonb_typeof(payload->'timeTaken') = 'number'), 0),
          count(*) FILTER (WHERE name = 'widget_flow_widget_touched' AND jsonb_typeof(payload->'timeTaken') = 'number')
        FROM inserted
        HAVING count(*) > 0
        ON CONFLICT (widget_id, day) DO UPDATE SET
          shows = widget_daily_counters.shows + excluded.shows,
          touches = widget_daily_counters.touches + excluded.touches,
          finishes = widget_daily_counters.finishes + excluded.finishes,
          errors = widget_daily_counters.errors + excluded.errors,
          time_taken_sum = widget_daily_counters.time_taken_sum + excluded.time_taken_sum,
          time_taken_count = widget_daily_counters.time_taken_count + excluded.time_taken_count,
          touch_time_sum = widget_daily_counters.touch_time_sum + excluded.touch_time_sum,
          touch_time_count = widget_daily_counters.touch_time_count + excluded.touch_time_count
        RETURNING 1
      ),
      named AS (
        INSERT INTO widget_daily_event_counts (widget_id, day, name, events)
        SELECT ${owner.widgetId}::uuid, ${day}::date, name, count(*) FROM inserted GROUP BY name
        ON CONFLICT (widget_id, day, name) DO UPDATE SET events = widget_daily_event_counts.events + excluded.events
        RETURNING 1
      ),
      reached_new AS (
        INSERT INTO widget_node_reached_ids (widget_id, id, received_at)
        SELECT ${owner.widgetId}::uuid, id, ${at}::timestamptz FROM incoming WHERE name = 'node_reached' AND node_id IS NOT NULL
        ON CONFLICT (widget_id, id) DO NOTHING
        RETURNING id
      ),
      reached AS (
        INSERT INTO widget_node_daily_counters (widget_id, day, node_id, reached)
        SELECT ${owner.widgetId}::uuid, ${day}::date, i.node_id, count(*) FROM incoming i JOIN reached_new r ON r.id = i.id GROUP BY i.node_id
        ON CONFLICT (widget_id, day, node_id) DO UPDATE SET reached = widget_node_daily_counters.reached + excluded.reached
        RETURNING 1
      )
      SELECT ((SELECT count(*) FROM inserted) + (SELECT count(*) FROM reached_new))::int AS stored`);
    for (const event of fresh) this.seen.set(seenKey(event), true);
    return Number((result as unknown as { rows: { stored: number }[] }).rows[0]?.stored ?? 0);
  }

  /**
   * An event the server itself records (operations, a server node's error_thrown); `tx` to join a transaction.
   * `occurred`: for a browser's call, when the browser made it and its sequence number (`browserMoment`), so the
   * event sorts among the browser's own; otherwise the server's `now` and no sequence. Counters use `now`'s day.
   */
  async recordServerEvent(
    owner: EventOwner,
    visitor: VisitorIds,
    name: FlowEventName,
    nodeId: number | null,
    payload: Record<string, ContextValue>,
    now = new Date(),
    tx: Db = this.db,
    occurred: { at: Date; seq: number | null } = { at: now, seq: null },
  ): Promise<void> {
    const write = async (db: Db) => {
      await db.insert(widgetEvents).values({
        id: randomUUID(),
        widgetId: owner.widgetId,
        organizationId: owner.organizationId,
        name,
        nodeId,
        ...visitor,
        payload: storablePayload(payload),
        occurredAt: occurred.at,
        seq: occurred.seq,
        createdAt: now,
      });
      const increments = emptyIncrements();
      count(increments, name, payload);
      await addToCounters(db, owner.widgetId, utcDay(now), increments);
      const named = widgetDailyEventCounts;
      await db
        .insert(named)
        .values({ widgetId: owner.widgetId, day: utcDay(now), name, events: 1 })
        .onConflictDoUpdate({ target: [named.widgetId, named.day, named.name], set: { events: sql`${named.events} + 1` } });
    };
    if (tx === this.db) await this.db.transaction(write);
    else await write(tx);
  }
}

/**
 * The payload with every text as PostgreSQL's jsonb takes it: a target's answer or an error message may hold a NUL
 * or a lone surrogate, which jsonb refuses (the event, and the node's run, would fail). Each becomes U+FFFD.
 */
function storablePayload(payload: Record<string, ContextValue>): Record<string, ContextValue> {
  const storable: Record<string, ContextValue> = {};
  for (const [key, value] of Object.entries(payload)) storable[key] = typeof value === 'string' ? fitText(value, value.length) : value;
  return storable;
}
