// Applies one verified billing event in one transaction: the event id is recorded first, so a
// redelivery changes nothing; the organization row is locked, so events for one organization
// apply one at a time; a subscription snapshot older than the last one applied is ignored
// (providers may deliver out of order). A subscription that changed is announced on the cluster bus (topic
// `access`, in the transaction): a paused organization's content is read-only, and the live editing channels of its
// widgets change `canEdit` at once.
import { and, eq } from 'drizzle-orm';
import { announceAccess } from '../cluster/accessNotices';
import type { ClusterBus } from '../cluster/ClusterBus';
import type { Db } from '../db/database';
import { billingEvents, checkouts, organizations, payments, subscriptions } from '../db/schema';
import type { BillingEvent, PaymentReport, SubscriptionSnapshot } from './billingEvent';

export type ApplyOutcome = 'applied' | 'duplicate' | 'ignored';

export async function applyBillingEvent(db: Db, providerName: string, event: BillingEvent, cluster: ClusterBus): Promise<ApplyOutcome> {
  return db.transaction(async (tx) => {
    const outcome = await applyInTransaction(tx, providerName, event);
    const subscriptionChanged = event.type === 'checkout.completed' || event.type === 'subscription.updated' || event.type === 'subscription.ended';
    if (outcome === 'applied' && subscriptionChanged) await announceAccess(cluster, { k: 'organization', o: event.organizationId }, tx);
    return outcome;
  });
}

async function applyInTransaction(tx: Db, providerName: string, event: BillingEvent): Promise<ApplyOutcome> {
  const [fresh] = await tx
    .insert(billingEvents)
    .values({ id: event.id, type: event.type, organizationId: event.organizationId })
    .onConflictDoNothing()
    .returning({ id: billingEvents.id });
  if (!fresh) return 'duplicate';
  const [organization] = await tx
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.id, event.organizationId))
    .for('update');
  // An organization deleted meanwhile: the event is acknowledged and has nothing to change.
  if (!organization) return 'ignored';
  const occurredAt = new Date(event.occurredAt);

  switch (event.type) {
    case 'checkout.completed': {
      const closed = await closeCheckout(tx, event.organizationId, event.checkoutId, 'completed', occurredAt);
      // A second confirmation of the same checkout (two clicks) starts nothing.
      if (!closed) return 'ignored';
      await applySnapshot(tx, providerName, event.organizationId, event.subscription, occurredAt);
      if (event.payment) await recordPayment(tx, event.organizationId, event.payment);
      return 'applied';
    }
    case 'checkout.cancelled':
      return (await closeCheckout(tx, event.organizationId, event.checkoutId, 'cancelled', occurredAt)) ? 'applied' : 'ignored';
    case 'subscription.updated': {
      const applied = await applySnapshot(tx, providerName, event.organizationId, event.subscription, occurredAt);
      if (event.payment) await recordPayment(tx, event.organizationId, event.payment);
      return applied ? 'applied' : 'ignored';
    }
    case 'subscription.ended': {
      const ended = await tx
        .delete(subscriptions)
        .where(and(eq(subscriptions.organizationId, event.organizationId), eq(subscriptions.providerSubscriptionId, event.subscriptionId)))
        .returning({ organizationId: subscriptions.organizationId });
      if (ended.length === 0) return 'ignored';
      await tx.update(organizations).set({ planTemplate: 'free', planBilled: 'monthly' }).where(eq(organizations.id, event.organizationId));
      return 'applied';
    }
    case 'payment.recorded':
      await recordPayment(tx, event.organizationId, event.payment);
      return 'applied';
  }
}

async function closeCheckout(tx: Db, organizationId: string, checkoutId: string, status: 'completed' | 'cancelled', at: Date): Promise<boolean> {
  const closed = await tx
    .update(checkouts)
    .set({ status, closedAt: at })
    .where(and(eq(checkouts.id, checkoutId), eq(checkouts.organizationId, organizationId), eq(checkouts.status, 'pending')))
    .returning({ id: checkouts.id });
  return closed.length > 0;
}

async function applySnapshot(tx: Db, provider: string, organizationId: string, snapshot: SubscriptionSnapshot, occurredAt: Date): Promise<boolean> {
  const [current] = await tx.select().from(subscriptions).where(eq(subscriptions.organizationId, organizationId));
  if (current && current.lastEventAt.getTime() > occurredAt.getTime()) return false;
  const cancelled = snapshot.cancelledAt !== null;
  const values = {
    provider,
    providerSubscriptionId: snapshot.id,
    status: snapshot.status,
    planTemplate: snapshot.plan,
    planBilled: snapshot.billed,
    billingPeriodEnd: new Date(snapshot.periodEnd),
    cancelledAt: cancelled ? new Date(snapshot.cancelledAt!) : null,
    // The reason the customer gave stays while the subscription is cancelled.
    cancelReason: cancelled ? (current?.cancelReason ?? null) : null,
    cancelComment: cancelled ? (current?.cancelComment ?? null) : null,
    cardBrand: snapshot.card?.brand ?? null,
    cardLast4: snapshot.card?.last4 ?? null,
    synced: true,
    lastEventAt: occurredAt,
    updatedAt: new Date(),
  };
  if (current) await tx.update(subscriptions).set(values).where(eq(subscriptions.organizationId, organizationId));
  else await tx.insert(subscriptions).values({ organizationId, ...values });
  await tx.update(organizations).set({ planTemplate: snapshot.plan, planBilled: snapshot.billed }).where(eq(organizations.id, organizationId));
  return true;
}

async function recordPayment(tx: Db, organizationId: string, payment: PaymentReport): Promise<void> {
  await tx
    .insert(payments)
    .values({
      organizationId,
      providerPaymentId: payment.id,
      price: Math.round(payment.amount),
      currency: payment.currency.toUpperCase(),
      status: payment.status,
      cardBrand: payment.card?.brand ?? null,
      cardLast4: payment.card?.last4 ?? null,
      createdAt: new Date(payment.createdAt),
    })
    .onConflictDoNothing();
}
