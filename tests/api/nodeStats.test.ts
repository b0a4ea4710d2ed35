// GET /widgets/{id}/stats/nodes (the flow editor's results overlay): runs that reached each node, summed from the
// daily per-node counters over the period, and the published versions in force during it; members read, strangers
// get 404, bad periods 400. node_reached arrives through the real runtime endpoint; older days and publish times are
// written into the same tables ingestion and publishing write, since a test cannot wait for days to pass.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { widgetNodeDailyCounters } from '../../server/db/schema';
import { utcDay } from '../../server/usage/operations';
import { startTestStudio, type TestStudio, type TestUser } from '../harness/testStudio';
import { addMember, createOrganization, createWidget, UNKNOWN_ID } from './fixtures';
import { entrypoint, event, node, publish, publishedWidget, runtimeCall, saveFlow, visitor } from './runtimeFixtures';

const DAY_MS = 86_400_000;

describe('node stats API (results overlay)', () => {
  let studio: TestStudio;
  let owner: TestUser;
  let guest: TestUser;
  let stranger: TestUser;
  let widgetId: string;
  let organizationId: string;
  const flow = [entrypoint(), node(2, 'define', {}), node(3, 'define', {})];
  const connections = [
    { from: [1, 0] as const, to: [2, 0] as const },
    { from: [2, 0] as const, to: [3, 0] as const },
  ];

  /** One visitor's run reaching `nodeIds` in order. */
  const run = async (nodeIds: number[], version = 1) => {
    const ids = visitor();
    const events = nodeIds.map((nodeId, index) => ({ ...event('node_reached', ids, { nodeId }), at: Date.now() - 1000 + index }));
    const sent = await runtimeCall(studio, 'POST', `/widgets/${widgetId}/events`, { body: { version, events } });
    expect(sent.status, sent.text).toBe(202);
    return sent.body.accepted as number;
  };
  const daysAgo = (days: number) => utcDay(new Date(Date.now() - days * DAY_MS));
  const nodeStats = (user: TestUser, query = '') => user.request('GET', `/widgets/${widgetId}/stats/nodes${query}`);

  beforeAll(async () => {
    studio = await startTestStudio();
    owner = await studio.signUp();
    guest = await studio.signUp();
    stranger = await studio.signUp();
    ({ widgetId, organizationId } = await publishedWidget(owner, flow, connections));
    await addMember(studio, organizationId, guest, 'guest');
    await run([1, 2, 3]);
    await run([1, 2]);
    await run([1]);
    // A node id the published flow does not have (a browser made it up): not counted.
    expect(await run([1, 99])).toBe(1);
  });
  afterAll(async () => {
    await studio?.close();
  });

  it('sums node_reached per node over the period from the daily counters', async () => {
    const today = await nodeStats(owner);
    expect(today.status, JSON.stringify(today.body)).toBe(200);
    expect(today.body).toMatchObject({ period: '1d', from: daysAgo(0), to: daysAgo(0) });
    expect(today.body.reached).toEqual({ 1: 4, 2: 2, 3: 1 });

    const db = studio.database.db;
    await db.insert(widgetNodeDailyCounters).values([
      { widgetId, day: daysAgo(3), nodeId: 1, reached: 10 },
      { widgetId, day: daysAgo(3), nodeId: 2, reached: 7 },
      { widgetId, day: daysAgo(6), nodeId: 3, reached: 5 },
      // Outside the week: never counted in 1w.
      { widgetId, day: daysAgo(7), nodeId: 1, reached: 1000 },
    ]);
    const week = await nodeStats(owner, '?period=1w');
    expect(week.status).toBe(200);
    expect(week.body).toMatchObject({ period: '1w', from: daysAgo(6), to: daysAgo(0) });
    expect(week.body.reached).toEqual({ 1: 14, 2: 9, 3: 6 });
    expect((await nodeStats(owner, '?period=1d')).body.reached).toEqual({ 1: 4, 2: 2, 3: 1 });
  });

  it('names the published versions in force during the period', async () => {
    const first = await nodeStats(owner, '?period=1w');
    expect(first.body.versions).toHaveLength(1);
    expect(first.body.versions[0]).toMatchObject({ version: 1 });
    const firstFlowVersion = first.body.versions[0].flowVersion as number;

    await saveFlow(owner, widgetId, [...flow, node(4, 'define', {})], [...connections, { from: [3, 0] as const, to: [4, 0] as const }]);
    await publish(owner, widgetId);
    const both = await nodeStats(owner, '?period=1d');
    expect(both.body.versions.map((v: { version: number }) => v.version)).toEqual([1, 2]);
    expect(both.body.versions[1].flowVersion).toBeGreaterThan(firstFlowVersion);
    expect(Date.parse(both.body.versions[1].publishedAt)).toBeGreaterThan(Date.now() - 60_000);

    // Version 1 published 20 days ago, version 2 ten days ago: only version 2 was in force this week.
    const db = studio.database.db;
    await db.execute(sql`UPDATE widget_published_versions SET published_at = now() - interval '20 days' WHERE widget_id = ${widgetId} AND version = 1`);
    await db.execute(sql`UPDATE widget_published_versions SET published_at = now() - interval '10 days' WHERE widget_id = ${widgetId} AND version = 2`);
    expect((await nodeStats(owner, '?period=1w')).body.versions.map((v: { version: number }) => v.version)).toEqual([2]);
    // Version 2 published 3 days ago: version 1 was live when the week began, then version 2.
    await db.execute(sql`UPDATE widget_published_versions SET published_at = now() - interval '3 days' WHERE widget_id = ${widgetId} AND version = 2`);
    expect((await nodeStats(owner, '?period=1w')).body.versions.map((v: { version: number }) => v.version)).toEqual([1, 2]);
    expect((await nodeStats(owner, '?period=1d')).body.versions.map((v: { version: number }) => v.version)).toEqual([2]);
  });

  it('counts node_reached only for nodes of the published copy the visitor runs', async () => {
    // Version 2 (published above) added node 4 and is live; a browser may still run version 1.
    const before = (await nodeStats(owner, '?period=1d')).body.reached;
    expect(await run([1, 2, 3, 4], 2)).toBe(4);
    expect(await run([1, 4], 1)).toBe(1);
    expect(await run([1, 2], 7)).toBe(0);
    expect(await run([1, 3], 0)).toBe(0);
    const after = (await nodeStats(owner, '?period=1d')).body.reached;
    expect(after).toEqual({ ...before, 1: before[1] + 2, 2: before[2] + 1, 3: before[3] + 1, 4: 1 });
  });

  it('a widget never published answers no counts and no versions', async () => {
    const draftOnly = await createWidget(owner, await createOrganization(owner, 'Drafts'), 'Draft only');
    const answer = await owner.request('GET', `/widgets/${draftOnly}/stats/nodes?period=1w`);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ reached: {}, versions: [] });
  });

  it('members of any role read; bad and over-plan periods are 400', async () => {
    expect((await nodeStats(guest, '?period=1w')).status).toBe(200);
    const bad = await nodeStats(owner, '?period=3d');
    expect(bad.status).toBe(400);
    expect(bad.body.issues[0].field).toBe('period');
    // The free plan keeps 7 days.
    const overPlan = await nodeStats(owner, '?period=2w');
    expect(overPlan.status).toBe(400);
    expect(overPlan.body.issues[0]).toMatchObject({ field: 'period', rule: 'exceeds-plan' });
    const unknown = await nodeStats(owner, '?period=1d&node=1');
    expect(unknown.status).toBe(400);
  });

  it('a foreign organization and unknown widgets get 404', async () => {
    const foreign = await nodeStats(stranger, '?period=1d');
    expect(foreign.status).toBe(404);
    expect((await owner.request('GET', `/widgets/${UNKNOWN_ID}/stats/nodes`)).status).toBe(404);
    expect((await owner.request('GET', '/widgets/not-a-uuid/stats/nodes')).status).toBe(404);
  });
});
