// Co-editing in the browser at 100k nodes (issue 22): the local designer pans with the real mouse (CDP input
// paced at 60 Hz, a drag out and back on empty canvas) while a burst of remote edits arrives (20 a second, each
// moving a node in view, handed to the editor's session as the live channel does), against the same pan with no
// remote edits, on the same page, alternating which goes first per round. Per condition: animation-frame deltas,
// presented frames and their cost from a Chromium trace (frameTrace.ts), renderer + GPU CPU per presented frame;
// and per remote edit, receive → end of the animation frame that drew it.
// `node --import tsx bench/browser/coeditInputBench.ts [--quick] [--out file]`; BENCH_NODES (default 100000),
// BENCH_ROUNDS (default 3), BENCH_REMOTE_RATE (default 20).
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import { chromium, type Browser, type CDPSession, type Page } from 'playwright-core';
import { CHROMIUM_LAUNCH } from '../../tests/harness/chromium';
import { quantile } from '../shared/benchResult';
import { cliOptions } from '../shared/cliOptions';
import { buildBenchPage, DIST } from './buildPages';
import { FRAME_TRACE_CATEGORIES, frameTiming, markTime, pageProcess, type TraceEvent } from './frameTrace';
import { DRAG_STEP, INPUT_INTERVAL_MS, INPUT_SEED } from './inputPlan';
import { browserCpuSeconds } from './processCpu';
import { serveStatic } from './staticServer';
import type { CoeditPageApi } from './pages/coeditPage';

declare global {
  interface Window {
    __coedit?: CoeditPageApi;
  }
}

function log(message: string): void {
  process.stderr.write(`[coedit-browser] ${message}\n`);
}

interface PanSample {
  remote: boolean;
  rafMs: number[];
  presentedMs: number[];
  costMs: number[];
  cpuPerFrameMs: number;
  playbackMs: number;
  latencyMs: number[];
  applied: number;
  renders: Record<string, number>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

async function pan(page: Page, cdp: CDPSession, browser: Browser, moves: number, remoteRate: number | null, name: string): Promise<PanSample> {
  const start = await page.evaluate(() => window.__coedit!.backgroundPoint());
  if (!start) throw new Error('no empty canvas to press on');
  await page.mouse.move(start.x, start.y);
  await browser.startTracing(page, { categories: FRAME_TRACE_CATEGORIES });
  try {
    const before = await page.evaluate(() => window.__coedit!.renderCounts());
    const cpuStart = (await browserCpuSeconds(cdp)).rendering;
    await page.evaluate(
      ({ mark, rate }) => {
        performance.mark(mark);
        window.__coedit!.startFrameLog();
        if (rate !== null) window.__coedit!.startRemote(rate);
      },
      { mark: `bench:${name}:start`, rate: remoteRate },
    );
    await page.mouse.down();
    const half = Math.floor(moves / 2);
    const began = performance.now();
    for (let i = 0; i < moves; i += 1) {
      const k = i < half ? i + 1 : moves - i - 1;
      await page.mouse.move(start.x + k * DRAG_STEP.x, start.y + k * DRAG_STEP.y);
      await sleep(began + (i + 1) * INPUT_INTERVAL_MS - performance.now());
    }
    const playbackMs = performance.now() - began;
    await page.mouse.up();
    const ended = await page.evaluate(
      ({ mark, rate }) => {
        const remote = rate !== null ? window.__coedit!.stopRemote() : { applied: 0, version: 0 };
        performance.mark(mark);
        return { frames: window.__coedit!.stopFrameLog(), remote };
      },
      { mark: `bench:${name}:end`, rate: remoteRate },
    );
    const cpuEnd = (await browserCpuSeconds(cdp)).rendering;
    const after = await page.evaluate(() => window.__coedit!.renderCounts());
    const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
    const pid = pageProcess(trace.traceEvents, `bench:${name}:start`);
    const from = markTime(trace.traceEvents, `bench:${name}:start`);
    const to = markTime(trace.traceEvents, `bench:${name}:end`);
    if (pid === null || from === null || to === null) throw new Error(`the trace lacks the ${name} marks`);
    const frames = frameTiming(trace.traceEvents, pid, from, to);
    const latencyMs = remoteRate !== null ? await page.evaluate(() => window.__coedit!.remoteLatencies()) : [];
    // Let the page settle (views built, margin captured) before the next condition.
    await page.evaluate(() => window.__coedit!.fullDetailAt());
    return {
      remote: remoteRate !== null,
      rafMs: ended.frames,
      presentedMs: frames.presentedMs,
      costMs: frames.costMs,
      cpuPerFrameMs: ((cpuEnd - cpuStart) * 1000) / Math.max(1, frames.presented),
      playbackMs,
      latencyMs,
      applied: ended.remote.applied,
      renders: Object.fromEntries(Object.keys(after).map((key) => [key, after[key]! - (before[key] ?? 0)])),
    };
  } catch (error) {
    await browser.stopTracing().catch(() => undefined);
    throw error;
  }
}

function stats(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  return { median: quantile(sorted, 0.5), p95: quantile(sorted, 0.95), mean: values.reduce((sum, value) => sum + value, 0) / Math.max(1, values.length), samples: values.length };
}

async function main(): Promise<void> {
  const options = cliOptions();
  const nodes = Number(process.env.BENCH_NODES ?? (options.quick ? 10_000 : 100_000));
  const rounds = Number(process.env.BENCH_ROUNDS ?? (options.quick ? 1 : 3));
  const rate = Number(process.env.BENCH_REMOTE_RATE ?? 20);
  const moves = options.quick ? 60 : 120;
  await buildBenchPage('coedit', 'browser/pages/coeditPage.ts');
  const server = await serveStatic(DIST, Number(process.env.BENCH_PORT ?? 0));
  const samples: PanSample[] = [];
  const loadAverageAtStart = os.loadavg();
  try {
    for (let round = 0; round < rounds; round += 1) {
      const browser = await chromium.launch(CHROMIUM_LAUNCH);
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 });
      const cdp = await browser.newBrowserCDPSession();
      try {
        const page = await context.newPage();
        const errors: string[] = [];
        page.on('pageerror', (error) => errors.push(error.message));
        await page.goto(`${server.url}/coedit.html`);
        await page.waitForFunction(() => window.__coedit !== undefined, undefined, { timeout: 30_000 });
        await page.evaluate(({ count, seed }) => window.__coedit!.prepare(count, seed, 'tree'), { count: nodes, seed: INPUT_SEED });
        const opened = await page.evaluate(() => window.__coedit!.open());
        await page.evaluate(() => window.__coedit!.settle());
        await page.evaluate(() => window.__coedit!.fullDetailAt());
        const order = round % 2 === 0 ? [null, rate] : [rate, null];
        for (const condition of order) {
          const sample = await pan(page, cdp, browser, moves, condition, `pan-${round}-${condition === null ? 'alone' : 'remote'}`);
          samples.push(sample);
          log(
            `round ${round + 1} ${opened.nodes} nodes, ${condition === null ? 'no remote edits' : `${condition} remote edits/s (${sample.applied} applied)`}: ` +
              `presented ${sample.presentedMs.length} frames, interval median ${stats(sample.presentedMs).median.toFixed(1)} ms, cost median ${stats(sample.costMs).median.toFixed(1)} ms, ` +
              `rAF median ${stats(sample.rafMs).median.toFixed(1)} ms, CPU/frame ${sample.cpuPerFrameMs.toFixed(1)} ms, renders ${JSON.stringify(sample.renders)}` +
              (condition === null ? '' : `, receive → frame median ${stats(sample.latencyMs).median.toFixed(1)} ms p95 ${stats(sample.latencyMs).p95.toFixed(1)} ms`),
          );
        }
        if (errors.length > 0) throw new Error(`page errors: ${errors.join('; ')}`);
      } finally {
        await cdp.detach().catch(() => undefined);
        await browser.close();
      }
    }
  } finally {
    await server.close();
  }
  const of = (remote: boolean, pick: (sample: PanSample) => number[]) => stats(samples.filter((sample) => sample.remote === remote).flatMap(pick));
  const summary = {
    nodes,
    remoteEditsPerSecond: rate,
    alone: { presentedMs: of(false, (s) => s.presentedMs), costMs: of(false, (s) => s.costMs), rafMs: of(false, (s) => s.rafMs), cpuPerFrameMs: of(false, (s) => [s.cpuPerFrameMs]) },
    remote: { presentedMs: of(true, (s) => s.presentedMs), costMs: of(true, (s) => s.costMs), rafMs: of(true, (s) => s.rafMs), cpuPerFrameMs: of(true, (s) => [s.cpuPerFrameMs]) },
    receiveToFrameMs: of(true, (s) => s.latencyMs),
    appliedRemoteEdits: samples.filter((sample) => sample.remote).reduce((sum, sample) => sum + sample.applied, 0),
  };
  const ratio = (key: 'presentedMs' | 'costMs' | 'rafMs' | 'cpuPerFrameMs') => summary.remote[key].median / summary.alone[key].median;
  process.stdout.write(
    [
      `## Co-editing in the browser (${nodes} nodes, ${rate} remote edits/s during a real mouse pan; ${rounds} rounds)`,
      '',
      '| per frame | pan alone (median / p95) | pan + remote edits (median / p95) | ratio (median) |',
      '|---|---|---|---|',
      ...(['presentedMs', 'costMs', 'rafMs', 'cpuPerFrameMs'] as const).map(
        (key) =>
          `| ${key} | ${summary.alone[key].median.toFixed(1)} / ${summary.alone[key].p95.toFixed(1)} | ${summary.remote[key].median.toFixed(1)} / ${summary.remote[key].p95.toFixed(1)} | ${ratio(key).toFixed(2)} |`,
      ),
      '',
      `remote edit received → end of the frame that drew it: median ${summary.receiveToFrameMs.median.toFixed(1)} ms, p95 ${summary.receiveToFrameMs.p95.toFixed(1)} ms (${summary.receiveToFrameMs.samples} edits)`,
      '',
    ].join('\n'),
  );
  if (options.out) writeFileSync(options.out, JSON.stringify({ machine: { cpus: os.cpus().length, loadAverageAtStart, loadAverageAtEnd: os.loadavg() }, summary, samples }, null, 2));
}

await main();
