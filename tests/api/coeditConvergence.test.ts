// Convergence of live co-editing (issue 22), property-based (fast-check, seeded): simulated editors
// (tests/harness/SimulatedEditor, the real API and live channel) make random edits of every kind with random
// pauses, disconnects and reconnects. At the end every editor's flow equals the server's; the change log replays
// from the first version to the last through the model's checks (so no invalid flow was ever stored); and every
// accepted op is still in the flow unless a later change touched the same thing (checked op by op). In the
// PostgreSQL run the editors are split across two studio instances on one database.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FlowChange } from '../../contracts/collab';
import { changedConfigFields } from '../../engine/model/collab/mergeNodeConfig';
import { FlowModel } from '../../engine/model/FlowModel';
import { flowDocumentProblem } from '../../engine/model/flowSchema';
import type { FlowConnection, FlowDocument, FlowNode } from '../../engine/model/flowTypes';
import { jsonEqual } from '../../engine/model/jsonEqual';
import { applyPatch } from '../../engine/model/patch/applyPatch';
import type { FlowPatchOp } from '../../engine/model/patch/flowPatch';
import { connectionKey } from '../../engine/model/portKey';
import { canonicalDocument } from '../../engine/testing/canonicalDocument';
import { generateFlow } from '../../engine/testing/generateFlow';
import { seededRandom } from '../../engine/testing/seededRandom';
import { SimulatedEditor } from '../harness/SimulatedEditor';
import { startTestStudio, type TestStudio, type TestUser } from '../harness/testStudio';
import { addMember, createOrganization, createWidget } from './fixtures';

const EDITORS = 3;
const SEED = 2226;

let studio: TestStudio;
let second: TestStudio | null = null;
let users: TestUser[];

beforeAll(async () => {
  studio = await startTestStudio();
  // Two instances on one database where there is a database server to share.
  if (process.env.DATABASE_URL) second = await startTestStudio({ DATABASE_URL: studio.databaseUrl!, PUBLIC_URL: studio.url });
  users = [];
  for (let index = 0; index < EDITORS; index += 1) users.push(await studio.signUp());
});

afterAll(async () => {
  await second?.close();
  await studio?.close();
});

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function allChanges(user: TestUser, widgetId: string, since: number): Promise<FlowChange[]> {
  const changes: FlowChange[] = [];
  for (let from = since; ; ) {
    const page = await user.request('GET', `/widgets/${widgetId}/flow/changes?since=${from}`);
    expect(page.status).toBe(200);
    changes.push(...page.body.changes);
    if (!page.body.more) return changes;
    from = changes.at(-1)!.version;
  }
}

/** Whether a later op (of the same change or a later one) touched what `op` set (so it may legitimately be gone). */
function touchedLater(op: FlowPatchOp, later: readonly FlowPatchOp[], type: (id: number) => FlowNode['type'] | undefined): (what: string) => boolean {
  return (what) =>
      later.some((other) => {
        if (what === 'node') return opNode(other) !== null && opNode(other) === opNode(op);
        if (what === 'position') return (other.op === 'moveNode' && other.id === opNode(op)) || (other.op === 'removeNode' && other.node.id === opNode(op));
        if (what.startsWith('field:')) {
          const field = what.slice('field:'.length);
          if (other.op === 'removeNode' && other.node.id === opNode(op)) return true;
          return other.op === 'updateNode' && other.id === opNode(op) && changedConfigFields(type(other.id) ?? 'note', other.before.config, other.after.config).includes(field);
        }
        const connection = (op as { connection: FlowConnection }).connection;
        if (other.op === 'connect' || other.op === 'disconnect') return connectionKey(other.connection) === connectionKey(connection) || (other.connection.to[0] === connection.to[0] && other.connection.to[1] === connection.to[1]);
        return false;
      });
}

function opNode(op: FlowPatchOp): number | null {
  if (op.op === 'addNode' || op.op === 'removeNode') return op.node.id;
  if (op.op === 'moveNode' || op.op === 'updateNode') return op.id;
  return null;
}

describe('co-editing converges', () => {
  it('random concurrent edits, pauses and reconnections: everyone ends on the server’s flow, nothing accepted is lost unless replaced later', async () => {
    let rebasedSaves = 0;
    let checkedFields = 0;
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 2 ** 31 - 1 }), fc.integer({ min: 8, max: 14 }), async (seed, editsEach) => {
        const random = seededRandom(seed);
        const organizationId = await createOrganization(users[0]!, 'Convergence');
        for (const user of users.slice(1)) await addMember(studio, organizationId, user, 'member');
        const widgetId = await createWidget(users[0]!, organizationId);
        const start = generateFlow({ nodeCount: 40, seed });
        const put = await users[0]!.request('PUT', `/widgets/${widgetId}/flow`, { baseVersion: 1, flow: start });
        expect(put.status).toBe(200);
        const startVersion = put.body.version as number;
        const editors = users.map((user, index) => {
          const target = second && index % 2 === 1 ? second : studio;
          return new SimulatedEditor({
            baseUrl: target.url,
            widgetId,
            token: user.accessToken,
            random: seededRandom(seed + index + 1),
            request: (method, path, body) => target.request(method, path, { body, authorization: `Bearer ${user.accessToken}` }),
          });
        });
        await Promise.all(editors.map((editor) => editor.start()));

        // Each editor: edits with random pauses; now and then it drops its channel and comes back.
        await Promise.all(
          editors.map(async (editor) => {
            for (let step = 0; step < editsEach; step += 1) {
              editor.edit();
              if (random() < 0.12 && editor.connected) {
                await editor.disconnect();
                editor.edit();
                await pause(random() * 60);
                await editor.connect();
              }
              await pause(random() * 40);
            }
          }),
        );

        // Settle: every save confirmed, every editor at the server's version.
        let server: { version: number; flow: FlowDocument } = { version: 0, flow: start };
        for (let attempt = 0; attempt < 300; attempt += 1) {
          for (const editor of editors) editor.flush();
          await Promise.all(editors.map((editor) => editor.drain()));
          for (const editor of editors) if (editor.error) throw editor.error;
          const read = await users[0]!.request('GET', `/widgets/${widgetId}/flow`);
          server = { version: read.body.version, flow: read.body.flow };
          if (editors.every((editor) => editor.settled && editor.confirmedVersion === server.version)) break;
          await pause(50);
        }
        for (const editor of editors) {
          expect(editor.settled).toBe(true);
          expect(editor.confirmedVersion).toBe(server.version);
          expect(jsonEqual(canonicalDocument(editor.document()), canonicalDocument(server.flow))).toBe(true);
        }
        await Promise.all(editors.map((editor) => editor.disconnect()));

        // The log replays from the first version to the last through the model's checks: nothing invalid was stored.
        const changes = await allChanges(users[0]!, widgetId, startVersion);
        expect(changes.map((change) => change.version)).toEqual(Array.from({ length: server.version - startVersion }, (_, index) => startVersion + 1 + index));
        const replay = FlowModel.fromDocument(start);
        for (const change of changes) applyPatch(replay, { ops: change.ops });
        expect(jsonEqual(canonicalDocument(replay.toDocument()), canonicalDocument(server.flow))).toBe(true);
        expect(flowDocumentProblem(server.flow)).toBeNull();

        // Op by op: what each accepted change set is still so, unless a later change touched it.
        const final = FlowModel.fromDocument(server.flow);
        const typeOf = (id: number) => final.getNode(id)?.type ?? start.nodes.find((node) => node.id === id)?.type;
        let checked = 0;
        const ops = changes.flatMap((change) => change.ops);
        ops.forEach((op, index) => {
          const touched = touchedLater(op, ops.slice(index + 1), typeOf);
          switch (op.op) {
            case 'addNode':
              if (!touched('node')) expect(final.hasNode(op.node.id)).toBe(true);
              break;
            case 'removeNode':
              expect(final.hasNode(op.node.id)).toBe(false);
              break;
            case 'moveNode':
              if (!touched('position')) expect([final.getNode(op.id)?.x, final.getNode(op.id)?.y]).toEqual(op.to);
              break;
            case 'updateNode':
              for (const field of changedConfigFields(typeOf(op.id) ?? 'note', op.before.config, op.after.config)) {
                if (field.startsWith('blocks.') || touched(`field:${field}`)) continue;
                expect(final.getNode(op.id)?.config[field]).toEqual(op.after.config[field]);
                checked += 1;
              }
              break;
            case 'connect':
              // A removal of either end disconnects it first, so that too is a later touch of the connection.
              if (!touched('connection')) expect(final.getConnection(connectionKey(op.connection))).toEqual(op.connection);
              break;
            case 'disconnect':
              if (!touched('connection')) expect(final.getConnection(connectionKey(op.connection))?.to ?? null).not.toEqual(op.connection.to);
              break;
          }
        });
        expect(changes.length).toBeGreaterThan(EDITORS);
        rebasedSaves += editors.reduce((sum, editor) => sum + editor.rebasedSaves, 0);
        checkedFields += checked;
      }),
      { seed: SEED, numRuns: 3, endOnFailure: true },
    );
    // The runs did meet concurrency: saves rebased on others' changes, and op-by-op checks of config fields.
    expect(rebasedSaves).toBeGreaterThan(0);
    expect(checkedFields).toBeGreaterThan(0);
  }, 300_000);
});
