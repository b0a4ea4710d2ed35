// The studio-level open (issue 24): the real server (one or more builds, each on a fresh data folder), a user signed
// up through the provider's pages, one widget per flow size whose flow is replaced by a generated one (PUT), then:
//
// - cold rounds, what a first visit gets: a save just before (PATCH of a one-node move: the server's kept answers are
//   of an older version), a fresh Chromium (no profile: empty HTTP, code and GPU caches), the stored session put in
//   sessionStorage before the app runs (a refresh or a bookmark opened in a signed-in tab), navigation to the flow;
// - warm rounds, a second visit: the same signed-in tab navigated to the flow again (HTTP cache warm, GPU process
//   warm, the server's answer kept).
//
// Per round: navigation start → first frame with nodes drawn, → full detail, the longest main-thread task, the
// page's flow-open marks and a waterfall of the requests. Builds alternate round by round, so an A/B comparison
// (`--builds dist-before,dist-after`) shares the machine's load; `dist@no-gpu` runs a build's browsers with a named set of
// GL switches (tests/harness/chromium.ts GL_SETS), so `--builds dist,dist@no-gpu` puts two ways of drawing side by side.
//
// `BUILD_DIR=dist-x node --import tsx bench/studio/studioOpenBench.ts [--sizes 1000,20000,100000] [--builds a,b]
//  [--shaders] [--left-off] [--out file] [--profile file [--profile-round n]] [--screens dir]`
// BENCH_COLD_ROUNDS (3), BENCH_ROUNDS (warm, 3), STUDIO_BENCH_PORT (18173; builds take consecutive ports).
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { resultsTable, summarize, type BenchResult } from '../shared/benchResult';
import { SHADER_PROBE_SCRIPT, shaderTable } from '../browser/shaderProbe';
import { measureOpen, OPEN_PROBE, type OpenSample } from './measureOpen';
import { formatWaterfall, serialChain } from './requestWaterfall';
import { generateFlow } from '../../engine/testing/generateFlow';
import { lastViewKey } from '../../src/pages/flow/lastFlowView';
import { BENCH_FLOW_SEED, saveOneMove, startStudioUnderTest, stopStudioUnderTest, VIEWPORT, type BenchWidget, type StudioUnderTest } from './studioSetup';

const root = path.resolve(import.meta.dirname, '../..');
const argv = process.argv.slice(2);
const option = (name: string): string | null => (argv.includes(name) ? (argv[argv.indexOf(name) + 1] ?? null) : null);
const builds = (option('--builds') ?? process.env.BUILD_DIR ?? 'dist').split(',').filter(Boolean);
const sizes = (option('--sizes') ?? option('--nodes') ?? '100000').split(',').map(Number);
const out = option('--out');
const coldRounds = Number(process.env.BENCH_COLD_ROUNDS ?? 3);
const warmRounds = Number(process.env.BENCH_ROUNDS ?? 3);
const firstPort = Number(process.env.STUDIO_BENCH_PORT ?? 18173);
/** One extra cold round per build and size with the WebGL program hook (never a timed round: it adds round trips). */
const shaders = argv.includes('--shaders');
/** --profile <file>: a CPU profile of cold round n (--profile-round, default 1) of the first build and size. */
const profileOut = option('--profile');
const profileRound = Number(option('--profile-round') ?? 1);
/** --trace <file>: a Chromium trace (gpu, viz, toplevel, the page's marks) of cold round n (--profile-round) of the first build and size. */
const traceOut = option('--trace');
/** --profile-warm <file>: a CPU profile of warm round n (--profile-round) of the first build and size. */
const profileWarmOut = option('--profile-warm');
/** --trace-warm <file>: a Chromium trace (as --trace) of warm round n (--profile-round) of the first build and size. */
const traceWarmOut = option('--trace-warm');
/** --screens <dir>: screenshots of the last warm round while the flow loads and once it is drawn. */
const screensDir = option('--screens');
/**
 * --left-off: the warm rounds reopen each flow where its designer left off far from the entrypoint (the node farthest
 * down and right of the generated flow, at scale 0.5), kept as the flow page keeps it (src/pages/flow/lastFlowView.ts)
 * before each navigation: a designer deep in a large flow who refreshes. The cold rounds (a fresh browser) keep none.
 */
const leftOff = argv.includes('--left-off');

/** What a cold round's trace records: the GPU process's and the compositor's work, the page's tasks and marks. */
const TRACE_CATEGORIES = ['gpu', 'viz', 'toplevel', 'cc', 'blink.user_timing', 'devtools.timeline', 'disabled-by-default-devtools.timeline', ...(process.env.BENCH_TRACE_CATEGORIES?.split(',').filter(Boolean) ?? [])];

function log(message: string): void {
  process.stderr.write(`[studio] ${message}\n`);
}

const load = () => os.loadavg()[0]!.toFixed(1);

/** A first visit: save, fresh browser with the stored session, open. */
async function coldRound(studio: StudioUnderTest, widget: BenchWidget, extra: { shaders?: boolean; profile?: string; trace?: string } = {}): Promise<OpenSample> {
  await saveOneMove(studio, widget);
  const browser = await chromium.launch(studio.launch);
  try {
    const context = await browser.newContext({ viewport: VIEWPORT, deviceScaleFactor: 1 });
    await context.addInitScript(
      ({ origin, key, value }) => {
        if (location.origin === origin && sessionStorage.getItem(key) === null) sessionStorage.setItem(key, value);
      },
      { origin: studio.base, ...studio.session },
    );
    await context.addInitScript(OPEN_PROBE);
    if (extra.shaders) await context.addInitScript(SHADER_PROBE_SCRIPT);
    const page = await context.newPage();
    const profile = extra.profile ? { file: extra.profile, session: await context.newCDPSession(page) } : undefined;
    if (extra.trace) await browser.startTracing(page, { path: extra.trace, categories: TRACE_CATEGORIES });
    try {
      return await measureOpen(page, `${studio.base}${widget.flowPath}`, { profile });
    } finally {
      if (extra.trace) await browser.stopTracing();
    }
  } finally {
    await browser.close();
  }
}

/** A second visit: the signed-in tab navigated to the flow again. */
async function warmRound(studio: StudioUnderTest, widget: BenchWidget, screens: string | null, extra: { profile?: string; trace?: string } = {}): Promise<OpenSample> {
  const session = extra.profile ? await studio.page.context().newCDPSession(studio.page) : null;
  if (extra.trace) await studio.browser.startTracing(studio.page, { path: extra.trace, categories: TRACE_CATEGORIES });
  try {
    const profile = extra.profile && session ? { file: extra.profile, session } : undefined;
    return await measureOpen(studio.page, `${studio.base}${widget.flowPath}`, { screens: screens ?? undefined, profile });
  } finally {
    if (extra.trace) await studio.browser.stopTracing();
    await session?.detach();
  }
}

function describe(kind: string, studio: StudioUnderTest, nodes: number, round: number, sample: OpenSample): string {
  return (
    `${studio.build} ${kind} ${nodes / 1000}k round ${round}: first view shown ${sample.firstView.toFixed(0)} ms, nodes drawn ${sample.firstDraw.toFixed(0)} ms after navigation start, full detail ${sample.fullDetail.toFixed(0)} ms, ` +
    `longest task ${sample.longest.toFixed(0)} ms (load ${load()}); marks ${JSON.stringify(sample.marks)}; long tasks [start, ms] ${JSON.stringify(sample.tasks)}; frames [at, draws, visible nodes] ${JSON.stringify(sample.frames)}`
  );
}

interface Collected {
  build: string;
  nodes: number;
  cold: OpenSample[];
  warm: OpenSample[];
  shaderRound: OpenSample | null;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

function resultsOf({ nodes, cold, warm }: Collected): BenchResult[] {
  const label = `${nodes / 1000}k`;
  const results: BenchResult[] = [];
  for (const [kind, samples, what] of [
    ['cold', cold, 'fresh browser, no profile, server answer not kept (a save just before)'],
    ['warm', warm, 'the same signed-in tab again: HTTP, code and GPU caches warm, answer kept'],
  ] as const) {
    if (samples.length === 0) continue;
    results.push(
      summarize(`studio_first_view_${kind}_${label}_ms`, 'ours', nodes, 'ms', samples.map((s) => s.firstView), {
        note: `navigation start → the first frame showing the first view's nodes: the first script's picture or the engine's first frame, whichever came first; ${what}`,
      }),
      summarize(`studio_open_${kind}_${label}_ms`, 'ours', nodes, 'ms', samples.map((s) => s.firstDraw), { note: `navigation start → first frame with nodes drawn; ${what}` }),
      summarize(`studio_full_detail_${kind}_${label}_ms`, 'ours', nodes, 'ms', samples.map((s) => s.fullDetail), { note: `navigation start → everything in view at full detail; ${what}` }),
      summarize(`studio_longest_task_${kind}_${label}_ms`, 'ours', nodes, 'ms', samples.map((s) => s.longest), { note: `longest main-thread task (PerformanceObserver longtask) from navigation to full detail, at least 1.5 s after the first frame; ${what}` }),
    );
  }
  return results;
}

/** The round whose first frame is the median one: its waterfall goes in the output. */
function medianRound(samples: OpenSample[]): OpenSample | null {
  if (samples.length === 0) return null;
  const target = median(samples.map((s) => s.firstDraw));
  return samples.find((s) => s.firstDraw === target) ?? samples[0]!;
}

/** Each flow's far place, kept in the signed-in tab's storage before every page of it runs (--left-off). */
async function keepFarPlaces(studio: StudioUnderTest): Promise<void> {
  const { sub } = (JSON.parse(studio.session.value) as { profile: { sub: string } }).profile;
  const kept = [...studio.widgets.values()].map((widget) => {
    const far = generateFlow({ nodeCount: widget.nodes, seed: BENCH_FLOW_SEED }).nodes.reduce((best, node) => (node.x + node.y > best.x + best.y ? node : best));
    return { key: lastViewKey(sub, widget.widgetId), value: JSON.stringify({ x: far.x, y: far.y, scale: 0.5 }) };
  });
  await studio.context.addInitScript((places) => {
    for (const { key, value } of places) localStorage.setItem(key, value);
  }, kept);
}

async function main(): Promise<void> {
  const loadAverageAtStart = os.loadavg();
  const studios: StudioUnderTest[] = [];
  const collected: Collected[] = [];
  try {
    for (const [index, build] of builds.entries()) studios.push(await startStudioUnderTest(root, build, firstPort + index, sizes));
    if (leftOff) for (const studio of studios) await keepFarPlaces(studio);
    for (const nodes of sizes) {
      const bySize = studios.map((studio) => ({ studio, entry: { build: studio.build, nodes, cold: [], warm: [], shaderRound: null } as Collected }));
      collected.push(...bySize.map((pair) => pair.entry));
      for (let round = 1; round <= coldRounds; round += 1) {
        for (const { studio, entry } of round % 2 === 1 ? bySize : [...bySize].reverse()) {
          const chosen = round === profileRound && studio === studios[0] && nodes === sizes[0];
          const sample = await coldRound(studio, studio.widgets.get(nodes)!, { profile: chosen ? (profileOut ?? undefined) : undefined, trace: chosen ? (traceOut ?? undefined) : undefined });
          entry.cold.push(sample);
          log(describe('cold', studio, nodes, round, sample));
        }
      }
      for (let round = 1; round <= warmRounds; round += 1) {
        for (const { studio, entry } of round % 2 === 1 ? bySize : [...bySize].reverse()) {
          const screens = screensDir && round === warmRounds && nodes === sizes[sizes.length - 1] ? screensDir : null;
          const chosen = round === profileRound && studio === studios[0] && nodes === sizes[0];
          const sample = await warmRound(studio, studio.widgets.get(nodes)!, screens, { profile: chosen ? (profileWarmOut ?? undefined) : undefined, trace: chosen ? (traceWarmOut ?? undefined) : undefined });
          entry.warm.push(sample);
          log(describe('warm', studio, nodes, round, sample));
        }
      }
      if (shaders) {
        for (const { studio, entry } of bySize) {
          entry.shaderRound = await coldRound(studio, studio.widgets.get(nodes)!, { shaders: true });
          log(`${studio.build} ${nodes / 1000}k WebGL programs (hooked cold round, not timed):\n${shaderTable(entry.shaderRound.shaders ?? []).join('\n')}`);
        }
      }
    }
  } finally {
    for (const studio of studios) await stopStudioUnderTest(studio);
  }
  const output = collected.map((entry) => {
    const typical = medianRound(entry.cold);
    const typicalWarm = medianRound(entry.warm);
    return {
      build: entry.build,
      nodes: entry.nodes,
      results: resultsOf(entry),
      medianColdWaterfall: typical ? formatWaterfall(typical.waterfall) : [],
      medianColdSerialChain: typical ? serialChain(typical.waterfall).map((request) => request.path) : [],
      medianWarmWaterfall: typicalWarm ? formatWaterfall(typicalWarm.waterfall) : [],
      rounds: {
        cold: entry.cold.map(({ waterfall, ...rest }) => ({ ...rest, requests: waterfall.length })),
        warm: entry.warm.map(({ waterfall, ...rest }) => ({ ...rest, requests: waterfall.length })),
      },
      shaderPrograms: entry.shaderRound?.shaders ?? null,
    };
  });
  for (const entry of output) {
    log(`${entry.build} ${entry.nodes / 1000}k — median cold round's requests (start → first byte → end, ms after navigation start):\n${entry.medianColdWaterfall.join('\n')}`);
    log(`${entry.build} ${entry.nodes / 1000}k — serial chain: ${entry.medianColdSerialChain.join(' → ')}`);
    log(`${entry.build} ${entry.nodes / 1000}k — median warm round's requests:\n${entry.medianWarmWaterfall.join('\n')}`);
  }
  const machine = { cpus: os.cpus().length, loadAverageAtStart, loadAverageAtEnd: os.loadavg() };
  process.stdout.write(resultsTable(output, loadAverageAtStart, machine.loadAverageAtEnd));
  if (out) writeFileSync(out, JSON.stringify({ machine, plan: { sizes, builds, coldRounds, warmRounds }, studios: output }, null, 2));
}

await main();
