// The protocol client bench/coedit measures with (tests/harness/SimulatedEditor: the real API and live channel,
// without the editor engine) converges, property-based (fast-check, seeded): random edits of every kind with random
// pauses, disconnects and reconnects, the editors split across two instances on one database. At the end every
// editor's flow equals the server's, the change log replays through the model's checks, and nothing accepted is lost
// unexplained (engine/testing/changeLogClaims.ts, shared with the editors' own convergence test,
// coEditingConvergence.test.ts).
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FlowChange } from '../../contracts/collab';
import { FlowModel } from '../../engine/model/FlowModel';
import { flowDocumentProblem } from '../../engine/model/flowSchema';
import type { FlowDocument } from '../../engine/model/flowTypes';
import { jsonEqual } from '../../engine/model/jsonEqual';
import { applyPatch } from '../../engine/model/patch/applyPatch';
import { canonicalDocument } from '../../engine/testing/canonicalDocument';
import { unexplainedLosses } from '../../engine/testing/changeLogClaims';
import { generateFlow } from '../../engine/testing/generateFlow';
import { seededRandom } from '../../engine/testing/seededRandom';
import { SimulatedEditor } from '../harness/SimulatedEditor';
import { startTestStudio, type TestInstance, type TestStudio, type TestUser } from '../harness/testStudio';
import { addMember, createOrganization, createWidget } from './fixtures';

const EDITORS = 3;
const SEED = 2226;

let studio: TestStudio;
let second: TestInstance;
let users: TestUser[];

beforeAll(async () => {
  studio = await startTestStudio();
  second = await studio.startInstance();
  users = [];
  for (let index = 0; index < EDITORS; index += 1) users.push(await studio.signUp());
});

afterAll(async () => {
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

describe('co-editing converges', () => {
  it('random concurrent edits, pauses and reconnections: everyone ends on the server’s flow, nothing accepted is lost unless replaced later', async () => {
    let rebasedSaves = 0;
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
          const target = index % 2 === 1 ? second : studio;
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

        // Op by op: nothing accepted is gone unless a later op touched the same thing.
        expect(unexplainedLosses(changes, replay)).toEqual([]);
        expect(changes.length).toBeGreaterThan(EDITORS);
        rebasedSaves += editors.reduce((sum, editor) => sum + editor.rebasedSaves, 0);
      }),
      { seed: SEED, numRuns: 3, endOnFailure: true },
    );
    // The runs did meet concurrency: saves rebased on others' changes.
    expect(rebasedSaves).toBeGreaterThan(0);
  }, 300_000);
});
