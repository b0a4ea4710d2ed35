// Results of a running widget (issue 14): stats from the daily counters, collected records (paging, search,
// partition, id, export with formula escaping), partitions, flow events (names, id, traces), permissions and
// bad parameters. Seeded through the real runtime endpoints: a published widget, event batches, a collect node.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStudio, type TestStudio, type TestUser } from '../harness/testStudio';
import { entrypoint, event, node, publishedWidget, runtimeCall, visitor } from './runtimeFixtures';

describe('widget results API', () => {
  let studio: TestStudio;
  let owner: TestUser;
  let stranger: TestUser;
  let widgetId: string;
  const alice = visitor();
  const bob = visitor();
  const bobAgain = { ...bob, sessionId: visitor().sessionId };

  const send = async (events: ReturnType<typeof event>[]) => {
    const sent = await runtimeCall(studio, 'POST', `/widgets/${widgetId}/events`, { body: { version: 1, events: events.map((e, index) => ({ ...e, at: e.at - 60_000 + index })) } });
    expect(sent.status, sent.text).toBeLessThan(300);
  };
  const collect = async (ids: ReturnType<typeof visitor>, email: string, partitionNode = 2) => {
    const answer = await runtimeCall(studio, 'POST', `/widgets/${widgetId}/nodes/${partitionNode}/run`, { body: { version: 1, ...ids, values: { '1.page_url': email } } });
    expect(answer.body.ok, answer.text).toBe(true);
  };

  beforeAll(async () => {
    studio = await startTestStudio();
    owner = await studio.signUp();
    stranger = await studio.signUp();
    ({ widgetId } = await publishedWidget(owner, [
      entrypoint(),
      node(2, 'collect', { partition: 'leads', sync: true, fields: [{ key: 'email', value: '{{1.page_url}}' }] }),
      node(3, 'collect', { partition: 'applicants', sync: true, fields: [{ key: 'email', value: '{{1.page_url}}' }] }),
    ]));
    await send([
      event('widget_flow_widget_shown', alice, { payload: { loadTime: 10, lazyLoad: false, url: 'https://shop.example/' } }),
      event('widget_flow_widget_touched', alice, { payload: { timeTaken: 400 } }),
      event('widget_flow_finished', alice, { payload: { timeTaken: 3000 } }),
      event('widget_flow_widget_shown', bob, { payload: { loadTime: 12, lazyLoad: true, url: 'https://shop.example/' } }),
      event('widget_flow_error_thrown', bob, { payload: { error: 'http-failed', message: 'boom' } }),
      event('widget_flow_widget_shown', bobAgain, { payload: { loadTime: 9, lazyLoad: true, url: 'https://shop.example/' } }),
    ]);
    await collect(alice, '=HYPERLINK("http://evil")');
    await collect(bob, 'bob@example.com', 3);
    for (let index = 0; index < 21; index += 1) await collect(bobAgain, `many${index}@example.com`);
  });
  afterAll(async () => {
    await studio?.close();
  });

  it('stats: chart per day and the 16 metrics from the counters, with change', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const stats = await owner.request('GET', `/widgets/${widgetId}/stats?period=1w`);
    expect(stats.status, JSON.stringify(stats.body)).toBe(200);
    expect(Object.keys(stats.body.chart.shows)).toHaveLength(7);
    expect(stats.body.chart.shows[today]).toBe(3);
    expect(stats.body.chart.finishes[today]).toBe(1);
    expect(stats.body.chart.errors[today]).toBe(1);
    expect(stats.body.chart.operations[today]).toBe(23);
    const m = stats.body.metrics;
    expect(Object.keys(m)).toHaveLength(16);
    expect(m.shows).toEqual({ value: 3, previous: 0, change: null });
    expect(m.showToFinishRate.value).toBeCloseTo(100 / 3);
    expect(m.showToTouchRate.value).toBeCloseTo(100 / 3);
    expect(m.touchToFinishRate.value).toBe(100);
    expect(m.averageTimeToFinish.value).toBe(3000);
    expect(m.averageTimeToTouch.value).toBe(400);
    expect(m.uniqueUsers.value).toBe(2);
    expect(m.averageSessionsPerUser.value).toBe(1.5);
    expect(m.averageOperationsPerUser.value).toBe(11.5);
    expect(m.averageErrorsPerFlow.value).toBeCloseTo(1 / 3);
    expect(m.errors.change).toBeNull();
    const defaultPeriod = await owner.request('GET', `/widgets/${widgetId}/stats`);
    expect(defaultPeriod.body).toMatchObject({ period: '1d', from: today, to: today });
    const mini = await owner.request('GET', `/widgets/${widgetId}/stats_mini`);
    expect(mini.status).toBe(200);
    expect(mini.body.chart.finishes[today]).toBe(1);
  });

  it('stats: bad or over-plan periods are 400', async () => {
    const bad = await owner.request('GET', `/widgets/${widgetId}/stats?period=3d`);
    expect(bad.status).toBe(400);
    expect(bad.body.issues[0].field).toBe('period');
    const overPlan = await owner.request('GET', `/widgets/${widgetId}/stats?period=4w`);
    expect(overPlan.status).toBe(400);
    expect(overPlan.body.issues[0]).toMatchObject({ field: 'period', rule: 'exceeds-plan' });
    expect((await owner.request('GET', `/widgets/${widgetId}/stats?periodx=1d`)).status).toBe(400);
  });

  it('collected records: pages of 20, search, partition, id; partitions listed', async () => {
    const first = await owner.request('GET', `/widgets/${widgetId}/collected_records`);
    expect(first.status).toBe(200);
    expect(first.body.total).toBe(23);
    expect(first.body.records).toHaveLength(20);
    const second = await owner.request('GET', `/widgets/${widgetId}/collected_records?page=2`);
    expect(second.body.records).toHaveLength(3);
    const searched = await owner.request('GET', `/widgets/${widgetId}/collected_records?search=BOB@`);
    expect(searched.body.total).toBe(1);
    expect(searched.body.records[0]).toMatchObject({ partition: 'applicants', data: { email: 'bob@example.com' }, ...bob });
    const percent = await owner.request('GET', `/widgets/${widgetId}/collected_records?search=%25`);
    expect(percent.body.total).toBe(0);
    const leads = await owner.request('GET', `/widgets/${widgetId}/collected_records?partition=leads`);
    expect(leads.body.total).toBe(22);
    const byId = await owner.request('GET', `/widgets/${widgetId}/collected_records?id=${searched.body.records[0].id}`);
    expect(byId.body.records.map((r: { id: string }) => r.id)).toEqual([searched.body.records[0].id]);
    const partitions = await owner.request('GET', `/widgets/${widgetId}/collected_record_partitions`);
    expect(partitions.body).toEqual(['applicants', 'leads']);
    for (const query of ['page=0', 'page=x', 'id=nope', `search=${'x'.repeat(300)}`, 'color=red']) {
      const bad = await owner.request('GET', `/widgets/${widgetId}/collected_records?${query}`);
      expect(bad.status, query).toBe(400);
    }
  });

  it('exports the filtered records as CSV with formula escaping, and as JSON lines', async () => {
    const response = await fetch(`${studio.url}/api/widgets/${widgetId}/collected_records/export?partition=leads`, { headers: { authorization: `Bearer ${owner.accessToken}` } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/csv');
    expect(response.headers.get('content-disposition')).toContain('attachment');
    const lines = (await response.text()).trim().split('\r\n');
    expect(lines[0]).toBe('id,createdAt,partition,sessionId,pageloadId,leadId,email');
    expect(lines).toHaveLength(23);
    expect(lines.some((line) => line.endsWith(`,"'=HYPERLINK(""http://evil"")"`))).toBe(true);
    const jsonl = await fetch(`${studio.url}/api/widgets/${widgetId}/collected_records/export?format=jsonl&search=bob@`, { headers: { authorization: `Bearer ${owner.accessToken}` } });
    const records = (await jsonl.text()).trim().split('\n').map((line) => JSON.parse(line));
    expect(records).toHaveLength(1);
    expect(records[0].data.email).toBe('bob@example.com');
  });

  it('events: newest first, 20 per page, names filter, id filter, traces oldest first', async () => {
    const all = await owner.request('GET', `/widgets/${widgetId}/events`);
    expect(all.status).toBe(200);
    expect(all.body.total).toBe(29);
    expect(all.body.events).toHaveLength(20);
    const operations = await owner.request('GET', `/widgets/${widgetId}/events?event_names=widget_flow_email_sent,widget_flow_record_collected`);
    expect(operations.body.total).toBe(23);
    const errors = await owner.request('GET', `/widgets/${widgetId}/events?event_names=widget_flow_error_thrown`);
    expect(errors.body.events[0]).toMatchObject({ name: 'widget_flow_error_thrown', payload: { error: 'http-failed', message: 'boom' }, ...bob });
    const byId = await owner.request('GET', `/widgets/${widgetId}/events?id=${errors.body.events[0].id}`);
    expect(byId.body.total).toBe(1);
    const trace = await owner.request('GET', `/widgets/${widgetId}/events?session_id=${alice.sessionId}`);
    expect(trace.body.events.map((e: { name: string }) => e.name)).toEqual([
      'widget_flow_widget_shown',
      'widget_flow_widget_touched',
      'widget_flow_finished',
      'widget_flow_record_collected',
    ]);
    const lead = await owner.request('GET', `/widgets/${widgetId}/events?lead_id=${bob.leadId}&page=2`);
    expect(lead.body.total).toBe(25);
    expect(lead.body.events).toHaveLength(5);
    const pageload = await owner.request('GET', `/widgets/${widgetId}/events?pageload_id=${bob.pageloadId}`);
    expect(pageload.body.total).toBe(25);
    for (const query of ['event_names=nope', 'session_id=1', 'page=-1', 'names=x']) {
      const bad = await owner.request('GET', `/widgets/${widgetId}/events?${query}`);
      expect(bad.status, query).toBe(400);
    }
  });

  it('a trace keeps causal order: the browser\'s time, then the run\'s sequence; server events of a call take the call\'s; finished names the button', async () => {
    const carol = visitor();
    // One millisecond a minute ago for the whole run: only the sequence numbers tell the order.
    const at = Date.now() - 60_000;
    const collected = await runtimeCall(studio, 'POST', `/widgets/${widgetId}/nodes/2/run`, { body: { version: 1, ...carol, values: { '1.page_url': 'carol@example.com' }, at, seq: 2 } });
    expect(collected.body.ok, collected.text).toBe(true);
    // The browser's batch arrives after the call (its flush timer): finished is received last but happened after.
    const sent = await runtimeCall(studio, 'POST', `/widgets/${widgetId}/events`, {
      body: {
        version: 1,
        events: [
          { ...event('widget_flow_finished', carol, { payload: { timeTaken: 900, button: 'Send', output: 1 } }), at, seq: 3 },
          { ...event('widget_flow_widget_touched', carol, { payload: { timeTaken: 300 } }), at, seq: 1 },
          { ...event('widget_flow_widget_shown', carol, { payload: { loadTime: 5, lazyLoad: false, url: 'https://shop.example/' } }), at, seq: 0 },
        ],
      },
    });
    expect(sent.status, sent.text).toBeLessThan(300);
    const trace = await owner.request('GET', `/widgets/${widgetId}/events?session_id=${carol.sessionId}`);
    expect(trace.body.events.map((e: { name: string }) => e.name)).toEqual(['widget_flow_widget_shown', 'widget_flow_widget_touched', 'widget_flow_record_collected', 'widget_flow_finished']);
    for (const item of trace.body.events) expect(Date.parse(item.occurredAt)).toBe(at);
    expect(trace.body.events[3].payload).toEqual({ timeTaken: 900, button: 'Send', output: 1 });

    // A call without a plausible time (an older runtime, a wrong clock) is recorded at the server's time.
    const dave = visitor();
    const before = Date.now();
    expect((await runtimeCall(studio, 'POST', `/widgets/${widgetId}/nodes/2/run`, { body: { version: 1, ...dave, values: {}, at: 0 } })).body.ok).toBe(true);
    const daves = await owner.request('GET', `/widgets/${widgetId}/events?session_id=${dave.sessionId}`);
    expect(Date.parse(daves.body.events[0].occurredAt)).toBeGreaterThanOrEqual(before - 1000);

    // The button fields are finished's and link_followed's only, with their types; a sequence number is a whole number ≥ 0.
    // Each such event is refused alone (202 naming it), nothing of it stored.
    for (const [bad, field] of [
      [{ ...event('widget_flow_finished', carol, { payload: { button: 7 } }) }, 'events.0.payload.button'],
      [{ ...event('widget_flow_widget_touched', carol, { payload: { button: 'Send' } }) }, 'events.0.payload.button'],
      [{ ...event('widget_flow_widget_touched', carol), seq: -1 }, 'events.0.seq'],
      [{ ...event('widget_flow_widget_touched', carol), seq: 1.5 }, 'events.0.seq'],
    ] as const) {
      const refused = await runtimeCall(studio, 'POST', `/widgets/${widgetId}/events`, { body: { version: 1, events: [bad] } });
      expect(refused.status, JSON.stringify(bad)).toBe(202);
      expect(refused.body, JSON.stringify(bad)).toMatchObject({ accepted: 0, refused: [{ index: 0, field }] });
    }
  });

  it('a foreign organization gets 404 on every results call', async () => {
    for (const path of ['stats', 'stats_mini', 'collected_records', 'collected_record_partitions', 'collected_records/export', 'events']) {
      const answer = await stranger.request('GET', `/widgets/${widgetId}/${path}`);
      expect(answer.status, path).toBe(404);
      expect((await owner.request('GET', `/widgets/00000000-0000-4000-8000-000000000000/${path}`)).status).toBe(404);
    }
  });
});
