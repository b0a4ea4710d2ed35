// One page of the real-input bench: open the flow (first frame with nodes, then everything in view at full
// detail), then a mouse drag-pan and Ctrl+wheel zoom sent through CDP like a user's (Playwright's mouse and
// keyboard), paced at 60 Hz; the page logs animation-frame deltas meanwhile. Input is not sent faster than the
// page takes it (each CDP call returns once the page has received the event), so a slow page also shows up as
// the gesture taking longer to play out (`*_playback_ms`). A trace of the browser (frameTrace.ts) gives what
// rAF deltas cannot: the frames actually presented and what each cost, vsync or not; CDP's process CPU times
// give the CPU spent per presented frame (processCpu.ts).
import type { Browser, CDPSession, Page } from 'playwright-core';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { firstPresentedAfter, FRAME_TRACE_CATEGORIES, INPUT_MARK, frameTiming, lastMarkBetween, longFrames, markTime, pageProcess, type FrameTiming, type LongFrame, type TraceEvent } from './frameTrace';
import { DRAG_STEP, INPUT_INTERVAL_MS, INPUT_SEED, WHEEL_DELTA, type InputRun } from './inputPlan';
import { browserCpuSeconds, type BrowserCpu } from './processCpu';

export interface InputSample {
  firstFrameMs: number;
  fullDetailMs: number;
  panFrameMs: number[];
  zoomFrameMs: number[];
  panPlaybackMs: number;
  zoomPlaybackMs: number;
  /** From the last wheel event to everything in view at full detail. */
  zoomFullDetailMs: number;
  /** Presented frames during the gesture and their cost (frameTrace.ts). */
  panFrames: FrameTiming;
  zoomFrames: FrameTiming;
  /**
   * The same while the input came: up to the first frame presented after the last move or notch was sent, without
   * what follows the gesture (the release, a zoom's settle: 250 ms of rest with nothing new to show, then the sharp
   * redraw).
   */
  panInputFrames: FrameTiming;
  zoomInputFrames: FrameTiming;
  /** Renderer + GPU process CPU time during the gesture ÷ presented frames (ms). */
  panCpuPerFrameMs: number;
  zoomCpuPerFrameMs: number;
  /** Every browser process's CPU time over the whole gesture (ms): browser, renderer, GPU, utilities. */
  panCpuMs: number;
  zoomCpuMs: number;
  /** Presented intervals over 100 ms and what the page and the GPU process did in them. */
  panLongFrames: LongFrame[];
  zoomLongFrames: LongFrame[];
  /** Ours: what the renderer did during the gesture (frames drawn, picture moves, full draws). */
  panRender: Record<string, number>;
  zoomRender: Record<string, number>;
}

const RENDER_COUNTS = ['draws', 'moves', 'fullDraws'] as const;

async function renderCounts(page: Page): Promise<Record<string, number>> {
  const described = await page.evaluate(() => window.__bench!.describe());
  return Object.fromEntries(RENDER_COUNTS.filter((key) => typeof described[key] === 'number').map((key) => [key, described[key] as number]));
}

function countsSince(before: Record<string, number>, after: Record<string, number>): Record<string, number> {
  return Object.fromEntries(Object.keys(after).map((key) => [key, after[key]! - (before[key] ?? 0)]));
}

/** One gesture's window: page marks (for the trace) and CPU time at both ends. */
interface GestureWindow {
  name: string;
  cpuStart: BrowserCpu;
  cpuEnd: BrowserCpu;
}

async function beginGesture(page: Page, cdp: CDPSession, name: string): Promise<GestureWindow> {
  const cpuStart = await browserCpuSeconds(cdp);
  await page.evaluate((mark) => {
    performance.mark(mark);
    window.__bench!.startFrameLog();
  }, `bench:${name}:start`);
  return { name, cpuStart, cpuEnd: cpuStart };
}

async function endGesture(page: Page, cdp: CDPSession, gesture: GestureWindow): Promise<number[]> {
  const frames = await page.evaluate((mark) => {
    performance.mark(mark);
    return window.__bench!.stopFrameLog();
  }, `bench:${gesture.name}:end`);
  gesture.cpuEnd = await browserCpuSeconds(cdp);
  return frames;
}

function gestureFrames(events: readonly TraceEvent[], gesture: GestureWindow): { frames: FrameTiming; inputFrames: FrameTiming; cpuPerFrameMs: number; cpuMs: number; long: LongFrame[] } {
  const pid = pageProcess(events, `bench:${gesture.name}:start`);
  const from = markTime(events, `bench:${gesture.name}:start`);
  const to = markTime(events, `bench:${gesture.name}:end`);
  if (pid === null || from === null || to === null) throw new Error(`the trace lacks the ${gesture.name} marks`);
  const frames = frameTiming(events, pid, from, to);
  // The page marks each input event it handles (pages/inputProbe.ts): the last one ends the input.
  const inputEnd = lastMarkBetween(events, INPUT_MARK, from, to);
  if (inputEnd === null) throw new Error(`the trace has no input marks in the ${gesture.name}`);
  const inputFrames = frameTiming(events, pid, from, Math.min(to, firstPresentedAfter(events, inputEnd) ?? to));
  const presented = Math.max(1, frames.presented);
  return {
    frames,
    inputFrames,
    cpuPerFrameMs: ((gesture.cpuEnd.rendering - gesture.cpuStart.rendering) * 1000) / presented,
    cpuMs: (gesture.cpuEnd.all - gesture.cpuStart.all) * 1000,
    long: longFrames(events, pid, from, to, LONG_FRAME_MS),
  };
}

/** Presented intervals longer than this are logged with what happened in them (BENCH_LONG_FRAME_MS, default 100). */
const LONG_FRAME_MS = Number(process.env.BENCH_LONG_FRAME_MS ?? 100);

const VIEWPORT = { width: 1280, height: 800 };

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));
}

/** Calls `send(i)` for i < count at 60 Hz (or slower, when the page holds the calls up); returns the duration. */
export async function paced(count: number, send: (i: number) => Promise<void>): Promise<number> {
  const start = performance.now();
  for (let i = 0; i < count; i += 1) {
    await send(i);
    await sleep(start + (i + 1) * INPUT_INTERVAL_MS - performance.now());
  }
  return performance.now() - start;
}

async function backgroundPoint(page: Page): Promise<{ x: number; y: number }> {
  const point = await page.evaluate(() => window.__bench!.backgroundPoint());
  if (!point) throw new Error('no empty canvas near the centre to press on');
  return point;
}

export async function measureInput(browser: Browser, url: string, run: InputRun, moves: { drag: number; wheel: number }): Promise<InputSample> {
  const context = await browser.newContext({ viewport: VIEWPORT, deviceScaleFactor: 1 });
  const cdp = await browser.newBrowserCDPSession();
  let tracing = false;
  try {
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(url);
    await page.waitForFunction(() => window.__bench !== undefined, undefined, { timeout: 30_000 });
    await page.evaluate(({ nodes, seed }) => window.__bench!.prepare(nodes, seed, 'tree'), { nodes: run.nodes, seed: INPUT_SEED });
    const opened = await page.evaluate((onlyRenderVisible) => window.__bench!.open({ onlyRenderVisible }), run.onlyRenderVisible);
    const fullDetailAt = await page.evaluate(() => window.__bench!.fullDetailAt());
    await page.evaluate(() => window.__bench!.settle?.());

    // Drag-pan: press on empty canvas, move right/down, then back, release.
    const start = await backgroundPoint(page);
    await page.mouse.move(start.x, start.y);
    // BENCH_TRACE_DIR: the whole trace is kept (with the GPU process's own categories, to name its long tasks).
    const traceDir = process.env.BENCH_TRACE_DIR;
    await browser.startTracing(page, { categories: traceDir ? [...FRAME_TRACE_CATEGORIES, 'gpu', 'disabled-by-default-gpu.service'] : FRAME_TRACE_CATEGORIES });
    tracing = true;
    const panBefore = await renderCounts(page);
    const pan = await beginGesture(page, cdp, 'pan');
    await page.mouse.down();
    const half = Math.floor(moves.drag / 2);
    const panPlaybackMs = await paced(moves.drag, async (i) => {
      const k = i < half ? i + 1 : moves.drag - i - 1;
      await page.mouse.move(start.x + k * DRAG_STEP.x, start.y + k * DRAG_STEP.y);
    });
    await page.mouse.up();
    await page.evaluate(() => window.__bench!.fullDetailAt());
    const panFrameMs = await endGesture(page, cdp, pan);
    const panRender = countsSince(panBefore, await renderCounts(page));

    // Ctrl+wheel: notches in, then out, at an empty point.
    const at = await backgroundPoint(page);
    await page.mouse.move(at.x, at.y);
    await page.keyboard.down('Control');
    const zoomBefore = await renderCounts(page);
    const zoom = await beginGesture(page, cdp, 'zoom');
    const zoomHalf = Math.floor(moves.wheel / 2);
    const zoomPlaybackMs = await paced(moves.wheel, async (i) => {
      await page.mouse.wheel(0, i < zoomHalf ? -WHEEL_DELTA : WHEEL_DELTA);
    });
    await page.keyboard.up('Control');
    const zoomSettled = await page.evaluate(async () => {
      const at = await window.__bench!.fullDetailAt();
      return at - window.__bench!.lastInputAt();
    });
    const zoomFrameMs = await endGesture(page, cdp, zoom);
    const zoomRender = countsSince(zoomBefore, await renderCounts(page));
    const traceText = (await browser.stopTracing()).toString();
    tracing = false;
    if (traceDir) writeFileSync(path.join(traceDir, `${run.engine}-${run.nodes}-${Date.now()}.json`), traceText);
    const trace = JSON.parse(traceText) as { traceEvents: TraceEvent[] };
    const panTrace = gestureFrames(trace.traceEvents, pan);
    const zoomTrace = gestureFrames(trace.traceEvents, zoom);
    if (errors.length > 0) throw new Error(`page errors: ${errors.join('; ')}`);
    return {
      panFrames: panTrace.frames,
      zoomFrames: zoomTrace.frames,
      panInputFrames: panTrace.inputFrames,
      zoomInputFrames: zoomTrace.inputFrames,
      panRender,
      zoomRender,
      panCpuPerFrameMs: panTrace.cpuPerFrameMs,
      zoomCpuPerFrameMs: zoomTrace.cpuPerFrameMs,
      panCpuMs: panTrace.cpuMs,
      zoomCpuMs: zoomTrace.cpuMs,
      panLongFrames: panTrace.long,
      zoomLongFrames: zoomTrace.long,
      firstFrameMs: opened.openMs,
      fullDetailMs: fullDetailAt - opened.startedAt,
      panFrameMs,
      zoomFrameMs,
      panPlaybackMs,
      zoomPlaybackMs,
      zoomFullDetailMs: zoomSettled,
    };
  } finally {
    if (tracing) await browser.stopTracing().catch(() => undefined);
    await cdp.detach().catch(() => undefined);
    await context.close();
  }
}
