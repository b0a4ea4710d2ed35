// Uploaded images. The bytes live in the file storage (server/storage) as WebP variants; this row
// is what counts against the organization's files quota. organization_id null: a user's own file.
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { organizations, users } from './studio';

export const files = pgTable(
  'files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id').references(() => organizations.id, { onDelete: 'cascade' }),
    uploadedBy: uuid('uploaded_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    originalName: text('original_name').notNull(),
    /** Bytes of the upload as received. */
    size: integer('size').notNull(),
    /** The detected type (image/png…), from the content. */
    mime: text('mime').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [index('files_organization').on(table.organizationId, table.createdAt), index('files_uploader').on(table.uploadedBy)],
);

export type FileRow = typeof files.$inferSelect;
