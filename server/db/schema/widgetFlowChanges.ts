// The change log of a widget's flow (issue 22): one row per accepted version, written in the save's transaction.
// A PATCH logs its ops as applied (after rebasing) and whose values it replaced; a PUT (import, restore) logs that
// the flow was replaced wholesale. Saves made on an older version are rebased on these rows, editors catch up
// from them, and each instance reads them to tell its live channels. Kept for a bounded window (flowChangeLog.ts).
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { Replaced } from '../../../engine/model/collab/rebaseTypes';
import type { FlowPatchOp } from '../../../engine/model/patch/flowPatch';
import { users, widgets } from './studio';

export const widgetFlowChanges = pgTable(
  'widget_flow_changes',
  {
    widgetId: uuid('widget_id')
      .notNull()
      .references(() => widgets.id, { onDelete: 'cascade' }),
    /** The version this change made. */
    version: integer('version').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    /** The live channel of the editor that saved (PATCH clientId), or null. */
    clientId: text('client_id'),
    /** The ops as applied; empty when the flow was replaced wholesale. */
    ops: jsonb('ops').$type<FlowPatchOp[]>().notNull(),
    /** Same-field values this change replaced. */
    replaced: jsonb('replaced').$type<Replaced[]>().notNull().default([]),
    /** A PUT (import, restore of a version): no ops; editors load the flow again, older saves cannot be rebased over it. */
    replacesFlow: boolean('replaces_flow').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.widgetId, table.version] }), index('widget_flow_changes_created_at').on(table.createdAt)],
);

export type WidgetFlowChangeRow = typeof widgetFlowChanges.$inferSelect;
