// Distinct leads (unique users) and sessions shown a widget over a span of UTC days, from widget_daily_visitors,
// exact. Counting distinct values over a span costs O(visitor rows of the span) (a million rows for 4 weeks of a
// busy widget: seconds), so:
// - A day that has ended no longer changes (a row carries the UTC day its event was received), so the distinct
//   counts of a span of past days are computed once and kept (per process, LRU; a day counts as ended a few minutes
//   after midnight, when a batch received just before it has committed).
// - A span ending today is the kept past part plus today's leads and sessions not seen earlier in the span, found
//   through the (widget, lead, day) and (widget, session, day) indexes: O(today's visitors) per call.
// The first call of a day for a span pays the full count once (bench/README.md, Reading results at scale).
import { and, countDistinct, eq, gte, lte, sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { Db } from '../db/database';
import { widgetDailyVisitors } from '../db/schema';
import { utcDay } from '../usage/operations';

const DAY_MS = 86_400_000;
/** A day's visitor rows are final this long after it ended. */
const DAY_SETTLED_MS = 5 * 60_000;

export interface VisitorTotals {
  users: number;
  sessions: number;
}

const pastSpans = new LRUCache<string, VisitorTotals>({ max: 20_000 });

function dayStart(day: string): number {
  return Date.parse(`${day}T00:00:00.000Z`);
}

async function distinctOver(db: Db, widgetId: string, from: string, to: string): Promise<VisitorTotals> {
  const v = widgetDailyVisitors;
  const [row] = await db
    .select({ users: countDistinct(v.leadId), sessions: countDistinct(v.sessionId) })
    .from(v)
    .where(and(eq(v.widgetId, widgetId), gte(v.day, from), lte(v.day, to)));
  return { users: Number(row?.users ?? 0), sessions: Number(row?.sessions ?? 0) };
}

/** A span of ended days: counted once, then kept. */
async function endedSpan(db: Db, widgetId: string, from: string, to: string, now: Date): Promise<VisitorTotals> {
  const settled = dayStart(to) + DAY_MS + DAY_SETTLED_MS <= now.getTime();
  const key = `${widgetId}|${from}|${to}`;
  const kept = settled ? pastSpans.get(key) : undefined;
  if (kept) return kept;
  const totals = await distinctOver(db, widgetId, from, to);
  if (settled) pastSpans.set(key, totals);
  return totals;
}

/** Leads and sessions shown `today` that no earlier day of the span (from `from`) had. */
async function newOn(db: Db, widgetId: string, from: string, today: string): Promise<VisitorTotals> {
  const unseen = (column: 'lead_id' | 'session_id') => sql`
    SELECT count(DISTINCT t.${sql.raw(column)}) FROM widget_daily_visitors t
    WHERE t.widget_id = ${widgetId}::uuid AND t.day = ${today}::date
      AND NOT EXISTS (
        SELECT 1 FROM widget_daily_visitors p
        WHERE p.widget_id = ${widgetId}::uuid AND p.${sql.raw(column)} = t.${sql.raw(column)} AND p.day >= ${from}::date AND p.day < ${today}::date
      )`;
  const result = await db.execute<{ users: number | string; sessions: number | string }>(sql`SELECT (${unseen('lead_id')}) AS users, (${unseen('session_id')}) AS sessions`);
  const row = (result as unknown as { rows: { users: number | string; sessions: number | string }[] }).rows[0];
  return { users: Number(row?.users ?? 0), sessions: Number(row?.sessions ?? 0) };
}

/** Distinct leads and sessions over the UTC days `from`…`to` (inclusive). */
export async function visitorTotals(db: Db, widgetId: string, from: string, to: string, now = new Date()): Promise<VisitorTotals> {
  const today = utcDay(now);
  if (to < today) return endedSpan(db, widgetId, from, to, now);
  if (from >= today) return distinctOver(db, widgetId, from, to);
  const yesterday = utcDay(new Date(dayStart(today) - DAY_MS));
  const [ended, fresh] = await Promise.all([endedSpan(db, widgetId, from, yesterday, now), newOn(db, widgetId, from, today)]);
  return { users: ended.users + fresh.users, sessions: ended.sessions + fresh.sessions };
}
