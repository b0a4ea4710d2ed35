// GET /widgets/{id}/events: flow events, 20 per page. Filters: event_names (comma-separated names of
// studio.md §3; an unknown one is 400 `event_names` / `unknown-event-name`), id, and the trace filters
// session_id, pageload_id, lead_id. A list is newest received first; a trace (any of the three ids given)
// reads oldest first by the browser's time, as the visitor lived it. Events older than the plan's retention are gone (runtime/retention.ts).
import { and, asc, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { PAGE_SIZE } from '../../contracts/constants';
import { eventsQuerySchema, FLOW_EVENT_NAMES, type EventsQuery, type FlowEvent, type FlowEventList } from '../../contracts/results';
import { widgetEvents, type WidgetEventRow } from '../db/partitioned/widgetEvents';
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

function eventConditions(widgetId: string, query: EventsQuery, names: string[]): SQL {
  const t = widgetEvents;
  const conditions: SQL[] = [eq(t.widgetId, widgetId)];
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
    const where = eventConditions(access.widget.id, query, names);
    const t = widgetEvents;
    const order = isTrace ? [asc(t.occurredAt), asc(t.createdAt), asc(t.id)] : [desc(t.createdAt), desc(t.occurredAt), desc(t.id)];
    const [rows, [counted]] = await Promise.all([
      db.select().from(t).where(where).orderBy(...order).limit(limit).offset(offset),
      db.select({ total: count() }).from(t).where(where),
    ]);
    return { events: rows.map(toFlowEvent), total: counted?.total ?? 0 };
  });
}
