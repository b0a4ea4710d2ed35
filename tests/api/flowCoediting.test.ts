// Co-editing through the API (issue 22): PATCH on a stale base is rebased by the rules (op by op), the change
// log and GET …/flow/changes, node id leases, and who may do what. The live channel: liveChannel.test.ts.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FLOW_CHANGES_PAGE_MAX, NODE_ID_LEASE_SIZE } from '../../contracts/collab';
import { connectCommand } from '../../engine/model/commands/connectCommand';
import { moveNodesCommand } from '../../engine/model/commands/moveNodesCommand';
import { removeNodesCommand } from '../../engine/model/commands/removeNodesCommand';
import { updateNodeConfigCommand } from '../../engine/model/commands/updateNodeConfigCommand';
import { FlowModel } from '../../engine/model/FlowModel';
import { flowDocumentProblem } from '../../engine/model/flowSchema';
import { MAX_NODE_ID } from '../../engine/model/flowLimits';
import type { FlowDocument, FlowNode } from '../../engine/model/flowTypes';
import { createInitialFlow } from '../../engine/model/initialFlow';
import { applyPatch } from '../../engine/model/patch/applyPatch';
import type { FlowPatch } from '../../engine/model/patch/flowPatch';
import { addBlock, updateBlock } from '../../engine/model/view/blockCommands';
import type { Block } from '../../engine/model/view/blockTree';
import { testNode } from '../../engine/testing/testNode';
import { widgetFlowChanges, widgetFlows } from '../../server/db/schema';
import { pruneFlowChanges } from '../../server/flows/flowChangeLog';
import { canonicalDocument } from '../../server/flows/flowPages';
import { startTestStudio, type TestStudio, type TestUser } from '../harness/testStudio';
import { addMember, createOrganization, createWidget, userId } from './fixtures';

let studio: TestStudio;
let owner: TestUser;
let member: TestUser;
let guest: TestUser;
let stranger: TestUser;
let ids: { owner: string; member: string };

beforeAll(async () => {
  studio = await startTestStudio();
  [owner, member, guest, stranger] = await Promise.all([studio.signUp(), studio.signUp(), studio.signUp(), studio.signUp()]);
  ids = { owner: await userId(owner), member: await userId(member) };
});

afterAll(async () => {
  await studio?.close();
});

const CLIENT_A = 'c_AAAAAAAAAAAAAAAAAAAAAA';
const CLIENT_B = 'c_BBBBBBBBBBBBBBBBBBBBBB';

/** A widget whose flow holds `nodes` (besides the entrypoint), owned by `owner`, with `member` and `guest` in its organization. */
async function sharedFlow(nodes: FlowNode[], connections: FlowDocument['connections'] = []): Promise<{ id: string; version: number; flow: FlowDocument }> {
  const organizationId = await createOrganization(owner, 'Co-editing');
  await addMember(studio, organizationId, member, 'member');
  await addMember(studio, organizationId, guest, 'guest');
  const id = await createWidget(owner, organizationId);
  const flow: FlowDocument = { nodes: [...createInitialFlow().nodes, ...nodes], connections };
  const saved = await owner.request('PUT', `/widgets/${id}/flow`, { baseVersion: 1, flow });
  expect(saved.status).toBe(200);
  return { id, version: saved.body.version, flow };
}

/** An editor's patch made on its own copy of `flow` (the base it saw). */
function edit(flow: FlowDocument, ...makes: ((model: FlowModel) => FlowPatch)[]): FlowPatch[] {
  const model = FlowModel.fromDocument(flow);
  return makes.map((make) => {
    const patch = make(model);
    applyPatch(model, patch);
    return patch;
  });
}

async function save(user: TestUser, id: string, baseVersion: number, patches: FlowPatch[], clientId?: string) {
  return user.request('PATCH', `/widgets/${id}/flow`, { baseVersion, patches, ...(clientId ? { clientId } : {}) });
}

async function stored(id: string): Promise<{ version: number; flow: FlowDocument }> {
  const read = await owner.request('GET', `/widgets/${id}/flow`);
  expect(read.status).toBe(200);
  expect(flowDocumentProblem(read.body.flow)).toBeNull();
  return { version: read.body.version, flow: read.body.flow };
}

const node = (flow: FlowDocument, id: number) => flow.nodes.find((each) => each.id === id);
const note = (id: number, config: Record<string, unknown> = {}) => testNode(id, 'note', 100, 100, config);
const setConfig = (id: number, changes: Record<string, unknown>) => (model: FlowModel) => updateNodeConfigCommand(model, id, { ...model.getNode(id)!.config, ...changes });
const reasons = (answer: { body: { outcomes: { outcome: string; reason?: string }[] } }) => answer.body.outcomes.map((outcome) => outcome.reason ?? outcome.outcome);

describe('PATCH on a stale base: the rebasing rules', () => {
  it('keeps concurrent edits of different nodes', async () => {
    const { id, version, flow } = await sharedFlow([note(2), note(3)]);
    expect((await save(owner, id, version, edit(flow, (model) => moveNodesCommand(model, [2], 40, 0)))).status).toBe(200);
    const second = await save(member, id, version, edit(flow, setConfig(3, { text: 'member' })));
    expect(second.status).toBe(200);
    expect(second.body).toMatchObject({ baseVersion: version, version: version + 2, rebased: true, replaced: [] });
    expect(reasons(second)).toEqual(['applied']);
    const after = (await stored(id)).flow;
    expect(node(after, 2)!.x).toBe(140);
    expect(node(after, 3)!.config.text).toBe('member');
  });

  it('merges different config fields of one node', async () => {
    const { id, version, flow } = await sharedFlow([note(2)]);
    await save(owner, id, version, edit(flow, setConfig(2, { color: 'red' })));
    const second = await save(member, id, version, edit(flow, setConfig(2, { text: 'member' })));
    expect(second.body.outcomes).toEqual([{ patch: 0, op: 0, outcome: 'merged', reason: 'changed-since', nodeId: 2 }]);
    expect(node((await stored(id)).flow, 2)!.config).toMatchObject({ color: 'red', text: 'member' });
  });

  it('the same field: the later save wins, and the change log names whose value it replaced', async () => {
    const { id, version, flow } = await sharedFlow([note(2)]);
    expect((await save(owner, id, version, edit(flow, setConfig(2, { text: 'owner' })), CLIENT_A)).status).toBe(200);
    const second = await save(member, id, version, edit(flow, setConfig(2, { text: 'member' })), CLIENT_B);
    expect(second.body.outcomes[0]).toMatchObject({ outcome: 'merged', fields: ['text'] });
    const replaced = [{ nodeId: 2, field: 'text', userId: ids.owner, clientId: CLIENT_A }];
    expect(second.body.replaced).toEqual(replaced);
    expect(node((await stored(id)).flow, 2)!.config.text).toBe('member');
    const changes = await member.request('GET', `/widgets/${id}/flow/changes?since=${version}`);
    expect(changes.status).toBe(200);
    expect(changes.body.changes.map((change: { userId: string; clientId: string; version: number }) => [change.version, change.userId, change.clientId])).toEqual([
      [version + 1, ids.owner, CLIENT_A],
      [version + 2, ids.member, CLIENT_B],
    ]);
    expect(changes.body.changes[1].replaced).toEqual(replaced);
  });

  it('a move is last-writer-wins from wherever the node is now', async () => {
    const { id, version, flow } = await sharedFlow([note(2)]);
    await save(owner, id, version, edit(flow, (model) => moveNodesCommand(model, [2], 0, 80)));
    const second = await save(member, id, version, edit(flow, (model) => moveNodesCommand(model, [2], 40, 0)));
    expect(second.body.applied).toEqual([{ ops: [{ op: 'moveNode', id: 2, from: [100, 180], to: [140, 100] }] }]);
    expect(node((await stored(id)).flow, 2)).toMatchObject({ x: 140, y: 100 });
  });

  it('an edit of a node removed since is dropped, and nothing is written when nothing remains', async () => {
    const { id, version, flow } = await sharedFlow([note(2)]);
    await save(owner, id, version, edit(flow, (model) => removeNodesCommand(model, [2])));
    const second = await save(member, id, version, edit(flow, setConfig(2, { text: 'member' }), (model) => moveNodesCommand(model, [2], 40, 0)));
    expect(second.status).toBe(200);
    expect(reasons(second)).toEqual(['node-removed', 'node-removed']);
    expect(second.body.version).toBe(version + 1);
    expect(second.body.applied).toEqual([{ ops: [] }, { ops: [] }]);
    expect((await stored(id)).version).toBe(version + 1);
  });

  it('a removal wins over a concurrent change: the current node and the connections made to it since go, the changer is named', async () => {
    const { id, version, flow } = await sharedFlow([testNode(2, 'define'), testNode(3, 'define')]);
    await save(owner, id, version, edit(flow, setConfig(2, { fields: [{ key: 'a', value: 'b' }] }), (model) => connectCommand(model, [2, 0], [3, 0])), CLIENT_A);
    const second = await save(member, id, version, edit(flow, (model) => removeNodesCommand(model, [2])));
    expect(second.body.outcomes[0]).toMatchObject({ outcome: 'merged', reason: 'changed-since', nodeId: 2 });
    expect(second.body.replaced).toEqual([{ nodeId: 2, field: '*', userId: ids.owner, clientId: CLIENT_A }]);
    const after = (await stored(id)).flow;
    expect(node(after, 2)).toBeUndefined();
    expect(after.connections).toEqual([]);
    // Removing it once more: already gone.
    const third = await save(member, id, version, edit(flow, (model) => removeNodesCommand(model, [2])));
    expect(reasons(third)).toEqual(['already-removed']);
  });

  it('connects are dropped when the port is taken, the port or the node is gone, or a cycle would close', async () => {
    const { id, version, flow } = await sharedFlow([testNode(2, 'define'), testNode(3, 'define'), testNode(4, 'define'), testNode(5, 'condition'), testNode(6, 'define')]);
    await save(
      owner,
      id,
      version,
      edit(flow, (model) => connectCommand(model, [2, 0], [3, 0]), (model) => connectCommand(model, [3, 0], [4, 0]), setConfig(5, { hasDefault: false }), (model) => removeNodesCommand(model, [6])),
    );
    const second = await save(
      member,
      id,
      version,
      edit(
        flow,
        (model) => connectCommand(model, [6, 0], [3, 0]),
        (model) => connectCommand(model, [5, 1], [4, 0]),
        (model) => connectCommand(model, [4, 0], [2, 0]),
        (model) => connectCommand(model, [1, 0], [3, 0]),
      ),
    );
    // [6 -> 3 node gone], [5:1 port gone], [4 -> 2 cycle], [1 -> 3: first our own 6 -> 3 is replaced (never stored), then 3's input is taken]
    expect(reasons(second)).toEqual(['node-removed', 'port-missing', 'cycle', 'already-disconnected', 'port-taken']);
    expect((await stored(id)).flow.connections).toHaveLength(2);
  });

  it('a disconnect of a connection already gone is dropped', async () => {
    const { id, version, flow } = await sharedFlow([testNode(2, 'define'), testNode(3, 'define')], [{ from: [2, 0], to: [3, 0] }]);
    const disconnect = (model: FlowModel): FlowPatch => ({ ops: [{ op: 'disconnect', connection: model.connectionAtOutput(2, 0)! }] });
    await save(owner, id, version, edit(flow, disconnect));
    expect(reasons(await save(member, id, version, edit(flow, disconnect)))).toEqual(['already-disconnected']);
  });

  it('an add whose id exists is dropped with what builds on it (leased ids make this impossible)', async () => {
    const { id, version, flow } = await sharedFlow([testNode(2, 'define')]);
    await save(owner, id, version, [{ ops: [{ op: 'addNode', node: note(9) }] }]);
    const second = await save(member, id, version, edit(flow, () => ({ ops: [{ op: 'addNode', node: testNode(9, 'define') }] }), (model) => connectCommand(model, [2, 0], [9, 0])));
    expect(reasons(second)).toEqual(['id-taken', 'id-taken']);
    expect(node((await stored(id)).flow, 9)!.type).toBe('note');
  });

  it('merges a view block by block: different blocks survive, two new blocks under the same id both survive as outputs', async () => {
    const { id, version, flow } = await sharedFlow([testNode(2, 'view')]);
    const root = (model: FlowModel) => (model.getNode(2)!.config as { root: Block }).root;
    const setRoot = (make: (root: Block) => Block) => (model: FlowModel) => updateNodeConfigCommand(model, 2, { ...model.getNode(2)!.config, root: make(root(model)) });
    const button = (label: string): Block => ({ id: -1, type: 'button', config: { label }, style: {} });
    await save(owner, id, version, edit(flow, setRoot((tree) => updateBlock(tree, 2, { config: { text: 'owner heading' } }).root), setRoot((tree) => addBlock(tree, 1, 3, button('owner')).root)));
    const second = await save(member, id, version, edit(flow, setRoot((tree) => updateBlock(tree, 3, { config: { label: 'member continue' } }).root), setRoot((tree) => addBlock(tree, 1, 3, button('member')).root)));
    expect(second.status).toBe(200);
    const view = node((await stored(id)).flow, 2)!;
    const blocks = (view.config.root as Block).children!;
    // Both were put after block 3: the later save's block goes right after it.
    expect(blocks.map((block) => block.config.text ?? block.config.label)).toEqual(['owner heading', 'member continue', 'member', 'owner']);
    expect(view.outputs).toBe(3);
  });

  it('an op that is wrong in itself is refused with 400 even when rebased, and nothing is written', async () => {
    const { id, version, flow } = await sharedFlow([note(2)]);
    await save(owner, id, version, edit(flow, setConfig(2, { text: 'owner' })));
    const bad = await save(member, id, version, [{ ops: [{ op: 'updateNode', id: 2, before: { inputs: 0, outputs: 0, config: node(flow, 2)!.config }, after: { inputs: 0, outputs: 0, config: { ...node(flow, 2)!.config, width: 5 } } }] }]);
    expect(bad.status).toBe(400);
    expect(bad.body.issues).toEqual([expect.objectContaining({ field: 'patches.0.ops.0.after.config.width', nodeId: 2 })]);
    expect((await stored(id)).version).toBe(version + 1);
  });

  it('a base the log no longer reaches, or older than a replacement (PUT), is 409 flow-version-too-old', async () => {
    const { id, version, flow } = await sharedFlow([note(2)]);
    await save(owner, id, version, edit(flow, setConfig(2, { text: 'one' })));
    const replaced = await stored(id);
    expect((await owner.request('PUT', `/widgets/${id}/flow`, { baseVersion: replaced.version, flow: replaced.flow })).status).toBe(200);
    const tooOld = await save(member, id, version, edit(flow, setConfig(2, { text: 'member' })));
    expect(tooOld.status).toBe(409);
    expect(tooOld.body.error).toBe('flow-version-too-old');
    expect((await member.request('GET', `/widgets/${id}/flow/changes?since=${version}`)).status).toBe(409);
    // Saves after the replacement rebase as usual; once the rows are pruned, the same base is too old.
    const current = await stored(id);
    await save(owner, id, current.version, edit(current.flow, setConfig(2, { color: 'red' })));
    expect((await save(member, id, current.version, edit(current.flow, setConfig(2, { text: 'member' })))).status).toBe(200);
    await pruneFlowChanges(studio.database.db, new Date(Date.now() + 8 * 24 * 60 * 60_000));
    const pruned = await save(member, id, current.version, edit(current.flow, setConfig(2, { width: 300 })));
    expect(pruned.body.error).toBe('flow-version-too-old');
  });

  it('refuses a clientId that is not a live channel id', async () => {
    const { id, version } = await sharedFlow([]);
    const answer = await save(owner, id, version, [], 'not a client');
    expect(answer.status).toBe(400);
    expect(answer.body.issues).toEqual([expect.objectContaining({ field: 'clientId', rule: 'client-id' })]);
  });
});

describe('saves alternating between two instances', () => {
  it('each instance catches the model it kept up from the change log, and the stored flow is what the saves made', async () => {
    const { id, version, flow } = await sharedFlow([note(2), note(3), testNode(4, 'define'), testNode(5, 'define')]);
    const second = await studio.startInstance();
    try {
      const onSecond = second.as(member);
      const model = FlowModel.fromDocument(flow);
      const steps: [(method: string, path: string, body?: unknown) => Promise<{ status: number; body: any }>, (model: FlowModel) => FlowPatch][] = [
        [(method, path, body) => owner.request(method, path, body), setConfig(2, { text: 'first' })],
        [onSecond, (each) => moveNodesCommand(each, [3], 40, 0)],
        [(method, path, body) => owner.request(method, path, body), (each) => connectCommand(each, [4, 0], [5, 0])],
        [onSecond, setConfig(2, { color: 'red' })],
        [(method, path, body) => owner.request(method, path, body), (each) => removeNodesCommand(each, [3])],
      ];
      let current = version;
      for (const [request, make] of steps) {
        const patch = make(model);
        applyPatch(model, patch);
        const saved = await request('PATCH', `/widgets/${id}/flow`, { baseVersion: current, patches: [patch] });
        expect(saved.status).toBe(200);
        expect(saved.body.rebased).toBe(false);
        current = saved.body.version;
      }
      const after = await stored(id);
      expect(after.version).toBe(version + steps.length);
      expect(after.flow).toEqual(canonicalDocument(model.toDocument()));
    } finally {
      await second.close();
    }
  });
});

describe('GET /widgets/{id}/flow/changes', () => {
  it('answers the changes after a version in order, to any member; 404 to others', async () => {
    const { id, version, flow } = await sharedFlow([note(2)]);
    const patches = edit(flow, setConfig(2, { text: 'a' }), (model) => moveNodesCommand(model, [2], 40, 0));
    await save(owner, id, version, patches.slice(0, 1), CLIENT_A);
    await save(owner, id, version + 1, patches.slice(1));
    const page = await guest.request('GET', `/widgets/${id}/flow/changes?since=${version}`);
    expect(page.status).toBe(200);
    expect(page.body).toEqual({
      version: version + 2,
      more: false,
      changes: [
        { version: version + 1, userId: ids.owner, clientId: CLIENT_A, ops: patches[0]!.ops, replaced: [], at: expect.any(String) },
        { version: version + 2, userId: ids.owner, clientId: null, ops: patches[1]!.ops, replaced: [], at: expect.any(String) },
      ],
    });
    expect((await guest.request('GET', `/widgets/${id}/flow/changes?since=${version + 2}`)).body).toEqual({ version: version + 2, more: false, changes: [] });
    expect((await stranger.request('GET', `/widgets/${id}/flow/changes?since=${version}`)).status).toBe(404);
  });

  it('pages by FLOW_CHANGES_PAGE_MAX with more: true', async () => {
    const { id, version } = await sharedFlow([]);
    const rows = Array.from({ length: FLOW_CHANGES_PAGE_MAX + 1 }, (_, index) => ({ widgetId: id, version: version + 1 + index, userId: ids.owner, ops: [] }));
    await studio.database.db.insert(widgetFlowChanges).values(rows);
    await studio.database.db.update(widgetFlows).set({ version: version + rows.length }).where(eq(widgetFlows.widgetId, id));
    const first = await owner.request('GET', `/widgets/${id}/flow/changes?since=${version}`);
    expect(first.body.more).toBe(true);
    expect(first.body.changes).toHaveLength(FLOW_CHANGES_PAGE_MAX);
    const last = first.body.changes.at(-1).version;
    const second = await owner.request('GET', `/widgets/${id}/flow/changes?since=${last}`);
    expect(second.body).toMatchObject({ more: false, changes: [{ version: version + rows.length }] });
  });

  it('refuses a missing, malformed or future since with 400 naming it', async () => {
    const { id, version } = await sharedFlow([]);
    for (const [query, rule] of [
      ['', 'required'],
      ['?since=abc', 'integer'],
      ['?since=0', 'min'],
      ['?since=2147483648', 'max'],
      [`?since=${version + 1}`, 'max'],
      [`?since=${version}&extra=1`, 'never'],
    ] as const) {
      const answer = await owner.request('GET', `/widgets/${id}/flow/changes${query}`);
      expect(answer.status, query).toBe(400);
      expect(answer.body.issues[0], query).toMatchObject({ field: rule === 'never' ? 'extra' : 'since', rule });
    }
  });
});

describe('POST /widgets/{id}/flow/node_ids', () => {
  it('leases ranges above every id in use, never the same id twice, even when asked at once', async () => {
    const { id } = await sharedFlow([note(2), note(5000)]);
    const first = await owner.request('POST', `/widgets/${id}/flow/node_ids`);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ from: 5001, to: 5000 + NODE_ID_LEASE_SIZE });
    const leases = await Promise.all(Array.from({ length: 12 }, (_, index) => (index % 2 ? owner : member).request('POST', `/widgets/${id}/flow/node_ids`, {})));
    expect(leases.every((lease) => lease.status === 200)).toBe(true);
    const ranges = [first.body, ...leases.map((lease) => lease.body)].sort((a, b) => a.from - b.from);
    ranges.forEach((range, index) => {
      expect(range.to - range.from + 1).toBe(NODE_ID_LEASE_SIZE);
      if (index > 0) expect(range.from).toBe(ranges[index - 1].to + 1);
    });
  });

  it('a save that adds ids nobody leased, or a PUT, moves the next lease past them', async () => {
    const { id, version } = await sharedFlow([]);
    expect((await save(owner, id, version, [{ ops: [{ op: 'addNode', node: note(9000) }] }])).status).toBe(200);
    expect((await owner.request('POST', `/widgets/${id}/flow/node_ids`)).body.from).toBe(9001);
    const flow = (await stored(id)).flow;
    expect((await owner.request('PUT', `/widgets/${id}/flow`, { baseVersion: version + 1, flow: { ...flow, nodes: [...flow.nodes, note(70_000)] } })).status).toBe(200);
    expect((await owner.request('POST', `/widgets/${id}/flow/node_ids`)).body.from).toBe(70_001);
  });

  it('stops at 2^31 − 1 and then answers 409 node-ids-exhausted', async () => {
    const { id } = await sharedFlow([]);
    await studio.database.db.update(widgetFlows).set({ highestNodeId: MAX_NODE_ID - 10 }).where(eq(widgetFlows.widgetId, id));
    expect((await owner.request('POST', `/widgets/${id}/flow/node_ids`)).body).toEqual({ from: MAX_NODE_ID - 9, to: MAX_NODE_ID });
    const exhausted = await owner.request('POST', `/widgets/${id}/flow/node_ids`);
    expect(exhausted.status).toBe(409);
    expect(exhausted.body.error).toBe('node-ids-exhausted');
  });

  it('needs Widgets:Edit (guests 403, others 404), an active widget and no payload', async () => {
    const { id } = await sharedFlow([]);
    const before = await studio.database.db.select({ highest: widgetFlows.highestNodeId }).from(widgetFlows).where(eq(widgetFlows.widgetId, id));
    expect((await guest.request('POST', `/widgets/${id}/flow/node_ids`)).status).toBe(403);
    expect((await stranger.request('POST', `/widgets/${id}/flow/node_ids`)).status).toBe(404);
    expect((await owner.request('POST', '/widgets/not-a-uuid/flow/node_ids')).status).toBe(404);
    const withBody = await owner.request('POST', `/widgets/${id}/flow/node_ids`, { count: 5 });
    expect(withBody.status).toBe(400);
    expect((await owner.request('DELETE', `/widgets/${id}/archive`)).status).toBe(200);
    const archived = await owner.request('POST', `/widgets/${id}/flow/node_ids`);
    expect(archived.status).toBe(409);
    expect(archived.body.error).toBe('widget-archived');
    const after = await studio.database.db.select({ highest: widgetFlows.highestNodeId }).from(widgetFlows).where(eq(widgetFlows.widgetId, id));
    expect(after).toEqual(before);
  });

  it('guests cannot patch; strangers get 404', async () => {
    const { id, version, flow } = await sharedFlow([note(2)]);
    const patches = edit(flow, setConfig(2, { text: 'x' }));
    expect((await guest.request('PATCH', `/widgets/${id}/flow`, { baseVersion: version, patches })).status).toBe(403);
    expect((await stranger.request('PATCH', `/widgets/${id}/flow`, { baseVersion: version, patches })).status).toBe(404);
    expect((await studio.database.db.execute(sql`SELECT count(*)::int AS n FROM widget_flow_changes WHERE widget_id = ${id}`)) as unknown as { rows: { n: number }[] }).toMatchObject({ rows: [{ n: 1 }] });
  });
});
