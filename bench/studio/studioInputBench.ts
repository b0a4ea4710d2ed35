// Real input in the real studio (issue 24): a drag-pan and a Ctrl+wheel zoom on the flow page as a designer has it —
// the top bar, the floating toolbar, the minimap, the co-editing presence overlay, the status line around the canvas
// — where bench:input measures the engine alone on a bare page. Per build and round: the signed-in tab opens the flow
// (warm); the pointer sweeps across the cards in the middle of the view and back (120 moves at 60 Hz: hover outlines
// and curves come and go); the card nearest the centre is dragged out and back along the pan's path; the mouse
// presses on empty canvas and drags out and back (the input bench's plan: 120 moves), then 120 Ctrl+wheel notches in
// and out at an empty point; each gesture under a Chromium trace. Per gesture: the
// presented intervals (p99, longest, over 50 / 100 ms), the browser's CPU (all processes), each pipeline stage's
// median busy time per frame, and what each interval over BENCH_LONG_FRAME_MS (50) held. Builds alternate round by
// round on one machine, so an A/B shares its load (`dist@no-gpu`: that build with a named set of GL switches,
// tests/harness/chromium.ts GL_SETS).
// `node --import tsx bench/studio/studioInputBench.ts [--sizes 1000,100000] [--builds dist-a,dist-b] [--out file]`;
// BENCH_ROUNDS (3), BENCH_MOVES (120), STUDIO_BENCH_PORT (18273; builds take consecutive ports). To find what a
// gesture's frames cost: BENCH_TRACE_DIR keeps each trace, BENCH_TRACE_CATS adds trace categories, and
// BENCH_INJECT_CSS adds a style sheet to the page before the gestures (hide a part of the page, measure again).
// BENCH_KEYBOARD_FOCUS=1 gives the canvas keyboard focus before the gestures (its ring shows, as after a Tab).
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { quantile, resultsTable, summarize, type BenchResult } from '../shared/benchResult';
import { describeLongFrame, firstPresentedAfter, FRAME_TRACE_CATEGORIES, frameHitches, frameTiming, longFrames, marksBetween, markTime, pageProcess, type TraceEvent } from '../browser/frameTrace';
import { DRAG_STEP, WHEEL_DELTA } from '../browser/inputPlan';
import { paced } from '../browser/measureInput';
import { browserCpuSeconds } from '../browser/processCpu';
import { emptyPoint } from './emptyPoint';
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
const longFrameMs = Number(process.env.BENCH_LONG_FRAME_MS ?? 50);
const firstPort = Number(process.env.STUDIO_BENCH_PORT ?? 18273);
/** The hover sweep and the card drag first, on the view the flow opened at (after the zoom's notches it may be far out, at low detail). */
const GESTURES = ['hover', 'drag', 'pan', 'zoom'] as const;
type Gesture = (typeof GESTURES)[number];

function log(message: string): void {
  process.stderr.write(`[studio-input] ${message}\n`);
}

interface GestureSample {
  presentedMs: number[];
  longestMs: number;
  over50: number;
  over100: number;
  p99Ms: number;
  cpuMs: number;
  /** The GPU process's main thread, median busy time per presented frame. */
  gpuMainMs: number;
}

const sorted = (values: readonly number[]) => [...values].sort((a, b) => a - b);


/**
 * The hover sweep's line: across the middle 70 % of the canvas at the height of the card nearest the centre (ends
 * on empty canvas or not: the sweep's hover changes are what is measured).
 */
async function hoverLine(page: Page): Promise<{ from: { x: number; y: number }; to: { x: number; y: number } }> {
  const frame = (await page.locator('.flow-frame__canvas').boundingBox())!;
  const { y } = await middleCard(page);
  return { from: { x: frame.x + frame.width * 0.15, y }, to: { x: frame.x + frame.width * 0.85, y } };
}

/** The centre of the card nearest the canvas's centre (the view's centre when none is near: a flow far out). */
async function middleCard(page: Page): Promise<{ x: number; y: number }> {
  const frame = (await page.locator('.flow-frame__canvas').boundingBox())!;
  const centre = { x: frame.x + frame.width / 2, y: frame.y + frame.height / 2 };
  return page.evaluate((at) => {
    const editor = (window as unknown as { __flowEditor: { nodeScreenCenter(id: number): { x: number; y: number } | null; lastNodeId(): number } }).__flowEditor;
    let best = { distance: Number.POSITIVE_INFINITY, at };
    for (let id = 1; id <= Math.min(editor.lastNodeId(), 5000); id += 1) {
      const node = editor.nodeScreenCenter(id);
      if (!node) continue;
      const distance = Math.hypot(node.x - at.x, node.y - at.y);
      if (distance < best.distance) best = { distance, at: node };
    }
    return best.at;
  }, centre);
}

async function play(page: Page, gesture: Gesture, start: { x: number; y: number }): Promise<void> {
  const half = Math.floor(moves / 2);
  if (gesture === 'hover') {
    const { from, to } = await hoverLine(page);
    await paced(moves, (i) => {
      const k = i < half ? i + 1 : moves - i - 1;
      return page.mouse.move(from.x + ((to.x - from.x) * k) / half, from.y);
    });
  } else if (gesture === 'drag') {
    // A card pressed and dragged out and back along the pan's path: it ends where it was.
    const card = await middleCard(page);
    await page.mouse.move(card.x, card.y);
    await page.mouse.down();
    await paced(moves, (i) => {
      const k = i < half ? i + 1 : moves - i - 1;
      return page.mouse.move(card.x + k * DRAG_STEP.x, card.y + k * DRAG_STEP.y);
    });
    await page.mouse.up();
  } else if (gesture === 'pan') {
    await page.mouse.down();
    await paced(moves, (i) => {
      const k = i < half ? i + 1 : moves - i - 1;
      return page.mouse.move(start.x + k * DRAG_STEP.x, start.y + k * DRAG_STEP.y);
    });
    await page.mouse.up();
  } else {
    await page.keyboard.down('Control');
    await paced(moves, (i) => page.mouse.wheel(0, i < half ? -WHEEL_DELTA : WHEEL_DELTA));
    await page.keyboard.up('Control');
  }
}

/** One gesture under a trace: what its frames were and cost. */
async function measureGesture(page: Page, browser: Browser, gesture: Gesture, name: string): Promise<GestureSample> {
  const start = await emptyPoint(page);
  const cdp = await browser.newBrowserCDPSession();
  await browser.startTracing(page, { categories: [...FRAME_TRACE_CATEGORIES, ...(process.env.BENCH_TRACE_CATS ?? '').split(',').filter(Boolean)] });
  let traceText = '';
  let cpuMs = 0;
  let lastInputMs = 0;
  let drawsBefore: EngineDraws | null = null;
  let drawsAfter: EngineDraws | null = null;
  try {
    const cpuStart = await browserCpuSeconds(cdp);
    drawsBefore = await engineDraws(page);
    await page.evaluate((mark) => {
      // When the page took the gesture's last move or notch (ms after the start mark): its frame may be presented
      // before the bench's own end-of-input mark reaches the page.
      const holder = window as unknown as { __benchLastInput?: { at: number }; __flowEditor?: { viewport(): { scale: number; offsetX: number; offsetY: number } } };
      if (!holder.__benchLastInput) {
        const lastInput = { at: 0 };
        holder.__benchLastInput = lastInput;
        for (const type of ['pointermove', 'wheel']) addEventListener(type, () => (lastInput.at = performance.now()), { capture: true, passive: true });
        // After the editor has taken the event (the window's bubbling phase comes last): a mark when it moved the view,
        // at the time the input was made (a page busy when it came does not move the mark later).
        let view = '';
        for (const type of ['pointermove', 'wheel']) {
          addEventListener(type, (event) => {
            const now = holder.__flowEditor?.viewport();
            const key = now ? `${now.scale} ${now.offsetX} ${now.offsetY}` : '';
            if (key === view) return;
            view = key;
            performance.mark('bench:view-changed', { startTime: event.timeStamp });
          }, { passive: true });
        }
      }
      holder.__benchLastInput.at = 0;
      performance.mark(`${mark}:start`);
    }, name);
    await play(page, gesture, start);
    lastInputMs = await page.evaluate((mark) => {
      performance.mark(`${mark}:input-end`);
      const at = (window as unknown as { __benchLastInput: { at: number } }).__benchLastInput.at;
      const started = performance.getEntriesByName(`${mark}:start`)[0]!.startTime;
      return at > started ? at - started : Number.POSITIVE_INFINITY;
    }, name);
    // The frames the last input asked for (a zoom settles to full detail a moment after its last notch).
    await page.evaluate(() => new Promise((resolve) => setTimeout(() => requestAnimationFrame(() => requestAnimationFrame(resolve)), 400)));
    await page.evaluate((mark) => performance.mark(`${mark}:end`), name);
    cpuMs = ((await browserCpuSeconds(cdp)).all - cpuStart.all) * 1000;
    drawsAfter = await engineDraws(page);
  } finally {
    traceText = (await browser.stopTracing()).toString();
    await cdp.detach();
  }
  if (process.env.BENCH_TRACE_DIR) writeFileSync(path.join(process.env.BENCH_TRACE_DIR, `${name.replaceAll(':', '-')}.json`), traceText);
  const events = (JSON.parse(traceText) as { traceEvents: TraceEvent[] }).traceEvents;
  const pid = pageProcess(events, `${name}:start`);
  const from = markTime(events, `${name}:start`);
  const end = markTime(events, `${name}:end`);
  const inputEnd = markTime(events, `${name}:input-end`);
  if (pid === null || from === null || end === null || inputEnd === null) throw new Error(`the trace lacks the ${gesture}'s marks`);
  // The frames while the input came, to the first one presented after the page took the last input (trace time:
  // the start mark's plus the page's own clock since): the still screen after a gesture (and a zoom's settle,
  // SETTLE_MS after its last notch) is not a frame the person waited for.
  const lastInput = Math.min(inputEnd, from + lastInputMs * 1000);
  const to = Math.min(end, firstPresentedAfter(events, lastInput) ?? end);
  // A pan's and a zoom's intervals count while they move the view: notches past the zoom's limit change nothing, and
  // no frame is due until one that does (frameTrace.ts waitedFrom; the intervals left out are logged).
  const viewChanges = gesture === 'pan' || gesture === 'zoom' ? marksBetween(events, 'bench:view-changed', from, to) : undefined;
  const { presentedMs, stageMs, still } = frameTiming(events, pid, from, to, viewChanges);
  if (still > 0) log(`  ${gesture}: ${still} presented intervals without a move of the view left out`);
  const medianMs = (list: readonly number[]) => quantile(sorted(list), 0.5);
  log(`  ${gesture}: per frame, median busy ms: ${Object.entries(stageMs).map(([stage, list]) => `${stage} ${medianMs(list).toFixed(1)}`).join(', ')}`);
  if (drawsBefore && drawsAfter) {
    const draws = drawsAfter.draws - drawsBefore.draws;
    const moved = drawsAfter.moves - drawsBefore.moves;
    log(
      `  ${gesture}: the engine drew ${draws} frames: ${moved} moved the drawn canvas, ${draws - moved} drawn live ` +
        `(${drawsAfter.fullDraws - drawsBefore.fullDraws} over the whole canvas, ${drawsAfter.partialDraws - drawsBefore.partialDraws} repainting changed cards only)`,
    );
  }
  for (const frame of longFrames(events, pid, from, to, longFrameMs, viewChanges)) log(`  long ${gesture} frame ${describeLongFrame(frame)}`);
  const p99Ms = presentedMs.length > 0 ? quantile(sorted(presentedMs), 0.99) : 0;
  return { presentedMs, ...frameHitches(presentedMs), p99Ms, cpuMs, gpuMainMs: medianMs(stageMs.gpuMain) };
}

interface EngineDraws {
  draws: number;
  moves: number;
  fullDraws: number;
  partialDraws: number;
}

/** The engine's frame counters (renderStats): frames drawn, of which moved pictures, whole-canvas draws and repaints of changed cards. */
function engineDraws(page: Page): Promise<EngineDraws | null> {
  return page.evaluate(() => {
    const stats = (window as unknown as { __flowEditor?: { renderStats(): Partial<EngineDraws> | null } }).__flowEditor?.renderStats();
    return stats ? { draws: stats.draws ?? 0, moves: stats.moves ?? 0, fullDraws: stats.fullDraws ?? 0, partialDraws: stats.partialDraws ?? 0 } : null;
  });
}

async function round(studio: StudioUnderTest, nodes: number, index: number): Promise<Record<Gesture, GestureSample>> {
  const { page, browser } = studio;
  await measureOpen(page, `${studio.base}${studio.widgets.get(nodes)!.flowPath}`);
  if (process.env.BENCH_INJECT_CSS) await page.addStyleTag({ content: process.env.BENCH_INJECT_CSS });
  if (process.env.BENCH_KEYBOARD_FOCUS === '1') {
    const canvas = page.getByTestId('flow-canvas');
    await canvas.evaluate((element) => (element as HTMLElement).focus({ focusVisible: true } as FocusOptions));
    if (!(await canvas.evaluate((element) => element.matches(':focus-visible')))) throw new Error('the canvas did not take keyboard focus');
  }
  const samples = {} as Record<Gesture, GestureSample>;
  for (const gesture of GESTURES) samples[gesture] = await measureGesture(page, browser, gesture, `bench:studio-${gesture}:${studio.build}:${nodes}:${index}`);
  return samples;
}

function resultsOf(gesture: Gesture, nodes: number, list: readonly GestureSample[]): BenchResult[] {
  const label = `${nodes / 1000}k`;
  const what = { pan: 'a drag-pan', zoom: 'a Ctrl+wheel zoom', hover: 'a pointer sweep over the cards', drag: 'a card dragged out and back' }[gesture];
  // A hover sweep presents a frame only where the pointer enters or leaves a card or curve: its intervals hold the
  // still screen between them, so what it is measured by is each frame's cost and the CPU it took.
  if (gesture === 'hover') {
    return [
      summarize(`studio_hover_gpu_main_${label}_ms`, 'ours', nodes, 'ms', list.map((s) => s.gpuMainMs), { note: `the GPU process's main thread, median busy time per presented frame of ${what}` }),
      summarize(`studio_hover_cpu_${label}_ms`, 'ours', nodes, 'ms', list.map((s) => s.cpuMs), { note: `CPU of all the browser's processes during ${what}` }),
    ];
  }
  return [
    summarize(`studio_${gesture}_p99_${label}_ms`, 'ours', nodes, 'ms', list.map((s) => s.p99Ms), { note: `p99 of the presented frame intervals during ${what} in the studio` }),
    summarize(`studio_${gesture}_longest_${label}_ms`, 'ours', nodes, 'ms', list.map((s) => s.longestMs), { note: `longest presented interval of ${what}` }),
    summarize(`studio_${gesture}_over50_${label}`, 'ours', nodes, 'count', list.map((s) => s.over50), { note: `presented intervals over 50 ms in ${what}` }),
    summarize(`studio_${gesture}_cpu_${label}_ms`, 'ours', nodes, 'ms', list.map((s) => s.cpuMs), { note: `CPU of all the browser's processes during ${what}` }),
    summarize(`studio_${gesture}_gpu_main_${label}_ms`, 'ours', nodes, 'ms', list.map((s) => s.gpuMainMs), { note: `the GPU process's main thread, median busy time per presented frame of ${what}` }),
  ];
}

async function main(): Promise<void> {
  const loadAverageAtStart = os.loadavg();
  const studios: StudioUnderTest[] = [];
  const collected = new Map<string, { build: string; nodes: number; samples: Record<Gesture, GestureSample>[] }>();
  try {
    for (const [index, build] of builds.entries()) studios.push(await startStudioUnderTest(root, build, firstPort + index, sizes));
    for (const nodes of sizes) {
      for (let index = 1; index <= rounds; index += 1) {
        for (const studio of index % 2 === 1 ? studios : [...studios].reverse()) {
          log(`${studio.build} ${nodes / 1000}k round ${index}:`);
          const samples = await round(studio, nodes, index);
          const key = `${studio.build}:${nodes}`;
          if (!collected.has(key)) collected.set(key, { build: studio.build, nodes, samples: [] });
          collected.get(key)!.samples.push(samples);
          for (const gesture of GESTURES) {
            const s = samples[gesture];
            log(
              `  ${gesture}: ${s.presentedMs.length} intervals, p99 ${s.p99Ms.toFixed(0)} ms, longest ${s.longestMs.toFixed(0)} ms, over 50 ms ${s.over50}, ` +
                `over 100 ms ${s.over100}, browser CPU ${s.cpuMs.toFixed(0)} ms (load ${os.loadavg()[0]!.toFixed(1)})`,
            );
          }
        }
      }
    }
  } finally {
    for (const studio of studios) await stopStudioUnderTest(studio);
  }
  const output = [...collected.values()].map(({ build, nodes, samples }) => ({
    build,
    nodes,
    results: GESTURES.flatMap((gesture) => resultsOf(gesture, nodes, samples.map((s) => s[gesture]))),
    rounds: samples.map((s) => Object.fromEntries(GESTURES.map((gesture) => [gesture, { ...s[gesture], presentedMs: undefined, presented: s[gesture].presentedMs.length }]))),
  }));
  process.stdout.write(resultsTable(output, loadAverageAtStart, os.loadavg()));
  if (out) writeFileSync(out, `${JSON.stringify({ machine: { cpus: os.cpus().length, loadAverageAtStart, loadAverageAtEnd: os.loadavg() }, moves, rounds, results: output }, null, 2)}\n`);
}

await main();
