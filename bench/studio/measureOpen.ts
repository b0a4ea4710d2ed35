// One open of the flow page, measured from the page: navigation start → the first frame the engine drew with
// nodes on it, → everything in view at full detail, the long tasks meanwhile (until 1.5 s after the first
// frame), the page's flow-open marks and the requests as a waterfall (Playwright's request events: they include
// the flow-load worker's requests).
import path from 'node:path';
import type { BrowserContext, CDPSession, Page, Request } from 'playwright-core';
import type { WaterfallEntry } from './requestWaterfall';
import type { ShaderProgramTiming } from '../browser/shaderProbe';

/** Installed before the page's scripts: long tasks, the first frame with drawn nodes, full detail. */
export const OPEN_PROBE = `
  window.__studioOpen = { longest: 0, firstDraw: null, fullDetail: null, tasks: [], frames: [] };
  // What the bench awaits (waitForOpen): promises, so that nothing of the bench runs in the page while it opens.
  const settle = {};
  window.__studioOpenDone = {
    drawn: new Promise((resolve) => { settle.drawn = resolve; }),
    detailed: new Promise((resolve) => { settle.detailed = resolve; }),
  };
  new PerformanceObserver((list) => { for (const entry of list.getEntries()) { window.__studioOpen.longest = Math.max(window.__studioOpen.longest, entry.duration); window.__studioOpen.tasks.push([Math.round(entry.startTime), Math.round(entry.duration)]); } }).observe({ type: 'longtask', buffered: true });
  const watch = () => {
    const stats = window.__flowEditor && window.__flowEditor.renderStats();
    const now = performance.now();
    // Every frame once the editor is there, until the first with nodes: when it drew, and what.
    if (stats && window.__studioOpen.firstDraw === null && window.__studioOpen.frames.length < 200) window.__studioOpen.frames.push([Math.round(now), stats.draws, stats.visibleNodes]);
    if (stats && stats.draws > 0 && stats.visibleNodes > 0 && window.__studioOpen.firstDraw === null) {
      window.__studioOpen.firstDraw = now;
      settle.drawn();
    }
    if (window.__studioOpen.firstDraw !== null && stats && stats.settled && window.__studioOpen.fullDetail === null) {
      window.__studioOpen.fullDetail = now;
      settle.detailed();
    }
    if (window.__studioOpen.fullDetail === null) requestAnimationFrame(watch);
  };
  // Frames are watched once the editor is there: a requestAnimationFrame from the document's start would ask the
  // compositor for a frame before the page does (its first frame sink, which waits for a fresh GPU process).
  const untilEditor = () => (window.__flowEditor ? requestAnimationFrame(watch) : setTimeout(untilEditor, 10));
  untilEditor();
`;

export interface OpenSample {
  /** Navigation start → first frame drawn with nodes by the engine (ms). */
  firstDraw: number;
  /**
   * Navigation start → the first frame showing the first view's nodes: the picture the first script paints
   * (src/pages/flow/firstViewPicture.ts, its `picture` mark) or the engine's first frame, whichever came first (ms).
   */
  firstView: number;
  /** Navigation start → everything in view at full detail (ms). */
  fullDetail: number;
  /** Longest main-thread task from navigation until 1.5 s after the first frame (ms). */
  longest: number;
  tasks: [start: number, duration: number][];
  /** Each animation frame from the editor's attachment to the first with nodes: [time, draws so far, visible nodes]. */
  frames: [at: number, draws: number, visibleNodes: number][];
  marks: Record<string, number>;
  waterfall: WaterfallEntry[];
  shaders: ShaderProgramTiming[] | null;
}

interface OpenProbe {
  firstDraw: number | null;
  fullDetail: number | null;
  longest: number;
  tasks: [number, number][];
  frames: [number, number, number][];
}

/** Collects the requests the context makes from now on (finished or failed), with their timings. */
function recordRequests(context: BrowserContext): { stop(): Request[] } {
  const requests: Request[] = [];
  const add = (request: Request) => requests.push(request);
  context.on('requestfinished', add);
  return {
    stop() {
      context.off('requestfinished', add);
      return requests;
    },
  };
}

async function waterfallOf(requests: readonly Request[], timeOrigin: number): Promise<WaterfallEntry[]> {
  const entries: WaterfallEntry[] = [];
  for (const request of requests) {
    const timing = request.timing();
    if (timing.startTime <= 0) continue;
    const start = timing.startTime - timeOrigin;
    const response = await request.response().catch(() => null);
    const sizes = await request.sizes().catch(() => null);
    const url = new URL(request.url());
    entries.push({
      path: `${url.pathname}${url.search}`,
      type: request.resourceType(),
      method: request.method(),
      status: response?.status() ?? 0,
      start,
      firstByte: timing.responseStart >= 0 ? start + timing.responseStart : null,
      end: start + Math.max(0, timing.responseEnd),
      bytes: sizes ? sizes.responseBodySize : null,
    });
  }
  return entries.filter((entry) => entry.start >= -1);
}

export interface MeasureOptions {
  /** A CPU profile of this open is written here. */
  profile?: { file: string; session: CDPSession };
  /** Screenshots while loading and once drawn go here. */
  screens?: string;
}

/**
 * Waits until the probe's `drawn` or `detailed` promise settles. Through the DevTools protocol's own evaluate, not
 * Playwright's waitForFunction: that one first puts Playwright's injected script into the page (a 330 KB script, one
 * 16–20 ms task on the page's main thread in the middle of the open, where a warm open handles its first answers)
 * and then evaluates a predicate in the page every poll. A visitor's page has neither.
 */
async function waitForOpen(session: CDPSession, what: 'drawn' | 'detailed', timeoutMs: number): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`the open was not ${what} within ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    const answer = (await Promise.race([
      session.send('Runtime.evaluate', { expression: `window.__studioOpenDone.${what}.then(() => true)`, awaitPromise: true, returnByValue: true }),
      late,
    ])) as { result: { value?: unknown }; exceptionDetails?: { text: string } };
    if (answer.exceptionDetails || answer.result.value !== true) throw new Error(`waiting for the open (${what}) failed: ${answer.exceptionDetails?.text ?? 'no answer'}`);
  } finally {
    clearTimeout(timer);
  }
}

/** Navigates `page` to `url` and measures the open (the probes must be installed as init scripts). */
export async function measureOpen(page: Page, url: string, options: MeasureOptions = {}): Promise<OpenSample> {
  const requests = recordRequests(page.context());
  // Its own DevTools session unless the profile's is there; detached when the open is measured, or failed to be.
  const own = options.profile ? null : await page.context().newCDPSession(page);
  try {
    return await measureWith(page, url, options, requests, own ?? options.profile!.session);
  } finally {
    await own?.detach().catch(() => undefined);
  }
}

async function measureWith(page: Page, url: string, options: MeasureOptions, requests: ReturnType<typeof recordRequests>, waiter: CDPSession): Promise<OpenSample> {
  if (options.profile) {
    await options.profile.session.send('Profiler.enable');
    await options.profile.session.send('Profiler.setSamplingInterval', { interval: 200 });
    await options.profile.session.send('Profiler.start');
  }
  await page.goto(url);
  if (options.screens) {
    await page.getByTestId('flow-progress').waitFor({ timeout: 60_000 });
    await page.screenshot({ path: path.join(options.screens, 'studio-open-loading.png') });
    // The first view's picture while it is up (firstViewPicture.ts), when there is one and it is still shown.
    const picture = page.getByTestId('flow-first-view-picture');
    const up = await picture.waitFor({ timeout: 15_000 }).then(() => true, () => false);
    if (up) await page.screenshot({ path: path.join(options.screens, 'studio-open-picture.png') });
  }
  await waitForOpen(waiter, 'drawn', 300_000);
  await page.waitForTimeout(1500);
  await waitForOpen(waiter, 'detailed', 120_000);
  if (options.screens) await page.screenshot({ path: path.join(options.screens, 'studio-open-drawn.png') });
  const probe = await page.evaluate(() => (window as unknown as { __studioOpen: OpenProbe }).__studioOpen);
  const marks = await page.evaluate(() =>
    Object.fromEntries(performance.getEntriesByType('mark').filter((mark) => mark.name.startsWith('flow-open:')).map((mark) => [mark.name.slice(10), Math.round(mark.startTime)])),
  );
  const shaders = await page.evaluate(() => (window as unknown as { __shaderProbe?: ShaderProgramTiming[] }).__shaderProbe ?? null);
  const timeOrigin = await page.evaluate(() => performance.timeOrigin);
  if (options.profile) {
    const { profile } = (await options.profile.session.send('Profiler.stop')) as { profile: unknown };
    const { writeFileSync } = await import('node:fs');
    writeFileSync(options.profile.file, JSON.stringify(profile));
  }
  const waterfall = await waterfallOf(requests.stop(), timeOrigin);
  return {
    firstDraw: probe.firstDraw!,
    firstView: Math.min(probe.firstDraw!, marks.picture ?? Number.POSITIVE_INFINITY),
    fullDetail: probe.fullDetail!,
    longest: probe.longest,
    tasks: probe.tasks,
    frames: probe.frames,
    marks,
    waterfall,
    shaders: shaders ? shaders.map((program) => ({ ...program, at: program.at, firstDrawAt: program.firstDrawAt })) : null,
  };
}
