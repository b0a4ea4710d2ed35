import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { addNodesCommand } from '../../engine/model/commands/addNodesCommand';
import { connectCommand } from '../../engine/model/commands/connectCommand';
import { moveNodesCommand } from '../../engine/model/commands/moveNodesCommand';
import { FlowModel } from '../../engine/model/FlowModel';
import type { FlowDocument } from '../../engine/model/flowTypes';
import { getNodeKind } from '../../engine/model/kinds/nodeKindRegistry';
import { applyPatch } from '../../engine/model/patch/applyPatch';
import type { FlowPatch } from '../../engine/model/patch/flowPatch';
import { startTestStudio, type TestStudio, type TestUser } from '../harness/testStudio';
import { addMember, createOrganization, createWidget, userId } from './fixtures';
import { canonicalDocument } from '../../server/flows/flowPages';

/** The edits an editor session makes on the initial flow: add two code nodes, move one, wire entrypoint → 2 → 3. */
function editSession(flow: FlowDocument): FlowPatch[] {
  const model = FlowModel.fromDocument(flow);
  const commit = (patch: FlowPatch) => {
    applyPatch(model, patch);
    return patch;
  };
  const added = commit(
    addNodesCommand(model, [
      { type: 'code', x: 320, y: 0 },
      { type: 'code', x: 640, y: 0 },
    ]).patch,
  );
  const moved = commit(moveNodesCommand(model, [3], 40, 80.5));
  const wired = commit({ ops: [...connectCommand(model, [1, 0], [2, 0]).ops, ...connectCommand(model, [2, 0], [3, 0]).ops] });
  return [added, moved, wired];
}

/** The same edits applied locally: what the server must end up storing (read back in canonical order). */
function expectedAfter(flow: FlowDocument, patches: FlowPatch[]): FlowDocument {
  const model = FlowModel.fromDocument(flow);
  for (const patch of patches) applyPatch(model, patch);
  return canonicalDocument(model.toDocument());
}

describe('PATCH /api/widgets/{id}/flow', () => {
  let studio: TestStudio;
  let owner: TestUser;

  beforeAll(async () => {
    studio = await startTestStudio();
    owner = await studio.signUp();
  });

  afterAll(async () => {
    await studio?.close();
  });

  /** The Free plan holds one widget: each test gets its own organization. Returns the id and stored flow. */
  async function freshWidget(): Promise<{ id: string; flow: FlowDocument }> {
    const id = await createWidget(owner, await createOrganization(owner, 'Patch test'));
    const read = await owner.request('GET', `/widgets/${id}/flow`);
    expect(read.body.version).toBe(1);
    return { id, flow: read.body.flow as FlowDocument };
  }

  async function storedFlow(id: string): Promise<{ version: number; flow: FlowDocument }> {
    const read = await owner.request('GET', `/widgets/${id}/flow`);
    expect(read.status).toBe(200);
    return { version: read.body.version, flow: read.body.flow };
  }

  it('applies add, move and connect patches as the next version', async () => {
    const { id, flow } = await freshWidget();
    const ownerId = await userId(owner);
    const patches = editSession(flow);

    const saved = await owner.request('PATCH', `/widgets/${id}/flow`, { baseVersion: 1, patches });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({
      widgetId: id,
      version: 2,
      updatedAt: expect.any(String),
      updatedBy: ownerId,
      baseVersion: 1,
      rebased: false,
      applied: patches,
      outcomes: patches.flatMap((patch, patchIndex) => patch.ops.map((op, opIndex) => expect.objectContaining({ patch: patchIndex, op: opIndex, outcome: 'applied' }))),
      replaced: [],
    });

    const stored = await storedFlow(id);
    expect(stored.version).toBe(2);
    expect(stored.flow).toEqual(expectedAfter(flow, patches));
    expect(stored.flow.nodes.find((node) => node.id === 3)).toMatchObject({ x: 680, y: 80.5 });
    expect(stored.flow.connections).toEqual(
      expect.arrayContaining([
        { from: [1, 0], to: [2, 0] },
        { from: [2, 0], to: [3, 0] },
      ]),
    );

    const widget = await owner.request('GET', `/widgets/${id}`);
    expect(widget.body.updatedAt).toBe(saved.body.updatedAt);
    expect(widget.body.updatedBy).toBe(ownerId);

    const next = await owner.request('PATCH', `/widgets/${id}/flow`, { baseVersion: 2, patches: [moveNodesCommand(FlowModel.fromDocument(stored.flow), [2], -40, 0)] });
    expect(next.status).toBe(200);
    expect(next.body.version).toBe(3);
    expect((await storedFlow(id)).flow.nodes.find((node) => node.id === 2)).toMatchObject({ x: 280, y: 0 });
  });

  it('answers an empty list of patches without writing a version', async () => {
    const { id, flow } = await freshWidget();
    const saved = await owner.request('PATCH', `/widgets/${id}/flow`, { baseVersion: 1, patches: [] });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ version: 1, applied: [], outcomes: [], rebased: false });
    expect(await storedFlow(id)).toEqual({ version: 1, flow });
  });

  it('refuses a base version ahead of the flow with 409 and changes nothing', async () => {
    const { id, flow } = await freshWidget();
    const patches = editSession(flow);
    const refused = await owner.request('PATCH', `/widgets/${id}/flow`, { baseVersion: 7, patches: patches.slice(0, 1) });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe('flow-version-conflict');
    expect(refused.body.message).toContain('version 1');
    expect(await storedFlow(id)).toEqual({ version: 1, flow });
  });

  it('rebases a save on a stale base instead of refusing it (the rules: flowCoediting.test.ts)', async () => {
    const { id, flow } = await freshWidget();
    const patches = editSession(flow);
    expect((await owner.request('PATCH', `/widgets/${id}/flow`, { baseVersion: 1, patches: patches.slice(0, 1) })).status).toBe(200);
    const rebased = await owner.request('PATCH', `/widgets/${id}/flow`, { baseVersion: 1, patches: patches.slice(1) });
    expect(rebased.status).toBe(200);
    expect(rebased.body).toMatchObject({ baseVersion: 1, version: 3, rebased: true });
    expect((await storedFlow(id)).flow).toEqual(expectedAfter(flow, patches));
  });

  it('two saves of the same adds on the same base: one applies, the other is rebased and its adds dropped (the ids are taken)', async () => {
    const { id, flow } = await freshWidget();
    const [added] = editSession(flow);
    const answers = await Promise.all([0, 1].map(() => owner.request('PATCH', `/widgets/${id}/flow`, { baseVersion: 1, patches: [added] })));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    const second = answers.find((answer) => answer.body.rebased)!;
    expect(second.body.version).toBe(2);
    expect(second.body.outcomes.map((outcome: { reason: string }) => outcome.reason)).toEqual(['id-taken', 'id-taken']);
    const stored = await storedFlow(id);
    expect(stored.version).toBe(2);
    expect(stored.flow.nodes).toHaveLength(3);
  });

  it('refuses a patch that does not apply with 400 naming the patch, and changes nothing', async () => {
    const { id, flow } = await freshWidget();
    const [added, moved] = editSession(flow);
    const wrongFrom: FlowPatch = { ops: [{ op: 'moveNode', id: 1, from: [5, 5], to: [10, 10] }] };
    const cycle: FlowPatch = {
      ops: [
        { op: 'connect', connection: { from: [2, 0], to: [3, 0] } },
        { op: 'connect', connection: { from: [3, 0], to: [2, 0] } },
      ],
    };
    const codeConfig = getNodeKind('code').defaultConfig();
    const secondEntrypoint: FlowPatch = { ops: [{ op: 'addNode', node: { id: 9, type: 'entrypoint', x: 0, y: 0, inputs: 0, outputs: 1, config: codeConfig } }] };

    for (const [patches, field, words] of [
      [[added, moved, wrongFrom], 'patches.2', ''],
      [[added, cycle], 'patches.1', 'cycle'],
      [[moved], 'patches.0', ''],
      [[secondEntrypoint], 'patches.0', ''],
    ] as const) {
      const answer = await owner.request('PATCH', `/widgets/${id}/flow`, { baseVersion: 1, patches });
      expect(answer.status, JSON.stringify(patches)).toBe(400);
      expect(answer.body.error).toBe('validation');
      expect(answer.body.issues).toEqual([{ field, rule: 'patch-rejected', message: expect.stringContaining(words) }]);
    }
    expect(await storedFlow(id)).toEqual({ version: 1, flow });
  });

  it('refuses a malformed body naming the field and rule', async () => {
    const { id, flow } = await freshWidget();
    for (const [body, field, rule] of [
      [{ patches: [] }, 'baseVersion', 'required'],
      [{ baseVersion: 0, patches: [] }, 'baseVersion', 'min'],
      [{ baseVersion: 1 }, 'patches', 'required'],
      [{ baseVersion: 1, patches: {} }, 'patches', 'array'],
      [{ baseVersion: 1, patches: [{ ops: [{ op: 'teleport', id: 1 }] }] }, 'patches.0.ops.0.op', 'enums'],
      [{ baseVersion: 1, patches: [{ ops: [{ op: 'moveNode', id: 2 ** 31, from: [0, 0], to: [1, 1] }] }] }, 'patches.0.ops.0.id', 'max'],
      [{ baseVersion: 2 ** 31, patches: [] }, 'baseVersion', 'max'],
      [{ baseVersion: 1, patches: [], flow }, 'flow', 'never'],
    ] as const) {
      const answer = await owner.request('PATCH', `/widgets/${id}/flow`, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.error).toBe('validation');
      const issue = answer.body.issues.find((candidate: { field: string }) => candidate.field === field);
      expect(issue, `${field} in ${JSON.stringify(answer.body.issues)}`).toBeDefined();
      if (rule) expect(issue.rule).toBe(rule);
    }
    expect((await storedFlow(id)).version).toBe(1);
  });

  it('hides the flow from non-members and refuses guests', async () => {
    const { id, flow } = await freshWidget();
    const patches = editSession(flow);
    const stranger = await studio.signUp();
    const foreign = await stranger.request('PATCH', `/widgets/${id}/flow`, { baseVersion: 1, patches });
    expect(foreign.status).toBe(404);
    expect((await stranger.request('PATCH', '/widgets/not-a-uuid/flow', { baseVersion: 1, patches })).status).toBe(404);

    const widget = await owner.request('GET', `/widgets/${id}`);
    const guest = await studio.signUp();
    await addMember(studio, widget.body.organizationId, guest, 'guest');
    const refused = await guest.request('PATCH', `/widgets/${id}/flow`, { baseVersion: 1, patches });
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe('forbidden');
    expect(refused.body.message).toContain('Widgets:Edit');
    expect(await storedFlow(id)).toEqual({ version: 1, flow });
  });

  it('keeps the flow of an archived widget read-only', async () => {
    const { id, flow } = await freshWidget();
    expect((await owner.request('DELETE', `/widgets/${id}/archive`)).status).toBe(200);
    const refused = await owner.request('PATCH', `/widgets/${id}/flow`, { baseVersion: 1, patches: editSession(flow) });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe('widget-archived');
    expect(await storedFlow(id)).toEqual({ version: 1, flow });
  });

  it('makes a published widget publishable again after a patch', async () => {
    const { id, flow } = await freshWidget();
    expect((await owner.request('PUT', `/widgets/${id}/publish`)).status).toBe(200);
    expect((await owner.request('GET', `/widgets/${id}`)).body.canPublish).toBe(false);
    expect((await owner.request('PATCH', `/widgets/${id}/flow`, { baseVersion: 1, patches: editSession(flow).slice(0, 1) })).status).toBe(200);
    expect((await owner.request('GET', `/widgets/${id}`)).body.canPublish).toBe(true);
  });

  it('saves on the model kept from the last save, never on one a refused save had touched', async () => {
    const { id, flow } = await freshWidget();
    const [added, moved, wired] = editSession(flow) as [FlowPatch, FlowPatch, FlowPatch];
    // Version 2: the server now keeps this model for the next save.
    expect((await owner.request('PATCH', `/widgets/${id}/flow`, { baseVersion: 1, patches: [added] })).status).toBe(200);
    // A save whose first patch applies and whose second is refused: nothing of it may survive.
    const refused = await owner.request('PATCH', `/widgets/${id}/flow`, {
      baseVersion: 2,
      patches: [moved, { ops: [{ op: 'removeNode', node: { ...flow.nodes[0]!, id: 999 } }] }],
    });
    expect(refused.status).toBe(400);
    expect(refused.body.issues).toEqual([expect.objectContaining({ field: 'patches.1', rule: 'patch-rejected' })]);
    expect((await owner.request('PATCH', `/widgets/${id}/flow`, { baseVersion: 2, patches: [wired] })).status).toBe(200);
    const stored = await storedFlow(id);
    expect(stored.version).toBe(3);
    expect(stored.flow).toEqual(expectedAfter(flow, [added, wired]));
  });

  it('saves patches on top of a flow replaced by PUT in between, not on the model kept before it', async () => {
    const { id, flow } = await freshWidget();
    const [added, moved] = editSession(flow) as [FlowPatch, FlowPatch];
    expect((await owner.request('PATCH', `/widgets/${id}/flow`, { baseVersion: 1, patches: [added] })).status).toBe(200);
    const replacement = expectedAfter(flow, [added, moved]);
    expect((await owner.request('PUT', `/widgets/${id}/flow`, { baseVersion: 2, flow: replacement })).status).toBe(200);
    const nudge: FlowPatch = moveNodesCommand(FlowModel.fromDocument(replacement), [3], 10, 10);
    expect((await owner.request('PATCH', `/widgets/${id}/flow`, { baseVersion: 3, patches: [nudge] })).status).toBe(200);
    const stored = await storedFlow(id);
    expect(stored.version).toBe(4);
    expect(stored.flow).toEqual(expectedAfter(replacement, [nudge]));
    expect(stored.flow.nodes.find((node) => node.id === 3)).toMatchObject({ x: 690, y: 90.5 });
  });

  it('reads the same flow from the model kept by the last save as from the stored pages after a restart', async () => {
    const { id, flow } = await freshWidget();
    const patches = editSession(flow);
    expect((await owner.request('PATCH', `/widgets/${id}/flow`, { baseVersion: 1, patches })).status).toBe(200);
    const fromKeptModel = await owner.request('GET', `/widgets/${id}/flow`);
    expect(fromKeptModel.body.flow).toEqual(expectedAfter(flow, patches));
    await studio.restart();
    const fromPages = await owner.request('GET', `/widgets/${id}/flow`);
    expect(fromPages.status).toBe(200);
    expect(fromPages.body).toEqual(fromKeptModel.body);
  });
  // Only a PostgreSQL server has a pool whose connections saves waiting on a flow's row lock can all hold.
  if (process.env.DATABASE_URL) {
    it('queues an instance\'s saves of one flow: 12 saves waiting on its lock hold one connection, and other requests are answered meanwhile', async () => {
      const { id, flow } = await freshWidget();
      const outside = new pg.Client({ connectionString: studio.databaseUrl! });
      await outside.connect();
      try {
        // Another instance's save holds the flow's row lock.
        await outside.query('BEGIN');
        await outside.query('SELECT version FROM widget_flows WHERE widget_id = $1 FOR UPDATE', [id]);
        const model = FlowModel.fromDocument(flow);
        const saves = Array.from({ length: 12 }, (_, at) => owner.request('PATCH', `/widgets/${id}/flow`, { baseVersion: 1, patches: [moveNodesCommand(model, [1], at + 1, 0)] }));
        // Once every save has been checked and queued, one of them waits on the lock with one connection.
        await vi.waitFor(
          async () => {
            const [{ count }] = (await outside.query("SELECT count(*)::int AS count FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND datname = current_database()")).rows;
            expect(count).toBe(1);
            expect(studio.database.poolStats()!.waiting).toBe(0);
          },
          { timeout: 15_000 },
        );
        // The rest of the studio is answered while the saves wait (before, the 10 connections were all lock waiters).
        expect((await owner.request('GET', '/users/me')).status).toBe(200);
        expect((await owner.request('GET', `/widgets/${id}`)).status).toBe(200);
        await outside.query('COMMIT');
        const answers = await Promise.all(saves);
        expect(answers.map((answer) => answer.status)).toEqual(Array(12).fill(200));
        expect((await storedFlow(id)).version).toBe(13);
      } finally {
        await outside.end();
      }
    });
  }
});
