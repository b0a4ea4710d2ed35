// GET /widgets/{id}/stats/nodes?period=: the flow editor's results overlay. Per node, how many runs reached it in
// the period, summed from widget_node_daily_counters (the node_reached counts ingestion upserts per widget, UTC day
// and node: O(days × reached nodes) through the primary key, never the events table), and the published versions
// in force during the period (their flows' node ids are what the counters name). Periods as GET /stats: 1d, 1w,
// 2w, 4w, the last N UTC days, refused over the plan's statsMaxDays.
import { and, asc, eq, gte, lt, lte, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { nodeStatsQuerySchema, type PublishedVersionSpan, type WidgetNodeStats } from '../../contracts/nodeStats';
import type { Db } from '../db/database';
import { widgetNodeDailyCounters, widgetPublishedVersions } from '../db/schema';
import { pathId, validQuery } from '../http/validate';
import { widgetAccess } from './access';
import type { ApiContext } from './context';
import { currentUser } from './currentUser';
import { isoDate } from './isoDate';
import { dayRange, periodLength } from './widgetStats';

const DAY_MS = 86_400_000;

async function reachedPerNode(db: Db, widgetId: string, from: string, to: string): Promise<Record<string, number>> {
  const t = widgetNodeDailyCounters;
  const rows = await db
    .select({ nodeId: t.nodeId, reached: sql<number>`sum(${t.reached})::bigint`.mapWith(Number) })
    .from(t)
    .where(and(eq(t.widgetId, widgetId), gte(t.day, from), lte(t.day, to)))
    .groupBy(t.nodeId)
    .orderBy(asc(t.nodeId));
  const reached: Record<string, number> = {};
  for (const row of rows) reached[row.nodeId] = row.reached;
  return reached;
}

/** The version live at `start` (the highest published before it) and those published from `start` until `end`. */
async function versionsInForce(db: Db, widgetId: string, start: Date, end: Date): Promise<PublishedVersionSpan[]> {
  const t = widgetPublishedVersions;
  const liveAtStart = sql`(SELECT max(${t.version}) FROM ${t} WHERE ${t.widgetId} = ${widgetId} AND ${t.publishedAt} < ${start.toISOString()}::timestamptz)`;
  const rows = await db
    .select({ version: t.version, flowVersion: t.flowVersion, publishedAt: t.publishedAt })
    .from(t)
    .where(and(eq(t.widgetId, widgetId), lt(t.publishedAt, end), or(gte(t.publishedAt, start), eq(t.version, liveAtStart))))
    .orderBy(asc(t.version));
  return rows.map((row) => ({ version: row.version, flowVersion: row.flowVersion, publishedAt: isoDate(row.publishedAt) }));
}

export function registerWidgetNodeStatsRoutes(app: FastifyInstance, { db }: ApiContext): void {
  app.get('/widgets/:id/stats/nodes', async (request): Promise<WidgetNodeStats> => {
    const access = await widgetAccess(db, await currentUser(request, db), pathId(request, 'Widget'));
    const { period = '1d' } = validQuery(request, nodeStatsQuerySchema);
    const length = await periodLength(db, access.widget.organizationId, period);
    const days = dayRange(new Date(), length);
    const from = days[0]!;
    const to = days[length - 1]!;
    const start = new Date(`${from}T00:00:00.000Z`);
    const end = new Date(new Date(`${to}T00:00:00.000Z`).getTime() + DAY_MS);
    const [reached, versions] = await Promise.all([reachedPerNode(db, access.widget.id, from, to), versionsInForce(db, access.widget.id, start, end)]);
    return { period, from, to, reached, versions };
  });
}
