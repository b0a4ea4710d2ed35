import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FlowDocument } from '../../engine/model/flowTypes';
import { createInitialFlow } from '../../engine/model/initialFlow';
import { getNodeKind } from '../../engine/model/kinds/nodeKindRegistry';
import { startTestStudio, type TestStudio, type TestUser } from '../harness/testStudio';
import { addMember, createOrganization, createWidget, userId } from './fixtures';
import { canonicalDocument } from '../../server/flows/flowPages';

/** The initial flow plus a redirect joined to the entrypoint, built from the kinds registry. */
function twoNodeFlow(): FlowDocument {
  const flow = createInitialFlow();
  const redirect = getNodeKind('redirect');
  const config = { ...redirect.defaultConfig(), url: 'https://example.com' };
  flow.nodes.push({ id: 2, type: 'redirect', x: 240.5, y: 80, ...redirect.ports(config), config });
  flow.connections.push({ from: [1, 0], to: [2, 0] });
  return flow;
}

describe('/api/widgets/{id}/flow', () => {
  let studio: TestStudio;
  let owner: TestUser;
  let organizationId: string;

  beforeAll(async () => {
    studio = await startTestStudio();
    owner = await studio.signUp();
    organizationId = await createOrganization(owner, 'Flows');
  });

  afterAll(async () => {
    await studio?.close();
  });

  async function freshWidget(): Promise<string> {
    // The Free plan holds one widget: each test gets its own organization.
    return createWidget(owner, await createOrganization(owner, 'Flow test'));
  }

  it('saves a new version based on the current one', async () => {
    const id = await createWidget(owner, organizationId);
    const ownerId = await userId(owner);
    const before = await owner.request('GET', `/widgets/${id}`);

    const saved = await owner.request('PUT', `/widgets/${id}/flow`, { baseVersion: 1, flow: twoNodeFlow() });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ widgetId: id, version: 2, updatedAt: expect.any(String), updatedBy: ownerId });

    const read = await owner.request('GET', `/widgets/${id}/flow`);
    expect(read.body.version).toBe(2);
    expect(read.body.flow).toEqual(canonicalDocument(twoNodeFlow()));
    expect(read.body.updatedAt).toBe(saved.body.updatedAt);

    const widget = await owner.request('GET', `/widgets/${id}`);
    expect(Date.parse(widget.body.updatedAt)).toBeGreaterThanOrEqual(Date.parse(before.body.updatedAt));
    expect(widget.body.updatedAt).toBe(saved.body.updatedAt);
  });

  it('refuses a stale base version with 409 and keeps the stored flow', async () => {
    const id = await freshWidget();
    const first = await owner.request('PUT', `/widgets/${id}/flow`, { baseVersion: 1, flow: twoNodeFlow() });
    expect(first.body.version).toBe(2);

    const moved = twoNodeFlow();
    moved.nodes[1]!.x = 999;
    const stale = await owner.request('PUT', `/widgets/${id}/flow`, { baseVersion: 1, flow: moved });
    expect(stale.status).toBe(409);
    expect(stale.body.error).toBe('flow-version-conflict');
    expect(stale.body.message).toContain('version 2');

    const future = await owner.request('PUT', `/widgets/${id}/flow`, { baseVersion: 7, flow: moved });
    expect(future.status).toBe(409);

    const read = await owner.request('GET', `/widgets/${id}/flow`);
    expect(read.body.version).toBe(2);
    expect(read.body.flow.nodes[1].x).toBe(240.5);
  });

  it('lets exactly one of two saves on the same base win', async () => {
    const id = await freshWidget();
    const answers = await Promise.all(
      [10, 20].map((x) => {
        const flow = twoNodeFlow();
        flow.nodes[1]!.x = x;
        return owner.request('PUT', `/widgets/${id}/flow`, { baseVersion: 1, flow });
      }),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const winner = answers.findIndex((answer) => answer.status === 200);
    const read = await owner.request('GET', `/widgets/${id}/flow`);
    expect(read.body.version).toBe(2);
    expect(read.body.flow.nodes[1].x).toBe([10, 20][winner]);
  });

  it('refuses an invalid flow naming the field and rule, and changes nothing', async () => {
    const id = await freshWidget();
    const twoEntrypoints = twoNodeFlow();
    twoEntrypoints.nodes[1] = { ...twoEntrypoints.nodes[1]!, type: 'entrypoint' };
    const dangling = twoNodeFlow();
    dangling.connections.push({ from: [2, 0], to: [42, 0] });
    const badType = twoNodeFlow() as unknown as { nodes: { type: string }[] };
    badType.nodes[1]!.type = 'teleport';

    for (const [body, field, rule, words] of [
      [{ baseVersion: 1, flow: twoEntrypoints }, 'flow', 'flow-consistency', 'entrypoint'],
      [{ baseVersion: 1, flow: dangling }, 'flow', 'flow-consistency', 'unknown node 42'],
      [{ baseVersion: 1, flow: badType }, 'flow.nodes.1.type', 'enums', ''],
      [{ baseVersion: 0, flow: twoNodeFlow() }, 'baseVersion', 'min', ''],
      [{ flow: twoNodeFlow() }, 'baseVersion', 'required', ''],
      [{ baseVersion: 1 }, 'flow', 'required', ''],
    ] as const) {
      const answer = await owner.request('PUT', `/widgets/${id}/flow`, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.error).toBe('validation');
      const issue = answer.body.issues.find((candidate: { field: string }) => candidate.field === field);
      expect(issue, `${field} in ${JSON.stringify(answer.body.issues)}`).toMatchObject({ rule });
      expect(issue.message).toContain(words);
    }

    const read = await owner.request('GET', `/widgets/${id}/flow`);
    expect(read.body.version).toBe(1);
    expect(read.body.flow.nodes).toHaveLength(1);
  });

  it('keeps the flow of an archived widget read-only', async () => {
    const id = await freshWidget();
    expect((await owner.request('DELETE', `/widgets/${id}/archive`)).status).toBe(200);
    const refused = await owner.request('PUT', `/widgets/${id}/flow`, { baseVersion: 1, flow: twoNodeFlow() });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe('widget-archived');
    expect((await owner.request('GET', `/widgets/${id}/flow`)).body.version).toBe(1);
  });

  it('makes a published widget publishable again after a save', async () => {
    const id = await freshWidget();
    await owner.request('PUT', `/widgets/${id}/publish`);
    expect((await owner.request('GET', `/widgets/${id}`)).body.canPublish).toBe(false);
    await owner.request('PUT', `/widgets/${id}/flow`, { baseVersion: 1, flow: twoNodeFlow() });
    expect((await owner.request('GET', `/widgets/${id}`)).body.canPublish).toBe(true);
  });

  it('keeps saved flows across a restart', async () => {
    const id = await freshWidget();
    await owner.request('PUT', `/widgets/${id}/flow`, { baseVersion: 1, flow: twoNodeFlow() });
    await studio.restart();
    const read = await owner.request('GET', `/widgets/${id}/flow`);
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ version: 2, flow: twoNodeFlow() });
  });

  it('hides the flow from non-members and refuses guests', async () => {
    const id = await freshWidget();
    const stranger = await studio.signUp();
    expect((await stranger.request('GET', `/widgets/${id}/flow`)).status).toBe(404);
    expect((await stranger.request('PUT', `/widgets/${id}/flow`, { baseVersion: 1, flow: twoNodeFlow() })).status).toBe(404);

    const widget = await owner.request('GET', `/widgets/${id}`);
    const guest = await studio.signUp();
    await addMember(studio, widget.body.organizationId, guest, 'guest');
    expect((await guest.request('GET', `/widgets/${id}/flow`)).status).toBe(200);
    const guestSave = await guest.request('PUT', `/widgets/${id}/flow`, { baseVersion: 1, flow: twoNodeFlow() });
    expect(guestSave.status).toBe(403);
    expect((await owner.request('GET', `/widgets/${id}/flow`)).body.version).toBe(1);
  });
});
