// Flow events (studio.md §3), in a table partitioned by month of their receive time (PostgreSQL
// declarative partitioning, also on PGlite). drizzle-kit cannot express partitioning, so this table is
// not in schema/index.ts (db:generate never sees it) and is created here, after the Drizzle migrations,
// by openDatabase: idempotent SQL, safe on every start. Monthly partitions are created ahead of time
// (ensureEventPartitions, run at start and by the retention job); a default partition catches anything else.
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { Db } from '../database';

const moment = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** The Drizzle view of the table for queries (its DDL is EVENTS_TABLE_SQL below). */
export const widgetEvents = pgTable(
  'widget_events',
  {
    /** The browser's event uuid (server-recorded events: a server uuid). Unique with widgetId and createdAt. */
    id: uuid('id').notNull(),
    widgetId: uuid('widget_id').notNull(),
    organizationId: uuid('organization_id').notNull(),
    name: text('name').notNull(),
    nodeId: integer('node_id'),
    sessionId: uuid('session_id').notNull(),
    pageloadId: uuid('pageload_id').notNull(),
    leadId: uuid('lead_id').notNull(),
    payload: jsonb('payload').$type<Record<string, string | number | boolean | null>>().notNull(),
    /** When the browser saw it (its clock; a server-recorded event of a browser's call: the browser's time of the call). */
    occurredAt: moment('occurred_at').notNull(),
    /** Its place in the browser's widget run (contracts/runtime.ts EventStamp): orders events of one millisecond. Null before it existed, and for the no-script pixel. */
    seq: integer('seq'),
    /** When the server received it: the partition key. */
    createdAt: moment('created_at').notNull(),
  },
  (table) => [index('widget_events_list').on(table.widgetId, table.createdAt), index('widget_events_names').on(table.widgetId, table.name, table.createdAt)],
);

export type WidgetEventRow = typeof widgetEvents.$inferSelect;

const EVENTS_TABLE_SQL = `
CREATE TABLE IF NOT EXISTS widget_events (
  id uuid NOT NULL,
  widget_id uuid NOT NULL REFERENCES widgets(id) ON DELETE CASCADE,
  organization_id uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  name text NOT NULL,
  node_id integer,
  session_id uuid NOT NULL,
  pageload_id uuid NOT NULL,
  lead_id uuid NOT NULL,
  payload jsonb NOT NULL,
  occurred_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL,
  seq integer,
  PRIMARY KEY (widget_id, id, created_at)
) PARTITION BY RANGE (created_at);
ALTER TABLE widget_events ADD COLUMN IF NOT EXISTS seq integer;
CREATE INDEX IF NOT EXISTS widget_events_list ON widget_events (widget_id, created_at);
CREATE INDEX IF NOT EXISTS widget_events_names ON widget_events (widget_id, name, created_at);
CREATE INDEX IF NOT EXISTS widget_events_session ON widget_events (session_id, created_at);
CREATE INDEX IF NOT EXISTS widget_events_pageload ON widget_events (pageload_id, created_at);
CREATE INDEX IF NOT EXISTS widget_events_lead ON widget_events (lead_id, created_at);
CREATE INDEX IF NOT EXISTS widget_events_organization ON widget_events (organization_id, created_at);
CREATE TABLE IF NOT EXISTS widget_events_default PARTITION OF widget_events DEFAULT;
`;

/** Creates the partitioned events table when missing (after the Drizzle migrations) and this month's and the next partitions. */
export async function createPartitionedTables(db: Db, now = new Date()): Promise<void> {
  // One statement per call: the extended query protocol (PGlite, node-postgres with parameters) takes one.
  for (const statement of EVENTS_TABLE_SQL.split(';').map((text) => text.trim()).filter((text) => text !== '')) await db.execute(sql.raw(statement));
  await ensureEventPartitions(db, now);
}

function monthStart(year: number, month: number): Date {
  return new Date(Date.UTC(year, month, 1));
}

export function partitionName(start: Date): string {
  return `widget_events_y${start.getUTCFullYear()}m${String(start.getUTCMonth() + 1).padStart(2, '0')}`;
}

/** The partitions for the month of `now` and the `ahead` following months exist afterwards. */
export async function ensureEventPartitions(db: Db, now = new Date(), ahead = 1): Promise<void> {
  for (let offset = 0; offset <= ahead; offset += 1) {
    const start = monthStart(now.getUTCFullYear(), now.getUTCMonth() + offset);
    const end = monthStart(start.getUTCFullYear(), start.getUTCMonth() + 1);
    await db.execute(
      sql.raw(
        `CREATE TABLE IF NOT EXISTS ${partitionName(start)} PARTITION OF widget_events FOR VALUES FROM ('${start.toISOString()}') TO ('${end.toISOString()}')`,
      ),
    );
  }
}

/** Monthly partitions whose whole range ends at or before `before`: dropped whole by the retention job. */
export async function dropEventPartitionsBefore(db: Db, before: Date): Promise<string[]> {
  const result = await db.execute<{ name: string }>(sql`
    SELECT child.relname AS name FROM pg_inherits
    JOIN pg_class parent ON parent.oid = pg_inherits.inhparent
    JOIN pg_class child ON child.oid = pg_inherits.inhrelid
    WHERE parent.relname = 'widget_events' AND child.relname ~ '^widget_events_y[0-9]{4}m[0-9]{2}$'`);
  const rows = (result as unknown as { rows: { name: string }[] }).rows;
  const dropped: string[] = [];
  for (const { name } of rows) {
    const match = /^widget_events_y(\d{4})m(\d{2})$/.exec(name)!;
    const end = monthStart(Number(match[1]), Number(match[2]));
    if (end.getTime() <= before.getTime()) {
      await db.execute(sql.raw(`DROP TABLE IF EXISTS ${name}`));
      dropped.push(name);
    }
  }
  return dropped;
}
