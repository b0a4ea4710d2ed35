// Event ingestion through the real endpoint (POST /runtime/v1/widgets/{id}/events), batched as the runtime
// sends them: one studio process, PGlite (default) or PostgreSQL (DATABASE_URL: a scratch database is made and
// dropped). Reports events/s and the p50/p95 latency of one batch, and writes bench/results/runtime-ingestion-<db>.json.
//   npx tsx bench/runtime/eventIngestionBench.ts [--batches 400] [--batch 50] [--concurrency 8]
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildStudio } from '../../server/app';
import { loadConfig } from '../../server/config';
import { organizations, users, widgetPublishedVersions, widgets } from '../../server/db/schema';
import { createScratchDatabase } from '../../tests/harness/scratchDatabase';
import { createInitialFlow } from '../../engine/model/initialFlow';
import { flowFingerprint } from '../../engine/model/versions/flowFingerprint';

const argument = (name: string, fallback: number) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? Number(process.argv[index + 1]) : fallback;
};
const BATCHES = argument('batches', 400);
const BATCH = argument('batch', 50);
const CONCURRENCY = argument('concurrency', 8);
const NAMES = ['widget_flow_widget_shown', 'widget_flow_widget_touched', 'node_reached', 'widget_flow_finished'];

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function main() {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'studio-bench-'));
  const scratch = process.env.DATABASE_URL ? await createScratchDatabase(process.env.DATABASE_URL, 'studio_bench') : null;
  const config = loadConfig({
    PORT: '0',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    RUNTIME_RATE_LIMIT_IP: '1000000',
    RUNTIME_RATE_LIMIT_WIDGET: '1000000',
    RUNTIME_EVENTS_PER_SESSION_DAY: '1000000',
    ...(scratch ? { DATABASE_URL: scratch.url } : {}),
  });
  const studio = await buildStudio(config);
  const address = await studio.app.listen({ port: 0, host: '127.0.0.1' });
  try {
    const db = studio.database.db;
    const [user] = await db.insert(users).values({ subject: `bench-${randomUUID()}`, email: 'bench@example.com', name: 'Bench', chatToken: 'x' }).returning();
    const [organization] = await db
      .insert(organizations)
      .values({ name: 'Bench', ownerId: user!.id, createdBy: user!.id, updatedBy: user!.id, quotaPeriodEnd: new Date(Date.now() + 30 * 86_400_000) })
      .returning();
    const [widget] = await db
      .insert(widgets)
      .values({ organizationId: organization!.id, name: 'Bench', createdBy: user!.id, updatedBy: user!.id, publishedAt: new Date(), publishedBy: user!.id, publishedFlowVersion: 1 })
      .returning();
    const flow = createInitialFlow();
    await db
      .insert(widgetPublishedVersions)
      .values({ widgetId: widget!.id, version: 1, flowVersion: 1, flow, nodeCount: 1, connectionCount: 0, fingerprint: flowFingerprint(flow), publishedBy: user!.id });
    const endpoint = `${address}/runtime/v1/widgets/${widget!.id}/events`;

    const batchBody = () => {
      const ids = { sessionId: randomUUID(), pageloadId: randomUUID(), leadId: randomUUID() };
      const now = Date.now();
      return JSON.stringify({
        version: 1,
        events: Array.from({ length: BATCH }, (_, index) => {
          const name = NAMES[index % NAMES.length]!;
          return { id: randomUUID(), name, ...ids, nodeId: 1, at: now, payload: name === 'widget_flow_finished' ? { timeTaken: 1200 } : {} };
        }),
      });
    };
    const send = async () => {
      const body = batchBody();
      const started = performance.now();
      const response = await fetch(endpoint, { method: 'POST', headers: { 'content-type': 'text/plain;charset=UTF-8', origin: 'https://bench.example' }, body });
      await response.text();
      if (response.status !== 202) throw new Error(`events answered ${response.status}`);
      return performance.now() - started;
    };
    for (let warm = 0; warm < 20; warm += 1) await send();
    const latencies: number[] = [];
    let next = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < BATCHES) {
          next += 1;
          latencies.push(await send());
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    latencies.sort((a, b) => a - b);
    const database = scratch ? 'postgresql' : 'pglite';
    const result = {
      metric: 'event_ingestion',
      database,
      batches: BATCHES,
      batchSize: BATCH,
      concurrency: CONCURRENCY,
      eventsPerSecond: Math.round((BATCHES * BATCH) / seconds),
      batchLatencyMs: { p50: Number(percentile(latencies, 50).toFixed(1)), p95: Number(percentile(latencies, 95).toFixed(1)), max: Number(latencies.at(-1)!.toFixed(1)) },
      machine: { cpus: (await import('node:os')).cpus().length, node: process.version },
      at: new Date().toISOString(),
    };
    console.log(JSON.stringify(result, null, 2));
    await writeFile(path.join(import.meta.dirname, '..', 'results', `runtime-ingestion-${database}.json`), JSON.stringify(result, null, 2) + '\n');
  } finally {
    await studio.close();
    await scratch?.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
