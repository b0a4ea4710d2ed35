// Widget operations counted per organization, UTC day and quota period (named by its end). The
// current period's total is the sum of its rows; a new period starts with no rows, which is the
// reset. A day that straddles a period end has one row in each period.
import { date, integer, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import { organizations } from './studio';

export const operationCounters = pgTable(
  'operation_counters',
  {
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    /** The UTC day, YYYY-MM-DD. */
    day: date('day', { mode: 'string' }).notNull(),
    quotaPeriodEnd: timestamp('quota_period_end', { withTimezone: true, mode: 'date' }).notNull(),
    operations: integer('operations').notNull().default(0),
  },
  (table) => [primaryKey({ name: 'operation_counters_pk', columns: [table.organizationId, table.quotaPeriodEnd, table.day] })],
);
