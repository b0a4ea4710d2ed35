// One row per organization billed by a payment provider: the provider's view of the subscription
// as last reported through the billing webhook. Organizations without a row are not billed (free,
// or a plan set by sales such as enterprise).
import { sql } from 'drizzle-orm';
import { boolean, check, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { Billing, PlanTemplate } from '../../../contracts/plans';
import type { CancelReason, SubscriptionStatus } from '../../../contracts/subscriptions';
import { organizations } from './studio';

const moment = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const subscriptions = pgTable(
  'subscriptions',
  {
    organizationId: uuid('organization_id')
      .primaryKey()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    /** Which PaymentProvider bills it ('local' for the built-in one). */
    provider: text('provider').notNull(),
    providerSubscriptionId: text('provider_subscription_id').notNull().unique(),
    status: text('status').$type<SubscriptionStatus>().notNull(),
    planTemplate: text('plan_template').$type<Exclude<PlanTemplate, 'free'>>().notNull(),
    planBilled: text('plan_billed').$type<Billing>().notNull(),
    billingPeriodEnd: moment('billing_period_end').notNull(),
    cancelledAt: moment('cancelled_at'),
    cancelReason: text('cancel_reason').$type<CancelReason>(),
    cancelComment: text('cancel_comment'),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    /** False from a change request until the provider's event confirming it arrives. */
    synced: boolean('synced').notNull().default(true),
    /** When the provider produced the last event applied; older events do not overwrite newer state. */
    lastEventAt: moment('last_event_at').notNull(),
    createdAt: moment('created_at').notNull().defaultNow(),
    updatedAt: moment('updated_at').notNull().defaultNow(),
  },
  (table) => [
    check('subscriptions_status', sql`${table.status} in ('active', 'past_due', 'paused', 'cancelled')`),
    check('subscriptions_plan_template', sql`${table.planTemplate} in ('team', 'company', 'enterprise')`),
    check('subscriptions_plan_billed', sql`${table.planBilled} in ('monthly', 'yearly')`),
  ],
);

export type SubscriptionRow = typeof subscriptions.$inferSelect;
