// Floods and oversize bodies at the runtime endpoints: rate limits per IP and per widget (429), the body cap
// (413), the per-session daily event cap, and an ai_prompt node on a server without AI.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { widgetEvents } from '../../server/db/partitioned/widgetEvents';
import { startTestStudio, type TestStudio, type TestUser } from '../harness/testStudio';
import { entrypoint, event, node, publishedWidget, runtimeCall, visitor } from './runtimeFixtures';

describe('/runtime/v1 under abuse', () => {
  let studio: TestStudio;
  let owner: TestUser;

  beforeAll(async () => {
    studio = await startTestStudio({ RUNTIME_RATE_LIMIT_IP: '1000', RUNTIME_RATE_LIMIT_WIDGET: '8', RUNTIME_BODY_MAX_BYTES: '4096', RUNTIME_EVENTS_PER_SESSION_DAY: '3' });
    owner = await studio.signUp();
  });
  afterAll(async () => {
    await studio?.close();
  });

  it('answers 429 once a widget has had its requests this minute', async () => {
    const { widgetId } = await publishedWidget(owner, [entrypoint()]);
    const statuses: number[] = [];
    for (let index = 0; index < 10; index += 1) statuses.push((await runtimeCall(studio, 'GET', `/widgets/${widgetId}/manifest`)).status);
    expect(statuses.slice(0, 8).every((status) => status === 200)).toBe(true);
    expect(statuses.slice(8)).toEqual([429, 429]);
    const limited = await runtimeCall(studio, 'GET', `/widgets/${widgetId}/visitor`, { headers: { origin: 'https://shop.example' } });
    expect(limited.status).toBe(429);
    expect(limited.body.error).toBe('rate-limited');
    // Readable by the page (the runtime waits Retry-After before sending its events again).
    expect(limited.headers.get('access-control-allow-origin')).toBe('https://shop.example');
    expect(limited.headers.get('access-control-expose-headers')).toBe('retry-after');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another widget is not affected.
    const other = await publishedWidget(owner, [entrypoint()]);
    expect((await runtimeCall(studio, 'GET', `/widgets/${other.widgetId}/manifest`)).status).toBe(200);
  });

  it('refuses a body over the cap with 413 and stores nothing', async () => {
    const { widgetId } = await publishedWidget(owner, [entrypoint()]);
    const ids = visitor();
    const big = { version: 1, events: [event('widget_flow_error_thrown', ids, { payload: { error: 'x', message: 'y'.repeat(2000) } }), event('widget_flow_error_thrown', ids, { payload: { error: 'x', message: 'y'.repeat(2000) } }), event('widget_flow_error_thrown', ids, { payload: { error: 'x', message: 'y'.repeat(2000) } })] };
    const refused = await runtimeCall(studio, 'POST', `/widgets/${widgetId}/events`, { body: big, headers: { origin: 'https://shop.example' } });
    expect(refused.status).toBe(413);
    expect(refused.headers.get('access-control-allow-origin')).toBe('https://shop.example');
    expect(await studio.database.db.select().from(widgetEvents).where(eq(widgetEvents.widgetId, widgetId))).toHaveLength(0);
  });

  it('stores at most the per-session daily cap of one session\'s events', async () => {
    const { widgetId } = await publishedWidget(owner, [entrypoint()]);
    const ids = visitor();
    const first = await runtimeCall(studio, 'POST', `/widgets/${widgetId}/events`, { body: { version: 1, events: [event('widget_flow_widget_shown', ids), event('widget_flow_widget_touched', ids)] } });
    expect(first.body).toEqual({ accepted: 2, refused: [] });
    const second = await runtimeCall(studio, 'POST', `/widgets/${widgetId}/events`, { body: { version: 1, events: [event('widget_flow_finished', ids), event('widget_flow_finished', ids)] } });
    expect(second.status).toBe(202);
    expect(second.body).toEqual({ accepted: 1, refused: [{ index: 1, field: 'events.1', rule: 'session-limit', message: expect.any(String) }] });
    expect(await studio.database.db.select().from(widgetEvents).where(eq(widgetEvents.widgetId, widgetId))).toHaveLength(3);
    const otherSession = await runtimeCall(studio, 'POST', `/widgets/${widgetId}/events`, { body: { version: 1, events: [event('widget_flow_widget_shown', visitor())] } });
    expect(otherSession.body).toEqual({ accepted: 1, refused: [] });
  });

  it('fails an ai_prompt node with a clear error when AI is not configured', async () => {
    const { widgetId } = await publishedWidget(owner, [entrypoint(), node(2, 'ai_prompt', { prompt: 'Hello', temperature: 0.5 })]);
    const answer = await runtimeCall(studio, 'POST', `/widgets/${widgetId}/nodes/2/run`, { body: { version: 1, ...visitor(), values: {} } });
    expect(answer.body).toEqual({ ok: false, error: 'ai-not-configured', message: expect.stringContaining('AI is not configured') });
    const [stored] = await studio.database.db.select().from(widgetEvents).where(eq(widgetEvents.widgetId, widgetId));
    expect(stored).toMatchObject({ name: 'widget_flow_error_thrown', payload: { error: 'ai-not-configured' } });
  });
});

describe('/runtime/v1 per-IP limit', () => {
  let studio: TestStudio;
  let owner: TestUser;

  beforeAll(async () => {
    // Behind a trusted proxy on loopback, the visitor's address is the X-Forwarded-For one.
    studio = await startTestStudio({ RUNTIME_RATE_LIMIT_IP: '5', RUNTIME_RATE_LIMIT_WIDGET: '1000', TRUST_PROXY: 'loopback' });
    owner = await studio.signUp();
  });
  afterAll(async () => {
    await studio?.close();
  });

  it('answers 429 to an address that used up its requests this minute, across widgets, and serves another address', async () => {
    const first = await publishedWidget(owner, [entrypoint()]);
    const second = await publishedWidget(owner, [entrypoint()]);
    const from = (address: string) => ({ headers: { 'x-forwarded-for': address } });
    const statuses: number[] = [];
    for (let index = 0; index < 6; index += 1) {
      const widgetId = index % 2 === 0 ? first.widgetId : second.widgetId;
      statuses.push((await runtimeCall(studio, 'GET', `/widgets/${widgetId}/manifest`, from('203.0.113.7'))).status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    const limited = await runtimeCall(studio, 'GET', `/widgets/${first.widgetId}/manifest`, from('203.0.113.7'));
    expect(limited.body.error).toBe('rate-limited');
    expect((await runtimeCall(studio, 'GET', `/widgets/${first.widgetId}/manifest`, from('203.0.113.8'))).status).toBe(200);
  });
});
