// Widget secrets (studio.md §3): named values a widget's flow references as {{secret.<name>}}. The value is
// stored sealed (AES-256-GCM, server/crypto/secretBox.ts) and never returned after creation.
import { index, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { users, widgets } from './studio';

const moment = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const widgetSecrets = pgTable(
  'widget_secrets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    widgetId: uuid('widget_id')
      .notNull()
      .references(() => widgets.id, { onDelete: 'cascade' }),
    /** a-z, 0-9 and underscores, 1 to 32 characters; unique per widget. */
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** `v1.<iv>.<tag>.<ciphertext>`, associated data `<widget id>/<name>`. */
    sealedValue: text('sealed_value').notNull(),
    createdAt: moment('created_at').notNull().defaultNow(),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id),
    /** Set by the widget runtime when a flow uses the secret; null means never. */
    lastUsedAt: moment('last_used_at'),
  },
  (table) => [unique('widget_secrets_name').on(table.widgetId, table.name), index('widget_secrets_widget').on(table.widgetId, table.createdAt)],
);

export type WidgetSecretRow = typeof widgetSecrets.$inferSelect;
