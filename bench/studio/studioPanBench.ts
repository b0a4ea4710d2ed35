// A drag-pan in the real studio (issue 24): the flow page as a designer has it — the top bar, the floating
// toolbar, the minimap, the co-editing presence overlay over the canvas — where bench:input measures the engine
// alone on a bare page. Per build and round: the signed-in tab opens the flow (warm), the mouse presses on empty
// canvas and drags out and back (the input bench's plan: 120 moves at 60 Hz), under a Chromium trace; builds
// alternate round by round on one machine, so an A/B shares its load.
// `node --import tsx bench/studio/studioPanBench.ts [--sizes 1000,100000] [--builds dist-a,dist-b] [--out file]`;
// BENCH_ROUNDS (3), BENCH_MOVES (120), STUDIO_BENCH_PORT (18273; builds take consecutive ports). To find what a
// pan's frames cost: BENCH_TRACE_DIR keeps each round's trace, BENCH_TRACE_CATS adds trace categories, and
// BENCH_INJECT_CSS adds a style sheet to the page before the pan (hide a part of the page, measure again).
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { summarize, type BenchResult } from '../shared/benchResult';
import { FRAME_TRACE_CATEGORIES, frameHitches, frameTiming, markTime, pageProcess, type TraceEvent } from '../browser/frameTrace';
import { DRAG_STEP, INPUT_INTERVAL_MS } from '../browser/inputPlan';
import { browserCpuSeconds } from '../browser/processCpu';
import { measureOpen } from './measureOpen';
import { startStudioUnderTest, stopStudioUnderTest, type StudioUnderTest } from './studioSetup';

const root = path.resolve(import.meta.dirname, '../..');
const argv = process.argv.slice(2);
const option = (name: string): string | null => (argv.includes(name) ? (argv[argv.indexOf(name) + 1] ?? null) : null);
const builds = (option('--builds') ?? process.env.BUILD_DIR ?? 'dist').split(',').filter(Boolean);
const sizes = (option('--sizes') ?? '1000').split(',').map(Number);
const out = option('--out');
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const moves = Number(process.env.BENCH_MOVES ?? 120);
const firstPort = Number(process.env.STUDIO_BENCH_PORT ?? 18273);

function log(message: string): void {
  process.stderr.write(`[studio-pan] ${message}\n`);
}

interface PanSample {
  presentedMs: number[];
  longestMs: number;
  over50: number;
  over100: number;
  p99Ms: number;
  cpuMs: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

/** A point on the canvas with no node or connection under it, near the centre (the press must pan, not drag a node). */
async function emptyPoint(page: Page): Promise<{ x: number; y: number }> {
  const box = (await page.locator('.flow-canvas__surface').boundingBox())!;
  const frame = (await page.locator('.flow-frame__canvas').boundingBox())!;
  const centre = { x: frame.x + frame.width / 2, y: frame.y + frame.height / 2 };
  for (let ring = 0; ring < 12; ring += 1) {
    for (const [dx, dy] of [[0, 0], [1, 0], [0, 1], [-1, 0], [0, -1], [1, 1], [-1, -1], [1, -1], [-1, 1]] as const) {
      const point = { x: centre.x + dx * ring * 23, y: centre.y + dy * ring * 17 };
      if (point.x < box.x || point.y < box.y) continue;
      await page.mouse.move(point.x, point.y);
      const over = await page.evaluate(
        () =>
          new Promise<boolean>((resolve) =>
            requestAnimationFrame(() => {
              const editor = (window as unknown as { __flowEditor?: { hovered(): { node: number | null; connection: number | null } } }).__flowEditor!;
              const hovered = editor.hovered();
              resolve(hovered.node !== null || hovered.connection !== null);
            }),
          ),
      );
      if (!over) return point;
    }
  }
  throw new Error('no empty canvas near the centre to press on');
}

async function panRound(studio: StudioUnderTest, nodes: number, round: number): Promise<PanSample> {
  const { page, browser } = studio;
  const widget = studio.widgets.get(nodes)!;
  await measureOpen(page, `${studio.base}${widget.flowPath}`);
  if (process.env.BENCH_INJECT_CSS) await page.addStyleTag({ content: process.env.BENCH_INJECT_CSS });
  const start = await emptyPoint(page);
  const cdp = await browser.newBrowserCDPSession();
  const mark = `bench:studio-pan:${round}`;
  await browser.startTracing(page, { categories: [...FRAME_TRACE_CATEGORIES, ...(process.env.BENCH_TRACE_CATS ?? '').split(',').filter(Boolean)] });
  let traceText = '';
  let cpuMs = 0;
  try {
    const cpuStart = await browserCpuSeconds(cdp);
    await page.evaluate((name) => performance.mark(`${name}:start`), mark);
    await page.mouse.down();
    const half = Math.floor(moves / 2);
    const began = performance.now();
    for (let i = 0; i < moves; i += 1) {
      const k = i < half ? i + 1 : moves - i - 1;
      await page.mouse.move(start.x + k * DRAG_STEP.x, start.y + k * DRAG_STEP.y);
      await sleep(began + (i + 1) * INPUT_INTERVAL_MS - performance.now());
    }
    await page.mouse.up();
    // The frames the last moves asked for: two animation frames after the release.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await page.evaluate((name) => performance.mark(`${name}:end`), mark);
    cpuMs = ((await browserCpuSeconds(cdp)).all - cpuStart.all) * 1000;
  } finally {
    traceText = (await browser.stopTracing()).toString();
    await cdp.detach();
  }
  const events = (JSON.parse(traceText) as { traceEvents: TraceEvent[] }).traceEvents;
  const pid = pageProcess(events, `${mark}:start`);
  const from = markTime(events, `${mark}:start`);
  const to = markTime(events, `${mark}:end`);
  if (pid === null || from === null || to === null) throw new Error('the trace lacks the pan marks');
  const { presentedMs, stageMs } = frameTiming(events, pid, from, to);
  const med = (v: number[]) => [...v].sort((a, b) => a - b)[Math.floor(v.length / 2)] ?? 0;
  const sum = (v: number[]) => v.reduce((a, b) => a + b, 0);
  log(`stages per frame (median / total ms): ${Object.entries(stageMs).map(([k, v]) => `${k} ${med(v).toFixed(1)} / ${sum(v).toFixed(0)}`).join(', ')}`);
  if (process.env.BENCH_TRACE_DIR) writeFileSync(`${process.env.BENCH_TRACE_DIR}/pan-${studio.build}-${round}.json`, traceText);
  const sorted = [...presentedMs].sort((a, b) => a - b);
  const p99Ms = sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.99))] ?? 0;
  return { presentedMs, ...frameHitches(presentedMs), p99Ms, cpuMs };
}

async function main(): Promise<void> {
  const loadAverageAtStart = os.loadavg();
  const studios: StudioUnderTest[] = [];
  const samples = new Map<string, PanSample[]>();
  try {
    for (const [index, build] of builds.entries()) studios.push(await startStudioUnderTest(root, build, firstPort + index, sizes));
    for (const nodes of sizes) {
      for (let round = 1; round <= rounds; round += 1) {
        for (const studio of round % 2 === 1 ? studios : [...studios].reverse()) {
          const sample = await panRound(studio, nodes, round);
          const key = `${studio.build}:${nodes}`;
          samples.set(key, [...(samples.get(key) ?? []), sample]);
          log(
            `${studio.build} ${nodes / 1000}k round ${round}: ${sample.presentedMs.length} intervals, p99 ${sample.p99Ms.toFixed(0)} ms, longest ${sample.longestMs.toFixed(0)} ms, ` +
              `over 50 ms ${sample.over50}, over 100 ms ${sample.over100}, browser CPU ${sample.cpuMs.toFixed(0)} ms (load ${os.loadavg()[0]!.toFixed(1)})`,
          );
        }
      }
    }
  } finally {
    for (const studio of studios) await stopStudioUnderTest(studio);
  }
  const output = [...samples].map(([key, list]) => {
    const [build, nodes] = key.split(':') as [string, string];
    const n = Number(nodes);
    const label = `${n / 1000}k`;
    const results: BenchResult[] = [
      summarize(`studio_pan_p99_${label}_ms`, 'ours', n, 'ms', list.map((s) => s.p99Ms), { note: 'p99 of the presented frame intervals during a drag-pan in the studio' }),
      summarize(`studio_pan_longest_${label}_ms`, 'ours', n, 'ms', list.map((s) => s.longestMs), { note: 'longest presented interval of the pan' }),
      summarize(`studio_pan_over50_${label}`, 'ours', n, 'count', list.map((s) => s.over50), { note: 'presented intervals over 50 ms' }),
      summarize(`studio_pan_cpu_${label}_ms`, 'ours', n, 'ms', list.map((s) => s.cpuMs), { note: "CPU of all the browser's processes during the pan" }),
    ];
    return { build, nodes: n, results };
  });
  const lines = ['| build | metric | nodes | median | min | max | rounds |', '|---|---|---:|---:|---:|---:|---:|'];
  for (const entry of output) for (const r of entry.results) lines.push(`| ${entry.build} | ${r.metric} | ${r.nodes} | ${r.median} | ${r.min} | ${r.max} | ${r.runs} |`);
  process.stdout.write(`${lines.join('\n')}\n\nload average ${loadAverageAtStart.map((v) => v.toFixed(1)).join(' ')} → ${os.loadavg().map((v) => v.toFixed(1)).join(' ')}\n`);
  if (out) writeFileSync(out, `${JSON.stringify({ machine: { cpus: os.cpus().length, loadAverageAtStart, loadAverageAtEnd: os.loadavg() }, moves, rounds, results: output }, null, 2)}\n`);
}

await main();
