// Unique users and sessions of a stats period stay exact when the period's ended days are counted once and kept
// (server/api/visitorTotals.ts): a lead or session seen on an earlier day and again today counts once, today's new
// visitors show at once, a span ending yesterday is kept only once yesterday has settled. Today's visitors arrive
// through the runtime endpoint; earlier days are written into widget_daily_visitors as ingestion wrote them then.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { visitorTotals } from '../../server/api/visitorTotals';
import { widgetDailyVisitors } from '../../server/db/schema';
import { utcDay } from '../../server/usage/operations';
import { startTestStudio, type TestStudio, type TestUser } from '../harness/testStudio';
import { entrypoint, event, publishedWidget, runtimeCall, visitor } from './runtimeFixtures';

const DAY_MS = 86_400_000;
const daysAgo = (days: number) => utcDay(new Date(Date.now() - days * DAY_MS));

describe('stats: unique users and sessions over a period', () => {
  let studio: TestStudio;
  let owner: TestUser;
  let widgetId: string;
  const lead = Array.from({ length: 7 }, () => randomUUID());
  const session = Array.from({ length: 8 }, () => randomUUID());

  const shownToday = async (leadId: string, sessionId: string) => {
    const ids = { ...visitor(), leadId, sessionId } as ReturnType<typeof visitor>;
    const body = { version: 1, events: [event('widget_flow_widget_shown', ids, { payload: { loadTime: 5, lazyLoad: false, url: 'https://shop.example/' } })] };
    const sent = await runtimeCall(studio, 'POST', `/widgets/${widgetId}/events`, { body });
    expect(sent.status, sent.text).toBe(202);
  };
  const stats = async (period: string) => {
    const answer = await owner.request('GET', `/widgets/${widgetId}/stats?period=${period}`);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.metrics as Record<'uniqueUsers' | 'averageSessionsPerUser', { value: number; previous: number }>;
  };

  beforeAll(async () => {
    studio = await startTestStudio();
    owner = await studio.signUp();
    ({ widgetId } = await publishedWidget(owner, [entrypoint()]));
    await studio.database.db.insert(widgetDailyVisitors).values([
      // lead 1: three days ago only.
      { widgetId, day: daysAgo(3), leadId: lead[1]!, sessionId: session[1]! },
      // lead 2: two days ago, and today in a new session.
      { widgetId, day: daysAgo(2), leadId: lead[2]!, sessionId: session[2]! },
      // lead 3: a session from yesterday that goes on today.
      { widgetId, day: daysAgo(1), leadId: lead[3]!, sessionId: session[4]! },
      // lead 4: nine days ago: the week before.
      { widgetId, day: daysAgo(9), leadId: lead[4]!, sessionId: session[5]! },
    ]);
    await shownToday(lead[2]!, session[3]!);
    await shownToday(lead[3]!, session[4]!);
    await shownToday(lead[5]!, session[6]!);
  });
  afterAll(async () => {
    await studio?.close();
  });

  it('counts each lead and session once across the ended days and today', async () => {
    const week = await stats('1w');
    // Leads 1, 2, 3, 5; sessions 1, 2, 3, 4, 6. The week before: lead 4 in session 5.
    expect(week.uniqueUsers).toMatchObject({ value: 4, previous: 1 });
    expect(week.averageSessionsPerUser).toMatchObject({ value: 5 / 4, previous: 1 });
    const today = await stats('1d');
    expect(today.uniqueUsers).toMatchObject({ value: 3, previous: 1 });
    expect(today.averageSessionsPerUser.value).toBe(1);
  });

  it('the kept part of a period does not hide today’s new visitors', async () => {
    expect((await stats('1w')).uniqueUsers.value).toBe(4);
    await shownToday(lead[6]!, session[7]!);
    // Lead 1 again today: already counted for the week.
    await shownToday(lead[1]!, session[1]!);
    const week = await stats('1w');
    expect(week.uniqueUsers.value).toBe(5);
    expect(week.averageSessionsPerUser.value).toBe(6 / 5);
  });

  it('a span of ended days is kept once its last day has settled, not before', async () => {
    const db = studio.database.db;
    const other = (await publishedWidget(owner, [entrypoint()])).widgetId;
    const day = '2026-01-10';
    await db.insert(widgetDailyVisitors).values({ widgetId: other, day, leadId: randomUUID(), sessionId: randomUUID() });
    // Two minutes after that day ended a batch received just before midnight may still be committing: counted afresh.
    const early = new Date('2026-01-11T00:02:00.000Z');
    expect(await visitorTotals(db, other, '2026-01-04', day, early)).toEqual({ users: 1, sessions: 1 });
    await db.insert(widgetDailyVisitors).values({ widgetId: other, day, leadId: randomUUID(), sessionId: randomUUID() });
    expect(await visitorTotals(db, other, '2026-01-04', day, early)).toEqual({ users: 2, sessions: 2 });
    // Settled: counted once, then kept (an ended day gets no new rows; one written anyway is not seen).
    const later = new Date('2026-01-11T00:10:00.000Z');
    expect(await visitorTotals(db, other, '2026-01-04', day, later)).toEqual({ users: 2, sessions: 2 });
    await db.insert(widgetDailyVisitors).values({ widgetId: other, day, leadId: randomUUID(), sessionId: randomUUID() });
    expect(await visitorTotals(db, other, '2026-01-04', day, later)).toEqual({ users: 2, sessions: 2 });
  });
});
