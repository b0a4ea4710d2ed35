// A widget list item's usage (studio.md §2.11): views (widget_shown), finishes, errors and operations today
// and this calendar month (UTC), read from widget_daily_counters: at most 31 rows per widget.
import { and, gte, inArray, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { WidgetUsage } from '../../contracts/entities';
import type { Db } from '../db/database';
import { widgetDailyCounters } from '../db/schema';
import { utcDay } from '../usage/operations';

export type WidgetActivity = Omit<WidgetUsage, 'secrets'>;

export function emptyActivity(): WidgetActivity {
  return { operationsToday: 0, operationsThisMonth: 0, viewsToday: 0, viewsThisMonth: 0, errorsToday: 0, errorsThisMonth: 0, finishesToday: 0, finishesThisMonth: 0 };
}

export async function widgetActivity(db: Db, widgetIds: string[], now = new Date()): Promise<Map<string, WidgetActivity>> {
  const activity = new Map<string, WidgetActivity>(widgetIds.map((id) => [id, emptyActivity()]));
  if (widgetIds.length === 0) return activity;
  const today = utcDay(now);
  const monthStart = `${today.slice(0, 7)}-01`;
  const t = widgetDailyCounters;
  const todayOnly = (column: AnyPgColumn) => sql<number>`coalesce(sum(${column}) filter (where ${t.day} = ${today}), 0)`.mapWith(Number);
  const all = (column: AnyPgColumn) => sql<number>`coalesce(sum(${column}), 0)`.mapWith(Number);
  const rows = await db
    .select({
      widgetId: t.widgetId,
      viewsToday: todayOnly(t.shows),
      viewsThisMonth: all(t.shows),
      finishesToday: todayOnly(t.finishes),
      finishesThisMonth: all(t.finishes),
      errorsToday: todayOnly(t.errors),
      errorsThisMonth: all(t.errors),
      operationsToday: todayOnly(t.operations),
      operationsThisMonth: all(t.operations),
    })
    .from(t)
    .where(and(inArray(t.widgetId, widgetIds), gte(t.day, monthStart)))
    .groupBy(t.widgetId);
  for (const { widgetId, ...counts } of rows) activity.set(widgetId, counts);
  return activity;
}
