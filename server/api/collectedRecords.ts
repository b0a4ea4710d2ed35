// GET /widgets/{id}/collected_records (20 per page, newest first; search: case-insensitive substring of the
// record's data as JSON text; partition; id), /collected_record_partitions (names, alphabetical) and
// /collected_records/export?format=csv|jsonl (the same filters, every matching record, streamed in
// batches of EXPORT_BATCH by keyset; CSV cells escaped against spreadsheet formulas, csvCells.ts).
// Without a search or an id the total (and the partition names) come from widget_record_counts, kept by the
// collect node with each record, instead of counting the records; a page past the total reads none.
import { Readable } from 'node:stream';
import { and, asc, count, desc, eq, lt, or, sql, sum, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { object } from 'superstruct';
import { PAGE_SIZE } from '../../contracts/constants';
import {
  collectedRecordsExportQuerySchema,
  collectedRecordsQuerySchema,
  type CollectedRecord,
  type CollectedRecordList,
} from '../../contracts/results';
import type { Db } from '../db/database';
import { widgetRecordCounts, widgetRecords, type WidgetRecordRow } from '../db/schema';
import { pathId, validQuery } from '../http/validate';
import { widgetAccess } from './access';
import type { ApiContext } from './context';
import { csvLine } from './csvCells';
import { currentUser } from './currentUser';
import { isoDate } from './isoDate';
import { pageWindow } from './paging';

const EXPORT_BATCH = 500;
const emptyQuery = object({});
const FIXED_COLUMNS = ['id', 'createdAt', 'partition', 'sessionId', 'pageloadId', 'leadId'] as const;

function toCollectedRecord(row: WidgetRecordRow): CollectedRecord {
  return {
    id: row.id,
    createdAt: isoDate(row.createdAt),
    partition: row.partition,
    sessionId: row.sessionId,
    pageloadId: row.pageloadId,
    leadId: row.leadId,
    data: row.data,
  };
}

interface RecordFilter {
  search?: string;
  partition?: string;
  id?: string;
}

function recordConditions(widgetId: string, filter: RecordFilter): SQL {
  const t = widgetRecords;
  const conditions: SQL[] = [eq(t.widgetId, widgetId)];
  if (filter.partition !== undefined) conditions.push(eq(t.partition, filter.partition));
  if (filter.id !== undefined) conditions.push(eq(t.id, filter.id));
  if (filter.search) {
    const pattern = `%${filter.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(sql`${t.data}::text ILIKE ${pattern}`);
  }
  return and(...conditions)!;
}

/** Records of the widget (or of one partition), from the per-partition counts. */
async function countedRecords(db: Db, widgetId: string, partition: string | undefined): Promise<number> {
  const t = widgetRecordCounts;
  const [row] = await db
    .select({ total: sql<number>`coalesce(${sum(t.records)}, 0)::bigint`.mapWith(Number) })
    .from(t)
    .where(partition === undefined ? eq(t.widgetId, widgetId) : and(eq(t.widgetId, widgetId), eq(t.partition, partition)));
  return row?.total ?? 0;
}

async function* exportLines(db: Db, widgetId: string, filter: RecordFilter, format: 'csv' | 'jsonl'): AsyncGenerator<string> {
  const t = widgetRecords;
  const where = recordConditions(widgetId, filter);
  let keys: string[] = [];
  if (format === 'csv') {
    const result = await db.execute<{ key: string }>(sql`SELECT DISTINCT jsonb_object_keys(${t.data}) AS key FROM ${t} WHERE ${where} ORDER BY key`);
    keys = (result as unknown as { rows: { key: string }[] }).rows.map((row) => row.key);
    yield csvLine([...FIXED_COLUMNS, ...keys]);
  }
  let after: { createdAt: Date; id: string } | null = null;
  for (;;) {
    const page: WidgetRecordRow[] = await db
      .select()
      .from(t)
      .where(after ? and(where, or(lt(t.createdAt, after.createdAt), and(eq(t.createdAt, after.createdAt), lt(t.id, after.id)))) : where)
      .orderBy(desc(t.createdAt), desc(t.id))
      .limit(EXPORT_BATCH);
    for (const row of page) {
      const record = toCollectedRecord(row);
      yield format === 'csv' ? csvLine([...FIXED_COLUMNS.map((column) => record[column]), ...keys.map((key) => record.data[key])]) : `${JSON.stringify(record)}\n`;
    }
    if (page.length < EXPORT_BATCH) return;
    const last = page[page.length - 1]!;
    after = { createdAt: last.createdAt, id: last.id };
  }
}

export function registerCollectedRecordRoutes(app: FastifyInstance, { db }: ApiContext): void {
  app.get('/widgets/:id/collected_records', async (request): Promise<CollectedRecordList> => {
    const access = await widgetAccess(db, await currentUser(request, db), pathId(request, 'Widget'));
    const { page, ...filter } = validQuery(request, collectedRecordsQuerySchema);
    const { limit, offset } = pageWindow(page, PAGE_SIZE.collectedRecords);
    const where = recordConditions(access.widget.id, filter);
    const pageRows = () => db.select().from(widgetRecords).where(where).orderBy(desc(widgetRecords.createdAt), desc(widgetRecords.id)).limit(limit).offset(offset);
    if (!filter.search && filter.id === undefined) {
      const total = await countedRecords(db, access.widget.id, filter.partition);
      return { records: offset < total ? (await pageRows()).map(toCollectedRecord) : [], total };
    }
    const [rows, [counted]] = await Promise.all([pageRows(), db.select({ total: count() }).from(widgetRecords).where(where)]);
    return { records: rows.map(toCollectedRecord), total: counted?.total ?? 0 };
  });

  app.get('/widgets/:id/collected_record_partitions', async (request): Promise<string[]> => {
    const access = await widgetAccess(db, await currentUser(request, db), pathId(request, 'Widget'));
    validQuery(request, emptyQuery);
    const rows = await db
      .select({ partition: widgetRecordCounts.partition })
      .from(widgetRecordCounts)
      .where(eq(widgetRecordCounts.widgetId, access.widget.id))
      .orderBy(asc(widgetRecordCounts.partition));
    return rows.map((row) => row.partition);
  });

  app.get('/widgets/:id/collected_records/export', async (request, reply) => {
    const access = await widgetAccess(db, await currentUser(request, db), pathId(request, 'Widget'));
    const { format = 'csv', ...filter } = validQuery(request, collectedRecordsExportQuerySchema);
    const day = new Date().toISOString().slice(0, 10);
    reply
      .header('content-type', format === 'csv' ? 'text/csv; charset=utf-8' : 'application/x-ndjson; charset=utf-8')
      .header('content-disposition', `attachment; filename="records-${access.widget.id}-${day}.${format}"`)
      .header('cache-control', 'no-store');
    return reply.send(Readable.from(exportLines(db, access.widget.id, filter, format)));
  });
}
