// One change of a subscription asked of the payment provider: the state is checked and the row marked
// unsynced in one transaction (under the row lock), then the provider is asked. A provider that fails
// changed nothing: what the request wrote is put back, the row is synced again, and the caller gets 502.
import { eq } from 'drizzle-orm';
import type { Subscription } from '../../contracts/subscriptions';
import type { Db } from '../db/database';
import { subscriptions, type SubscriptionRow } from '../db/schema';
import { ApiError, ConflictError } from '../http/errors';
import { readSubscription } from './subscriptionView';

/** The organization's provider subscription, locked; 409 no-subscription without one. */
export async function lockedSubscription(tx: Db, organizationId: string): Promise<SubscriptionRow> {
  const [row] = await tx.select().from(subscriptions).where(eq(subscriptions.organizationId, organizationId)).for('update');
  if (!row) throw new ConflictError('no-subscription', 'The organization has no paid subscription');
  return row;
}

/**
 * `prepare` checks the locked row (throwing the 409 that fits) and may return fields to write with the
 * request; `ask` calls the provider. Answers the subscription as it is afterwards.
 */
export async function requestSubscriptionChange(
  db: Db,
  organizationId: string,
  prepare: (row: SubscriptionRow) => Partial<SubscriptionRow> | void,
  ask: (row: SubscriptionRow) => Promise<void>,
  logFailure: (error: unknown) => void,
): Promise<Subscription> {
  const { row, previous } = await db.transaction(async (tx) => {
    const locked = await lockedSubscription(tx, organizationId);
    const extra = prepare(locked) ?? {};
    await tx.update(subscriptions).set({ ...extra, synced: false, updatedAt: new Date() }).where(eq(subscriptions.organizationId, organizationId));
    const before = Object.fromEntries(Object.keys(extra).map((key) => [key, locked[key as keyof SubscriptionRow]])) as Partial<SubscriptionRow>;
    return { row: locked, previous: { ...before, updatedAt: locked.updatedAt } };
  });
  try {
    await ask(row);
  } catch (error) {
    logFailure(error);
    await db.update(subscriptions).set({ ...previous, synced: true }).where(eq(subscriptions.organizationId, organizationId));
    throw new ApiError(502, 'billing-provider-error', 'The payment provider did not accept the change; nothing was changed');
  }
  return readSubscription(db, organizationId, true);
}
