// Widget operations per organization: counted when widgets run (the runtime calls
// recordOperations), read for the organization's usage, and checked against the plan's quota.
//
// Reset at the quota period end is lazy: a counter row belongs to the period it was written in
// (named by that period's end), and the current period is the one whose end is still ahead, so
// once the end passes the current total is simply 0, with no timer and no write. The stored
// organizations.quota_period_end is rolled forward by the next write (recordOperations) and is
// read through currentQuotaPeriodEnd everywhere else.
import { and, eq, gt, inArray, sql, sum } from 'drizzle-orm';
import { PLANS } from '../../contracts/plans';
import type { Db } from '../db/database';
import { operationCounters, organizations } from '../db/schema';
import { currentQuotaPeriodEnd } from '../api/quotaPeriod';

export interface OperationsUsage {
  operationsThisQuotaPeriod: number;
  operationsToday: number;
}

export interface OperationsQuota {
  used: number;
  limit: number;
  remaining: number;
  /** True when `requested` more operations fit in what is left of the quota. */
  allowed: boolean;
}

/** The UTC day of a moment, as the counters store it. */
export function utcDay(moment: Date): string {
  return moment.toISOString().slice(0, 10);
}

function assertCount(operations: number): void {
  if (!Number.isInteger(operations) || operations < 1) throw new RangeError(`operations must be a positive integer (got ${operations})`);
}

/** Operations this quota period and today, per organization id (absent ones count 0). */
export async function operationsUsage(db: Db, organizationIds: string[], now = new Date()): Promise<Map<string, OperationsUsage>> {
  const usage = new Map<string, OperationsUsage>(organizationIds.map((id) => [id, { operationsThisQuotaPeriod: 0, operationsToday: 0 }]));
  if (organizationIds.length === 0) return usage;
  const [thisPeriod, today] = await Promise.all([
    db
      .select({ organizationId: operationCounters.organizationId, total: sum(operationCounters.operations).mapWith(Number) })
      .from(operationCounters)
      .where(and(inArray(operationCounters.organizationId, organizationIds), gt(operationCounters.quotaPeriodEnd, now)))
      .groupBy(operationCounters.organizationId),
    db
      .select({ organizationId: operationCounters.organizationId, total: sum(operationCounters.operations).mapWith(Number) })
      .from(operationCounters)
      .where(and(inArray(operationCounters.organizationId, organizationIds), eq(operationCounters.day, utcDay(now))))
      .groupBy(operationCounters.organizationId),
  ]);
  for (const row of thisPeriod) usage.get(row.organizationId)!.operationsThisQuotaPeriod = row.total ?? 0;
  for (const row of today) usage.get(row.organizationId)!.operationsToday = row.total ?? 0;
  return usage;
}

/** Locks the organization row and rolls its stored quota period end forward when it has passed. */
async function lockCurrentPeriod(tx: Db, organizationId: string, now: Date): Promise<{ periodEnd: Date; limit: number }> {
  const [organization] = await tx
    .select({ quotaPeriodEnd: organizations.quotaPeriodEnd, planTemplate: organizations.planTemplate })
    .from(organizations)
    .where(eq(organizations.id, organizationId))
    .for('update');
  if (!organization) throw new Error(`organization ${organizationId} does not exist`);
  const periodEnd = currentQuotaPeriodEnd(organization.quotaPeriodEnd, now);
  if (periodEnd.getTime() !== organization.quotaPeriodEnd.getTime()) {
    await tx.update(organizations).set({ quotaPeriodEnd: periodEnd }).where(eq(organizations.id, organizationId));
  }
  return { periodEnd, limit: PLANS[organization.planTemplate].quota.operations };
}

async function addOperations(tx: Db, organizationId: string, periodEnd: Date, operations: number, now: Date): Promise<void> {
  await tx
    .insert(operationCounters)
    .values({ organizationId, day: utcDay(now), quotaPeriodEnd: periodEnd, operations })
    .onConflictDoUpdate({
      target: [operationCounters.organizationId, operationCounters.quotaPeriodEnd, operationCounters.day],
      set: { operations: sql`${operationCounters.operations} + ${operations}` },
    });
}

/**
 * Counts `operations` more operations for the organization now, whatever the quota (the runtime
 * decides beforehand with checkOperationsQuota, or uses recordOperationsWithinQuota). Returns the
 * usage after counting.
 */
export async function recordOperations(db: Db, organizationId: string, operations: number, now = new Date()): Promise<OperationsUsage> {
  assertCount(operations);
  await db.transaction(async (tx) => {
    const { periodEnd } = await lockCurrentPeriod(tx, organizationId, now);
    await addOperations(tx, organizationId, periodEnd, operations, now);
  });
  return (await operationsUsage(db, [organizationId], now)).get(organizationId)!;
}

/** Whether `requested` more operations fit in the organization's plan quota this period. */
export async function checkOperationsQuota(db: Db, organizationId: string, requested = 1, now = new Date()): Promise<OperationsQuota> {
  assertCount(requested);
  const [organization] = await db
    .select({ planTemplate: organizations.planTemplate })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  if (!organization) throw new Error(`organization ${organizationId} does not exist`);
  const limit = PLANS[organization.planTemplate].quota.operations;
  const used = (await operationsUsage(db, [organizationId], now)).get(organizationId)!.operationsThisQuotaPeriod;
  return quotaOf(used, limit, requested);
}

function quotaOf(used: number, limit: number, requested: number): OperationsQuota {
  const remaining = Math.max(0, limit - used);
  return { used, limit, remaining, allowed: requested <= remaining };
}

/**
 * Counts the operations only when they fit in the quota, atomically (the organization row is
 * locked, so concurrent runs cannot both take the last operations). Answers the quota as it was
 * before, and whether the operations were recorded.
 */
export async function recordOperationsWithinQuota(
  db: Db,
  organizationId: string,
  operations: number,
  now = new Date(),
): Promise<OperationsQuota & { recorded: boolean }> {
  assertCount(operations);
  return db.transaction(async (tx) => {
    const { periodEnd, limit } = await lockCurrentPeriod(tx, organizationId, now);
    const used = (await operationsUsage(tx, [organizationId], now)).get(organizationId)!.operationsThisQuotaPeriod;
    const quota = quotaOf(used, limit, operations);
    if (quota.allowed) await addOperations(tx, organizationId, periodEnd, operations, now);
    return { ...quota, recorded: quota.allowed };
  });
}
