// Checkouts started with POST /billing/checkout: pending until the provider reports the payment
// (completed) or the customer leaves the checkout page (cancelled), or until expires_at.
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { Billing } from '../../../contracts/plans';
import type { SelfServicePlan } from '../../../contracts/subscriptions';
import { organizations, users } from './studio';

const moment = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export type CheckoutStatus = 'pending' | 'completed' | 'cancelled';

export const checkouts = pgTable(
  'checkouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    plan: text('plan').$type<SelfServicePlan>().notNull(),
    billed: text('billed').$type<Billing>().notNull(),
    status: text('status').$type<CheckoutStatus>().notNull().default('pending'),
    /** The provider's checkout page. */
    url: text('url').notNull().default(''),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: moment('created_at').notNull().defaultNow(),
    expiresAt: moment('expires_at').notNull(),
    closedAt: moment('closed_at'),
  },
  (table) => [
    index('checkouts_organization').on(table.organizationId, table.status),
    check('checkouts_status', sql`${table.status} in ('pending', 'completed', 'cancelled')`),
    check('checkouts_plan', sql`${table.plan} in ('team', 'company')`),
  ],
);

export type CheckoutRow = typeof checkouts.$inferSelect;
