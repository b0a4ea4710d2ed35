// What one whole frame of the flow canvas asks the GPU to draw (issue 24): its draw calls and primitives (triangles,
// and the grid's points), per build and flow size, on the flow page as a designer opens it. Without a GPU every
// triangle costs the GPU process about 1.4 µs whatever its size (bench/README.md, "Triangles per frame"; a point
// about half of a two-triangle sprite; a polygon's long thin slivers far less: "The grid as points"), so this count is
// a large part of a whole frame's cost there. Per build and size: the
// flow opens in the signed-in tab, the window is made a pixel wider (the renderer draws the whole canvas again at the
// new size), every draw call of WebGL 2 from then until the frames stop is
// recorded (the page's WebGL prototype wrapped before its scripts run), and the render with the most primitives is
// reported: its calls (the grid's points are one of their own) and primitives.
// Then what such a frame costs: the view panned by one jump past the drawn margin (a press on empty canvas, one move
// of 420 × 230 px, a release: the pan leaves the picture, so the frame that shows it is drawn whole), back and forth
// `BENCH_JUMPS` times (default 12), the CPU of all the browser's processes from each press until the renderer has
// stopped drawing, per jump (the jump's frames: the whole one, any that build views after it, the compositor's), and
// the primitives of the jump's largest render (the frame that draws the new view) — and the same for a jump of
// 60 × 30 px that stays within the margin (the compositor moves the canvas; nothing is drawn), so the difference is
// what the whole frame costs; rounds (`BENCH_ROUNDS`, default 3) alternate the builds.
// `node --import tsx bench/studio/frameTrianglesBench.ts [--sizes 1000,100000] [--builds dist-a,dist-b]`
// (STUDIO_BENCH_PORT, default 18391; builds take consecutive ports).
import path from 'node:path';
import type { Page } from 'playwright-core';
import { browserCpuSeconds } from '../browser/processCpu';
import { emptyPoint } from './emptyPoint';
import { measureOpen } from './measureOpen';
import { startStudioUnderTest, stopStudioUnderTest, VIEWPORT, type StudioUnderTest } from './studioSetup';

const root = path.resolve(import.meta.dirname, '../..');
const argv = process.argv.slice(2);
const option = (name: string): string | null => (argv.includes(name) ? (argv[argv.indexOf(name) + 1] ?? null) : null);
const builds = (option('--builds') ?? process.env.BUILD_DIR ?? 'dist').split(',').filter(Boolean);
const sizes = (option('--sizes') ?? '1000').split(',').map(Number);
const firstPort = Number(process.env.STUDIO_BENCH_PORT ?? 18391);
const jumps = Number(process.env.BENCH_JUMPS ?? 12);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
/** One jump of the view: past the margin the canvas keeps around the screen (a quarter of it each side). */
const JUMP = { x: 420, y: 230 };
/** The same gesture within the margin: the compositor moves the canvas, nothing is drawn (the jump's other costs). */
const NEAR_JUMP = { x: 60, y: 30 };

/** Records each WebGL 2 draw call's time and primitives on `window.__drawCalls` (a plain script: the page runs it as it is). */
const COUNT_DRAWS = `
  const calls = [];
  window.__drawCalls = calls;
  const proto = WebGL2RenderingContext.prototype;
  const primitives = (mode, count) => (mode === proto.TRIANGLES ? count / 3 : mode === proto.TRIANGLE_STRIP || mode === proto.TRIANGLE_FAN ? Math.max(0, count - 2) : mode === proto.POINTS ? count : 0);
  const drawElements = proto.drawElements;
  proto.drawElements = function (mode, count, type, offset) { calls.push([performance.now(), primitives(mode, count)]); return drawElements.call(this, mode, count, type, offset); };
  const drawArrays = proto.drawArrays;
  proto.drawArrays = function (mode, first, count) { calls.push([performance.now(), primitives(mode, count)]); return drawArrays.call(this, mode, first, count); };
  const drawElementsInstanced = proto.drawElementsInstanced;
  proto.drawElementsInstanced = function (mode, count, type, offset, instances) { calls.push([performance.now(), primitives(mode, count) * instances]); return drawElementsInstanced.call(this, mode, count, type, offset, instances); };
`;

interface WholeFrame {
  /** Frames that drew (draw calls in one task: a frame's render is one synchronous call). */
  frames: number;
  /** The frame with the most primitives: its calls and primitives (triangles + points), and its calls' largest first. */
  calls: number;
  triangles: number;
  perCall: number[];
}

/** Calls less than this apart belong to one render. */
const SAME_RENDER_MS = 4;

function largestRender(calls: readonly [number, number][]): { frames: number; largest: number[] } {
  const renders: number[][] = [];
  let lastAt = Number.NEGATIVE_INFINITY;
  for (const [at, triangles] of calls) {
    if (at - lastAt > SAME_RENDER_MS) renders.push([]);
    renders.at(-1)!.push(triangles);
    lastAt = at;
  }
  const total = (render: number[]) => render.reduce((sum, count) => sum + count, 0);
  const largest = renders.reduce<number[]>((best, render) => (total(render) > total(best) ? render : best), []);
  return { frames: renders.length, largest };
}

type DrawCounts = { draws: number; fullDraws?: number };
type StatsWindow = Window & { __drawCalls: [number, number][]; __flowEditor: { renderStats(): DrawCounts | null } };

async function renderStats(page: Page): Promise<DrawCounts> {
  return page.evaluate(() => (window as unknown as StatsWindow).__flowEditor.renderStats() ?? { draws: 0 });
}

/** Waits until the renderer has drawn nothing for a while (the resize's frames are done). */
async function drawsStopped(page: Page): Promise<void> {
  let last = -1;
  for (let still = 0; still < 5; ) {
    await page.waitForTimeout(100);
    const { draws } = await renderStats(page);
    still = draws === last ? still + 1 : 0;
    last = draws;
  }
}

async function wholeFrame(studio: StudioUnderTest, nodes: number): Promise<WholeFrame> {
  const { page } = studio;
  await measureOpen(page, `${studio.base}${studio.widgets.get(nodes)!.flowPath}`);
  await page.setViewportSize(VIEWPORT);
  await drawsStopped(page);
  await page.evaluate(() => void (window as unknown as StatsWindow).__drawCalls.splice(0));
  await page.setViewportSize({ width: VIEWPORT.width + 1, height: VIEWPORT.height });
  await drawsStopped(page);
  const calls = await page.evaluate(() => (window as unknown as StatsWindow).__drawCalls.splice(0));
  await page.setViewportSize(VIEWPORT);
  const { frames, largest } = largestRender(calls);
  return { frames, calls: largest.length, triangles: largest.reduce((sum, count) => sum + count, 0), perCall: [...largest].sort((a, b) => b - a) };
}

interface JumpCost {
  cpuMs: number[];
  wholeFrames: number[];
  /** The primitives of the jump's largest render (the new view's frame: the one interval the jump may stretch). */
  largest: number[];
}

/** CPU (ms, all the browser's processes) per jump of `by`, whole frames drawn and the largest render's primitives per jump. */
async function jumpCost(studio: StudioUnderTest, by: { x: number; y: number }): Promise<JumpCost> {
  const { page } = studio;
  const cdp = await studio.browser.newBrowserCDPSession();
  const start = await emptyPoint(page);
  const cpuMs: number[] = [];
  const wholeFrames: number[] = [];
  const largest: number[] = [];
  try {
    for (let jump = 0; jump < jumps; jump += 1) {
      // Out from the empty point, then back from where that point's content went: every press is on empty canvas.
      const [from, to] = jump % 2 === 0 ? [start, { x: start.x + by.x, y: start.y + by.y }] : [{ x: start.x + by.x, y: start.y + by.y }, start];
      await page.mouse.move(from.x, from.y);
      await drawsStopped(page);
      const before = await browserCpuSeconds(cdp);
      const drawnBefore = (await renderStats(page)).fullDraws ?? 0;
      await page.evaluate(() => void (window as unknown as StatsWindow).__drawCalls.splice(0));
      await page.mouse.down();
      await page.mouse.move(to.x, to.y);
      await page.mouse.up();
      await drawsStopped(page);
      const after = await browserCpuSeconds(cdp);
      cpuMs.push(Math.round((after.all - before.all) * 1000));
      wholeFrames.push(((await renderStats(page)).fullDraws ?? 0) - drawnBefore);
      const calls = await page.evaluate(() => (window as unknown as StatsWindow).__drawCalls.splice(0));
      largest.push(largestRender(calls).largest.reduce((sum, count) => sum + count, 0));
    }
  } finally {
    await cdp.detach();
  }
  return { cpuMs, wholeFrames, largest };
}

const median = (values: readonly number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

async function main(): Promise<void> {
  const studios: StudioUnderTest[] = [];
  try {
    for (const [index, build] of builds.entries()) {
      const studio = await startStudioUnderTest(root, build, firstPort + index, sizes);
      await studio.context.addInitScript({ content: COUNT_DRAWS });
      studios.push(studio);
    }
    const costs = new Map<string, { far: number[]; near: number[]; wholeFrames: number[]; nearWholeFrames: number[]; largest: number[] }>();
    process.stdout.write('| build | nodes | frames drawn | draw calls | primitives (triangles + points) | largest calls |\n|---|---:|---:|---:|---:|---|\n');
    for (let round = 0; round < rounds; round += 1) {
      for (const nodes of sizes) {
        for (const studio of round % 2 === 0 ? studios : [...studios].reverse()) {
          const frame = await wholeFrame(studio, nodes);
          if (round === 0) {
            process.stdout.write(`| ${studio.build} | ${nodes} | ${frame.frames} | ${frame.calls} | ${frame.triangles} | ${frame.perCall.slice(0, 4).join(', ')} |\n`);
          }
          // The two gestures in turn, the first one alternating by round.
          const measured = new Map<typeof JUMP, JumpCost>();
          for (const by of round % 2 === 0 ? [JUMP, NEAR_JUMP] : [NEAR_JUMP, JUMP]) measured.set(by, await jumpCost(studio, by));
          const far = measured.get(JUMP)!;
          const near = measured.get(NEAR_JUMP)!;
          const key = `${studio.build} | ${nodes}`;
          const kept = costs.get(key) ?? { far: [], near: [], wholeFrames: [], nearWholeFrames: [], largest: [] };
          kept.largest.push(...far.largest);
          kept.far.push(...far.cpuMs);
          kept.near.push(...near.cpuMs);
          kept.wholeFrames.push(...far.wholeFrames);
          kept.nearWholeFrames.push(...near.wholeFrames);
          costs.set(key, kept);
          process.stderr.write(`[frames] round ${round + 1} ${key}: CPU per jump past the margin ${far.cpuMs.join(' ')} ms, within it ${near.cpuMs.join(' ')} ms; whole frames ${far.wholeFrames.join(' ')} / ${near.wholeFrames.join(' ')}; largest render ${far.largest.join(' ')} primitives\n`);
        }
      }
    }
    const spread = (values: readonly number[]) => {
      const ordered = [...values].sort((a, b) => a - b);
      const at = (q: number) => ordered[Math.floor((ordered.length - 1) * q)];
      return `${median(values)} ms (${at(0.25)}–${at(0.75)})`;
    };
    process.stdout.write(
      '\n| build | nodes | jumps | browser CPU per jump past the margin, median (p25–p75) | within it | difference: the whole frame | whole frames per jump past / within | largest render per jump past, primitives |\n|---|---:|---:|---:|---:|---:|---:|---:|\n',
    );
    for (const [key, { far, near, wholeFrames, nearWholeFrames, largest }] of costs) {
      process.stdout.write(`| ${key} | ${far.length} | ${spread(far)} | ${spread(near)} | ${median(far) - median(near)} ms | ${median(wholeFrames)} / ${median(nearWholeFrames)} | ${median(largest)} |\n`);
    }
  } finally {
    for (const studio of studios) await stopStudioUnderTest(studio);
  }
}

await main();
