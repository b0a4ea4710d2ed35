// The version history of a widget's flow (issue 15): the list of published versions with counts and what changed,
// one version's flow, republishing a version as a new one, and that a published version never changes.
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FlowDocument, FlowNode, NodeType } from '../../engine/model/flowTypes';
import { FlowModel } from '../../engine/model/FlowModel';
import { createInitialFlow } from '../../engine/model/initialFlow';
import { restorePatch } from '../../engine/model/versions/restorePatch';
import { canonicalDocument } from '../../server/flows/flowPages';
import { widgetPublishedVersions } from '../../server/db/schema';
import { startTestStudio, type TestStudio, type TestUser } from '../harness/testStudio';
import { subscribe } from './billingFixtures';
import { addMember, createOrganization, createWidget, UNKNOWN_ID, userId } from './fixtures';
import { testNode } from '../../engine/testing/testNode';

function kindNode(id: number, type: NodeType, x: number, y = 0): FlowNode {
  return testNode(id, type, x, y, type === 'redirect' ? { url: `https://example.com/${id}` } : {});
}

/** The entrypoint, then a chain of `awaits` await nodes ending in a redirect. */
function chain(awaits: number): FlowDocument {
  const flow = createInitialFlow();
  for (let id = 2; id < awaits + 2; id += 1) {
    flow.nodes.push(kindNode(id, 'await', id * 280));
    flow.connections.push({ from: [id - 1, 0], to: [id, 0] });
  }
  const last = awaits + 2;
  flow.nodes.push(kindNode(last, 'redirect', last * 280));
  flow.connections.push({ from: [last - 1, 0], to: [last, 0] });
  return flow;
}

describe('/api/widgets/{id}/versions', () => {
  let studio: TestStudio;
  let owner: TestUser;
  let member: TestUser;
  let guest: TestUser;
  let stranger: TestUser;
  let organizationId: string;

  beforeAll(async () => {
    studio = await startTestStudio();
    [owner, member, guest, stranger] = await Promise.all([studio.signUp(), studio.signUp(), studio.signUp(), studio.signUp()]);
    organizationId = await createOrganization(owner, 'Versions');
    // The company plan holds several widgets.
    await subscribe(owner, organizationId, 'company', 'monthly');
    await addMember(studio, organizationId, member, 'member');
    await addMember(studio, organizationId, guest, 'guest');
    await createOrganization(stranger, 'Elsewhere');
  });

  afterAll(async () => {
    await studio?.close();
  });

  async function save(widgetId: string, flow: FlowDocument): Promise<number> {
    const current = await owner.request('GET', `/widgets/${widgetId}/flow`);
    const saved = await owner.request('PUT', `/widgets/${widgetId}/flow`, { baseVersion: current.body.version, flow });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    return saved.body.version;
  }

  async function publish(widgetId: string): Promise<void> {
    const published = await owner.request('PUT', `/widgets/${widgetId}/publish`);
    expect(published.status, JSON.stringify(published.body)).toBe(200);
  }

  /** The answer's bytes as they travel (the version's flow is sent as stored). */
  async function rawVersion(widgetId: string, version: number): Promise<string> {
    const response = await fetch(`${studio.url}/api/widgets/${widgetId}/versions/${version}`, { headers: { authorization: `Bearer ${owner.accessToken}` } });
    expect(response.status).toBe(200);
    return response.text();
  }

  /** Every stored column of every version of the widget, the flow as the database's own text. */
  async function storedRows(widgetId: string) {
    return studio.database.db
      .select({ row: widgetPublishedVersions, flowText: sql<string>`${widgetPublishedVersions.flow}::text` })
      .from(widgetPublishedVersions)
      .where(eq(widgetPublishedVersions.widgetId, widgetId))
      .orderBy(asc(widgetPublishedVersions.version));
  }

  /** A widget published twice: version 1 = chain(3), version 2 = chain(3) with node 3 moved, node 5 gone and two added. */
  async function publishedTwice(): Promise<{ widgetId: string; first: FlowDocument; second: FlowDocument }> {
    const widgetId = await createWidget(owner, organizationId, 'History');
    const first = chain(3);
    await save(widgetId, first);
    await publish(widgetId);
    const second = chain(3);
    second.nodes[2]!.x += 40;
    second.nodes = second.nodes.filter((node) => node.id !== 5);
    second.connections = second.connections.filter((connection) => connection.to[0] !== 5);
    second.nodes.push(kindNode(6, 'redirect', 1400), kindNode(7, 'note', 0, 400));
    second.connections.push({ from: [4, 0], to: [6, 0] });
    await save(widgetId, second);
    await publish(widgetId);
    return { widgetId, first, second };
  }

  it('lists the versions newest first with who, when, counts and what changed against the one before', async () => {
    const { widgetId } = await publishedTwice();
    const ownerId = await userId(owner);
    const list = await guest.request('GET', `/widgets/${widgetId}/versions`);
    expect(list.status).toBe(200);
    expect(list.body.total).toBe(2);
    expect(list.body.versions).toEqual([
      {
        widgetId,
        version: 2,
        flowVersion: 3,
        publishedAt: expect.any(String),
        publishedBy: ownerId,
        nodeCount: 6,
        connectionCount: 4,
        changes: { nodesAdded: 2, nodesRemoved: 1, nodesChanged: 1, connectionsAdded: 1, connectionsRemoved: 1 },
        republishedFrom: null,
        live: true,
      },
      {
        widgetId,
        version: 1,
        flowVersion: 2,
        publishedAt: expect.any(String),
        publishedBy: ownerId,
        nodeCount: 5,
        connectionCount: 4,
        changes: null,
        republishedFrom: null,
        live: false,
      },
    ]);
    const widget = await owner.request('GET', `/widgets/${widgetId}`);
    expect(list.body.versions[0].publishedAt).toBe(widget.body.publishedAt);
  });

  it('answers one version with its flow exactly as published', async () => {
    const { widgetId, first, second } = await publishedTwice();
    const one = await guest.request('GET', `/widgets/${widgetId}/versions/1`);
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({ widgetId, version: 1, nodeCount: 5, live: false });
    expect(canonicalDocument(one.body.flow)).toEqual(canonicalDocument(first));
    const two = await owner.request('GET', `/widgets/${widgetId}/versions/2`);
    expect(two.body.live).toBe(true);
    expect(canonicalDocument(two.body.flow)).toEqual(canonicalDocument(second));
  });

  it('republishes a version as a new one with the same flow, leaving the draft and earlier versions as they were', async () => {
    const { widgetId, first } = await publishedTwice();
    const draftBefore = await owner.request('GET', `/widgets/${widgetId}/flow`);
    const rowsBefore = await storedRows(widgetId);
    const rawBefore = [await rawVersion(widgetId, 1), await rawVersion(widgetId, 2)];

    const republished = await member.request('POST', `/widgets/${widgetId}/versions/1/republish`);
    expect(republished.status, JSON.stringify(republished.body)).toBe(201);
    const memberId = await userId(member);
    expect(republished.body.version).toMatchObject({
      version: 3,
      republishedFrom: 1,
      // Made from the draft version that version 1 was made from.
      flowVersion: 2,
      publishedBy: memberId,
      nodeCount: 5,
      connectionCount: 4,
      // Against version 2: the way back.
      changes: { nodesAdded: 1, nodesRemoved: 2, nodesChanged: 1, connectionsAdded: 1, connectionsRemoved: 1 },
      live: true,
    });
    // The widget: published by the member now; the draft differs from what is live, so it can be published.
    expect(republished.body.widget).toMatchObject({ id: widgetId, publishedBy: memberId, publishedAt: republished.body.version.publishedAt, canPublish: true });
    expect((await owner.request('GET', `/widgets/${widgetId}`)).body).toMatchObject({ publishedBy: memberId, canPublish: true });

    const three = await owner.request('GET', `/widgets/${widgetId}/versions/3`);
    expect(canonicalDocument(three.body.flow)).toEqual(canonicalDocument(first));
    // Visitors get version 3.
    const manifest = await fetch(`${studio.url}/runtime/v1/widgets/${widgetId}/manifest`);
    expect(((await manifest.json()) as { version: number }).version).toBe(3);

    // The draft is untouched.
    expect(await owner.request('GET', `/widgets/${widgetId}/flow`)).toEqual(draftBefore);
    // Versions 1 and 2 are byte for byte what they were.
    expect((await storedRows(widgetId)).slice(0, 2)).toEqual(rowsBefore);
    expect([await rawVersion(widgetId, 1), await rawVersion(widgetId, 2)]).toEqual(rawBefore.map((text) => text.replace('"live":true', '"live":false')));
    const list = await owner.request('GET', `/widgets/${widgetId}/versions`);
    expect(list.body.versions.map((version: { version: number; live: boolean }) => [version.version, version.live])).toEqual([
      [3, true],
      [2, false],
      [1, false],
    ]);
  });

  it('never changes a published version: edits, a restore into the draft, publishes and republishes leave it byte for byte', async () => {
    const { widgetId, first } = await publishedTwice();
    const rowsBefore = await storedRows(widgetId);
    const rawBefore = await rawVersion(widgetId, 1);

    // Edit the draft with the autosave's PATCH, then restore version 1 into it as the editor does (one patch).
    const draft = await owner.request('GET', `/widgets/${widgetId}/flow`);
    const moved = await owner.request('PATCH', `/widgets/${widgetId}/flow`, {
      baseVersion: draft.body.version,
      patches: [{ ops: [{ op: 'moveNode', id: 2, from: [560, 0], to: [600, 40] }] }],
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    const edited = await owner.request('GET', `/widgets/${widgetId}/flow`);
    const version1 = (await owner.request('GET', `/widgets/${widgetId}/versions/1`)).body.flow;
    const restore = restorePatch(FlowModel.fromDocument(edited.body.flow), version1);
    const restored = await owner.request('PATCH', `/widgets/${widgetId}/flow`, { baseVersion: edited.body.version, patches: [restore] });
    expect(restored.status, JSON.stringify(restored.body)).toBe(200);
    expect(canonicalDocument((await owner.request('GET', `/widgets/${widgetId}/flow`)).body.flow)).toEqual(canonicalDocument(first));

    // Publishing the restored draft makes version 3, with nothing changed against version 1's flow.
    await publish(widgetId);
    expect((await owner.request('POST', `/widgets/${widgetId}/versions/2/republish`)).status).toBe(201);
    const list = await owner.request('GET', `/widgets/${widgetId}/versions`);
    expect(list.body.versions.map((version: { version: number; republishedFrom: number | null }) => [version.version, version.republishedFrom])).toEqual([
      [4, 2],
      [3, null],
      [2, null],
      [1, null],
    ]);
    expect(list.body.versions[1].changes).toEqual({ nodesAdded: 1, nodesRemoved: 2, nodesChanged: 1, connectionsAdded: 1, connectionsRemoved: 1 });

    expect((await storedRows(widgetId)).slice(0, 2)).toEqual(rowsBefore);
    expect(await rawVersion(widgetId, 1)).toBe(rawBefore);
  });

  it('refuses the live version (409), unknown versions (404) and bad parameters (400), changing nothing', async () => {
    const { widgetId } = await publishedTwice();
    const rowsBefore = await storedRows(widgetId);
    const live = await owner.request('POST', `/widgets/${widgetId}/versions/2/republish`);
    expect(live).toMatchObject({ status: 409, body: { error: 'version-already-live' } });
    for (const path of [`/widgets/${widgetId}/versions/3`, `/widgets/${widgetId}/versions/2147483647`, `/widgets/${UNKNOWN_ID}/versions/1`, `/widgets/not-a-widget/versions/1`]) {
      expect((await owner.request('GET', path)).status, path).toBe(404);
      expect((await owner.request('POST', `${path}/republish`)).status, path).toBe(404);
    }
    for (const [value, rule] of [
      ['0', 'min'],
      ['-1', 'integer'],
      ['1.5', 'integer'],
      ['abc', 'integer'],
      ['2147483648', 'max'],
      ['99999999999999999', 'integer'],
    ] as const) {
      for (const [method, path] of [
        ['GET', `/widgets/${widgetId}/versions/${value}`],
        ['POST', `/widgets/${widgetId}/versions/${value}/republish`],
      ] as const) {
        const answer = await owner.request(method, path);
        expect({ path, status: answer.status, error: answer.body.error, issue: answer.body.issues?.[0] }).toMatchObject({
          path,
          status: 400,
          error: 'validation',
          issue: { field: 'version', rule },
        });
      }
    }
    expect((await owner.request('GET', `/widgets/${widgetId}/versions?page=0`)).body.issues[0]).toMatchObject({ field: 'page', rule: 'min' });
    expect((await owner.request('GET', `/widgets/${widgetId}/versions?sort=asc`)).status).toBe(400);
    expect((await owner.request('POST', `/widgets/${widgetId}/versions/1/republish`, { version: 2 })).status).toBe(400);
    expect(await storedRows(widgetId)).toEqual(rowsBefore);
  });

  it('lets members and guests read, only Widgets:Publish republish, and answers 404 to another organization', async () => {
    const { widgetId } = await publishedTwice();
    for (const user of [owner, member, guest]) {
      expect((await user.request('GET', `/widgets/${widgetId}/versions`)).status).toBe(200);
      expect((await user.request('GET', `/widgets/${widgetId}/versions/1`)).status).toBe(200);
    }
    const forbidden = await guest.request('POST', `/widgets/${widgetId}/versions/1/republish`);
    expect(forbidden).toMatchObject({ status: 403, body: { error: 'forbidden', message: expect.stringContaining('Widgets:Publish') } });
    for (const [method, path] of [
      ['GET', `/widgets/${widgetId}/versions`],
      ['GET', `/widgets/${widgetId}/versions/1`],
      ['POST', `/widgets/${widgetId}/versions/1/republish`],
      // Even a bad parameter does not tell a stranger that the widget exists.
      ['GET', `/widgets/${widgetId}/versions/abc`],
    ] as const) {
      expect((await stranger.request(method, path)).status, path).toBe(404);
    }
    expect((await owner.request('GET', `/widgets/${widgetId}/versions`)).body.total).toBe(2);
  });

  it('keeps the history of an archived widget readable and refuses to republish it, as publish is', async () => {
    const { widgetId } = await publishedTwice();
    expect((await owner.request('DELETE', `/widgets/${widgetId}/archive`)).status).toBe(200);
    const list = await guest.request('GET', `/widgets/${widgetId}/versions`);
    expect(list.status).toBe(200);
    // Archived: no longer published, so no version is live.
    expect(list.body.versions.map((version: { live: boolean }) => version.live)).toEqual([false, false]);
    expect(await owner.request('POST', `/widgets/${widgetId}/versions/1/republish`)).toMatchObject({ status: 409, body: { error: 'widget-archived' } });
    expect(await owner.request('PUT', `/widgets/${widgetId}/publish`)).toMatchObject({ status: 409, body: { error: 'widget-archived' } });
    // Unarchived, it must be published again: republishing the latest version does it.
    expect((await owner.request('PUT', `/widgets/${widgetId}/unarchive`)).status).toBe(200);
    const again = await owner.request('POST', `/widgets/${widgetId}/versions/2/republish`);
    expect(again.status).toBe(201);
    expect(again.body).toMatchObject({ version: { version: 3, republishedFrom: 2, live: true }, widget: { publishedAt: expect.any(String), canPublish: false } });
  });

  it('pages the list, 20 newest first per page', async () => {
    const { widgetId } = await publishedTwice();
    for (let republish = 0; republish < 21; republish += 1) {
      const answer = await owner.request('POST', `/widgets/${widgetId}/versions/${1 + (republish % 2)}/republish`);
      expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    }
    const first = await owner.request('GET', `/widgets/${widgetId}/versions`);
    expect(first.body.total).toBe(23);
    expect(first.body.versions.map((version: { version: number }) => version.version)).toEqual(Array.from({ length: 20 }, (_, index) => 23 - index));
    const second = await owner.request('GET', `/widgets/${widgetId}/versions?page=2`);
    expect(second.body.versions.map((version: { version: number }) => version.version)).toEqual([3, 2, 1]);
    expect((await owner.request('GET', `/widgets/${widgetId}/versions?page=3`)).body).toEqual({ versions: [], total: 23 });
  });
});
