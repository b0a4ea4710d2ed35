// Payments the provider reported for an organization's subscription (the payments history).
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { organizations } from './studio';

const moment = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    /** The provider's payment id: one row per provider payment, however often it is reported. */
    providerPaymentId: text('provider_payment_id').notNull().unique(),
    /** Minor units (cents). */
    price: integer('price').notNull(),
    currency: text('currency').notNull(),
    /** success, failed or whatever the provider says (shown as unknown). */
    status: text('status').notNull(),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    createdAt: moment('created_at').notNull(),
  },
  (table) => [index('payments_organization').on(table.organizationId, table.createdAt)],
);

export type PaymentRow = typeof payments.$inferSelect;
