// Tables of the embedded OpenID provider: local accounts, the provider's own state, and the
// persistent keys (signing keys, cookie keys).
import { index, uniqueIndex, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Local accounts of the embedded provider. The id is the OIDC subject. */
export const accounts = pgTable('accounts', {
  id: text('id').primaryKey(),
  email: text('email').notNull().unique(),
  name: text('name').notNull(),
  /** scrypt: "scrypt$N$r$p$salt$hash", base64 parts. */
  passwordHash: text('password_hash').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/** oidc-provider's adapter storage: one row per model instance (session, grant, code, token…). */
export const oidcPayloads = pgTable(
  'oidc_payloads',
  {
    model: text('model').notNull(),
    id: text('id').notNull(),
    payload: jsonb('payload').notNull(),
    grantId: text('grant_id'),
    userCode: text('user_code'),
    uid: text('uid'),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }),
    consumedAt: timestamp('consumed_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [
    uniqueIndex('oidc_payloads_model_id').on(table.model, table.id),
    index('oidc_payloads_grant').on(table.grantId),
    index('oidc_payloads_uid').on(table.uid),
    index('oidc_payloads_user_code').on(table.userCode),
    index('oidc_payloads_expires').on(table.expiresAt),
  ],
);

/** Named secrets generated at first start and kept across restarts (JWKS, cookie keys). */
export const serverKeys = pgTable('server_keys', {
  name: text('name').primaryKey(),
  value: jsonb('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
