// Ids of the payment provider's webhook events already applied: a redelivered event is
// acknowledged without being applied twice.
import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const billingEvents = pgTable('billing_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  organizationId: text('organization_id').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
