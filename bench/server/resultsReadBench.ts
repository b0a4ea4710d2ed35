// Reading results at scale through the real HTTP API (issue 14): one widget seeded with many flow events and
// collected records (resultsSeed.ts: the tables ingestion writes, counters included), then each results call is
// timed from a client over HTTP with a signed-in member's token: stats for 4w, the first events page, filtered
// events pages (by names: errors, a rare name; operations, a common one), a session's trace, the first records
// page, and the results overlay's node counts for 4w. PGlite by default; with DATABASE_URL a scratch database on
// that server (dropped afterwards unless --keep). Results are merged into bench/results/results-read.json by
// database and event count.
//   npx tsx bench/server/resultsReadBench.ts [--events 1000000] [--records 100000] [--samples 100] [--keep]
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { OPERATION_EVENT_NAMES } from '../../contracts/runtime';
import { buildStudio } from '../../server/app';
import { loadConfig } from '../../server/config';
import { organizations } from '../../server/db/schema';
import { BrowserlessSignIn } from '../../tests/harness/oidcClient';
import { createScratchDatabase } from '../../tests/harness/scratchDatabase';
import { quantile } from '../shared/benchResult';
import { EVENTS_PER_SESSION, seedResults, sessionUuid } from './resultsSeed';

const argument = (name: string, fallback: number) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? Number(process.argv[index + 1]) : fallback;
};
const EVENTS = argument('events', 1_000_000);
const RECORDS = argument('records', 100_000);
const SAMPLES = argument('samples', 100);
const WARM_UP = 5;
/** An endpoint stops sampling after this long (with at least MIN_SAMPLES): a slow query must not take hours. */
const ENDPOINT_BUDGET_MS = 90_000;
const MIN_SAMPLES = 20;
const KEEP = process.argv.includes('--keep');
const PORT = Number(process.env.RESULTS_BENCH_PORT ?? 18131);
const OUT = path.join(import.meta.dirname, '..', 'results', 'results-read.json');
const TARGET_P95_MS = 100;

const log = (line: string) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${line}`);
const loadAverage = () => os.loadavg().map((value) => Number(value.toFixed(2)));

interface EndpointResult {
  name: string;
  path: string;
  samples: number;
  median: number;
  p95: number;
  min: number;
  max: number;
  /** The very first call (cold: nothing of it kept yet, e.g. the first stats call of the day), ms. */
  firstCall: number;
  /** What the first answer held (a total, a count of rows), to show the call did real work. */
  answered: string;
  withinTarget: boolean;
}

async function main() {
  const loadAtStart = loadAverage();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'studio-results-bench-'));
  const scratch = process.env.DATABASE_URL ? await createScratchDatabase(process.env.DATABASE_URL, 'studio_results_bench') : null;
  const database = scratch ? 'postgresql' : 'pglite';
  const url = `http://127.0.0.1:${PORT}`;
  const config = loadConfig({ PORT: String(PORT), PUBLIC_URL: url, DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...(scratch ? { DATABASE_URL: scratch.url } : {}) });
  const studio = await buildStudio(config);
  await studio.app.listen({ port: PORT, host: '127.0.0.1' });
  log(`studio on ${url} (${database}${scratch ? `: ${scratch.name}` : ''}); load average ${loadAtStart.join(' ')}`);
  try {
    const email = `bench-${randomUUID()}@example.com`;
    const password = `pw-${randomBytes(8).toString('hex')}`;
    const signIn = (mode: 'signup' | 'signin') => new BrowserlessSignIn({ baseUrl: url, clientId: 'studio', scope: 'openid email profile' }).run({ mode, email, password, name: 'Bench' });
    let token = (await signIn('signup')).access_token;
    const api = async (method: string, apiPath: string, body?: unknown) => {
      const response = await fetch(`${url}/api${apiPath}`, {
        method,
        headers: { authorization: `Bearer ${token}`, accept: 'application/json', ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      if (!response.ok) throw new Error(`${method} ${apiPath} answered ${response.status}: ${text.slice(0, 300)}`);
      return text ? JSON.parse(text) : null;
    };
    const organizationId = (await api('POST', '/organizations', { name: 'Bench' })).id as string;
    // The Company plan keeps 28 days of statistics (4w).
    await studio.database.db.update(organizations).set({ planTemplate: 'company' }).where(eq(organizations.id, organizationId));
    const widgetId = (await api('POST', '/widgets', { name: 'Bench', organizationId })).id as string;
    const published = await api('PUT', `/widgets/${widgetId}/publish`);
    if (!published.publishedAt) throw new Error('the widget did not publish');

    log(`seeding ${EVENTS.toLocaleString('en-US')} events and ${RECORDS.toLocaleString('en-US')} records`);
    const seedTimes = await seedResults(studio.database.db, { widgetId, organizationId }, { events: EVENTS, records: RECORDS }, log);
    log(`seeded: events ${seedTimes.eventsSeconds.toFixed(0)} s, records ${seedTimes.recordsSeconds.toFixed(0)} s, counters ${seedTimes.countersSeconds.toFixed(0)} s, vacuum analyze ${seedTimes.analyzeSeconds.toFixed(0)} s`);
    // A fresh token (the seeding may outlast one). Idle keep-alive sockets closed by the server while seeding can
    // reset the first request: try again.
    for (let attempt = 1; ; attempt += 1) {
      try {
        token = (await signIn('signin')).access_token;
        break;
      } catch (error) {
        if (attempt >= 3) throw error;
        log(`sign-in failed (${error instanceof Error ? error.message : String(error)}), again`);
      }
    }

    const sessions = Math.ceil(EVENTS / EVENTS_PER_SESSION);
    let traceSeed = 7;
    const randomSession = () => {
      traceSeed = (traceSeed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return sessionUuid(traceSeed % sessions);
    };
    const base = `/widgets/${widgetId}`;
    const calls: { name: string; path: () => string; answered(body: any): string }[] = [
      { name: 'stats 4w', path: () => `${base}/stats?period=4w`, answered: (body) => `shows ${body.metrics.shows.value}, unique users ${body.metrics.uniqueUsers.value}` },
      { name: 'events, first page', path: () => `${base}/events`, answered: (body) => `${body.events.length} of ${body.total}` },
      { name: 'events by names: errors', path: () => `${base}/events?event_names=widget_flow_error_thrown`, answered: (body) => `${body.events.length} of ${body.total}` },
      {
        name: 'events by names: operations',
        path: () => `${base}/events?event_names=${OPERATION_EVENT_NAMES.join(',')}`,
        answered: (body) => `${body.events.length} of ${body.total}`,
      },
      { name: 'trace of a session', path: () => `${base}/events?session_id=${randomSession()}`, answered: (body) => `${body.events.length} of ${body.total}` },
      { name: 'records, first page', path: () => `${base}/collected_records`, answered: (body) => `${body.records.length} of ${body.total}` },
      { name: 'node counts 4w (results overlay)', path: () => `${base}/stats/nodes?period=4w`, answered: (body) => `${Object.keys(body.reached).length} nodes` },
    ];
    const results: EndpointResult[] = [];
    for (const call of calls) {
      let answered = '';
      let firstCall = 0;
      for (let warm = 0; warm < WARM_UP; warm += 1) {
        const at = performance.now();
        answered = call.answered(await api('GET', call.path()));
        if (warm === 0) firstCall = performance.now() - at;
      }
      const times: number[] = [];
      const started = performance.now();
      while (times.length < SAMPLES && (times.length < MIN_SAMPLES || performance.now() - started < ENDPOINT_BUDGET_MS)) {
        const apiPath = call.path();
        const at = performance.now();
        await api('GET', apiPath);
        times.push(performance.now() - at);
      }
      times.sort((a, b) => a - b);
      const round = (value: number) => Number(value.toFixed(1));
      const result: EndpointResult = {
        name: call.name,
        path: call.path().replace(widgetId, '{id}'),
        samples: times.length,
        median: round(quantile(times, 0.5)),
        p95: round(quantile(times, 0.95)),
        min: round(times[0]!),
        max: round(times.at(-1)!),
        firstCall: round(firstCall),
        answered,
        withinTarget: quantile(times, 0.95) <= TARGET_P95_MS,
      };
      results.push(result);
      log(`${result.name.padEnd(34)} p50 ${String(result.median).padStart(7)} ms  p95 ${String(result.p95).padStart(7)} ms  first ${String(result.firstCall).padStart(7)} ms  (${result.samples} samples; ${answered})`);
    }
    const run = {
      database,
      events: sessions * EVENTS_PER_SESSION,
      records: RECORDS,
      seed: seedTimes,
      targetP95Ms: TARGET_P95_MS,
      endpoints: results,
      machine: { cpus: os.cpus().length, node: process.version, loadAverageAtStart: loadAtStart, loadAverageAtEnd: loadAverage() },
      at: new Date().toISOString(),
    };
    const previous = JSON.parse(await readFile(OUT, 'utf8').catch(() => '{"runs":[]}')) as { runs: (typeof run)[] };
    const runs = previous.runs.filter((other) => !(other.database === run.database && other.events === run.events));
    runs.push(run);
    runs.sort((a, b) => a.database.localeCompare(b.database) || a.events - b.events);
    await writeFile(OUT, JSON.stringify({ runs }, null, 2) + '\n');
    log(`written to ${path.relative(process.cwd(), OUT)}; load average ${run.machine.loadAverageAtEnd.join(' ')}`);
  } finally {
    await studio.close();
    if (scratch && !KEEP) await scratch.drop();
    else if (scratch) log(`kept ${scratch.url}: drop it with DROP DATABASE ${scratch.name}`);
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
