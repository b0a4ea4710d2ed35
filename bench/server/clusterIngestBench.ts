// Runtime ingestion through HAProxy (deploy/haproxy.cfg) on one PostgreSQL database: one instance, two instances, and
// two instances with one SIGKILLed a third of the way through. Visitors' browsers are played by CONCURRENCY loops, each
// posting batches of EVENTS_PER_BATCH events and sending a batch again until it is acknowledged (202), as the runtime
// does. Measured: latency of each HTTP attempt (p50/p95/p99, ms), throughput of acknowledged events, attempts that got
// no acknowledgement (5xx, broken connections), and acknowledged events missing from the database afterwards (lost:
// must be 0) or stored twice.
//   DATABASE_URL=postgres://… node --import tsx bench/server/clusterIngestBench.ts [--batches 1500] [--out file]
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { BrowserlessSignIn } from '../../tests/harness/oidcClient';
import { createScratchDatabase } from '../../tests/harness/scratchDatabase';
import { entrypoint, event, visitor } from '../../tests/api/runtimeFixtures';
import { Cluster } from '../../tests/cluster/clusterHarness';

const CONCURRENCY = 16;
const EVENTS_PER_BATCH = 5;
const args = process.argv.slice(2);
const option = (name: string, fallback: string) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? args[index + 1]! : fallback;
};
const BATCHES = Number(option('batches', '1500'));
const OUT = option('out', 'bench/results/cluster-ingest.json');

interface RunResult {
  scenario: string;
  instances: number;
  batches: number;
  acknowledgedEvents: number;
  seconds: number;
  eventsPerSecond: number;
  attempts: number;
  unacknowledgedAttempts: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  lostAcknowledgedEvents: number;
  duplicatedEvents: number;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function run(scenario: string, instances: 1 | 2, killMidRun: boolean): Promise<RunResult> {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) throw new Error('set DATABASE_URL to a PostgreSQL server');
  const scratch = await createScratchDatabase(databaseUrl, 'studio_bench');
  const dataDir = await mkdtemp(path.join(tmpdir(), 'studio-bench-data-'));
  const cluster = await Cluster.create({
    DATABASE_URL: scratch.url,
    DATA_DIR: dataDir,
    SECRETS_KEY: randomBytes(32).toString('base64url'),
    TRUST_PROXY: 'loopback',
    LOG_LEVEL: 'warn',
    RUNTIME_RATE_LIMIT_IP: '10000000',
    RUNTIME_RATE_LIMIT_WIDGET: '10000000',
    RUNTIME_EVENTS_PER_SESSION_DAY: '100000',
  });
  try {
    const first = await cluster.startInstance('a');
    const second = instances === 2 ? await cluster.startInstance('b') : first;
    await cluster.startHaproxy(first, second);
    const lb = cluster.lbUrl;
    const tokens = await new BrowserlessSignIn({ baseUrl: lb, clientId: 'studio', scope: 'openid email profile' }).run({
      mode: 'signup',
      email: `bench-${randomBytes(4).toString('hex')}@example.com`,
      name: 'Bench',
      password: `pw-${randomBytes(8).toString('hex')}`,
    });
    const api = async (method: string, apiPath: string, body?: unknown) => {
      const response = await fetch(`${lb}/api${apiPath}`, {
        method,
        headers: { authorization: `Bearer ${tokens.access_token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return (await response.json()) as any;
    };
    const organization = await api('POST', '/organizations', { name: 'Bench' });
    const widget = await api('POST', '/widgets', { name: 'Bench', organizationId: organization.id });
    const flow = await api('GET', `/widgets/${widget.id}/flow`);
    await api('PUT', `/widgets/${widget.id}/flow`, { baseVersion: flow.version, flow: { nodes: [entrypoint()], connections: [] } });
    await api('PUT', `/widgets/${widget.id}/publish`);

    const latencies: number[] = [];
    const acknowledged: string[] = [];
    let attempts = 0;
    let unacknowledged = 0;
    let sent = 0;
    let killed = false;
    const started = performance.now();
    const loop = async () => {
      while (sent < BATCHES) {
        sent += 1;
        if (killMidRun && !killed && sent >= BATCHES / 3) {
          killed = true;
          void first.stopWith('SIGKILL');
        }
        const ids = visitor();
        const batch = { version: 1, events: Array.from({ length: EVENTS_PER_BATCH }, () => event('widget_flow_widget_touched', ids, { payload: { timeTaken: 10 } })) };
        for (;;) {
          attempts += 1;
          const begin = performance.now();
          const status = await fetch(`${lb}/runtime/v1/widgets/${widget.id}/events`, {
            method: 'POST',
            headers: { 'content-type': 'text/plain' },
            body: JSON.stringify(batch),
          }).then(
            async (response) => {
              await response.arrayBuffer();
              return response.status;
            },
            () => 0,
          );
          latencies.push(performance.now() - begin);
          if (status === 202) break;
          unacknowledged += 1;
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        acknowledged.push(...batch.events.map((sentEvent) => sentEvent.id));
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, loop));
    const seconds = (performance.now() - started) / 1000;

    const client = new pg.Client({ connectionString: scratch.url });
    await client.connect();
    const stored = await client.query('SELECT id::text, count(*)::int AS copies FROM widget_events WHERE id = ANY($1::uuid[]) GROUP BY id', [acknowledged]);
    await client.end();
    const storedIds = new Set(stored.rows.map((row: { id: string }) => row.id));
    const sorted = [...latencies].sort((x, y) => x - y);
    return {
      scenario,
      instances,
      batches: BATCHES,
      acknowledgedEvents: acknowledged.length,
      seconds: Number(seconds.toFixed(1)),
      eventsPerSecond: Math.round(acknowledged.length / seconds),
      attempts,
      unacknowledgedAttempts: unacknowledged,
      p50: Number(percentile(sorted, 50).toFixed(1)),
      p95: Number(percentile(sorted, 95).toFixed(1)),
      p99: Number(percentile(sorted, 99).toFixed(1)),
      max: Number(sorted[sorted.length - 1]!.toFixed(1)),
      lostAcknowledgedEvents: acknowledged.filter((id) => !storedIds.has(id)).length,
      duplicatedEvents: stored.rows.filter((row: { copies: number }) => row.copies > 1).length,
    };
  } finally {
    await cluster.stop();
    await scratch.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

const loadBefore = os.loadavg();
const results: RunResult[] = [];
results.push(await run('1 instance', 1, false));
results.push(await run('2 instances', 2, false));
results.push(await run('2 instances, one SIGKILLed at 1/3', 2, true));
const report = {
  machine: { cpus: os.cpus().length, loadAverageBefore: loadBefore.map((value) => Number(value.toFixed(2))), loadAverageAfter: os.loadavg().map((value) => Number(value.toFixed(2))) },
  concurrency: CONCURRENCY,
  eventsPerBatch: EVENTS_PER_BATCH,
  results,
};
await mkdir(path.dirname(OUT), { recursive: true });
await writeFile(OUT, `${JSON.stringify(report, null, 2)}\n`);
console.log('| scenario | events/s | p50 ms | p95 ms | p99 ms | max ms | attempts not acknowledged | acknowledged lost | duplicated |');
console.log('|---|---|---|---|---|---|---|---|---|');
for (const r of results) {
  console.log(`| ${r.scenario} | ${r.eventsPerSecond} | ${r.p50} | ${r.p95} | ${r.p99} | ${r.max} | ${r.unacknowledgedAttempts} of ${r.attempts} | ${r.lostAcknowledgedEvents} | ${r.duplicatedEvents} |`);
}
console.log(`load average before ${report.machine.loadAverageBefore.join(' ')}, after ${report.machine.loadAverageAfter.join(' ')}`);
