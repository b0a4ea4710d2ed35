// Seeds one widget's results the way the runtime would have written them, in bulk SQL (PGlite and PostgreSQL
// alike): flow events in the monthly partitions (5 per session: widget_shown, widget_touched, an operation —
// record_collected for even sessions, http_requested for odd ones —, finished or every tenth session
// error_thrown, link_followed; one lead per two sessions), spread evenly over the last 56 days (the
// 4-week period and the 4 weeks it is compared with); collected records for the record_collected sessions (and
// their per-partition counts, as the collect node keeps them); then
// widget_daily_counters, widget_daily_event_counts, widget_daily_visitors and widget_node_daily_counters aggregated
// from those events exactly as ingestion (server/runtime/eventStore.ts) counts them: by UTC day of the receive time.
// Ids are md5-derived uuids of the session number, so the bench can name any session for a trace.
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { OPERATION_EVENT_NAMES } from '../../contracts/runtime';
import type { Db } from '../../server/db/database';
import { ensureEventPartitions } from '../../server/db/partitioned/widgetEvents';

export const EVENTS_PER_SESSION = 5;
export const SPAN_DAYS = 56;
const DAY_MS = 86_400_000;
/** Sessions inserted per statement. */
const CHUNK_SESSIONS = 20_000;

export interface SeedOwner {
  widgetId: string;
  organizationId: string;
}

export interface SeedSize {
  events: number;
  records: number;
}

/** The uuid PostgreSQL's md5(text)::uuid gives. */
function md5Uuid(text: string): string {
  const hex = createHash('md5').update(text).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export const sessionUuid = (session: number) => md5Uuid(`s${session}`);

async function createPartitions(db: Db, now: Date): Promise<void> {
  const oldest = new Date(now.getTime() - SPAN_DAYS * DAY_MS);
  const months = (now.getUTCFullYear() - oldest.getUTCFullYear()) * 12 + now.getUTCMonth() - oldest.getUTCMonth();
  await ensureEventPartitions(db, new Date(Date.UTC(oldest.getUTCFullYear(), oldest.getUTCMonth(), 1)), months + 1);
}

async function insertEvents(db: Db, owner: SeedOwner, sessions: number, now: Date, progress: (done: number) => void): Promise<void> {
  const at = now.toISOString();
  for (let from = 0; from < sessions; from += CHUNK_SESSIONS) {
    const to = Math.min(sessions, from + CHUNK_SESSIONS) - 1;
    await db.execute(sql`
      INSERT INTO widget_events (id, widget_id, organization_id, name, node_id, session_id, pageload_id, lead_id, payload, occurred_at, created_at)
      SELECT md5('e' || s || '.' || k)::uuid, ${owner.widgetId}::uuid, ${owner.organizationId}::uuid, e.name, k + 1,
        md5('s' || s)::uuid, md5('p' || s)::uuid, md5('l' || (s / 2))::uuid, e.payload,
        t.at + k * interval '2 seconds', t.at + k * interval '2 seconds' + interval '150 milliseconds'
      FROM generate_series(${from}::int, ${to}::int) AS s
      CROSS JOIN generate_series(0, 4) AS k
      CROSS JOIN LATERAL (SELECT ${at}::timestamptz - (s::float8 / ${sessions}::float8) * interval '${sql.raw(String(SPAN_DAYS))} days' - interval '10 seconds' AS at) t
      CROSS JOIN LATERAL (SELECT
        CASE k
          WHEN 0 THEN 'widget_flow_widget_shown'
          WHEN 1 THEN 'widget_flow_widget_touched'
          WHEN 2 THEN CASE WHEN s % 2 = 0 THEN 'widget_flow_record_collected' ELSE 'widget_flow_http_requested' END
          WHEN 3 THEN CASE WHEN s % 10 = 0 THEN 'widget_flow_error_thrown' ELSE 'widget_flow_finished' END
          ELSE 'widget_flow_link_followed'
        END AS name,
        CASE k
          WHEN 0 THEN jsonb_build_object('loadTime', 80 + s % 400, 'lazyLoad', s % 3 = 0, 'url', 'https://shop.example/product/' || (s % 500))
          WHEN 1 THEN jsonb_build_object('timeTaken', 500 + s % 4000)
          WHEN 2 THEN CASE WHEN s % 2 = 0 THEN jsonb_build_object('recordId', md5('r' || s)::uuid::text)
            ELSE jsonb_build_object('requestId', md5('q' || s)::uuid::text, 'statusCode', 200, 'url', 'https://api.example/hook') END
          WHEN 3 THEN CASE WHEN s % 10 = 0 THEN jsonb_build_object('error', 'http-failed', 'message', 'The server answered 502')
            ELSE jsonb_build_object('timeTaken', 2000 + s % 20000) END
          ELSE jsonb_build_object('destinationUrl', 'https://shop.example/thanks')
        END AS payload) e`);
    progress((to + 1) * EVENTS_PER_SESSION);
  }
}

/** Records of the record_collected sessions (the even ones, newest first), `records` of them. */
async function insertRecords(db: Db, owner: SeedOwner, sessions: number, records: number, now: Date): Promise<void> {
  const at = now.toISOString();
  const chunk = CHUNK_SESSIONS * 2;
  for (let from = 0; from < records; from += chunk) {
    const to = Math.min(records, from + chunk) - 1;
    await db.execute(sql`
      INSERT INTO widget_records (id, widget_id, organization_id, partition, node_id, data, session_id, pageload_id, lead_id, created_at)
      SELECT md5('r' || s)::uuid, ${owner.widgetId}::uuid, ${owner.organizationId}::uuid,
        CASE WHEN r % 3 = 0 THEN 'applicants' ELSE 'leads' END, 3,
        jsonb_build_object('email', 'visitor' || r || '@example.com', 'name', 'Visitor ' || r, 'plan', CASE WHEN r % 4 = 0 THEN 'pro' ELSE 'basic' END),
        md5('s' || s)::uuid, md5('p' || s)::uuid, md5('l' || (s / 2))::uuid,
        ${at}::timestamptz - (s::float8 / ${Math.max(sessions, records * 2)}::float8) * interval '${sql.raw(String(SPAN_DAYS))} days' - interval '6 seconds'
      FROM generate_series(${from}::int, ${to}::int) AS r
      CROSS JOIN LATERAL (SELECT r * 2 AS s) x`);
  }
  await db.execute(sql`
    INSERT INTO widget_record_counts (widget_id, partition, records)
    SELECT widget_id, partition, count(*) FROM widget_records WHERE widget_id = ${owner.widgetId}::uuid GROUP BY widget_id, partition`);
}

/** The daily counters, visitors and node counters, from the stored events, as ingestion would have counted them. */
async function aggregateCounters(db: Db, owner: SeedOwner): Promise<void> {
  const day = sql`(created_at AT TIME ZONE 'UTC')::date`;
  await db.execute(sql`
    INSERT INTO widget_daily_counters (widget_id, day, shows, touches, finishes, errors, operations, time_taken_sum, time_taken_count, touch_time_sum, touch_time_count)
    SELECT widget_id, ${day},
      count(*) FILTER (WHERE name = 'widget_flow_widget_shown'),
      count(*) FILTER (WHERE name = 'widget_flow_widget_touched'),
      count(*) FILTER (WHERE name = 'widget_flow_finished'),
      count(*) FILTER (WHERE name = 'widget_flow_error_thrown'),
      count(*) FILTER (WHERE name IN (${sql.raw(OPERATION_EVENT_NAMES.map((name) => `'${name}'`).join(', '))})),
      coalesce(sum(round((payload->>'timeTaken')::numeric)) FILTER (WHERE name = 'widget_flow_finished'), 0),
      count(*) FILTER (WHERE name = 'widget_flow_finished'),
      coalesce(sum(round((payload->>'timeTaken')::numeric)) FILTER (WHERE name = 'widget_flow_widget_touched'), 0),
      count(*) FILTER (WHERE name = 'widget_flow_widget_touched')
    FROM widget_events WHERE widget_id = ${owner.widgetId}::uuid
    GROUP BY widget_id, ${day}`);
  await db.execute(sql`
    INSERT INTO widget_daily_event_counts (widget_id, day, name, events)
    SELECT widget_id, ${day}, name, count(*) FROM widget_events
    WHERE widget_id = ${owner.widgetId}::uuid
    GROUP BY widget_id, ${day}, name`);
  await db.execute(sql`
    INSERT INTO widget_daily_visitors (widget_id, day, lead_id, session_id)
    SELECT DISTINCT widget_id, ${day}, lead_id, session_id FROM widget_events
    WHERE widget_id = ${owner.widgetId}::uuid AND name = 'widget_flow_widget_shown'
    ON CONFLICT DO NOTHING`);
  // node_reached is counted, never stored: each stored event stands for its node having been reached.
  await db.execute(sql`
    INSERT INTO widget_node_daily_counters (widget_id, day, node_id, reached)
    SELECT widget_id, ${day}, node_id, count(*) FROM widget_events
    WHERE widget_id = ${owner.widgetId}::uuid AND node_id IS NOT NULL
    GROUP BY widget_id, ${day}, node_id`);
}

export interface SeedTimes {
  eventsSeconds: number;
  recordsSeconds: number;
  countersSeconds: number;
  analyzeSeconds: number;
}

export async function seedResults(db: Db, owner: SeedOwner, size: SeedSize, log: (line: string) => void, now = new Date()): Promise<SeedTimes> {
  const sessions = Math.ceil(size.events / EVENTS_PER_SESSION);
  await createPartitions(db, now);
  let started = performance.now();
  let lastLog = 0;
  await insertEvents(db, owner, sessions, now, (done) => {
    if (performance.now() - lastLog < 15_000 && done < sessions * EVENTS_PER_SESSION) return;
    lastLog = performance.now();
    log(`  events ${done.toLocaleString('en-US')} / ${(sessions * EVENTS_PER_SESSION).toLocaleString('en-US')} (${Math.round((performance.now() - started) / 1000)} s)`);
  });
  const eventsSeconds = (performance.now() - started) / 1000;
  started = performance.now();
  await insertRecords(db, owner, sessions, size.records, now);
  const recordsSeconds = (performance.now() - started) / 1000;
  started = performance.now();
  await aggregateCounters(db, owner);
  const countersSeconds = (performance.now() - started) / 1000;
  // What autovacuum does on a live server sooner or later: planner statistics and the visibility map.
  started = performance.now();
  for (const table of ['widget_events', 'widget_records', 'widget_record_counts', 'widget_daily_counters', 'widget_daily_event_counts', 'widget_daily_visitors', 'widget_node_daily_counters']) {
    await db.execute(sql.raw(`VACUUM ANALYZE ${table}`));
  }
  const analyzeSeconds = (performance.now() - started) / 1000;
  return { eventsSeconds, recordsSeconds, countersSeconds, analyzeSeconds };
}
