// GET /organizations/{id}/subscription as the client reads it (studio.md §3): the organization's
// plan, the provider's subscription when there is one, and a checkout still pending.
import { and, desc, eq, gt } from 'drizzle-orm';
import { PLANS } from '../../contracts/plans';
import type { Payment, Subscription } from '../../contracts/subscriptions';
import type { Db } from '../db/database';
import { checkouts, organizations, subscriptions, type PaymentRow } from '../db/schema';
import { NotFoundError } from '../http/errors';
import { isoDate, isoDateOrNull } from './isoDate';

/** Reads the subscription view; `showCheckoutUrl` for callers who may pay (ManageSubscription). */
export async function readSubscription(db: Db, organizationId: string, showCheckoutUrl: boolean, now = new Date()): Promise<Subscription> {
  const [[organization], [subscription], [pending]] = await Promise.all([
    db.select().from(organizations).where(eq(organizations.id, organizationId)),
    db.select().from(subscriptions).where(eq(subscriptions.organizationId, organizationId)),
    db
      .select()
      .from(checkouts)
      .where(and(eq(checkouts.organizationId, organizationId), eq(checkouts.status, 'pending'), gt(checkouts.expiresAt, now)))
      .orderBy(desc(checkouts.createdAt))
      .limit(1),
  ]);
  if (!organization) throw new NotFoundError('Organization');
  const plan = PLANS[organization.planTemplate];
  return {
    synced: subscription?.synced ?? true,
    status: subscription?.status ?? 'active',
    paid: subscription !== undefined,
    plan: { template: plan.template, name: plan.name, paid: plan.paid },
    billed: organization.planBilled,
    billingPeriod: { end: subscription ? isoDate(subscription.billingPeriodEnd) : null },
    cancelledAt: isoDateOrNull(subscription?.cancelledAt ?? null),
    card: subscription?.cardBrand && subscription.cardLast4 ? { brand: subscription.cardBrand, last4: subscription.cardLast4 } : null,
    pendingCheckout: pending
      ? {
          plan: pending.plan,
          billed: pending.billed,
          url: showCheckoutUrl ? pending.url : null,
          createdAt: isoDate(pending.createdAt),
          expiresAt: isoDate(pending.expiresAt),
        }
      : null,
  };
}

export function toPayment(row: PaymentRow): Payment {
  return {
    id: row.id,
    createdAt: isoDate(row.createdAt),
    price: row.price,
    currency: row.currency,
    status: row.status,
    card: row.cardBrand && row.cardLast4 ? { brand: row.cardBrand, last4: row.cardLast4 } : null,
  };
}
