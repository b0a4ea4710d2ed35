// What one whole frame of the flow canvas asks the GPU to draw (issue 24): its draw calls and triangles, per build
// and flow size, on the flow page as a designer opens it. Without a GPU every triangle costs the GPU process about
// 1.4 µs whatever its size (bench/README.md, "Triangles per frame"), so this count is most of a whole frame's cost
// there. Per build and size: the flow opens in the signed-in tab, the window is made a pixel wider (the renderer
// draws the whole canvas again at the new size), every draw call of WebGL 2 from then until the frames stop is
// recorded (the page's WebGL prototype wrapped before its scripts run), and the render with the most triangles is
// reported: its calls (the grid's particles are one of their own) and triangles.
// `node --import tsx bench/studio/frameTrianglesBench.ts [--sizes 1000,100000] [--builds dist-a,dist-b]`
// (STUDIO_BENCH_PORT, default 18391; builds take consecutive ports).
import path from 'node:path';
import type { Page } from 'playwright-core';
import { measureOpen } from './measureOpen';
import { startStudioUnderTest, stopStudioUnderTest, VIEWPORT, type StudioUnderTest } from './studioSetup';

const root = path.resolve(import.meta.dirname, '../..');
const argv = process.argv.slice(2);
const option = (name: string): string | null => (argv.includes(name) ? (argv[argv.indexOf(name) + 1] ?? null) : null);
const builds = (option('--builds') ?? process.env.BUILD_DIR ?? 'dist').split(',').filter(Boolean);
const sizes = (option('--sizes') ?? '1000').split(',').map(Number);
const firstPort = Number(process.env.STUDIO_BENCH_PORT ?? 18391);

/** Records each WebGL 2 draw call's time and triangles on `window.__drawCalls` (a plain script: the page runs it as it is). */
const COUNT_DRAWS = `
  const calls = [];
  window.__drawCalls = calls;
  const proto = WebGL2RenderingContext.prototype;
  const triangles = (mode, count) => (mode === proto.TRIANGLES ? count / 3 : mode === proto.TRIANGLE_STRIP || mode === proto.TRIANGLE_FAN ? Math.max(0, count - 2) : 0);
  const drawElements = proto.drawElements;
  proto.drawElements = function (mode, count, type, offset) { calls.push([performance.now(), triangles(mode, count)]); return drawElements.call(this, mode, count, type, offset); };
  const drawArrays = proto.drawArrays;
  proto.drawArrays = function (mode, first, count) { calls.push([performance.now(), triangles(mode, count)]); return drawArrays.call(this, mode, first, count); };
  const drawElementsInstanced = proto.drawElementsInstanced;
  proto.drawElementsInstanced = function (mode, count, type, offset, instances) { calls.push([performance.now(), triangles(mode, count) * instances]); return drawElementsInstanced.call(this, mode, count, type, offset, instances); };
`;

interface WholeFrame {
  /** Frames that drew (draw calls in one task: a frame's render is one synchronous call). */
  frames: number;
  /** The frame with the most triangles: its calls and triangles, and its calls' triangles largest first. */
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

type StatsWindow = Window & { __drawCalls: [number, number][]; __flowEditor: { renderStats(): { draws: number } | null } };

async function renderStats(page: Page): Promise<{ draws: number }> {
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

async function main(): Promise<void> {
  const studios: StudioUnderTest[] = [];
  try {
    for (const [index, build] of builds.entries()) {
      const studio = await startStudioUnderTest(root, build, firstPort + index, sizes);
      await studio.context.addInitScript({ content: COUNT_DRAWS });
      studios.push(studio);
    }
    process.stdout.write('| build | nodes | frames drawn | draw calls | triangles | largest calls |\n|---|---:|---:|---:|---:|---|\n');
    for (const nodes of sizes) {
      for (const studio of studios) {
        const frame = await wholeFrame(studio, nodes);
        process.stdout.write(`| ${studio.build} | ${nodes} | ${frame.frames} | ${frame.calls} | ${frame.triangles} | ${frame.perCall.slice(0, 4).join(', ')} |\n`);
      }
    }
  } finally {
    for (const studio of studios) await stopStudioUnderTest(studio);
  }
}

await main();
