// Two studio instances on one database (server/README.md, "Several instances"): every limit and lock holds across
// them. Requests alternate between the instances (or go to both at once) and must meet the same limit one instance
// would set: the sign-in throttle, the runtime rate limits per widget and per address, the per-session event cap;
// a sign-out or a revoked access token is refused by the other instance at once; one billing event delivered to both
// at once is applied once, and so is one invitation accepted through both; a due periodic job runs on one of them; a publication change made through one is served by
// the other at once (a cluster notice, not the cache's TTL). On PostgreSQL (DATABASE_URL, as CI runs it) the second instance has its own connection pool,
// as a second process would; on PGlite it shares the open database (a PGlite folder opens once per process) and has
// everything else of its own, which still proves nothing is kept in one instance's memory.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resultRows } from '../../server/db/resultRows';
import { startTestStudio, type TestInstance, type TestStudio } from '../harness/testStudio';
import { sendWebhook, subscribe, subscriptionUpdateBody } from './billingFixtures';
import { createOrganization } from './fixtures';
import { entrypoint, event, publish, publishedWidget, runtimeCall, saveFlow, visitor } from './runtimeFixtures';

let studio: TestStudio;
let peer: TestInstance;
/** The two instances' base URLs, in turn. */
let bases: [string, string];

beforeAll(async () => {
  studio = await startTestStudio({
    TRUST_PROXY: 'loopback',
    RUNTIME_RATE_LIMIT_IP: '12',
    RUNTIME_RATE_LIMIT_WIDGET: '8',
    RUNTIME_EVENTS_PER_SESSION_DAY: '3',
  });
  peer = await studio.startInstance();
  bases = [studio.url, peer.url];
});

afterAll(async () => {
  await studio?.close();
});

/** Opens a sign-in form on `base` from `address`; answers a function posting it to `postTo`. */
async function openSignInForm(base: string, address: string, postTo: string): Promise<(email: string, password: string) => Promise<number>> {
  const authorize = new URL(`${base}/oidc/auth`);
  authorize.search = new URLSearchParams({
    client_id: 'studio',
    response_type: 'code',
    redirect_uri: `${studio.url}/callback`,
    scope: 'openid email profile',
    code_challenge: 'x'.repeat(43),
    code_challenge_method: 'S256',
  }).toString();
  const started = await fetch(authorize, { redirect: 'manual', headers: { 'x-forwarded-for': address } });
  expect(started.status).toBe(303);
  const cookie = started.headers.getSetCookie().map((header) => header.split(';')[0]).join('; ');
  const location = new URL(started.headers.get('location')!, base);
  const formUrl = new URL(location.pathname + location.search, postTo);
  return async (email, password) => {
    const answer = await fetch(formUrl, {
      method: 'POST',
      redirect: 'manual',
      headers: { cookie, 'x-forwarded-for': address, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email, password }).toString(),
    });
    await answer.text();
    return answer.status;
  };
}

describe('several instances on one database', () => {
  it('lets at most the 5 free wrong passwords of 30 sent at once through both instances be checked', async () => {
    const user = await studio.signUp();
    // Forms opened on one instance are posted to the other: the interaction lives in the database too.
    const forms = await Promise.all(
      Array.from({ length: 30 }, (_, index) => openSignInForm(bases[index % 2]!, `198.51.100.${index + 1}`, bases[(index + 1) % 2]!)),
    );
    const statuses = await Promise.all(forms.map((submit, index) => submit(user.email, `wrong-${index}`)));
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(25);
    // Locked on both: even the right password waits.
    const right = await openSignInForm(peer.url, '198.51.100.250', peer.url);
    expect(await right(user.email, user.password)).toBe(429);
  });

  it('counts a widget\'s runtime requests on both instances against one limit', async () => {
    const owner = await studio.signUp();
    const { widgetId } = await publishedWidget(owner, [entrypoint()]);
    const statuses: number[] = [];
    for (let index = 0; index < 10; index += 1) {
      // A fresh address each time: only the widget's limit (8 a minute) can refuse.
      const answer = await runtimeCall({ url: bases[index % 2]! }, 'GET', `/widgets/${widgetId}/manifest`, { headers: { 'x-forwarded-for': `203.0.113.${index + 1}` } });
      statuses.push(answer.status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 429, 429]);
    const refused = await runtimeCall({ url: peer.url }, 'GET', `/widgets/${widgetId}/visitor`, { headers: { 'x-forwarded-for': '203.0.113.99' } });
    expect(refused.status).toBe(429);
    expect(refused.body.error).toBe('rate-limited');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('counts an address\'s runtime requests on both instances against one limit', async () => {
    const owner = await studio.signUp();
    const widgets = [await publishedWidget(owner, [entrypoint()]), await publishedWidget(owner, [entrypoint()]), await publishedWidget(owner, [entrypoint()])];
    const statuses: number[] = [];
    for (let index = 0; index < 13; index += 1) {
      // Spread over three widgets (at most 5 each, under their limit of 8): only the address's limit (12) can refuse.
      const answer = await runtimeCall({ url: bases[index % 2]! }, 'GET', `/widgets/${widgets[index % 3]!.widgetId}/manifest`, { headers: { 'x-forwarded-for': '192.0.2.77' } });
      statuses.push(answer.status);
    }
    expect(statuses.slice(0, 12).every((status) => status === 200)).toBe(true);
    expect(statuses[12]).toBe(429);
    const otherAddress = await runtimeCall({ url: peer.url }, 'GET', `/widgets/${widgets[0]!.widgetId}/manifest`, { headers: { 'x-forwarded-for': '192.0.2.78' } });
    expect(otherAddress.status).toBe(200);
  });

  it('counts a session\'s events on both instances against one daily cap', async () => {
    const owner = await studio.signUp();
    const { widgetId } = await publishedWidget(owner, [entrypoint()]);
    const ids = visitor();
    const send = (base: string, names: string[]) =>
      runtimeCall({ url: base }, 'POST', `/widgets/${widgetId}/events`, {
        body: { version: 1, events: names.map((name) => event(name, ids)) },
        headers: { 'x-forwarded-for': '198.18.0.1' },
      });
    const overCap = { field: 'events.1', rule: 'session-limit' };
    expect((await send(studio.url, ['widget_flow_widget_shown', 'widget_flow_widget_touched'])).body).toEqual({ accepted: 2, refused: [] });
    expect((await send(peer.url, ['widget_flow_finished', 'widget_flow_finished'])).body).toMatchObject({ accepted: 1, refused: [{ index: 1, ...overCap }] });
    expect((await send(studio.url, ['widget_flow_finished'])).body).toMatchObject({ accepted: 0, refused: [{ index: 0, ...overCap, field: 'events.0' }] });
  });

  it('keeps a sign-in made through one instance on the other: its refresh token renews there, and the new token works on both', async () => {
    const user = await studio.signUp();
    const renewed = await fetch(`${peer.url}/oidc/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: user.tokens.refresh_token!, client_id: 'studio' }),
    });
    expect(renewed.status).toBe(200);
    const { access_token: accessToken } = (await renewed.json()) as { access_token: string };
    expect((await peer.request('GET', '/users/me', { authorization: `Bearer ${accessToken}` })).status).toBe(200);
    expect((await studio.request('GET', '/users/me', { authorization: `Bearer ${accessToken}` })).body.email).toBe(user.email);
  });

  it('stores a batch sent to both instances at the same moment once (a beacon and its retry)', async () => {
    const owner = await studio.signUp();
    const { widgetId } = await publishedWidget(owner, [entrypoint()]);
    // 4 batches to both instances: the 8 requests this file's widget limit allows a minute.
    const batches = Array.from({ length: 4 }, () => {
      const ids = visitor();
      return { version: 1, events: [event('widget_flow_widget_shown', ids), event('widget_flow_widget_touched', ids), event('widget_flow_finished', ids)] };
    });
    const answers = await Promise.all(
      batches.flatMap((batch, index) =>
        bases.map((base) => runtimeCall({ url: base }, 'POST', `/widgets/${widgetId}/events`, { body: batch, headers: { 'x-forwarded-for': `198.19.0.${index + 1}` } })),
      ),
    );
    expect(answers.every((answer) => answer.status === 202)).toBe(true);
    expect(answers.reduce((sum, answer) => sum + answer.body.accepted, 0)).toBe(12);
    const stored = resultRows<{ events: number; distinct_ids: number }>(
      await studio.database.db.execute(sql`SELECT count(*)::int AS events, count(DISTINCT id)::int AS distinct_ids FROM widget_events WHERE widget_id = ${widgetId}`),
    );
    expect(stored).toEqual([{ events: 12, distinct_ids: 12 }]);
  });

  it('refuses a signed-out session\'s token on the other instance at once', async () => {
    const user = await studio.signUp();
    expect((await peer.as(user)('GET', '/users/me')).status).toBe(200);
    await user.signOut();
    const refused = await peer.as(user)('GET', '/users/me');
    expect(refused.status).toBe(401);
    expect(refused.body.message).toMatch(/signed out/);
  });

  it('refuses an access token revoked through one instance on the other at once', async () => {
    const owner = await studio.signUp();
    const organizationId = await createOrganization(owner);
    const created = await owner.request('POST', `/organizations/${organizationId}/access_tokens`, {
      name: 'deploys',
      expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
    });
    expect(created.status).toBe(201);
    const authorization = `Bearer ${created.body.token}`;
    expect((await peer.request('GET', `/organizations/${organizationId}`, { authorization })).status).toBe(200);
    expect((await owner.request('DELETE', `/access_tokens/${created.body.id}`)).status).toBe(204);
    expect((await peer.request('GET', `/organizations/${organizationId}`, { authorization })).status).toBe(401);
  });

  it('serves a publish, a republish and an archive made through one instance from the other at once (not after the cache\'s minute)', async () => {
    const owner = await studio.signUp();
    const { widgetId } = await publishedWidget(owner, [entrypoint()]);
    const manifestOnPeer = async () => {
      const answer = await runtimeCall({ url: peer.url }, 'GET', `/widgets/${widgetId}/manifest`, { headers: { 'x-forwarded-for': '198.18.1.1' } });
      return answer.status === 200 ? answer.body.version : answer.status;
    };
    // The peer now holds version 1 of the widget in its cache.
    expect(await manifestOnPeer()).toBe(1);
    await saveFlow(owner, widgetId, [entrypoint(['https://shop.example'])]);
    await publish(owner, widgetId);
    await expect.poll(manifestOnPeer, { timeout: 5_000 }).toBe(2);
    expect((await owner.request('POST', `/widgets/${widgetId}/versions/1/republish`)).status).toBe(201);
    await expect.poll(manifestOnPeer, { timeout: 5_000 }).toBe(3);
    expect((await owner.request('DELETE', `/widgets/${widgetId}/archive`)).status).toBe(200);
    await expect.poll(manifestOnPeer, { timeout: 5_000 }).toBe(404);
  });

  it('accepts an invitation once when it is accepted through both instances at the same moment', async () => {
    const owner = await studio.signUp();
    const organizationId = await createOrganization(owner);
    const invitee = await studio.signUp();
    const invited = await owner.request('POST', `/organizations/${organizationId}/invitations`, { email: invitee.email, role: 'member' });
    expect(invited.status).toBe(201);
    const answers = await Promise.all([
      studio.request('POST', `/invitations/${invited.body.id}/accept`, { authorization: `Bearer ${invitee.accessToken}` }),
      peer.request('POST', `/invitations/${invited.body.id}/accept`, { authorization: `Bearer ${invitee.accessToken}` }),
    ]);
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses[0]).toBe(200);
    expect([404, 409]).toContain(statuses[1]);
    const members = await owner.request('GET', `/organizations/${organizationId}/users`);
    expect(members.body.filter((member: { email: string }) => member.email === invitee.email)).toHaveLength(1);
  });

  it('runs a due periodic job (events retention) on one instance only', async () => {
    await studio.database.db.execute(sql`UPDATE cluster.jobs SET next_run_at = clock_timestamp() - interval '1 second' WHERE name = 'events-retention'`);
    const ran = await Promise.all([studio.jobs.runDue(), peer.studio.jobs.runDue(), studio.jobs.runDue(), peer.studio.jobs.runDue()]);
    expect(ran.flat().filter((name) => name === 'events-retention')).toEqual(['events-retention']);
    const [row] = resultRows<{ runs: number; last_outcome: string }>(
      await studio.database.db.execute(sql`SELECT runs, last_outcome FROM cluster.jobs WHERE name = 'events-retention'`),
    );
    expect(row).toEqual({ runs: 1, last_outcome: 'succeeded' });
  });

  it('applies one billing event delivered to both instances at once exactly once', async () => {
    const owner = await studio.signUp();
    const organizationId = await createOrganization(owner);
    await subscribe(owner, organizationId);
    const body = await subscriptionUpdateBody(studio, organizationId, { status: 'past_due' });
    const answers = await Promise.all([sendWebhook(studio, body, undefined, studio.url), sendWebhook(studio, body, undefined, peer.url)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(answers.map((answer) => answer.body.outcome).sort()).toEqual(['applied', 'duplicate']);
    expect((await owner.request('GET', `/organizations/${organizationId}/subscription`)).body.status).toBe('past_due');
  });
});
