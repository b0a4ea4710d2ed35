// Version history at 100k nodes (issue 15). Engine: the diff of two flows and the restore
// patch from a draft to a version, built and applied, for a draft that moved on by a few edits and for an empty one.
// Server (a real studio on PGlite in a temp folder): publish with the diff against the previous version, the list
// (which reads no flow), one version's flow, republish. Run: `npx tsx bench/node/versionHistoryBench.ts [nodes]`
// (default 100000). Medians of a few samples; the machine is shared, so read them with the load average printed.
import { desc, eq } from 'drizzle-orm';
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { gzipSync } from 'node:zlib';
import { FlowModel } from '../../engine/model/FlowModel';
import type { FlowDocument } from '../../engine/model/flowTypes';
import { createInitialFlow } from '../../engine/model/initialFlow';
import { applyPatch } from '../../engine/model/patch/applyPatch';
import { invertPatch } from '../../engine/model/patch/flowPatch';
import { roundCoordinate } from '../../engine/model/roundCoordinate';
import { countFlowChanges } from '../../engine/model/versions/flowDiff';
import { fingerprintChanges, flowFingerprint } from '../../engine/model/versions/flowFingerprint';
import { restorePlan } from '../../engine/model/versions/restorePatch';
import { generateFlow } from '../../engine/testing/generateFlow';
import { widgetPublishedVersions } from '../../server/db/schema';
import { rawRequest } from '../../tests/api/rawHttp';
import { startTestStudio } from '../../tests/harness/testStudio';

const nodeCount = Number(process.argv[2] ?? 100_000);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const ms = (value: number) => `${value.toFixed(value < 10 ? 1 : 0)} ms`;
const rows: string[] = [];
const row = (what: string, values: number[], note = '') => rows.push(`| ${what} | ${ms(median(values))} | ${values.length} | ${note} |`);

function time<T>(run: () => T): [T, number] {
  const started = performance.now();
  const result = run();
  return [result, performance.now() - started];
}

/** `flow` with every hundredth node moved: what a designer's day of edits looks like against a big flow. */
function movedOnePercent(flow: FlowDocument): FlowDocument {
  return { nodes: flow.nodes.map((node, index) => (index % 100 === 50 ? { ...node, x: roundCoordinate(node.x + 40) } : node)), connections: flow.connections };
}

const version = generateFlow({ nodeCount, seed: 42 });
const draft = movedOnePercent(version);

// --- engine ---
const diffTimes: number[] = [];
const fewTimes: { plan: number; apply: number; undo: number; ops: number }[] = [];
const allTimes: { plan: number; apply: number; undo: number; ops: number }[] = [];
for (let run = 0; run < 5; run += 1) {
  diffTimes.push(time(() => countFlowChanges(draft, version))[1]);
  for (const [from, into] of [
    [draft, fewTimes],
    [createInitialFlow(), allTimes],
  ] as const) {
    const model = FlowModel.fromDocument(from);
    const [plan, planMs] = time(() => restorePlan(model, version));
    const [, applyMs] = time(() => applyPatch(model, plan.patch));
    const [, undoMs] = time(() => applyPatch(model, invertPatch(plan.patch)));
    into.push({ plan: planMs, apply: applyMs, undo: undoMs, ops: plan.patch.ops.length });
  }
}
row(`diff of two ${nodeCount.toLocaleString('en')}-node flows (countFlowChanges: what a restore builds on)`, diffTimes);
row(`restore patch, draft 1 % moved: build (restorePlan on the live model)`, fewTimes.map((t) => t.plan), `${fewTimes[0]!.ops.toLocaleString('en')} ops`);
row('  … apply to the draft model (applyPatch, every op checked)', fewTimes.map((t) => t.apply));
row('  … undo (the inverse patch)', fewTimes.map((t) => t.undo));
row('restore patch, empty draft (every node new): build', allTimes.map((t) => t.plan), `${allTimes[0]!.ops.toLocaleString('en')} ops`);
row('  … apply', allTimes.map((t) => t.apply));
row('  … undo', allTimes.map((t) => t.undo));

// --- server ---
const studio = await startTestStudio({ LOG_LEVEL: 'warn' });
try {
  const user = await studio.signUp();
  const authorization = `Bearer ${user.accessToken}`;
  const organization = await user.request('POST', '/organizations', { name: 'Bench' });
  const big = (await user.request('POST', '/widgets', { name: 'Big flow', organizationId: organization.body.id })).body.id as string;
  const put = await rawRequest(`${studio.url}/api/widgets/${big}/flow`, {
    method: 'PUT',
    headers: { authorization, 'content-type': 'application/json', 'content-encoding': 'gzip' },
    body: gzipSync(JSON.stringify({ baseVersion: 1, flow: version })),
  });
  if (put.status !== 200) throw new Error(`PUT answered ${put.status}`);

  const timed = async (method: string, path: string, body?: unknown): Promise<number> => {
    const started = performance.now();
    const answer = await rawRequest(`${studio.url}/api/${path}`, {
      method,
      headers: { authorization, 'accept-encoding': 'br', ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    if (answer.status >= 300) throw new Error(`${method} ${path} answered ${answer.status}: ${answer.bytes.toString().slice(0, 200)}`);
    return performance.now() - started;
  };

  const firstPublish = await timed('PUT', `widgets/${big}/publish`);
  const publishes: number[] = [];
  let flowVersion = 2;
  for (let run = 0; run < 3; run += 1) {
    const move = { op: 'moveNode', id: 2, from: [version.nodes[1]!.x + run * 40, version.nodes[1]!.y], to: [version.nodes[1]!.x + (run + 1) * 40, version.nodes[1]!.y] };
    await timed('PATCH', `widgets/${big}/flow`, { baseVersion: flowVersion, patches: [{ ops: [move] }] });
    flowVersion += 1;
    publishes.push(await timed('PUT', `widgets/${big}/publish`));
  }
  row(`first publish, ${nodeCount.toLocaleString('en')} nodes (no version before it: no diff)`, [firstPublish], 'one sample');
  row('publish after a move (reads the previous version, diffs, stores counts)', publishes);
  // What the history adds to a publish, measured alone on the same database: the new flow's fingerprint, the
  // previous version's fingerprint read, the merge; and, for comparison, reading the previous flow and diffing it.
  const added: number[] = [];
  const byFlow: number[] = [];
  for (let run = 0; run < 3; run += 1) {
    let started = performance.now();
    const fingerprint = flowFingerprint(draft);
    const [previous] = await studio.database.db
      .select({ fingerprint: widgetPublishedVersions.fingerprint })
      .from(widgetPublishedVersions)
      .where(eq(widgetPublishedVersions.widgetId, big))
      .orderBy(desc(widgetPublishedVersions.version))
      .limit(1);
    fingerprintChanges(previous!.fingerprint, fingerprint);
    added.push(performance.now() - started);
    started = performance.now();
    const [flowRow] = await studio.database.db
      .select({ flow: widgetPublishedVersions.flow })
      .from(widgetPublishedVersions)
      .where(eq(widgetPublishedVersions.widgetId, big))
      .orderBy(desc(widgetPublishedVersions.version))
      .limit(1);
    countFlowChanges(flowRow!.flow, draft);
    byFlow.push(performance.now() - started);
  }
  row("  of which the history's part: fingerprint, previous fingerprint read, merge", added, `${(flowFingerprint(draft).byteLength / 1024 / 1024).toFixed(2)} MiB a version`);
  row('  (instead of: read the previous version\'s flow + diff it)', byFlow, 'not done');
  const lists: number[] = [];
  for (let run = 0; run < 15; run += 1) lists.push(await timed('GET', `widgets/${big}/versions`));
  row('GET /versions (4 versions of 100k nodes each)', lists, 'no flow is read');

  const gets: number[] = [];
  let bytes = 0;
  for (let run = 0; run < 3; run += 1) {
    const started = performance.now();
    const answer = await rawRequest(`${studio.url}/api/widgets/${big}/versions/1`, { headers: { authorization, 'accept-encoding': 'br' } });
    gets.push(performance.now() - started);
    bytes = answer.bytes.length;
  }
  row('GET /versions/1 (the stored flow as text, brotli)', gets, `${(bytes / 1024 / 1024).toFixed(2)} MiB on the wire`);

  const republishes: number[] = [];
  for (let run = 0; run < 3; run += 1) republishes.push(await timed('POST', `widgets/${big}/versions/${1 + (run % 2)}/republish`));
  row('POST /versions/{n}/republish (flow copied inside the database, diff against the latest)', republishes);
} finally {
  await studio.close();
}

console.log(`\n${nodeCount.toLocaleString('en')} nodes, ${version.connections.length.toLocaleString('en')} connections (generateFlow seed 42); load average ${loadavg().map((value) => value.toFixed(1)).join(' ')}\n`);
console.log('| what | median | samples | note |\n|---|---|---|---|');
for (const line of rows) console.log(line);
