// GET /widgets/{id}/events: flow events, 20 per page. Filters: event_names (comma-separated names of
// studio.md §3; an unknown one is 400 `event_names` / `unknown-event-name`), id, and the trace filters
// session_id, pageload_id, lead_id. A list is newest received first; a trace (any of the three ids given)
// reads oldest first by the browser's time, then by the run's sequence number (events of one millisecond in the
// order they happened; the events the server records for a browser's call carry the call's time and number), as the
// visitor lived it.
// Events older than the plan's retention are deleted (runtime/retention.ts); the list shows the whole UTC days
// the plan keeps (from the day after the retention cutoff), so every listed day is complete and the total of a
// list without id filters is a sum of widget_daily_event_counts over those days (O(days × names), never a count
// over millions of events); pages past it are answered without reading events. The id and trace filters are
// selective (their own indexes): their total is counted.
import { and, asc, count, desc, eq, gte, inArray, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { PAGE_SIZE } from '../../contracts/constants';
import { eventsQuerySchema, FLOW_EVENT_NAMES, type EventsQuery, type FlowEvent, type FlowEventList } from '../../contracts/results';
import type { Db } from '../db/database';
import { widgetEvents, type WidgetEventRow } from '../db/partitioned/widgetEvents';
import { organizations, widgetDailyEventCounts } from '../db/schema';
import { EVENTS_RETENTION_MONTHS, eventsWindowStart } from '../runtime/retention';
import { utcDay } from '../usage/operations';
import { ValidationError } from '../http/errors';
import { pathId, validQuery } from '../http/validate';
import { widgetAccess } from './access';
import type { ApiContext } from './context';
import { currentUser } from './currentUser';
import { isoDate } from './isoDate';
import { pageWindow } from './paging';

const KNOWN_NAMES = new Set<string>(FLOW_EVENT_NAMES);

function toFlowEvent(row: WidgetEventRow): FlowEvent {
  return {
    id: row.id,
    name: row.name,
    createdAt: isoDate(row.createdAt),
    occurredAt: isoDate(row.occurredAt),
    sessionId: row.sessionId,
    pageloadId: row.pageloadId,
    leadId: row.leadId,
    payload: row.payload,
  };
}

export function parseEventNames(value: string | undefined): string[] {
  if (value === undefined || value.trim() === '') return [];
  const names = [...new Set(value.split(',').map((name) => name.trim()).filter(Boolean))];
  const unknown = names.find((name) => !KNOWN_NAMES.has(name));
  if (unknown !== undefined) throw new ValidationError([{ field: 'event_names', rule: 'unknown-event-name', message: `${unknown.slice(0, 64)} is not a flow event name` }], 'query');
  return names;
}


async function retentionMonths(db: Db, organizationId: string): Promise<number> {
  const [row] = await db.select({ plan: organizations.planTemplate }).from(organizations).where(eq(organizations.id, organizationId));
  return EVENTS_RETENTION_MONTHS[row?.plan ?? 'free'];
}

/** Events stored since `fromDay` (of those names, or all), from the per-name daily counts. */
async function countedTotal(db: Db, widgetId: string, fromDay: string, names: string[]): Promise<number> {
  const t = widgetDailyEventCounts;
  const conditions: SQL[] = [eq(t.widgetId, widgetId), gte(t.day, fromDay)];
  if (names.length > 0) conditions.push(inArray(t.name, names));
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${t.events}), 0)::bigint`.mapWith(Number) })
    .from(t)
    .where(and(...conditions));
  return row?.total ?? 0;
}

function eventConditions(widgetId: string, from: Date, query: EventsQuery, names: string[]): SQL {
  const t = widgetEvents;
  const conditions: SQL[] = [eq(t.widgetId, widgetId), gte(t.createdAt, from)];
  if (names.length > 0) conditions.push(inArray(t.name, names));
  if (query.id !== undefined) conditions.push(eq(t.id, query.id));
  if (query.session_id !== undefined) conditions.push(eq(t.sessionId, query.session_id));
  if (query.pageload_id !== undefined) conditions.push(eq(t.pageloadId, query.pageload_id));
  if (query.lead_id !== undefined) conditions.push(eq(t.leadId, query.lead_id));
  return and(...conditions)!;
}

export function registerFlowEventRoutes(app: FastifyInstance, { db }: ApiContext): void {
  app.get('/widgets/:id/events', async (request): Promise<FlowEventList> => {
    const access = await widgetAccess(db, await currentUser(request, db), pathId(request, 'Widget'));
    const query = validQuery(request, eventsQuerySchema);
    const names = parseEventNames(query.event_names);
    const isTrace = query.session_id !== undefined || query.pageload_id !== undefined || query.lead_id !== undefined;
    const { limit, offset } = pageWindow(query.page, isTrace ? PAGE_SIZE.traceEvents : PAGE_SIZE.events);
    const from = eventsWindowStart(new Date(), await retentionMonths(db, access.widget.organizationId));
    const where = eventConditions(access.widget.id, from, query, names);
    const t = widgetEvents;
    const order = isTrace ? [asc(t.occurredAt), sql`${t.seq} asc nulls last`, asc(t.createdAt), asc(t.id)] : [desc(t.createdAt), desc(t.occurredAt), desc(t.id)];
    const page = () => db.select().from(t).where(where).orderBy(...order).limit(limit).offset(offset);
    if (!isTrace && query.id === undefined) {
      const total = await countedTotal(db, access.widget.id, utcDay(from), names);
      return { events: offset < total ? (await page()).map(toFlowEvent) : [], total };
    }
    const [rows, [counted]] = await Promise.all([page(), db.select({ total: count() }).from(t).where(where)]);
    return { events: rows.map(toFlowEvent), total: counted?.total ?? 0 };
  });
}
