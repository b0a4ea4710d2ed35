// One fresh page: load the bench page, prepare the flow, open it (timed), weigh the heap, and optionally play
// the pan and zoom scripts. Returns raw samples; browserBench.ts turns them into results.
import type { Browser } from 'playwright-core';
import type { MotionKind, MotionResult } from './pages/benchPageApi';
import { CdpProbe, threadTimesBetween, type ThreadTimes } from './cdpProbe';

export interface MotionSample extends MotionResult {
  /** Main-thread times over the script, from CDP (all work, not only the engine's). */
  thread: ThreadTimes;
}

export interface PageSample {
  openMs: number;
  phases: Record<string, number>;
  heapBytes: number;
  describe: Record<string, unknown>;
  motions: Partial<Record<MotionKind, MotionSample>>;
}

export interface PageRun {
  url: string;
  nodes: number;
  seed: number;
  motion: { pan: number; zoom: number } | null;
}

const VIEWPORT = { width: 1280, height: 800 };

function viewportText({ scale, offsetX, offsetY }: MotionResult['viewport']): string {
  return `${scale.toFixed(3)}@(${offsetX.toFixed(0)},${offsetY.toFixed(0)})`;
}

function log(message: string): void {
  process.stderr.write(`[browser]   ${message}\n`);
}

export async function measurePage(browser: Browser, run: PageRun): Promise<PageSample> {
  const context = await browser.newContext({ viewport: VIEWPORT, deviceScaleFactor: 1 });
  try {
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(run.url);
    await page.waitForFunction(() => window.__bench !== undefined, undefined, { timeout: 30_000 }).catch(() => {
      throw new Error(`bench page did not start: ${errors.join('; ') || 'no window.__bench'}`);
    });
    const probe = await CdpProbe.attach(page);
    const baseline = await probe.heapAfterGc();
    await page.evaluate(({ nodes, seed }) => window.__bench!.prepare(nodes, seed), { nodes: run.nodes, seed: run.seed });
    await probe.heapAfterGc();
    const opened = await page.evaluate(() => window.__bench!.open());
    const heapBytes = (await probe.heapAfterGc()) - baseline;
    const sample: PageSample = { openMs: opened.openMs, phases: opened.phases ?? {}, heapBytes, describe: await page.evaluate(() => window.__bench!.describe()), motions: {} };
    if (run.motion) {
      for (const kind of ['pan', 'zoom'] as const) {
        // The window starts at rest: the opening animation is not the script's work.
        await page.evaluate(() => window.__bench!.settle?.());
        const before = await probe.threadTimes();
        const result = await page.evaluate(({ kind, frames }) => window.__bench!.motion(kind, frames), { kind, frames: run.motion[kind] });
        sample.motions[kind] = { ...result, thread: threadTimesBetween(before, await probe.threadTimes()) };
        log(`${kind}: ${result.scriptingMs.length} frames from ${viewportText(result.startViewport)} to ${viewportText(result.viewport)}`);
      }
    }
    if (errors.length > 0) throw new Error(`page errors: ${errors.join('; ')}`);
    return sample;
  } finally {
    await context.close();
  }
}
