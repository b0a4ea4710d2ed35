// What the widget runtime stores (issue 12): immutable published copies of flows, collected records,
// and daily per-widget counters maintained as events arrive, so statistics read O(days).
// The flow events themselves live in a table partitioned by month, which drizzle-kit cannot express:
// see server/db/partitioned/ (created after the migrations by openDatabase).
import { bigint, customType, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { FlowDocument } from '../../../engine/model/flowTypes';
import type { FlowChangeCounts } from '../../../engine/model/versions/flowDiff';
import { organizations, users, widgets } from './studio';

const moment = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Raw bytes (PGlite answers Uint8Array, node-postgres Buffer, which is one). */
const bytes = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (value) => Buffer.from(value.buffer, value.byteOffset, value.byteLength),
});

/** One row per publish (or republish), never changed: visitors get the widget's highest version. */
export const widgetPublishedVersions = pgTable(
  'widget_published_versions',
  {
    widgetId: uuid('widget_id')
      .notNull()
      .references(() => widgets.id, { onDelete: 'cascade' }),
    /** 1, 2, 3… per widget. */
    version: integer('version').notNull(),
    /** The draft flow version this copy was made from. */
    flowVersion: integer('flow_version').notNull(),
    flow: jsonb('flow').$type<FlowDocument>().notNull(),
    nodeCount: integer('node_count').notNull(),
    connectionCount: integer('connection_count').notNull(),
    /** Against the version before it, counted at publish (the history list never reads flows); null for version 1. */
    changes: jsonb('changes').$type<FlowChangeCounts>(),
    /** engine/model/versions/flowFingerprint.ts: the next publish counts its changes from this, not from the flow. */
    fingerprint: bytes('fingerprint').notNull(),
    /** The version this copy republished (its flow copied as it is), or null when published from the draft. */
    republishedFrom: integer('republished_from'),
    publishedAt: moment('published_at').notNull().defaultNow(),
    publishedBy: uuid('published_by')
      .notNull()
      .references(() => users.id),
  },
  (table) => [primaryKey({ name: 'widget_published_versions_pk', columns: [table.widgetId, table.version] })],
);

/** Records stored by collect nodes (studio.md §3 "Collected record"). */
export const widgetRecords = pgTable(
  'widget_records',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    widgetId: uuid('widget_id')
      .notNull()
      .references(() => widgets.id, { onDelete: 'cascade' }),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    partition: text('partition').notNull(),
    nodeId: integer('node_id').notNull(),
    data: jsonb('data').$type<Record<string, string | number | boolean | null>>().notNull(),
    sessionId: uuid('session_id').notNull(),
    pageloadId: uuid('pageload_id').notNull(),
    leadId: uuid('lead_id').notNull(),
    createdAt: moment('created_at').notNull().defaultNow(),
  },
  (table) => [
    index('widget_records_list').on(table.widgetId, table.createdAt),
    index('widget_records_partition').on(table.widgetId, table.partition, table.createdAt),
    index('widget_records_session').on(table.sessionId),
    index('widget_records_pageload').on(table.pageloadId),
    index('widget_records_lead').on(table.leadId),
  ],
);

/**
 * Collected records per widget and partition, upserted with each record (collect node): the records list's total
 * without a search, and the partition names, without counting the records (api/collectedRecords.ts).
 */
export const widgetRecordCounts = pgTable(
  'widget_record_counts',
  {
    widgetId: uuid('widget_id')
      .notNull()
      .references(() => widgets.id, { onDelete: 'cascade' }),
    partition: text('partition').notNull(),
    records: integer('records').notNull().default(0),
  },
  (table) => [primaryKey({ name: 'widget_record_counts_pk', columns: [table.widgetId, table.partition] })],
);

/** Per widget and UTC day, upserted as events arrive. */
export const widgetDailyCounters = pgTable(
  'widget_daily_counters',
  {
    widgetId: uuid('widget_id')
      .notNull()
      .references(() => widgets.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    shows: integer('shows').notNull().default(0),
    touches: integer('touches').notNull().default(0),
    finishes: integer('finishes').notNull().default(0),
    errors: integer('errors').notNull().default(0),
    operations: integer('operations').notNull().default(0),
    /** Sum and number of the timeTaken (ms) of finished events: the average is their quotient. */
    timeTakenSum: bigint('time_taken_sum', { mode: 'number' }).notNull().default(0),
    timeTakenCount: integer('time_taken_count').notNull().default(0),
    /** The same for the timeTaken (ms) of touched events: the average time to touch (issue 14). */
    touchTimeSum: bigint('touch_time_sum', { mode: 'number' }).notNull().default(0),
    touchTimeCount: integer('touch_time_count').notNull().default(0),
  },
  (table) => [primaryKey({ name: 'widget_daily_counters_pk', columns: [table.widgetId, table.day] })],
);

/** How many visitors reached each node per UTC day (node_reached events): drop-off without reading events. */
export const widgetNodeDailyCounters = pgTable(
  'widget_node_daily_counters',
  {
    widgetId: uuid('widget_id')
      .notNull()
      .references(() => widgets.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    nodeId: integer('node_id').notNull(),
    reached: integer('reached').notNull().default(0),
  },
  (table) => [primaryKey({ name: 'widget_node_daily_counters_pk', columns: [table.widgetId, table.day, table.nodeId] })],
);

/**
 * The ids of the flow events a widget stored in the dedup window (two days): a batch and its retry (a beacon sent again,
 * possibly to another instance at the same moment) store each event once. ON CONFLICT DO NOTHING on the primary key
 * waits for a concurrent insert of the same id to commit, so two instances cannot both see an id as new. Forgotten
 * by the retention job after the window, like the node_reached ids.
 */
export const widgetEventIds = pgTable(
  'widget_event_ids',
  {
    widgetId: uuid('widget_id')
      .notNull()
      .references(() => widgets.id, { onDelete: 'cascade' }),
    id: uuid('id').notNull(),
    receivedAt: moment('received_at').notNull(),
  },
  (table) => [primaryKey({ name: 'widget_event_ids_pk', columns: [table.widgetId, table.id] }), index('widget_event_ids_received').on(table.receivedAt)],
);

/**
 * The ids of the node_reached events counted lately (node_reached is counted, not stored as an event): a batch sent
 * again — a beacon's retry, to another server process or after a restart — counts each once. An id is the browser's,
 * so it is unique per widget only: another widget's event with the same id is its own. Kept as long as the events'
 * own dedup window (eventStore.ts); the retention job deletes older ids.
 */
export const widgetNodeReachedIds = pgTable(
  'widget_node_reached_ids',
  {
    widgetId: uuid('widget_id')
      .notNull()
      .references(() => widgets.id, { onDelete: 'cascade' }),
    id: uuid('id').notNull(),
    receivedAt: moment('received_at').notNull(),
  },
  (table) => [primaryKey({ name: 'widget_node_reached_ids_pk', columns: [table.widgetId, table.id] }), index('widget_node_reached_ids_received').on(table.receivedAt)],
);

/**
 * Flow events stored per widget, UTC day (of the receive time) and name, upserted in the same statement that stores
 * them: the events list's total (all names, or the names filter) is a sum over the days the plan keeps, O(days ×
 * names), instead of a count over the events (api/flowEvents.ts).
 */
export const widgetDailyEventCounts = pgTable(
  'widget_daily_event_counts',
  {
    widgetId: uuid('widget_id')
      .notNull()
      .references(() => widgets.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    name: text('name').notNull(),
    events: integer('events').notNull().default(0),
  },
  (table) => [primaryKey({ name: 'widget_daily_event_counts_pk', columns: [table.widgetId, table.day, table.name] })],
);

/**
 * Who was shown a widget per UTC day (one row per lead and session, from widget_shown): unique users and
 * sessions per user for a period read O(visitors in the period), never the events table.
 */
export const widgetDailyVisitors = pgTable(
  'widget_daily_visitors',
  {
    widgetId: uuid('widget_id')
      .notNull()
      .references(() => widgets.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    leadId: uuid('lead_id').notNull(),
    sessionId: uuid('session_id').notNull(),
  },
  (table) => [
    primaryKey({ name: 'widget_daily_visitors_pk', columns: [table.widgetId, table.day, table.leadId, table.sessionId] }),
    // Whether today's lead or session was seen earlier in a period (api/visitorTotals.ts).
    index('widget_daily_visitors_lead').on(table.widgetId, table.leadId, table.day),
    index('widget_daily_visitors_session').on(table.widgetId, table.sessionId, table.day),
  ],
);

export type WidgetPublishedVersionRow = typeof widgetPublishedVersions.$inferSelect;
export type WidgetRecordRow = typeof widgetRecords.$inferSelect;
