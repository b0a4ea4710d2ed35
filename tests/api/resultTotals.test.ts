// The events list's totals come from widget_daily_event_counts (upserted by ingestion with the events) over the
// whole UTC days the plan keeps, the records list's from widget_record_counts (kept by the collect node); they must
// always equal the rows the lists can page through. Seeded through the runtime endpoints; older days are written
// into the same tables ingestion writes, since a test cannot wait a month.
import { randomUUID } from 'node:crypto';
import { and, count, eq, gte } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { widgetEvents } from '../../server/db/partitioned/widgetEvents';
import { widgetDailyEventCounts, widgetRecords } from '../../server/db/schema';
import { EVENTS_RETENTION_MONTHS, eventsWindowStart } from '../../server/runtime/retention';
import { utcDay } from '../../server/usage/operations';
import { startTestStudio, type TestStudio, type TestUser } from '../harness/testStudio';
import { entrypoint, event, node, publishedWidget, runtimeCall, visitor } from './runtimeFixtures';

const DAY_MS = 86_400_000;

describe('events and records list totals', () => {
  let studio: TestStudio;
  let owner: TestUser;
  let widgetId: string;
  let organizationId: string;
  const alice = visitor();

  const send = async (events: ReturnType<typeof event>[]) => {
    const sent = await runtimeCall(studio, 'POST', `/widgets/${widgetId}/events`, { body: { version: 1, events } });
    expect(sent.status, sent.text).toBe(202);
  };
  /** An event stored `days` ago, with its per-name count, as ingestion would have written it then. */
  const storedAgo = async (days: number, name: string) => {
    const at = new Date(Date.now() - days * DAY_MS);
    const db = studio.database.db;
    await db.insert(widgetEvents).values({ id: randomUUID(), widgetId, organizationId, name, nodeId: 1, ...alice, payload: {}, occurredAt: at, createdAt: at });
    await db.insert(widgetDailyEventCounts).values({ widgetId, day: utcDay(at), name, events: 1 }).onConflictDoNothing();
  };
  const list = (query = '') => owner.request('GET', `/widgets/${widgetId}/events${query}`);

  beforeAll(async () => {
    studio = await startTestStudio();
    owner = await studio.signUp();
    ({ widgetId, organizationId } = await publishedWidget(owner, [
      entrypoint(),
      node(2, 'collect', { partition: 'leads', sync: true, fields: [{ key: 'email', value: 'a@example.com' }] }),
      node(3, 'collect', { partition: 'applicants', sync: true, fields: [{ key: 'email', value: 'b@example.com' }] }),
    ]));
    for (const nodeId of [2, 2, 3]) {
      const ran = await runtimeCall(studio, 'POST', `/widgets/${widgetId}/nodes/${nodeId}/run`, { body: { version: 1, ...alice, values: {} } });
      expect(ran.body.ok, ran.text).toBe(true);
    }
    const batch = [
      event('widget_flow_widget_shown', alice, { payload: { loadTime: 5, lazyLoad: false, url: 'https://shop.example/' } }),
      event('widget_flow_widget_touched', alice, { payload: { timeTaken: 100 } }),
      event('widget_flow_finished', alice, { payload: { timeTaken: 900 } }),
      event('node_reached', alice, { nodeId: 1 }),
    ];
    await send(batch);
    // The same batch again (a beacon and its retry): stored once, counted once.
    await send(batch);
    await storedAgo(10, 'widget_flow_error_thrown');
    // The free plan keeps one month: 40 days ago is gone from the list (the retention job deletes it).
    await storedAgo(40, 'widget_flow_error_thrown');
  });
  afterAll(async () => {
    await studio?.close();
  });

  it('totals are the per-name daily counts of the days the plan keeps, equal to the events listed', async () => {
    const all = await list();
    expect(all.status).toBe(200);
    expect(all.body.total).toBe(7);
    const names: string[] = all.body.events.map((e: { name: string }) => e.name);
    expect(names.at(-1)).toBe('widget_flow_error_thrown');
    expect(names.slice(0, 6).sort()).toEqual([
      'widget_flow_finished',
      'widget_flow_record_collected',
      'widget_flow_record_collected',
      'widget_flow_record_collected',
      'widget_flow_widget_shown',
      'widget_flow_widget_touched',
    ]);
    // Server-recorded events (the collect node's) are counted too.
    expect((await list('?event_names=widget_flow_record_collected')).body.total).toBe(3);
    const errors = await list('?event_names=widget_flow_error_thrown');
    expect(errors.body.total).toBe(1);
    expect(errors.body.events).toHaveLength(1);
    const shownOrFinished = await list('?event_names=widget_flow_widget_shown,widget_flow_finished');
    expect(shownOrFinished.body.total).toBe(2);
    expect(shownOrFinished.body.events).toHaveLength(2);
    const none = await list('?event_names=widget_flow_redirected');
    expect(none.body).toEqual({ events: [], total: 0 });

    // The same as counting the stored events of the window.
    const from = eventsWindowStart(new Date(), EVENTS_RETENTION_MONTHS.free);
    const [stored] = await studio.database.db
      .select({ total: count() })
      .from(widgetEvents)
      .where(and(eq(widgetEvents.widgetId, widgetId), gte(widgetEvents.createdAt, from)));
    expect(stored!.total).toBe(all.body.total);
  });

  it('a page past the total answers no events with the total', async () => {
    expect((await list('?page=2')).body).toEqual({ events: [], total: 7 });
    expect((await list('?page=99&event_names=widget_flow_finished')).body).toEqual({ events: [], total: 1 });
  });

  it('the window starts on the whole UTC day after the plan’s retention cutoff', () => {
    const now = new Date('2026-03-31T15:00:00.000Z');
    expect(eventsWindowStart(now, 1).toISOString()).toBe('2026-03-04T00:00:00.000Z');
    expect(eventsWindowStart(new Date('2026-07-10T00:30:00.000Z'), 6).toISOString()).toBe('2026-01-11T00:00:00.000Z');
  });

  it('traces and the id filter still count their events, within the window', async () => {
    const trace = await list(`?session_id=${alice.sessionId}`);
    expect(trace.body.total).toBe(7);
    const byId = await list(`?id=${trace.body.events[0].id}`);
    expect(byId.body.total).toBe(1);
  });

  it('records: totals and partitions from the per-partition counts, equal to the records stored', async () => {
    const records = (query = '') => owner.request('GET', `/widgets/${widgetId}/collected_records${query}`);
    expect((await records()).body.total).toBe(3);
    expect((await records()).body.records).toHaveLength(3);
    expect((await records('?partition=leads')).body.total).toBe(2);
    expect((await records('?partition=nope')).body).toEqual({ records: [], total: 0 });
    expect((await records('?page=2')).body).toEqual({ records: [], total: 3 });
    expect((await records('?search=b@example')).body.total).toBe(1);
    expect((await owner.request('GET', `/widgets/${widgetId}/collected_record_partitions`)).body).toEqual(['applicants', 'leads']);
    const [stored] = await studio.database.db.select({ total: count() }).from(widgetRecords).where(eq(widgetRecords.widgetId, widgetId));
    expect(stored!.total).toBe(3);
  });
});
