// The live channel (issue 22) with a real `ws` client: authentication before the upgrade, the welcome, change and
// presence delivery, limits and hostile messages, revocation, two instances on one database, shutdown.
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { LIVE_CLOSE, LIVE_MESSAGE_MAX_BYTES, LIVE_SUBPROTOCOL, PRESENCE_COLORS, type LiveServerMessage } from '../../contracts/collab';
import { updateNodeConfigCommand } from '../../engine/model/commands/updateNodeConfigCommand';
import { FlowModel } from '../../engine/model/FlowModel';
import type { FlowDocument } from '../../engine/model/flowTypes';
import { createInitialFlow } from '../../engine/model/initialFlow';
import { testNode } from '../../engine/testing/testNode';
import { liveUrl, openLive, refusedUpgrade, type LiveClient } from '../harness/liveClient';
import { startTestStudio, type TestInstance, type TestStudio, type TestUser } from '../harness/testStudio';
import { sendSubscriptionUpdate, subscribe } from './billingFixtures';
import { addMember, createOrganization, createWidget, userId } from './fixtures';

let studio: TestStudio;
let owner: TestUser;
const open: LiveClient[] = [];

beforeAll(async () => {
  studio = await startTestStudio();
  owner = await studio.signUp();
});

afterAll(async () => {
  await Promise.all(open.map((client) => client.close()));
  await studio?.close();
});

async function connect(user: { accessToken: string } | string, widgetId: string, baseUrl = studio.url): Promise<LiveClient> {
  const client = await openLive(baseUrl, widgetId, typeof user === 'string' ? user : user.accessToken);
  open.push(client);
  return client;
}

/** A widget with a note (node 2), owned by `owner`, and members of the given roles. */
async function team(roles: ('admin' | 'member' | 'guest')[] = []) {
  const organizationId = await createOrganization(owner, 'Live');
  const id = await createWidget(owner, organizationId);
  const flow: FlowDocument = { nodes: [...createInitialFlow().nodes, testNode(2, 'note', 100, 100)], connections: [] };
  expect((await owner.request('PUT', `/widgets/${id}/flow`, { baseVersion: 1, flow })).status).toBe(200);
  const members: TestUser[] = [];
  for (const role of roles) {
    const user = await studio.signUp();
    await addMember(studio, organizationId, user, role);
    members.push(user);
  }
  return { organizationId, id, flow, version: 2, members };
}

const textEdit = (flow: FlowDocument, text: string) => [updateNodeConfigCommand(FlowModel.fromDocument(flow), 2, { ...flow.nodes[1]!.config, text })];
const isType =
  <T extends LiveServerMessage['type']>(type: T) =>
  (message: LiveServerMessage): message is Extract<LiveServerMessage, { type: T }> =>
    message.type === type;

describe('live channel: opening', () => {
  it('refuses before the upgrade like the API: 401 without a valid token, 404 for a widget one cannot see, 400 without the live protocol, 426 for a plain GET', async () => {
    const { id } = await team();
    const stranger = await studio.signUp();
    const noToken = await refusedUpgrade(openLive(studio.url, id, null));
    expect(noToken).toMatchObject({ status: 401, body: { error: 'unauthorized' } });
    expect((await refusedUpgrade(openLive(studio.url, id, 'not-a-token'))).status).toBe(401);
    expect(await refusedUpgrade(openLive(studio.url, id, stranger.accessToken))).toMatchObject({ status: 404, body: { error: 'not-found' } });
    expect((await refusedUpgrade(openLive(studio.url, 'not-a-uuid', owner.accessToken))).status).toBe(404);
    expect(await refusedUpgrade(openLive(studio.url, id, owner.accessToken, ['chat.v2']))).toMatchObject({
      status: 400,
      body: { issues: [{ field: 'sec-websocket-protocol', rule: 'live-subprotocol' }] },
    });
    const plain = await owner.request('GET', `/widgets/${id}/flow/live`);
    expect(plain).toMatchObject({ status: 426, body: { error: 'upgrade-required' } });
    expect(liveUrl(studio.url, id)).toMatch(/^ws:/);
  });

  it('welcomes with a channel id, the version, the role’s canEdit, a colour per user and the peers; selects the live protocol only', async () => {
    const { id, members } = await team(['guest']);
    const first = await connect(owner, id);
    expect(first.socket.protocol).toBe(LIVE_SUBPROTOCOL);
    expect(first.welcome).toMatchObject({ type: 'welcome', version: 2, canEdit: true, peers: [] });
    expect(first.welcome.clientId).toMatch(/^c_[A-Za-z0-9_-]{22}$/);
    expect(PRESENCE_COLORS).toContain(first.welcome.color);
    const watcher = await connect(members[0]!, id);
    expect(watcher.welcome.canEdit).toBe(false);
    expect(watcher.welcome.peers).toEqual([expect.objectContaining({ clientId: first.welcome.clientId, userId: await userId(owner), canEdit: true })]);
    const again = await connect(owner, id);
    expect(again.welcome.color).toBe(first.welcome.color);
    expect(again.welcome.clientId).not.toBe(first.welcome.clientId);
    // The others hear of the newcomer.
    await first.next((message) => message.type === 'presence' && message.peer.clientId === watcher.welcome.clientId);
  });

  it('accepts an organization access token as the bearer', async () => {
    const { organizationId, id } = await team();
    const created = await owner.request('POST', `/organizations/${organizationId}/access_tokens`, { name: 'live', expiresAt: new Date(Date.now() + 86_400_000).toISOString() });
    const client = await connect(created.body.token as string, id);
    expect(client.welcome.canEdit).toBe(true);
  });
});

describe('live channel: changes and presence', () => {
  it('delivers every accepted version to every channel, in version order, with the saving editor’s clientId', async () => {
    const { id, flow, members } = await team(['member']);
    const mine = await connect(owner, id);
    const theirs = await connect(members[0]!, id);
    let version = 2;
    let current = flow;
    for (const text of ['one', 'two', 'three']) {
      const patches = textEdit(current, text);
      const saved = await owner.request('PATCH', `/widgets/${id}/flow`, { baseVersion: version, patches, clientId: mine.welcome.clientId });
      expect(saved.status).toBe(200);
      version = saved.body.version;
      current = (await owner.request('GET', `/widgets/${id}/flow`)).body.flow;
    }
    for (const client of [mine, theirs]) {
      const changes = [await client.next(isType('change')), await client.next(isType('change')), await client.next(isType('change'))];
      expect(changes.map((message) => message.change.version)).toEqual([3, 4, 5]);
      expect(changes.every((message) => message.change.clientId === mine.welcome.clientId)).toBe(true);
      expect(changes[2]!.change.ops).toEqual(textEdit(flow, 'three')[0]!.ops.map((op) => ({ ...op, before: expect.anything() })));
    }
    // A rebased save arrives as it was applied, with whose value it replaced.
    const rebased = await members[0]!.request('PATCH', `/widgets/${id}/flow`, { baseVersion: 4, patches: textEdit(flow, 'member') });
    expect(rebased.body.replaced).toHaveLength(1);
    const delivered = await theirs.next(isType('change'));
    expect(delivered.change).toMatchObject({ version: 6, clientId: null, replaced: [{ nodeId: 2, field: 'text', clientId: mine.welcome.clientId }] });
  });

  it('sends a change on as its notice carried it; one too large for a notice is read from the log; both in order, as logged', async () => {
    const { id, flow } = await team();
    const client = await connect(owner, id);
    const counts = async () => {
      const values = (await studio.metrics.liveChangeDelivery.get()).values.filter((value) => value.metricName === 'studio_live_change_delivery_seconds_count');
      const of = (source: string) => values.find((value) => value.labels.source === source)?.value ?? 0;
      return { notice: of('notice'), log: of('log') };
    };
    const before = await counts();
    const small = await owner.request('PATCH', `/widgets/${id}/flow`, { baseVersion: 2, patches: textEdit(flow, 'small') });
    // 80 notes in one save: far over a notice's 8,000 bytes.
    const notes = Array.from({ length: 80 }, (_, at) => ({ op: 'addNode', node: testNode(1000 + at, 'note', at * 300, 2000, { text: `note ${at}` }) }));
    expect(JSON.stringify(notes).length).toBeGreaterThan(10_000);
    const large = await owner.request('PATCH', `/widgets/${id}/flow`, { baseVersion: 3, patches: [{ ops: notes }] });
    expect([small.status, large.status]).toEqual([200, 200]);
    const delivered = [await client.next(isType('change')), await client.next(isType('change'))].map((message) => message.change);
    const logged = (await owner.request('GET', `/widgets/${id}/flow/changes?since=2`)).body.changes;
    expect(delivered).toEqual(logged);
    expect(delivered.map((change) => change.version)).toEqual([3, 4]);
    const after = await counts();
    expect({ notice: after.notice - before.notice, log: after.log - before.log }).toEqual({ notice: 1, log: 1 });
  });

  // Only a PostgreSQL server has a pool whose connections saves queued on a row lock can all hold.
  if (process.env.DATABASE_URL) {
    it('reads the log through a pool of its own: a change no notice carried is delivered while every connection of the main pool waits', async () => {
      const { id, flow } = await team();
      const client = await connect(owner, id);
      const ownerId = await userId(owner);
      const outside = new pg.Client({ connectionString: studio.databaseUrl! });
      await outside.connect();
      try {
        // Every connection of the studio's pool waits on a lock held outside it (as saves queued on a flow's row lock do).
        await outside.query('SELECT pg_advisory_lock(4242)');
        const held = Array.from({ length: 12 }, () => studio.database.db.execute(sql`SELECT pg_advisory_lock(4242), pg_advisory_unlock(4242)`).then(() => undefined));
        const saturated = () => {
          const stats = studio.database.poolStats()!;
          return stats.idle === 0 && stats.waiting >= 2;
        };
        await vi.waitFor(() => expect(saturated()).toBe(true), { timeout: 10_000 });
        // Another instance stored version 3; its notice names it without carrying it.
        const ops = textEdit(flow, 'from the log')[0]!.ops;
        await outside.query('INSERT INTO widget_flow_changes (widget_id, version, user_id, ops) VALUES ($1, 3, $2, $3)', [id, ownerId, JSON.stringify(ops)]);
        await outside.query('SELECT pg_notify($1, $2)', ['studio_flow_changes', JSON.stringify({ o: 'another-instance', d: { w: id, v: 3 } })]);
        const delivered = await client.next(isType('change'));
        expect(delivered.change).toMatchObject({ version: 3, ops });
        expect(saturated()).toBe(true);
        await outside.query('SELECT pg_advisory_unlock(4242)');
        await Promise.all(held);
      } finally {
        // Ending the session frees the lock whatever happened.
        await outside.end();
      }
    });
  }

  it('a flow replaced wholesale (PUT) is a reload', async () => {
    const { id, flow } = await team();
    const client = await connect(owner, id);
    expect((await owner.request('PUT', `/widgets/${id}/flow`, { baseVersion: 2, flow })).status).toBe(200);
    expect(await client.next(isType('reload'))).toEqual({ type: 'reload', reason: 'replaced', version: 3 });
  });

  it('relays presence between channels and says when a peer leaves; answers a ping', async () => {
    const { id, members } = await team(['member']);
    const a = await connect(owner, id);
    const b = await connect(members[0]!, id);
    a.send({ type: 'presence', pointer: [10.5, -20], selection: [2], viewport: { x: 0, y: 0, zoom: 1.5, width: 800, height: 600 }, following: b.welcome.clientId });
    const seen = await b.next((message) => message.type === 'presence' && message.peer.clientId === a.welcome.clientId && message.peer.pointer !== null);
    expect(seen).toMatchObject({ peer: { pointer: [10.5, -20], selection: [2], following: b.welcome.clientId, name: owner.name, canEdit: true } });
    a.send({ type: 'ping' });
    await a.next(isType('pong'));
    await a.close();
    expect(await b.next(isType('left'))).toEqual({ type: 'left', clientId: a.welcome.clientId });
  });
});

describe('live channel: limits and hostile messages', () => {
  const hostile: [string, unknown, number, string][] = [
    ['not JSON', '{"type":', LIVE_CLOSE.invalidMessage, ': invalid-json'],
    ['an unknown type', { type: 'shout' }, LIVE_CLOSE.invalidMessage, 'type: enums'],
    ['a wrong type', { type: 'presence', pointer: 'here', selection: [], viewport: null }, LIVE_CLOSE.invalidMessage, 'pointer'],
    ['an unknown field', { type: 'ping', admin: true }, LIVE_CLOSE.invalidMessage, 'admin: never'],
    ['too many selected ids', { type: 'presence', pointer: null, selection: Array.from({ length: 501 }, (_, index) => index + 1), viewport: null }, LIVE_CLOSE.invalidMessage, 'selection: selection-max'],
    ['a control character', { type: 'presence', pointer: null, selection: [], viewport: null, following: 'c_\u0000' }, LIVE_CLOSE.invalidMessage, 'following: control-character'],
    ['a number past 2^53', '{"type":"presence","pointer":[1e400,0],"selection":[],"viewport":null}', LIVE_CLOSE.invalidMessage, 'number-out-of-range'],
    ['a message over the size limit', JSON.stringify({ type: 'ping', pad: 'x'.repeat(LIVE_MESSAGE_MAX_BYTES) }), LIVE_CLOSE.tooLarge, 'too-large'],
  ];
  for (const [what, message, code, reason] of hostile) {
    it(`closes on ${what} (${code})`, async () => {
      const { id } = await team();
      const client = await connect(owner, id);
      client.send(message);
      const closed = await client.closed;
      expect(closed.code).toBe(code);
      expect(closed.reason).toContain(reason);
    });
  }

  it('closes on a binary frame', async () => {
    const { id } = await team();
    const client = await connect(owner, id);
    client.socket.send(Buffer.from([1, 2, 3]));
    expect((await client.closed).code).toBe(LIVE_CLOSE.invalidMessage);
  });

  it('drops messages beyond the rate and closes a flood with 4429, without disturbing the other channels', async () => {
    const { id, members } = await team(['member']);
    const flooder = await connect(owner, id);
    const other = await connect(members[0]!, id);
    for (let index = 0; index < 400; index += 1) flooder.send({ type: 'presence', pointer: [index, 0], selection: [], viewport: null });
    expect((await flooder.closed).code).toBe(LIVE_CLOSE.tooMany);
    // Fewer presences reached the other than were sent (the rest were dropped), and it still works.
    const relayed = other.messages.filter((message) => message.type === 'presence' && message.peer.clientId === flooder.welcome.clientId && message.peer.pointer !== null);
    expect(relayed.length).toBeLessThan(400);
    other.send({ type: 'ping' });
    await other.next(isType('pong'));
  });
});

describe('live channel: heartbeats', () => {
  it('drops a channel that answers no ping for PEER_SILENCE_MS, and its peers hear it left', async () => {
    const { id, members } = await team(['member']);
    const watcher = await connect(owner, id);
    // A client whose connection died without a word: it never answers the server's pings.
    const silent = await openLive(studio.url, id, members[0]!.accessToken, [LIVE_SUBPROTOCOL], { autoPong: false });
    open.push(silent);
    const closed = await silent.closed;
    expect(closed.code).toBe(1006);
    expect(await watcher.next((message) => message.type === 'left' && message.clientId === silent.welcome.clientId, 30_000)).toBeTruthy();
    // The watcher, which answers, is still there.
    watcher.send({ type: 'ping' });
    await watcher.next(isType('pong'));
  });
});

describe('live channel: access changes close or downgrade channels at once', () => {
  it('a member removed is closed 4403; a role lowered gets canEdit false', async () => {
    const { organizationId, id, members } = await team(['member', 'member']);
    const [removed, demoted] = members as [TestUser, TestUser];
    const removedClient = await connect(removed, id);
    const demotedClient = await connect(demoted, id);
    const watcher = await connect(owner, id);
    expect((await owner.request('PATCH', `/organizations/${organizationId}/users/${await userId(demoted)}`, { role: 'guest' })).status).toBe(200);
    expect(await demotedClient.next(isType('access'))).toEqual({ type: 'access', canEdit: false });
    await watcher.next((message) => message.type === 'presence' && message.peer.clientId === demotedClient.welcome.clientId && !message.peer.canEdit);
    expect((await owner.request('DELETE', `/organizations/${organizationId}/users/${await userId(removed)}`)).status).toBe(204);
    expect((await removedClient.closed).code).toBe(LIVE_CLOSE.removed);
  });

  it('a revoked access token is closed 4401', async () => {
    const { organizationId, id } = await team();
    const created = await owner.request('POST', `/organizations/${organizationId}/access_tokens`, { name: 'live', expiresAt: new Date(Date.now() + 86_400_000).toISOString() });
    const client = await connect(created.body.token as string, id);
    expect((await owner.request('DELETE', `/access_tokens/${created.body.id}`)).status).toBe(204);
    expect((await client.closed).code).toBe(LIVE_CLOSE.unauthorized);
  });

  it('signing out closes the channels of that sign-in with 4401', async () => {
    const { id, members } = await team(['member']);
    const client = await connect(members[0]!, id);
    await members[0]!.signOut();
    expect((await client.closed).code).toBe(LIVE_CLOSE.unauthorized);
  });

  it('an archived widget is read-only for everyone; a deleted one closes 4404', async () => {
    const { id } = await team();
    const client = await connect(owner, id);
    expect((await owner.request('DELETE', `/widgets/${id}/archive`)).status).toBe(200);
    expect(await client.next(isType('access'))).toEqual({ type: 'access', canEdit: false });
    expect((await owner.request('DELETE', `/widgets/${id}`)).status).toBe(204);
    expect((await client.closed).code).toBe(LIVE_CLOSE.widgetGone);
  });

  it('a paused subscription makes the organization’s flows read-only on the channel as in the API; unpausing gives editing back', async () => {
    const { organizationId, id, members, flow } = await team(['member']);
    await subscribe(owner, organizationId, 'team', 'monthly');
    const client = await connect(members[0]!, id);
    expect(client.welcome.canEdit).toBe(true);
    expect((await sendSubscriptionUpdate(studio, organizationId, { status: 'paused' })).status).toBe(200);
    expect(await client.next(isType('access'))).toEqual({ type: 'access', canEdit: false });
    // The API refuses the same member's save, and a channel opened now is read-only from its welcome.
    expect((await members[0]!.request('PATCH', `/widgets/${id}/flow`, { baseVersion: 2, patches: textEdit(flow, 'paused') })).body.error).toBe('subscription-paused');
    expect((await connect(members[0]!, id)).welcome.canEdit).toBe(false);
    expect((await sendSubscriptionUpdate(studio, organizationId, { status: 'active' })).status).toBe(200);
    expect(await client.next(isType('access'))).toEqual({ type: 'access', canEdit: true });
  });
});

describe('live channel across two instances on one database', () => {
  let second: TestInstance;

  beforeAll(async () => {
    second = await studio.startInstance();
  });

  afterAll(async () => {
    await second?.close();
  });

  it('changes, presence, leaving and revocation reach the channels of the other instance', async () => {
    const { organizationId, id, flow, members } = await team(['member']);
    const here = await connect(owner, id);
    const there = await connect(members[0]!, id, second.url);
    // Presence both ways (the newcomer's hello brings the peers of the other instance).
    here.send({ type: 'presence', pointer: [1, 2], selection: [], viewport: null });
    await there.next((message) => message.type === 'presence' && message.peer.clientId === here.welcome.clientId && message.peer.pointer !== null);
    there.send({ type: 'presence', pointer: [3, 4], selection: [], viewport: null });
    await here.next((message) => message.type === 'presence' && message.peer.clientId === there.welcome.clientId && message.peer.pointer !== null);
    // A save through the first instance reaches the channel on the second.
    const saved = await owner.request('PATCH', `/widgets/${id}/flow`, { baseVersion: 2, patches: textEdit(flow, 'across'), clientId: here.welcome.clientId });
    expect(saved.status).toBe(200);
    expect((await there.next(isType('change'))).change).toMatchObject({ version: 3, clientId: here.welcome.clientId });
    // Removal through the first instance closes the channel on the second.
    expect((await owner.request('DELETE', `/organizations/${organizationId}/users/${await userId(members[0]!)}`)).status).toBe(204);
    expect((await there.closed).code).toBe(LIVE_CLOSE.removed);
    expect(await here.next(isType('left'))).toEqual({ type: 'left', clientId: there.welcome.clientId });
  });
});

describe('live channel: shutdown', () => {
  it('tells the channels the server restarts (1012)', async () => {
    const { id } = await team();
    const client = await connect(owner, id);
    await studio.restart();
    const closed = await client.closed;
    expect(closed.code).toBe(LIVE_CLOSE.serviceRestart);
  });
});
