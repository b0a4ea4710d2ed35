// Browser-side benchmarks in Debian's Chromium (never a downloaded browser): our editor at 1k/5k/10k/100k nodes
// and React Flow at 1k/5k on the same generated flows, same viewport, same scripted pan and zoom. Run by
// bench/run.mjs as `node --import tsx bench/browser/browserBench.ts [--quick] [--out file]`; writes
// { results, chromium, unavailable } as JSON.
import { writeFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { summarize, type BenchEngine, type BenchResult } from '../shared/benchResult';
import { cliOptions } from '../shared/cliOptions';
import { browserPlan, BENCH_PAGE_SEED, type BrowserRunPlan } from './browserPlan';
import { buildPages, DIST } from './buildPages';
import { measurePage, type PageSample } from './measurePage';
import { serveStatic } from './staticServer';
import { CHROMIUM_LAUNCH } from '../../tests/harness/chromium';

export interface BrowserBenchOutput {
  chromium: string;
  results: BenchResult[];
  /** Engines that could not be measured, with why. */
  unavailable: Partial<Record<BenchEngine, string>>;
}

function log(message: string): void {
  process.stderr.write(`[browser] ${message}\n`);
}

function resultsFor(plan: BrowserRunPlan, samples: PageSample[]): BenchResult[] {
  const { engine, nodes } = plan;
  const results = [
    summarize('open_ms', engine, nodes, 'ms', samples.map((s) => s.openMs), { note: 'JSON.parse + mount + first frame presented' }),
    summarize('heap_bytes_per_node', engine, nodes, 'bytes', samples.map((s) => s.heapBytes / nodes), { note: 'V8 heap after GC minus empty page; DOM and GPU memory not included' }),
  ];
  for (const phase of Object.keys(samples[0]?.phases ?? {})) {
    results.push(summarize(`open_${phase}`, engine, nodes, 'ms', samples.map((s) => s.phases[phase] ?? Number.NaN), { note: 'part of open_ms' }));
  }
  for (const kind of ['pan', 'zoom'] as const) {
    const motions = samples.flatMap((s) => (s.motions[kind] ? [s.motions[kind]] : []));
    if (motions.length === 0) continue;
    const frames = motions.reduce((sum, m) => sum + m.scriptingMs.length, 0);
    results.push(
      summarize(`${kind}_frame_ms`, engine, nodes, 'ms', motions.flatMap((m) => m.frameMs), { note: 'requestAnimationFrame deltas' }),
      summarize(`${kind}_scripting_ms`, engine, nodes, 'ms', motions.flatMap((m) => m.scriptingMs), { note: 'engine viewport call + its microtasks + its frame callbacks, per frame' }),
      summarize(`${kind}_main_thread_ms`, engine, nodes, 'ms', motions.map((m) => m.thread.taskMs / Math.max(1, m.scriptingMs.length)), {
        note: `CDP TaskDuration per frame (all main-thread work incl. style/layout), mean of each script; ${frames} frames`,
      }),
    );
  }
  return results;
}

async function main(): Promise<void> {
  const options = cliOptions();
  const plan = browserPlan(options.quick);
  const built = await buildPages(['ours', 'reactflow']);
  const unavailable: BrowserBenchOutput['unavailable'] = { ...built.errors };
  for (const [engine, error] of Object.entries(built.errors)) log(`${engine}: page not built, skipped:\n${error}`);
  const server = await serveStatic(DIST);
  const browser = await chromium.launch(CHROMIUM_LAUNCH);
  const output: BrowserBenchOutput = { chromium: browser.version(), results: [], unavailable };
  try {
    for (const run of plan.runs) {
      const page = built.pages[run.engine];
      if (!page || unavailable[run.engine]) continue;
      const samples: PageSample[] = [];
      try {
        for (let open = 0; open < run.opens; open += 1) {
          const motion = open < run.motions ? { pan: plan.panFrames, zoom: plan.zoomFrames } : null;
          const sample = await measurePage(browser, { url: `${server.url}/${page}`, nodes: run.nodes, seed: BENCH_PAGE_SEED, motion });
          samples.push(sample);
          log(`${run.engine} ${run.nodes}: open ${sample.openMs.toFixed(0)} ms ${JSON.stringify(sample.phases)}, heap ${(sample.heapBytes / run.nodes).toFixed(0)} B/node ${JSON.stringify(sample.describe)}`);
        }
      } catch (error) {
        unavailable[run.engine] = error instanceof Error ? error.message : String(error);
        log(`${run.engine} ${run.nodes}: failed: ${unavailable[run.engine]}`);
        continue;
      }
      output.results.push(...resultsFor(run, samples));
    }
  } finally {
    await browser.close();
    await server.close();
  }
  const json = JSON.stringify(output, null, 2);
  if (options.out) writeFileSync(options.out, json);
  else process.stdout.write(`${json}\n`);
}

await main();
