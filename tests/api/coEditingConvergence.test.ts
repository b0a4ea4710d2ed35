// Issue 22's convergence property against the real studio (fast-check, seeded): K editors (tests/harness/LiveEditor:
// engine/collab sessions in real FlowEditors, the studio's own live-channel client over `ws` — the one simulated
// client, which bench/coedit runs too) make random edits of every kind through the editor (add, remove, move,
// connect, disconnect, config fields, view blocks, node forms saved over others' changes, undo and redo), save at
// random moments after random delays, lose their channel and reconnect, while the real PATCH rebases and the real
// channel delivers. When everyone has caught up: every editor's flow equals the stored one, the change log replays
// from the first version to the stored flow with every step a valid flow (nothing invalid was stored), and no
// stored op is missing from the final flow unless a later stored op changed the same thing (checked op by op,
// engine/testing/changeLogClaims.ts). On PGlite, and on the PostgreSQL server when DATABASE_URL is set (the
// api-postgres run), with one instance and with the editors split across two instances on one database.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FlowChange } from '../../contracts/collab';
import { FlowModel } from '../../engine/model/FlowModel';
import { flowDocumentProblem } from '../../engine/model/flowSchema';
import type { FlowDocument } from '../../engine/model/flowTypes';
import { applyPatch } from '../../engine/model/patch/applyPatch';
import { canonicalDocument } from '../../engine/testing/canonicalDocument';
import { unexplainedLosses } from '../../engine/testing/changeLogClaims';
import { generateFlow } from '../../engine/testing/generateFlow';
import { randomEditorEdit } from '../../engine/testing/randomEditorEdit';
import { seededRandom } from '../../engine/testing/seededRandom';
import { testNode } from '../../engine/testing/testNode';
import { LiveEditor } from '../harness/LiveEditor';
import { startTestStudio, type TestInstance, type TestStudio, type TestUser } from '../harness/testStudio';
import { addMember, createOrganization, createWidget, userId } from './fixtures';

const EDITORS = 3;
const STEPS = 160;

/** A random delay between two steps (part of the scenario, not a wait for something): 0 to 20 ms. */
function delay(random: () => number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, Math.floor(random() * 20)));
}

/** Waits for a condition, turning the editors' simulated clocks so their debounces and gap waits fire. */
async function until(condition: () => boolean | Promise<boolean>, editors: LiveEditor[], what: () => string, limitMs = 30_000): Promise<void> {
  const started = Date.now();
  while (!(await condition())) {
    if (Date.now() - started > limitMs) throw new Error(`not reached within ${limitMs} ms: ${what()}`);
    for (const each of editors) each.test.wait(500);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('co-editing against the real studio (PATCH rebasing, live channel)', () => {
  let studio: TestStudio;
  let owner: TestUser;
  let members: TestUser[];
  let ids: string[];

  beforeAll(async () => {
    studio = await startTestStudio();
    owner = await studio.signUp();
    members = [owner];
    for (let at = 1; at < EDITORS; at += 1) members.push(await studio.signUp());
    ids = await Promise.all(members.map((member) => userId(member)));
  });

  afterAll(async () => {
    await studio?.close();
  });

  /** Saves the server rebased, over all runs of a property: the runs did meet concurrency. */
  let rebasedSaves = 0;

  /** `split`: the editors alternate between this instance and a second one on the same database. */
  async function coEdit(seed: number, split: TestInstance | null): Promise<void> {
    const random = seededRandom(seed);
    const organizationId = await createOrganization(owner, `Co-edit ${seed}`);
    for (const member of members.slice(1)) await addMember(studio, organizationId, member, 'member');
    const widgetId = await createWidget(owner, organizationId, `Flow ${seed}`);
    const start = generateFlow({ nodeCount: 30, seed });
    start.nodes.push(testNode(31, 'view', 0, 4000), testNode(32, 'note', 400, 4000), testNode(33, 'condition', 800, 4000));
    const put = await owner.request('PUT', `/widgets/${widgetId}/flow`, { baseVersion: 1, flow: start });
    expect(put.status).toBe(200);
    const firstVersion = put.body.version as number;

    // Saves the server rebased (their base was behind): the run met concurrency.
    let rebased = 0;
    const editors = await Promise.all(
      members.map((member, at) => {
        const request = split && at % 2 === 1 ? split.as(member) : member.request.bind(member);
        const counted = async (method: string, path: string, body?: unknown) => {
          const answer = await request(method, path, body);
          if (method === 'PATCH' && answer.status === 200 && answer.body.rebased) rebased += 1;
          return answer;
        };
        return LiveEditor.open(`e${at}`, split && at % 2 === 1 ? split.url : studio.url, widgetId, member, ids[at]!, counted);
      }),
    );
    for (const each of editors) each.connect();
    await until(() => editors.every((each) => each.welcomes > 0), editors, () => 'welcomes');

    for (let step = 0; step < STEPS; step += 1) {
      const editor = editors[Math.floor(random() * editors.length)]!;
      const roll = random();
      if (roll < 0.55) randomEditorEdit(editor.editor, random);
      else if (roll < 0.8) editor.editor.flushSave();
      else if (roll < 0.85) editor.test.wait(1100);
      else if (roll < 0.92) {
        if (editor.connected) editor.disconnect();
        else editor.connect();
      }
      await delay(random);
    }

    for (const each of editors) each.connect();
    const stored = async () => (await owner.request('GET', `/widgets/${widgetId}/flow`)).body as { flow: FlowDocument; version: number };
    const caughtUp = async () => {
      for (const each of editors) each.editor.flushSave();
      const { version } = await stored();
      return editors.every((each) => !each.collab.session.hasUnconfirmed && each.editor.getSnapshot().save === 'saved' && each.collab.session.version === version);
    };
    await until(caughtUp, editors, () =>
      editors.map((each) => `${each.name}: v${each.collab.session.version} unconfirmed ${each.collab.session.unconfirmedPatches().length} ${each.editor.getSnapshot().save} ${each.editor.getSnapshot().saveError ?? ''}`).join('; '),
    );

    const final = await stored();
    for (const each of editors) expect(canonicalDocument(each.editor.exportDocument())).toEqual(canonicalDocument(final.flow));

    // The log from the first version: replays to the stored flow, every step a valid flow; nothing lost unexplained.
    const log: FlowChange[] = [];
    for (let since = firstVersion; ; ) {
      const page = await owner.request('GET', `/widgets/${widgetId}/flow/changes?since=${since}`);
      expect(page.status).toBe(200);
      log.push(...(page.body.changes as FlowChange[]));
      if (!page.body.more) break;
      since = log[log.length - 1]!.version;
    }
    expect(log.length).toBeGreaterThan(5);
    expect(log.map((change) => change.version)).toEqual(log.map((_, at) => firstVersion + 1 + at));
    const replay = FlowModel.fromDocument(start);
    for (const change of log) {
      applyPatch(replay, { ops: change.ops });
      expect(flowDocumentProblem(replay.toDocument())).toBeNull();
    }
    expect(canonicalDocument(replay.toDocument())).toEqual(canonicalDocument(final.flow));
    expect(unexplainedLosses(log, replay)).toEqual([]);
    rebasedSaves += rebased;
    for (const each of editors) each.destroy();
  }

  it(`${EDITORS} editors with random edits, saves, disconnects and reconnects converge on the stored flow and lose nothing unexplained`, async () => {
    rebasedSaves = 0;
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 1_000_000 }), (seed) => coEdit(seed, null)),
      { seed: 2022, numRuns: 3, endOnFailure: true },
    );
    expect(rebasedSaves).toBeGreaterThan(0);
  }, 300_000);

  it('the same with the editors split across two instances on one database (changes and presence through the cluster bus)', async () => {
    const second = await studio.startInstance();
    rebasedSaves = 0;
    try {
      await fc.assert(
        fc.asyncProperty(fc.integer({ min: 1, max: 1_000_000 }), (seed) => coEdit(seed, second)),
        { seed: 2023, numRuns: 2, endOnFailure: true },
      );
      expect(rebasedSaves).toBeGreaterThan(0);
    } finally {
      await second.close();
    }
  }, 300_000);
});
