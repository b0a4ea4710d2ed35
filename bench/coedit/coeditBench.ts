// bench/coedit (issue 22): simulated editors (tests/harness/LiveEditor: the studio's own editor engine and
// co-editing session in Node, over the real API and live channel) edit one large flow at once. Measures, per accepted change, the time from the author's save answer (and from the
// save being sent) until each other editor has applied it; the studio processes' CPU and memory; and whether every
// editor ends with exactly the server's flow (divergence). Runs: one instance on PGlite (the embedded default), one
// on PostgreSQL, and the editors split across two instances on one PostgreSQL (needs DATABASE_URL: a PostgreSQL
// server on which scratch databases may be created).
//   npm run bench:coedit -- [--editors 20] [--nodes 100000] [--rate 2] [--seconds 60] [--runs pglite,postgres,split] [--out file]
import { fork, type ChildProcess } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import { canonicalDocument } from '../../engine/testing/canonicalDocument';
import { generateFlow } from '../../engine/testing/generateFlow';
import { seededRandom } from '../../engine/testing/seededRandom';
import type { FlowDocument } from '../../engine/model/flowTypes';
import { freePort } from '../../tests/harness/freePort';
import { BrowserlessSignIn } from '../../tests/harness/oidcClient';
import { createScratchDatabase, type ScratchDatabase } from '../../tests/harness/scratchDatabase';
import { randomEditorEdit } from '../../engine/testing/randomEditorEdit';
import { LiveEditor } from '../../tests/harness/LiveEditor';

interface ApiAnswer {
  status: number;
  body: any;
}

type RunKind = 'pglite' | 'postgres' | 'split';

function option(name: string, fallback: string): string {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? (process.argv[index + 1] ?? fallback) : fallback;
}

const EDITORS = Number(option('editors', '20'));
const NODES = Number(option('nodes', '100000'));
const RATE = Number(option('rate', '2'));
const SECONDS = Number(option('seconds', '60'));
const RUNS = option('runs', process.env.DATABASE_URL ? 'pglite,postgres,split' : 'pglite').split(',') as RunKind[];
const OUT = option('out', 'bench/results/coedit.json');
/** How long the editors may take to settle after editing stops (a starved machine needs minutes). */
const SETTLE_TIMEOUT_MS = 600_000;

interface Instance {
  url: string;
  child: ChildProcess;
  call(message: Record<string, unknown>): Promise<any>;
}

async function startInstance(env: Record<string, string>, port: number): Promise<Instance> {
  const child = fork(path.join(import.meta.dirname, 'studioProcess.ts'), [], {
    // COEDIT_STUDIO_PROFILE=dir: each studio process writes a V8 CPU profile there when it stops.
    execArgv: ['--import', 'tsx', ...(process.env.COEDIT_STUDIO_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.COEDIT_STUDIO_PROFILE}`] : [])],
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  let next = 0;
  const waiting = new Map<number, (value: any) => void>();
  await new Promise<void>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`studio exited with ${code}`)));
    child.on('message', (message: any) => {
      if (message.type === 'ready') resolve();
      else waiting.get(message.id)?.(message);
    });
  });
  return {
    url: `http://127.0.0.1:${port}`,
    child,
    call(message) {
      const id = ++next;
      return new Promise((resolve) => {
        waiting.set(id, resolve);
        child.send({ ...message, id });
      });
    },
  };
}

function api(baseUrl: string, token: string) {
  return async (method: string, apiPath: string, body?: unknown): Promise<ApiAnswer> => {
    const response = await fetch(`${baseUrl}/api${apiPath}`, {
      method,
      headers: { authorization: `Bearer ${token}`, accept: 'application/json', ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : null };
  };
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/** Percentiles of the instances' notice → sent histograms (summed), each the upper bound of its bucket, by source. */
function deliveryPercentiles(stats: { deliveries: { source: string; le: string; count: number }[] }[]) {
  const bySource = new Map<string, Map<number, number>>();
  for (const stat of stats) {
    for (const { source, le, count } of stat.deliveries) {
      const buckets = bySource.get(source) ?? bySource.set(source, new Map()).get(source)!;
      const bound = le === '+Inf' ? Infinity : Number(le) * 1000;
      buckets.set(bound, (buckets.get(bound) ?? 0) + count);
    }
  }
  const result: Record<string, { count: number; p50: number; p95: number; p99: number }> = {};
  for (const [source, buckets] of bySource) {
    const sorted = [...buckets].sort((a, b) => a[0] - b[0]);
    const total = sorted.at(-1)?.[1] ?? 0;
    const at = (p: number) => sorted.find(([, count]) => count >= (p / 100) * total)?.[0] ?? Number.NaN;
    result[source] = { count: total, p50: at(50), p95: at(95), p99: at(99) };
  }
  return result;
}

function summary(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const round = (value: number) => Math.round(value * 10) / 10;
  return { samples: sorted.length, p50: round(percentile(sorted, 50)), p95: round(percentile(sorted, 95)), p99: round(percentile(sorted, 99)), max: round(sorted.at(-1) ?? Number.NaN) };
}

/** JSON with object keys sorted (stored jsonb and a merged config may order keys differently; order carries no meaning). */
function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const record = value as Record<string, unknown>;
    return `{${Object.keys(record)
      .filter((key) => record[key] !== undefined)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${stableJson(record[key])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value);
}

function hashOf(document: FlowDocument): string {
  return createHash('sha256').update(stableJson(canonicalDocument(document))).digest('hex');
}

async function run(kind: RunKind) {
  const started = Date.now();
  const dataDirs: string[] = [];
  let scratch: ScratchDatabase | null = null;
  const instances: Instance[] = [];
  try {
    const ports = [await freePort(), await freePort()];
    const publicUrl = `http://127.0.0.1:${ports[0]}`;
    // Instances of one deployment share the public URL (the tokens' issuer) and the secrets key.
    const secretsKey = randomBytes(32).toString('hex');
    if (kind !== 'pglite') {
      if (!process.env.DATABASE_URL) throw new Error('needs DATABASE_URL');
      scratch = await createScratchDatabase(process.env.DATABASE_URL, 'coedit_bench');
    }
    for (let index = 0; index < (kind === 'split' ? 2 : 1); index += 1) {
      const dataDir = await mkdtemp(path.join(tmpdir(), 'coedit-bench-'));
      dataDirs.push(dataDir);
      instances.push(
        await startInstance({ PUBLIC_URL: publicUrl, DATA_DIR: dataDir, DATABASE_URL: scratch?.url ?? '', SECRETS_KEY: secretsKey, LOG_LEVEL: 'error' }, ports[index]!),
      );
    }
    // The team: an owner and EDITORS - 1 members, all signed up through the provider.
    const users = [];
    for (let index = 0; index < EDITORS; index += 1) {
      const tokens = await new BrowserlessSignIn({ baseUrl: publicUrl, clientId: 'studio', scope: 'openid email profile' }).run({
        mode: 'signup',
        email: `coedit-${index}-${started}@example.com`,
        name: `Editor ${index}`,
        password: `coedit-bench-${started}-password`,
      });
      const request = api(publicUrl, tokens.access_token);
      const me = await request('GET', '/users/me');
      users.push({ accessToken: tokens.access_token, id: me.body.id as string, request });
    }
    const owner = users[0]!;
    const organization = await owner.request('POST', '/organizations', { name: 'Co-edit bench' });
    const widget = await owner.request('POST', '/widgets', { name: 'Big flow', organizationId: organization.body.id });
    const widgetId = widget.body.id as string;
    for (const user of users.slice(1)) await instances[0]!.call({ type: 'addMember', organizationId: organization.body.id, userId: user.id });
    const flow = generateFlow({ nodeCount: NODES, seed: 42 });
    const put = await owner.request('PUT', `/widgets/${widgetId}/flow`, { baseVersion: 1, flow });
    if (put.status !== 200) throw new Error(`PUT refused: ${put.status} ${JSON.stringify(put.body).slice(0, 300)}`);
    const initial = await owner.request('GET', `/widgets/${widgetId}/flow`);
    const document = initial.body.flow as FlowDocument;

    // Latency bookkeeping (all in this process, one clock). A save's request time by the version it made.
    const answeredAt = new Map<number, { at: number; sentAt: number; author: number }>();
    const appliedAt = new Map<number, Map<number, number>>();
    let reloads = 0;
    /** The PATCH answers by status (and error code): refused saves are retried with back-off, which slows the settle. */
    const saveAnswers: Record<string, number> = {};
    const editors = users.map((user, index) => {
      const url = instances[kind === 'split' ? index % 2 : 0]!.url;
      const call = api(url, user.accessToken);
      const timed = async (method: string, apiPath: string, body?: unknown): Promise<ApiAnswer> => {
        const sentAt = performance.now();
        const answer = await call(method, apiPath, body);
        if (method === 'PATCH') {
          const label = answer.status === 200 ? '200' : `${answer.status} ${answer.body?.error ?? ''}`.trim();
          saveAnswers[label] = (saveAnswers[label] ?? 0) + 1;
        }
        if (method === 'PATCH' && answer.status === 200 && answer.body.applied.some((patch: { ops: unknown[] }) => patch.ops.length > 0)) {
          answeredAt.set(answer.body.version as number, { at: performance.now(), sentAt, author: index });
        }
        return answer;
      };
      const editor = LiveEditor.onDocument(`e${index}`, url, widgetId, { accessToken: user.accessToken, request: timed }, user.id, document, initial.body.version, timed);
      editor.collab.session.listen({
        remoteChange: (change) => {
          const byEditor = appliedAt.get(change.version) ?? appliedAt.set(change.version, new Map()).get(change.version)!;
          byEditor.set(index, performance.now());
        },
        resynced: () => {
          reloads += 1;
        },
      });
      return editor;
    });
    // Every editor first (seconds of synchronous work each), then the channels: a channel open while this process is
    // busy building the next editor would miss its pings and be dropped as silent.
    for (const editor of editors) editor.connect();
    const welcomed = performance.now();
    while (!editors.every((editor) => editor.welcomes > 0)) {
      if (performance.now() - welcomed > 120_000) throw new Error('the channels did not open');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    // The editors' own clocks (debounces, gap waits) follow the real one.
    let ticked = performance.now();
    const clock = setInterval(() => {
      const now = performance.now();
      for (const editor of editors) editor.test.wait(now - ticked);
      ticked = now;
    }, 50);
    let edits = 0;
    const edit = (editor: LiveEditor, random: () => number) => {
      if (randomEditorEdit(editor.editor, random) !== null) edits += 1;
      editor.editor.flushSave();
    };

    // Edit: each editor RATE times a second (evenly spread, its own phase) for SECONDS.
    const statsBefore = await Promise.all(instances.map((instance) => instance.call({ type: 'stats' })));
    const benchCpuBefore = process.cpuUsage();
    const peakRss = instances.map(() => 0);
    // The pool's waiting requests, sampled (node-postgres only): a save waiting for the flow's row lock holds a connection.
    const poolWaiting: number[] = [];
    const sampler = setInterval(async () => {
      const stats = await Promise.all(instances.map((instance) => instance.call({ type: 'stats' })));
      stats.forEach((stat, index) => (peakRss[index] = Math.max(peakRss[index]!, stat.memory.rss)));
      for (const stat of stats) if (stat.pool) poolWaiting.push(stat.pool.waiting);
    }, 250);
    const editStart = performance.now();
    const timers = editors.map((editor, index) => {
      const interval = 1000 / RATE;
      const random = seededRandom(1000 + index);
      let timer: NodeJS.Timeout;
      const first = setTimeout(() => {
        edit(editor, random);
        timer = setInterval(() => edit(editor, random), interval);
      }, (index / editors.length) * interval);
      return () => {
        clearTimeout(first);
        clearInterval(timer);
      };
    });
    await new Promise((resolve) => setTimeout(resolve, SECONDS * 1000));
    for (const stop of timers) stop();
    const editSeconds = (performance.now() - editStart) / 1000;
    const statsAfter = await Promise.all(instances.map((instance) => instance.call({ type: 'stats' })));
    const benchCpu = process.cpuUsage(benchCpuBefore);
    clearInterval(sampler);

    // Settle: every save answered and confirmed, every editor at the server's version.
    const settleStart = performance.now();
    let serverVersion = 0;
    const settled = (editor: LiveEditor, version: number) =>
      !editor.collab.session.hasUnconfirmed && editor.editor.getSnapshot().save === 'saved' && editor.collab.session.version === version;
    for (;;) {
      for (const editor of editors) editor.editor.flushSave();
      // The server's version, asked cheaply: the changes after the newest version an editor has (so few or none).
      const newest = Math.max(...editors.map((editor) => editor.collab.session.version));
      serverVersion = (await owner.request('GET', `/widgets/${widgetId}/flow/changes?since=${newest}`)).body?.version ?? serverVersion;
      if (editors.every((editor) => settled(editor, serverVersion))) break;
      if (performance.now() - settleStart > SETTLE_TIMEOUT_MS) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const settleMs = Math.round(performance.now() - settleStart);
    const final = await owner.request('GET', `/widgets/${widgetId}/flow`);
    clearInterval(clock);
    for (const editor of editors) editor.disconnect();
    const serverHash = hashOf(final.body.flow);
    // Divergence is judged among the editors that settled (those still catching up are counted apart).
    const isSettled = (editor: LiveEditor) => settled(editor, final.body.version);
    const divergent = editors.filter((editor) => isSettled(editor) && hashOf(editor.editor.exportDocument()) !== serverHash).length;
    const unsettled = editors.filter((editor) => !isSettled(editor)).length;
    for (const editor of editors) editor.destroy();

    // Latencies. A change is accepted when the server committed it; the first moment anyone here learns of it (the
    // author's answer, or any editor's channel) stands for that, so the delivery to the others is never negative.
    const perDelivery: number[] = [];
    const allOthers: number[] = [];
    const endToEnd: number[] = [];
    let missing = 0;
    for (const [version, accepted] of answeredAt) {
      const applied = appliedAt.get(version) ?? new Map<number, number>();
      const acceptedAt = Math.min(accepted.at, ...applied.values());
      let last = -Infinity;
      for (let index = 0; index < editors.length; index += 1) {
        if (index === accepted.author) continue;
        const at = applied.get(index);
        if (at === undefined) {
          missing += 1;
          continue;
        }
        perDelivery.push(at - acceptedAt);
        endToEnd.push(at - accepted.sentAt);
        last = Math.max(last, at);
      }
      if (last > -Infinity) allOthers.push(last - acceptedAt);
    }
    const cpu = instances.map((_, index) => {
      const before = statsBefore[index]!.cpu;
      const after = statsAfter[index]!.cpu;
      return Math.round(((after.user - before.user + after.system - before.system) / 1000 / (editSeconds * 1000)) * 1000) / 10;
    });
    return {
      run: kind,
      editors: EDITORS,
      nodes: NODES,
      rate: RATE,
      seconds: Math.round(editSeconds),
      edits,
      saves: answeredAt.size,
      versions: final.body.version - initial.body.version,
      reloads,
      saveAnswers,
      acceptedToAppliedMs: summary(perDelivery),
      acceptedToAppliedOnAllOthersMs: summary(allOthers),
      sentToAppliedMs: summary(endToEnd),
      missingDeliveries: missing,
      divergent,
      unsettled,
      serverCpuPercentOfOneCore: cpu,
      serverPeakRssMiB: peakRss.map((rss) => Math.round(rss / 1024 / 1024)),
      benchProcessCpuPercentOfOneCore: Math.round(((benchCpu.user + benchCpu.system) / 1000 / (editSeconds * 1000)) * 1000) / 10,
      settleMs,
      poolWaiting: poolWaiting.length === 0 ? null : summary(poolWaiting),
      serverNoticeToSentMs: deliveryPercentiles(statsAfter),
      reconnections: editors.reduce((sum, editor) => sum + editor.welcomes - 1, 0),
      loadAverage: os.loadavg().map((value) => Math.round(value * 10) / 10),
    };
  } finally {
    for (const instance of instances) await instance.call({ type: 'stop' }).catch(() => {});
    await scratch?.drop().catch(() => {});
    for (const dataDir of dataDirs) await rm(dataDir, { recursive: true, force: true });
  }
}

const results = [];
for (const kind of RUNS) {
  process.stderr.write(`coedit: ${kind}, ${EDITORS} editors, ${NODES} nodes, ${RATE} edits/s each for ${SECONDS} s\n`);
  const result = await run(kind);
  process.stderr.write(`${JSON.stringify(result)}\n`);
  results.push(result);
}
const report = { machine: { cpus: os.cpus().length, loadAverage: os.loadavg().map((value) => Math.round(value * 100) / 100), node: process.version }, at: new Date().toISOString(), results };
await writeFile(OUT, `${JSON.stringify(report, null, 2)}\n`);
for (const result of results) {
  const a = result.acceptedToAppliedMs;
  const all = result.acceptedToAppliedOnAllOthersMs;
  console.log(
    `| ${result.run} | ${result.editors} × ${result.rate}/s, ${result.seconds} s | ${result.edits} edits, ${result.versions} versions | ${a.p50} / ${a.p95} / ${a.p99} | ${all.p50} / ${all.p95} / ${all.p99} | ${result.sentToAppliedMs.p50} / ${result.sentToAppliedMs.p95} | ${result.serverCpuPercentOfOneCore.join(' + ')} % | ${result.serverPeakRssMiB.join(' + ')} MiB | ${result.divergent} |`,
  );
}
