// Pending invitations to join an organization. A row exists only while the invitation is pending:
// accepting turns it into a membership, declining and revoking delete it. One pending invitation
// per organization and (lower-cased) email.
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { AssignableRole } from '../../../contracts/permissions';
import { organizations, users } from './studio';

export const invitations = pgTable(
  'invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    /** Lower-cased; matched against the signed-in user's email, case-insensitively. */
    email: text('email').notNull(),
    role: text('role').$type<AssignableRole>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (table) => [
    uniqueIndex('invitations_organization_email').on(table.organizationId, table.email),
    index('invitations_email').on(table.email),
    check('invitations_role', sql`${table.role} in ('admin', 'member', 'guest')`),
    check('invitations_email_lower', sql`${table.email} = lower(${table.email})`),
  ],
);

export type InvitationRow = typeof invitations.$inferSelect;
