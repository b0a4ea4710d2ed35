// The public runtime endpoints: published copies only, the manifest (ETag/304, no server-side configs or notes),
// CORS and the Origin check, event ingestion (validation, dedup, counters), the pixel, usage from the
// counters, and the events retention job.
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { widgetEvents, partitionName } from '../../server/db/partitioned/widgetEvents';
import { organizations, widgetDailyCounters, widgetDailyEventCounts, widgetNodeDailyCounters, widgetNodeReachedIds, widgetPublishedVersions } from '../../server/db/schema';
import { runRetention } from '../../server/runtime/retention';
import { startTestStudio, type TestStudio, type TestUser } from '../harness/testStudio';
import { entrypoint, event, node, publish, publishedWidget, runtimeCall, saveFlow, visitor } from './runtimeFixtures';

describe('/runtime/v1 manifest, events and serving', () => {
  let studio: TestStudio;
  let owner: TestUser;

  beforeAll(async () => {
    studio = await startTestStudio();
    owner = await studio.signUp();
  });
  afterAll(async () => {
    await studio?.close();
  });

  const flowWithServerNodes = () => [
    entrypoint(),
    node(2, 'http_request', { url: 'https://api.example.com/x?e={{1.page_url}}', method: 'POST', headers: [{ key: 'Authorization', value: 'Bearer {{secret.api_key}}' }], body: '{{2.nope}}', responseMap: '', sync: true, timeout: 5 }),
    node(3, 'note', { text: 'internal plans' }),
    node(4, 'define', { fields: [{ key: 'greeting', value: 'hello' }] }),
    node(5, 'code', { code: "export default function (c) { c.addValue('x', c.getValue('1.lead_id')) }" }),
  ];

  it('serves only the latest published copy; draft edits are invisible until publish', async () => {
    const organizationId = (await owner.request('POST', '/organizations', { name: 'Serving' })).body.id;
    const widgetId = (await owner.request('POST', '/widgets', { name: 'W', organizationId })).body.id;
    expect((await runtimeCall(studio, 'GET', `/widgets/${widgetId}/manifest`)).status).toBe(404);
    await saveFlow(owner, widgetId, flowWithServerNodes());
    await publish(owner, widgetId);
    const first = await runtimeCall(studio, 'GET', `/widgets/${widgetId}/manifest`);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ widgetId, version: 1, filesBase: `${studio.url}/uploads` });
    expect(first.body.flow.nodes.map((n: { id: number }) => n.id)).toEqual([1, 2, 4, 5]);
    expect(first.body.flow.nodes.find((n: { id: number }) => n.id === 2).config).toEqual({});
    expect(first.body.flow.nodes.find((n: { id: number }) => n.id === 4).config).toEqual({ fields: [{ key: 'greeting', value: 'hello' }] });
    expect(first.body.server).toEqual([
      { id: 2, type: 'http_request', awaits: true, references: ['1.page_url', '2.nope'] },
      { id: 5, type: 'code', awaits: true, references: ['1.lead_id'] },
    ]);
    expect(first.text).not.toContain('api.example.com');
    expect(first.text).not.toContain('internal plans');

    // A draft edit changes nothing for visitors until it is published.
    await saveFlow(owner, widgetId, [entrypoint(), node(4, 'define', { fields: [{ key: 'greeting', value: 'changed' }] })]);
    const still = await runtimeCall(studio, 'GET', `/widgets/${widgetId}/manifest`);
    expect(still.body.version).toBe(1);
    expect(still.text).not.toContain('changed');
    await publish(owner, widgetId);
    const second = await runtimeCall(studio, 'GET', `/widgets/${widgetId}/manifest`);
    expect(second.body.version).toBe(2);
    expect(second.text).toContain('changed');

    // Every copy is kept.
    const copies = await studio.database.db.select().from(widgetPublishedVersions).where(eq(widgetPublishedVersions.widgetId, widgetId));
    expect(copies.map((copy) => [copy.version, copy.nodeCount, copy.connectionCount])).toEqual([
      [1, 5, 0],
      [2, 2, 0],
    ]);

    // Archived, then deleted: 404.
    expect((await owner.request('DELETE', `/widgets/${widgetId}/archive`)).status).toBe(200);
    expect((await runtimeCall(studio, 'GET', `/widgets/${widgetId}/manifest`)).status).toBe(404);
    expect((await runtimeCall(studio, 'GET', `/widgets/${widgetId}/visitor`)).status).toBe(404);
    expect((await owner.request('DELETE', `/widgets/${widgetId}`)).status).toBe(204);
    expect((await runtimeCall(studio, 'GET', `/widgets/${widgetId}/manifest`)).status).toBe(404);
    expect((await runtimeCall(studio, 'GET', '/widgets/not-a-uuid/manifest')).status).toBe(404);
  });

  it('answers 304 to a matching If-None-Match and a new ETag after a publish', async () => {
    const { widgetId } = await publishedWidget(owner, [entrypoint()]);
    const first = await runtimeCall(studio, 'GET', `/widgets/${widgetId}/manifest`);
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    const again = await runtimeCall(studio, 'GET', `/widgets/${widgetId}/manifest`, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
    await saveFlow(owner, widgetId, [entrypoint(), node(2, 'define', { fields: [{ key: 'a', value: 'b' }] })]);
    await publish(owner, widgetId);
    const changed = await runtimeCall(studio, 'GET', `/widgets/${widgetId}/manifest`, { headers: { 'if-none-match': etag } });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
  });

  it('checks the Origin against allowedOrigins, with CORS headers and preflight', async () => {
    const { widgetId } = await publishedWidget(owner, [entrypoint(['https://shop.example'])]);
    const allowed = await runtimeCall(studio, 'GET', `/widgets/${widgetId}/manifest`, { headers: { origin: 'https://shop.example' } });
    expect(allowed.status).toBe(200);
    expect(allowed.headers.get('access-control-allow-origin')).toBe('https://shop.example');
    const refused = await runtimeCall(studio, 'GET', `/widgets/${widgetId}/manifest`, { headers: { origin: 'https://evil.example' } });
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe('origin-not-allowed');
    expect(refused.headers.get('access-control-allow-origin')).toBeNull();
    const ids = visitor();
    const refusedEvents = await runtimeCall(studio, 'POST', `/widgets/${widgetId}/events`, {
      headers: { origin: 'https://evil.example' },
      body: { version: 1, events: [event('widget_flow_widget_shown', ids)] },
    });
    expect(refusedEvents.status).toBe(403);
    const preflight = await runtimeCall(studio, 'OPTIONS', `/widgets/${widgetId}/events`, {
      headers: { origin: 'https://shop.example', 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('https://shop.example');
    expect(preflight.headers.get('access-control-allow-methods')).toContain('POST');
    const badPreflight = await runtimeCall(studio, 'OPTIONS', `/widgets/${widgetId}/events`, { headers: { origin: 'https://evil.example' } });
    expect(badPreflight.status).toBe(403);
    const any = await publishedWidget(owner, [entrypoint(['*'])]);
    expect((await runtimeCall(studio, 'GET', `/widgets/${any.widgetId}/manifest`, { headers: { origin: 'https://whoever.example' } })).status).toBe(200);
  });

  it('tells the studio client that AI is not configured', async () => {
    const config = await (await fetch(`${studio.url}/app-config.json`)).json();
    expect(config.aiConfigured).toBe(false);
  });

  it('tells the visitor its ip, never cached, and no country without a trusted header setting', async () => {
    const { widgetId } = await publishedWidget(owner, [entrypoint()]);
    const facts = await runtimeCall(studio, 'GET', `/widgets/${widgetId}/visitor`, { headers: { 'cf-ipcountry': 'DE' } });
    expect(facts.status).toBe(200);
    expect(facts.body).toEqual({ ip: '127.0.0.1', country: '' });
    expect(facts.headers.get('cache-control')).toBe('no-store');
  });

  it('stores events with their fields, once per id, and keeps the daily counters', async () => {
    const { widgetId, organizationId } = await publishedWidget(owner, [entrypoint()]);
    const ids = visitor();
    const shown = event('widget_flow_widget_shown', ids, { nodeId: 1, payload: { loadTime: 120, lazyLoad: false, url: 'https://shop.example/p' } });
    const finished = event('widget_flow_finished', ids, { payload: { timeTaken: 3000 } });
    const batch = {
      version: 1,
      events: [
        shown,
        event('widget_flow_widget_touched', ids, { payload: { timeTaken: 500 } }),
        finished,
        event('widget_flow_error_thrown', ids, { nodeId: 1, payload: { error: 'x', message: 'y' } }),
        event('node_reached', ids, { nodeId: 1 }),
        event('node_reached', ids, { nodeId: 1 }),
      ],
    };
    const sent = await runtimeCall(studio, 'POST', `/widgets/${widgetId}/events`, { body: batch });
    expect(sent.status).toBe(202);
    expect(sent.body).toEqual({ accepted: 6, refused: [] });
    // The same batch again (a beacon and its retry), as text/plain: stored once.
    const again = await runtimeCall(studio, 'POST', `/widgets/${widgetId}/events`, { raw: JSON.stringify(batch), headers: { 'content-type': 'text/plain;charset=UTF-8' } });
    expect(again.status).toBe(202);
    expect(again.body).toEqual({ accepted: 0, refused: [] });
    // After a restart (the process's memory of recent ids is gone) the stored events still dedupe it, and the
    // node_reached ids counted lately too (they are counted, not stored as events).
    await studio.restart();
    const afterRestart = await runtimeCall(studio, 'POST', `/widgets/${widgetId}/events`, { body: batch });
    expect(afterRestart.body).toEqual({ accepted: 0, refused: [] });

    const db = studio.database.db;
    const stored = await db.select().from(widgetEvents).where(eq(widgetEvents.widgetId, widgetId));
    expect(stored).toHaveLength(4);
    const storedShown = stored.find((row) => row.id === shown.id)!;
    expect(storedShown).toMatchObject({
      organizationId,
      name: 'widget_flow_widget_shown',
      nodeId: 1,
      sessionId: ids.sessionId,
      pageloadId: ids.pageloadId,
      leadId: ids.leadId,
      payload: { loadTime: 120, lazyLoad: false, url: 'https://shop.example/p' },
    });
    expect(storedShown.occurredAt.getTime()).toBe(shown.at);
    const [counters] = await db.select().from(widgetDailyCounters).where(eq(widgetDailyCounters.widgetId, widgetId));
    expect(counters).toMatchObject({ shows: 1, touches: 1, finishes: 1, errors: 1, operations: 0, timeTakenSum: 3000, timeTakenCount: 1 });
    const reached = await db.select().from(widgetNodeDailyCounters).where(and(eq(widgetNodeDailyCounters.widgetId, widgetId), eq(widgetNodeDailyCounters.nodeId, 1)));
    expect(reached[0]!.reached).toBe(2);

    // The widget list and the widget's usage read the counters.
    const list = await owner.request('GET', `/organizations/${organizationId}/widgets`);
    expect(list.body.widgets[0].usage).toMatchObject({ viewsToday: 1, viewsThisMonth: 1, finishesToday: 1, finishesThisMonth: 1, errorsToday: 1, errorsThisMonth: 1, operationsToday: 0 });
  });

  it('dedupes event ids per widget: another organization\'s event with the same id is stored and counted', async () => {
    const ours = await publishedWidget(owner, [entrypoint()]);
    const theirs = await publishedWidget(await studio.signUp(), [entrypoint()]);
    expect(theirs.organizationId).not.toBe(ours.organizationId);
    const ids = visitor();
    const batch = { version: 1, events: [event('widget_flow_widget_shown', ids, { nodeId: 1 }), event('node_reached', ids, { nodeId: 1 })] };
    const send = (widgetId: string) => runtimeCall(studio, 'POST', `/widgets/${widgetId}/events`, { body: batch });
    expect((await send(ours.widgetId)).body).toEqual({ accepted: 2, refused: [] });
    // The same ids for the other organization's widget, in this process and after a restart (from the database).
    expect((await send(theirs.widgetId)).body).toEqual({ accepted: 2, refused: [] });
    const other = await publishedWidget(owner, [entrypoint()]);
    await studio.restart();
    expect((await send(other.widgetId)).body).toEqual({ accepted: 2, refused: [] });
    expect((await send(theirs.widgetId)).body).toEqual({ accepted: 0, refused: [] });
    const db = studio.database.db;
    for (const { widgetId, organizationId } of [ours, theirs, other]) {
      const stored = await db.select().from(widgetEvents).where(eq(widgetEvents.widgetId, widgetId));
      expect(stored.map((row) => [row.id, row.organizationId])).toEqual([[batch.events[0]!.id, organizationId]]);
      const [counters] = await db.select().from(widgetDailyCounters).where(eq(widgetDailyCounters.widgetId, widgetId));
      expect(counters!.shows).toBe(1);
      const [reached] = await db.select().from(widgetNodeDailyCounters).where(eq(widgetNodeDailyCounters.widgetId, widgetId));
      expect(reached!.reached).toBe(1);
    }
  });

  it('refuses a batch whose envelope is broken with 400 naming the field, and writes nothing', async () => {
    const { widgetId } = await publishedWidget(owner, [entrypoint()]);
    const ids = visitor();
    const good = event('widget_flow_widget_shown', ids);
    const cases: [unknown, string][] = [
      [{ version: 1, events: [] }, 'events'],
      [{ version: 1, events: Array.from({ length: 51 }, () => event('widget_flow_widget_shown', ids)) }, 'events'],
      [{ events: [good] }, 'version'],
      [{ version: 1.5, events: [good] }, 'version'],
      [{ version: 2 ** 60, events: [good] }, 'version'],
      [{ version: 1, events: [good], sentAt: 'now' }, 'sentAt'],
      [{ version: 1, events: [good], extra: true }, 'extra'],
      [{ version: 1, events: { 0: good } }, 'events'],
      [[good], ''],
    ];
    for (const [body, field] of cases) {
      const refused = await runtimeCall(studio, 'POST', `/widgets/${widgetId}/events`, { body });
      expect(refused.status, field).toBe(400);
      expect(refused.body.issues.map((issue: { field: string }) => issue.field), field).toContain(field);
    }
    const notJson = await runtimeCall(studio, 'POST', `/widgets/${widgetId}/events`, { raw: '{nope', headers: { 'content-type': 'text/plain' } });
    expect(notJson.status).toBe(400);
    const stored = await studio.database.db.select().from(widgetEvents).where(eq(widgetEvents.widgetId, widgetId));
    expect(stored).toHaveLength(0);
  });

  it('stores the valid events of a batch holding invalid ones, and names each event it refused', async () => {
    const { widgetId } = await publishedWidget(owner, [entrypoint()]);
    const ids = visitor();
    const shown = event('widget_flow_widget_shown', ids, { payload: { loadTime: 80, lazyLoad: false, url: 'https://shop.example/' } });
    const finished = event('widget_flow_finished', ids, { payload: { timeTaken: 2500 } });
    const batch = {
      version: 1,
      events: [
        shown,
        event('widget_flow_widget_shown', visitor(), { payload: { url: `https://shop.example/?q=${'x'.repeat(2100)}` } }),
        event('widget_flow_error_thrown', ids, { payload: { error: 'node-failed', message: 'bell \u0007' } }),
        event('widget_flow_email_sent', ids),
        { ...event('widget_flow_finished', ids), sessionId: 'not-a-session' },
        finished,
        { ...event('widget_flow_finished', ids), payload: { timeTaken: 'long' } },
        { ...event('widget_flow_finished', ids), payload: { secret: 1 } },
        { ...event('widget_flow_finished', ids), at: 1 },
        { ...event('widget_flow_finished', ids), extra: true },
        event('node_reached', ids, { nodeId: 99 }),
        'not an event',
      ],
    };
    for (const contentType of ['text/plain;charset=UTF-8', 'application/json']) {
      const fresh = { ...batch, events: batch.events.map((each) => (typeof each === 'string' ? each : { ...each, id: crypto.randomUUID() })) };
      const sent = await runtimeCall(studio, 'POST', `/widgets/${widgetId}/events`, { raw: JSON.stringify(fresh), headers: { 'content-type': contentType } });
      expect(sent.status, contentType).toBe(202);
      expect(sent.body.accepted, contentType).toBe(2);
      expect(sent.body.refused.map(({ index, field, rule }: { index: number; field: string; rule: string }) => ({ index, field, rule })), contentType).toEqual([
        { index: 1, field: 'events.1.payload.url', rule: 'too-long' },
        { index: 2, field: 'events.2.payload.message', rule: 'control-character' },
        { index: 3, field: 'events.3.name', rule: 'enums' },
        { index: 4, field: 'events.4.sessionId', rule: 'invalid-id' },
        { index: 6, field: 'events.6.payload.timeTaken', rule: 'must-be-number' },
        { index: 7, field: 'events.7.payload.secret', rule: 'unknown-field' },
        { index: 8, field: 'events.8.at', rule: 'out-of-range' },
        { index: 9, field: 'events.9.extra', rule: 'never' },
        { index: 10, field: 'events.10.nodeId', rule: 'unknown-node' },
        { index: 11, field: 'events.11', rule: 'object' },
      ]);
      const stored = await studio.database.db.select().from(widgetEvents).where(inArray(widgetEvents.id, fresh.events.flatMap((each) => (typeof each === 'string' ? [] : [each.id]))));
      expect(stored.map((row) => row.name).sort(), contentType).toEqual(['widget_flow_finished', 'widget_flow_widget_shown']);
    }
    const [counters] = await studio.database.db.select().from(widgetDailyCounters).where(eq(widgetDailyCounters.widgetId, widgetId));
    expect(counters).toMatchObject({ shows: 2, finishes: 2, errors: 0 });

    // An event nested 20,000 levels deep is refused alone, without recursion; its neighbour is stored.
    const deep = event('widget_flow_finished', ids);
    const nested = `${'['.repeat(20_000)}${']'.repeat(20_000)}`;
    const raw = `{"version":1,"events":[${JSON.stringify(deep).replace(/}$/, `,"payload":{"timeTaken":${nested}}}`)},${JSON.stringify(event('widget_flow_finished', ids))}]}`;
    const deepAnswer = await runtimeCall(studio, 'POST', `/widgets/${widgetId}/events`, { raw, headers: { 'content-type': 'text/plain' } });
    expect(deepAnswer.status).toBe(202);
    expect(deepAnswer.body).toMatchObject({ accepted: 1, refused: [{ index: 0, rule: 'too-deep' }] });
  });

  it('puts events of a browser whose clock is off on the studio\'s clock (sentAt), instead of refusing them', async () => {
    const { widgetId } = await publishedWidget(owner, [entrypoint(['https://shop.example'])]);
    const ids = visitor();
    const day = 86_400_000;
    for (const off of [-10 * day, 3 * day]) {
      const browserNow = Date.now() + off;
      const shown = { ...event('widget_flow_widget_shown', ids), at: browserNow - 5000 };
      const sent = await runtimeCall(studio, 'POST', `/widgets/${widgetId}/events`, { body: { version: 1, sentAt: browserNow, events: [shown] } });
      expect(sent.body, String(off)).toEqual({ accepted: 1, refused: [] });
      const [stored] = await studio.database.db.select().from(widgetEvents).where(eq(widgetEvents.id, shown.id));
      // 5 s before it was sent, by the studio's clock (the request's own travel time aside).
      expect(Math.abs(Date.now() - 5000 - stored!.occurredAt.getTime()), String(off)).toBeLessThan(60_000);
    }
    // Without sentAt, the same event of a clock 10 days behind is refused, alone.
    const late = { ...event('widget_flow_widget_shown', ids), at: Date.now() - 10 * day };
    const refused = await runtimeCall(studio, 'POST', `/widgets/${widgetId}/events`, { body: { version: 1, events: [late, event('widget_flow_finished', ids)] } });
    expect(refused.body).toMatchObject({ accepted: 1, refused: [{ index: 0, field: 'events.0.at', rule: 'out-of-range' }] });
    // A broken envelope from an allowed page is readable there (CORS on the error), so the runtime can tell it from
    // a network failure; a refused origin still reads nothing.
    const broken = await runtimeCall(studio, 'POST', `/widgets/${widgetId}/events`, { headers: { origin: 'https://shop.example', 'content-type': 'text/plain' }, raw: '{"version": 1, "events": [' });
    expect(broken.status).toBe(400);
    expect(broken.headers.get('access-control-allow-origin')).toBe('https://shop.example');
    const foreign = await runtimeCall(studio, 'POST', `/widgets/${widgetId}/events`, { headers: { origin: 'https://evil.example' }, body: { version: 1, events: [] } });
    expect(foreign.status).toBe(403);
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('records widget_shown from the no-script pixel', async () => {
    const { widgetId } = await publishedWidget(owner, [entrypoint()]);
    const pixel = await fetch(`${studio.url}/runtime/v1/widgets/${widgetId}/pixel.gif`, { headers: { referer: 'https://shop.example/page' } });
    expect(pixel.status).toBe(200);
    expect(pixel.headers.get('content-type')).toBe('image/gif');
    expect((await pixel.arrayBuffer()).byteLength).toBeGreaterThan(30);
    const stored = await studio.database.db.select().from(widgetEvents).where(eq(widgetEvents.widgetId, widgetId));
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ name: 'widget_flow_widget_shown', payload: { lazyLoad: false, url: 'https://shop.example/page' } });
  });

  it('drops events past each plan\'s retention and old partitions', async () => {
    const db = studio.database.db;
    const free = await publishedWidget(owner, [entrypoint()]);
    const team = await publishedWidget(owner, [entrypoint()]);
    await db.update(organizations).set({ planTemplate: 'team' }).where(eq(organizations.id, team.organizationId));
    const ids = visitor();
    const now = new Date();
    const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);
    const row = (widget: { widgetId: string; organizationId: string }, createdAt: Date) => ({
      id: crypto.randomUUID(),
      widgetId: widget.widgetId,
      organizationId: widget.organizationId,
      name: 'widget_flow_widget_shown',
      ...ids,
      payload: {},
      occurredAt: createdAt,
      createdAt,
    });
    await db.insert(widgetEvents).values([row(free, daysAgo(45)), row(free, daysAgo(2)), row(team, daysAgo(45)), row(team, daysAgo(120)), row(team, daysAgo(400))]);
    const recentReached = crypto.randomUUID();
    const oldReached = crypto.randomUUID();
    await db.insert(widgetNodeReachedIds).values([
      { widgetId: free.widgetId, id: recentReached, receivedAt: daysAgo(1) },
      { widgetId: free.widgetId, id: oldReached, receivedAt: daysAgo(3) },
    ]);
    const dayOf = (date: Date) => date.toISOString().slice(0, 10);
    await db.insert(widgetDailyEventCounts).values([
      { widgetId: free.widgetId, day: dayOf(daysAgo(45)), name: 'widget_flow_widget_shown', events: 1 },
      { widgetId: free.widgetId, day: dayOf(daysAgo(2)), name: 'widget_flow_widget_shown', events: 1 },
    ]);
    const outcome = await runRetention(db, now);
    expect(outcome.deletedEvents).toBeGreaterThanOrEqual(2);
    // The events list's per-day counts go with the events (a later upgrade must not count them back).
    const counted = await db.select({ day: widgetDailyEventCounts.day }).from(widgetDailyEventCounts).where(eq(widgetDailyEventCounts.widgetId, free.widgetId));
    expect(counted.map((r) => r.day)).toEqual([dayOf(daysAgo(2))]);
    // node_reached ids past the two-day dedup window are forgotten, recent ones kept.
    expect(outcome.forgottenReachedIds).toBeGreaterThanOrEqual(1);
    const keptReached = await db.select({ id: widgetNodeReachedIds.id }).from(widgetNodeReachedIds).where(inArray(widgetNodeReachedIds.id, [recentReached, oldReached]));
    expect(keptReached.map((r) => r.id)).toEqual([recentReached]);
    const left = async (widgetId: string) =>
      (await db.select({ createdAt: widgetEvents.createdAt }).from(widgetEvents).where(eq(widgetEvents.widgetId, widgetId))).map((r) => Math.round((now.getTime() - r.createdAt.getTime()) / 86_400_000)).sort((a, b) => a - b);
    expect(await left(free.widgetId)).toEqual([2]);
    expect(await left(team.widgetId)).toEqual([45]);
    // Next month's partition exists.
    const next = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
    const partitions = await db.execute(`SELECT relname FROM pg_class WHERE relname = '${partitionName(next)}'`);
    expect((partitions as unknown as { rows: unknown[] }).rows).toHaveLength(1);
  });
});
