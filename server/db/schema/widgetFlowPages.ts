// A widget's flow is stored in pages of node ids (FLOW_PAGE_NODES ids each, server/flows/flowPages.ts): a page
// holds its nodes and the connections into them. An autosave rewrites only the pages its patches touched,
// so saving a move in a 100k-node flow writes a few kilobytes, not the whole document.
import { integer, jsonb, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
import type { FlowConnection, FlowNode } from '../../../engine/model/flowTypes';
import { widgets } from './studio';

export const widgetFlowPages = pgTable(
  'widget_flow_pages',
  {
    widgetId: uuid('widget_id')
      .notNull()
      .references(() => widgets.id, { onDelete: 'cascade' }),
    /** floor(node id / FLOW_PAGE_NODES). */
    page: integer('page').notNull(),
    /** The page's nodes, by id. */
    nodes: jsonb('nodes').$type<FlowNode[]>().notNull(),
    /** The connections whose input side is one of the page's nodes, by input node and port. */
    connections: jsonb('connections').$type<FlowConnection[]>().notNull(),
  },
  (table) => [primaryKey({ columns: [table.widgetId, table.page] })],
);

export type WidgetFlowPageRow = typeof widgetFlowPages.$inferSelect;
