// Events retention (studio.md §9): Free 1 month, Team 3, Company 6, Enterprise 12. The job keeps next month's
// events partition ready, drops whole monthly partitions past the longest retention, and deletes the rows of
// organizations whose plan keeps less (whole UTC days, with their per-day event counts). Collected records and the
// daily counters are kept (they are small and the results pages read them); event and node_reached ids past the
// events' dedup window are forgotten. Runs every 6 hours on one instance (retentionJob, cluster/jobLeadership.ts); runRetention is
// callable directly.
import { and, inArray, lt, sql } from 'drizzle-orm';
import type { PeriodicJob } from '../cluster/jobLeadership';
import type { PlanTemplate } from '../../contracts/plans';
import type { Db } from '../db/database';
import { dropEventPartitionsBefore, ensureEventPartitions, widgetEvents } from '../db/partitioned/widgetEvents';
import { organizations, widgetDailyEventCounts, widgetEventIds, widgetNodeReachedIds, widgets } from '../db/schema';
import { utcDay } from '../usage/operations';
import { DEDUP_WINDOW_MS } from './eventStore';

export const EVENTS_RETENTION_MONTHS: Record<PlanTemplate, number> = { free: 1, team: 3, company: 6, enterprise: 12 };
const LONGEST_RETENTION_MONTHS = Math.max(...Object.values(EVENTS_RETENTION_MONTHS));
export const RETENTION_INTERVAL_MS = 6 * 3_600_000;

export function monthsBefore(now: Date, months: number): Date {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  return cutoff;
}

/** The start of the first whole UTC day the plan keeps: the day after its retention cutoff (the events list's window). */
export function eventsWindowStart(now: Date, retentionMonths: number): Date {
  const cutoff = monthsBefore(now, retentionMonths);
  return new Date(Date.UTC(cutoff.getUTCFullYear(), cutoff.getUTCMonth(), cutoff.getUTCDate() + 1));
}

export interface RetentionOutcome {
  droppedPartitions: string[];
  deletedEvents: number;
  /** node_reached ids older than the dedup window, forgotten. */
  forgottenReachedIds: number;
}

export async function runRetention(db: Db, now = new Date()): Promise<RetentionOutcome> {
  await ensureEventPartitions(db, now);
  const droppedPartitions = await dropEventPartitionsBefore(db, monthsBefore(now, LONGEST_RETENTION_MONTHS));
  let deletedEvents = 0;
  for (const [plan, months] of Object.entries(EVENTS_RETENTION_MONTHS) as [PlanTemplate, number][]) {
    if (months >= LONGEST_RETENTION_MONTHS) continue;
    // Whole UTC days, as the events list shows them; the per-day counts of the list's totals go with the events,
    // or a plan upgrade (a longer window) would count events that are gone.
    const boundary = eventsWindowStart(now, months);
    const planOrganizations = db.select({ id: organizations.id }).from(organizations).where(sql`${organizations.planTemplate} = ${plan}`);
    const deleted = await db
      .delete(widgetEvents)
      .where(and(lt(widgetEvents.createdAt, boundary), inArray(widgetEvents.organizationId, planOrganizations)))
      .returning({ id: widgetEvents.id });
    deletedEvents += deleted.length;
    await db
      .delete(widgetDailyEventCounts)
      .where(
        and(
          lt(widgetDailyEventCounts.day, utcDay(boundary)),
          inArray(widgetDailyEventCounts.widgetId, db.select({ id: widgets.id }).from(widgets).where(inArray(widgets.organizationId, planOrganizations))),
        ),
      );
  }
  // Counted in SQL: there are as many ids as node visits in two days, too many to return.
  const cutoff = new Date(now.getTime() - DEDUP_WINDOW_MS).toISOString();
  const forgotten = await db.execute<{ count: number }>(
    sql`WITH gone AS (DELETE FROM ${widgetNodeReachedIds} WHERE ${widgetNodeReachedIds.receivedAt} < ${cutoff}::timestamptz RETURNING 1) SELECT count(*)::int AS count FROM gone`,
  );
  const forgottenReachedIds = Number((forgotten as unknown as { rows: { count: number }[] }).rows[0]?.count ?? 0);
  // The stored events' ids past the same window (the events themselves stay, by the plans' retention).
  await db.delete(widgetEventIds).where(lt(widgetEventIds.receivedAt, new Date(cutoff)));
  return { droppedPartitions, deletedEvents, forgottenReachedIds };
}

/** The retention job: a minute after the studio's first start, then every RETENTION_INTERVAL_MS, on one instance (cluster/jobLeadership.ts). */
export function retentionJob(db: Db): PeriodicJob {
  return { name: 'events-retention', intervalMs: RETENTION_INTERVAL_MS, firstRunAfterMs: 60_000, run: () => runRetention(db) };
}
