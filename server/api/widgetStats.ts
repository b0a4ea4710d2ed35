// GET /widgets/{id}/stats_mini and /widgets/{id}/stats?period=: read from widget_daily_counters and
// widget_daily_visitors only (O(days), and O(today's visitors) once a period's past days are counted:
// visitorTotals.ts), never the events table.
// A period is the last N UTC days including today; the change compares with the N days before it.
// A period longer than the plan's statsMaxDays is 400 `period` / `exceeds-plan`; stats_mini covers statsMaxDays.
import { and, eq, gte, lte } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { PLANS } from '../../contracts/plans';
import { CHART_SERIES, STATS_PERIOD_DAYS, statsQuerySchema, type StatsChart, type StatsPeriod, type WidgetStats, type WidgetStatsMini } from '../../contracts/results';
import type { Db } from '../db/database';
import { organizations, widgetDailyCounters } from '../db/schema';
import { ValidationError } from '../http/errors';
import { pathId, validQuery } from '../http/validate';
import { utcDay } from '../usage/operations';
import { widgetAccess } from './access';
import type { ApiContext } from './context';
import { currentUser } from './currentUser';
import { emptyTotals, metricsWithChange, type PeriodTotals } from './statsMetrics';
import { visitorTotals } from './visitorTotals';

const DAY_MS = 86_400_000;

/** The UTC days from `days - 1` days before `end` to `end`, oldest first. */
export function dayRange(end: Date, days: number, offsetDays = 0): string[] {
  const last = Date.UTC(end.getUTCFullYear(), end.getUTCMonth(), end.getUTCDate()) - offsetDays * DAY_MS;
  return Array.from({ length: days }, (_, index) => utcDay(new Date(last - (days - 1 - index) * DAY_MS)));
}

async function dailyRows(db: Db, widgetId: string, from: string, to: string) {
  const t = widgetDailyCounters;
  return db
    .select()
    .from(t)
    .where(and(eq(t.widgetId, widgetId), gte(t.day, from), lte(t.day, to)));
}

function chartOf(days: string[], rows: Awaited<ReturnType<typeof dailyRows>>): StatsChart {
  const chart = Object.fromEntries(CHART_SERIES.map((series) => [series, Object.fromEntries(days.map((day) => [day, 0]))])) as StatsChart;
  for (const row of rows) for (const series of CHART_SERIES) if (row.day in chart[series]) chart[series][row.day] = row[series];
  return chart;
}

async function periodTotals(db: Db, widgetId: string, days: string[]): Promise<PeriodTotals> {
  const from = days[0]!;
  const to = days[days.length - 1]!;
  const totals = emptyTotals();
  for (const row of await dailyRows(db, widgetId, from, to)) {
    totals.shows += row.shows;
    totals.touches += row.touches;
    totals.finishes += row.finishes;
    totals.errors += row.errors;
    totals.operations += row.operations;
    totals.timeTakenSum += row.timeTakenSum;
    totals.timeTakenCount += row.timeTakenCount;
    totals.touchTimeSum += row.touchTimeSum;
    totals.touchTimeCount += row.touchTimeCount;
  }
  const visitors = await visitorTotals(db, widgetId, from, to);
  totals.uniqueUsers = visitors.users;
  totals.sessions = visitors.sessions;
  return totals;
}

export async function statsMaxDays(db: Db, organizationId: string): Promise<number> {
  const [row] = await db.select({ plan: organizations.planTemplate }).from(organizations).where(eq(organizations.id, organizationId));
  return PLANS[row?.plan ?? 'free'].statsMaxDays;
}

/** The days of `period`, which the organization's plan must keep (400 naming the period otherwise). */
export async function periodLength(db: Db, organizationId: string, period: StatsPeriod): Promise<number> {
  const length = STATS_PERIOD_DAYS[period];
  const maxDays = await statsMaxDays(db, organizationId);
  if (length > maxDays) {
    throw new ValidationError([{ field: 'period', rule: 'exceeds-plan', message: `the plan keeps statistics for ${maxDays} days` }], 'query');
  }
  return length;
}

export function registerWidgetStatsRoutes(app: FastifyInstance, { db }: ApiContext): void {
  app.get('/widgets/:id/stats_mini', async (request): Promise<WidgetStatsMini> => {
    const access = await widgetAccess(db, await currentUser(request, db), pathId(request, 'Widget'));
    validQuery(request, statsQuerySchema);
    const days = dayRange(new Date(), await statsMaxDays(db, access.widget.organizationId));
    return { chart: chartOf(days, await dailyRows(db, access.widget.id, days[0]!, days[days.length - 1]!)) };
  });

  app.get('/widgets/:id/stats', async (request): Promise<WidgetStats> => {
    const access = await widgetAccess(db, await currentUser(request, db), pathId(request, 'Widget'));
    const { period = '1d' } = validQuery(request, statsQuerySchema);
    const length = await periodLength(db, access.widget.organizationId, period);
    const now = new Date();
    const days = dayRange(now, length);
    const previousDays = dayRange(now, length, length);
    const [rows, current, previous] = await Promise.all([
      dailyRows(db, access.widget.id, days[0]!, days[length - 1]!),
      periodTotals(db, access.widget.id, days),
      periodTotals(db, access.widget.id, previousDays),
    ]);
    return { period, from: days[0]!, to: days[length - 1]!, chart: chartOf(days, rows), metrics: metricsWithChange(current, previous) };
  });
}
