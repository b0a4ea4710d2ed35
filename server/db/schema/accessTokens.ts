// Organization access tokens: only a SHA-256 hash of the token is kept (the token is 32 random
// bytes, so a plain hash cannot be brute-forced). Revoking sets revoked_at; the row stays.
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { organizations, users } from './studio';

const moment = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const accessTokens = pgTable(
  'access_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** Hex SHA-256 of the whole token (prefix included). */
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: moment('expires_at').notNull(),
    lastUsedAt: moment('last_used_at'),
    revokedAt: moment('revoked_at'),
    revokedBy: uuid('revoked_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: moment('created_at').notNull().defaultNow(),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (table) => [index('access_tokens_organization').on(table.organizationId, table.createdAt)],
);

export type AccessTokenRow = typeof accessTokens.$inferSelect;
