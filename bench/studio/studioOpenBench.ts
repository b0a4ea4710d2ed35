// The studio-level open: the real server (a build in BUILD_DIR, default dist) on a fresh data folder, a user
// signed up through the provider's pages, a widget whose flow is replaced by a generated one (PUT), then a fresh
// navigation to its flow page: navigation start → first frame the engine drew (`studio_open_<n>_ms`) and the
// longest main-thread task meanwhile (`studio_open_longest_task_ms`, PerformanceObserver 'longtask').
// `node --import tsx bench/studio/studioOpenBench.ts [--nodes 100000] [--out file]`; STUDIO_BENCH_PORT (18173).
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { generateFlow } from '../../engine/testing/generateFlow';
import { CHROMIUM_LAUNCH } from '../../tests/harness/chromium';
import { createWidgetWithFlow, signUpWithOrganization, startBuiltStudio, waitForStudio } from '../shared/studioSession';
import { summarize } from '../shared/benchResult';

const root = path.resolve(import.meta.dirname, '../..');
const buildDir = process.env.BUILD_DIR || 'dist';
const port = Number(process.env.STUDIO_BENCH_PORT ?? 18173);
const base = `http://localhost:${port}`;
const argv = process.argv.slice(2);
const nodes = argv.includes('--nodes') ? Number(argv[argv.indexOf('--nodes') + 1]) : 100_000;
const out = argv.includes('--out') ? argv[argv.indexOf('--out') + 1] : null;
const runs = Number(process.env.BENCH_ROUNDS ?? 3);
/**
 * --profile <file>: a CDP CPU profile of one round's open (build with BUILD_MINIFY=0 for readable names);
 * --profile-round <n> picks the round (default: the last; 1 is the cold one).
 */
const profileOut = argv.includes('--profile') ? argv[argv.indexOf('--profile') + 1] : null;
const profileRound = argv.includes('--profile-round') ? Number(argv[argv.indexOf('--profile-round') + 1]) : runs;
/** --screens <dir>: screenshots of the last round while the flow loads and once it is drawn. */
const screensDir = argv.includes('--screens') ? argv[argv.indexOf('--screens') + 1] : null;

function log(message: string): void {
  process.stderr.write(`[studio] ${message}\n`);
}

/** The widget with the generated flow, and the GET the flow page will make timed from the page. */
async function createLargeWidget(page: Page): Promise<string> {
  const { widgetId, flowPath } = await createWidgetWithFlow(page, 'Large', JSON.stringify(generateFlow({ nodeCount: nodes, seed: 42 })));
  // The GET the flow page makes, timed from the page (the browser asks for brotli): server time to the first
  // byte, then the body; twice (the second may come from the server's caches).
  for (let round = 1; round <= 2; round += 1) {
    const timing = await page.evaluate(async (widgetId) => {
      const config = await (await fetch('/app-config.json')).json();
      let token = '';
      for (let index = 0; index < sessionStorage.length; index += 1) {
        const key = sessionStorage.key(index)!;
        if (key.startsWith('oidc.user:')) token = JSON.parse(sessionStorage.getItem(key)!).access_token;
      }
      const url = `${config.apiBase.replace(/\/+$/, '')}/widgets/${widgetId}/flow?timing=${Date.now()}`;
      const start = performance.now();
      const response = await fetch(url, { headers: { Authorization: `Bearer ${token}` } });
      const headersAt = performance.now();
      const text = await response.text();
      const bodyAt = performance.now();
      JSON.parse(text);
      return { headers: headersAt - start, body: bodyAt - headersAt, parse: performance.now() - bodyAt, encoding: response.headers.get('content-encoding'), chars: text.length };
    }, widgetId);
    log(`GET flow ${round}: headers after ${timing.headers.toFixed(0)} ms, body ${timing.body.toFixed(0)} ms more (${timing.encoding}, ${(timing.chars / 1e6).toFixed(1)} M chars), JSON.parse on the page ${timing.parse.toFixed(0)} ms`);
  }
  return flowPath;
}

/** Installed before the page's scripts: long tasks, and the first frame with draws from the engine. */
const PROBE = `
  window.__studioOpen = { longest: 0, firstDraw: null, fullDetail: null, tasks: [] };
  new PerformanceObserver((list) => { for (const entry of list.getEntries()) { window.__studioOpen.longest = Math.max(window.__studioOpen.longest, entry.duration); window.__studioOpen.tasks.push([Math.round(entry.startTime), Math.round(entry.duration)]); } }).observe({ type: 'longtask', buffered: true });
  const watch = () => {
    const stats = window.__flowEditor && window.__flowEditor.renderStats();
    const now = performance.now();
    if (stats && stats.draws > 0 && window.__studioOpen.firstDraw === null) window.__studioOpen.firstDraw = now;
    if (stats && stats.draws > 0 && stats.settled) { window.__studioOpen.fullDetail = now; return; }
    requestAnimationFrame(watch);
  };
  requestAnimationFrame(watch);
`;

async function main(): Promise<void> {
  const server = startBuiltStudio(root, buildDir, port, base, 'studio-bench');
  const browser = await chromium.launch(CHROMIUM_LAUNCH);
  try {
    await waitForStudio(base);
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 });
    const setup = await context.newPage();
    setup.setDefaultTimeout(120_000);
    await signUpWithOrganization(setup, base);
    const flowPath = await createLargeWidget(setup);
    log(`flow of ${nodes} nodes stored at ${flowPath}`);
    await setup.addInitScript(PROBE);
    const openMs: number[] = [];
    const longestMs: number[] = [];
    const fullDetailMs: number[] = [];
    const runLog: Record<string, unknown>[] = [];
    const loadAverageAtStart = os.loadavg();
    for (let run = 0; run < runs; run += 1) {
      // The same tab (the session lives in sessionStorage); every goto is a fresh document.
      const page = setup;
      const profiling = profileOut && run === profileRound - 1 ? await page.context().newCDPSession(page) : null;
      if (profiling) {
        await profiling.send('Profiler.enable');
        await profiling.send('Profiler.setSamplingInterval', { interval: 200 });
        await profiling.send('Profiler.start');
      }
      const screens = screensDir && run === runs - 1 ? screensDir : null;
      await page.goto(`${base}${flowPath}`);
      if (screens) {
        await page.getByTestId('flow-progress').waitFor({ timeout: 60_000 });
        await page.screenshot({ path: path.join(screens, 'studio-open-loading.png') });
      }
      await page.waitForFunction(() => (window as unknown as { __studioOpen: { firstDraw: number | null } }).__studioOpen.firstDraw !== null, undefined, { timeout: 300_000, polling: 200 });
      await page.waitForTimeout(1500);
      await page.waitForFunction(() => (window as unknown as { __studioOpen: { fullDetail: number | null } }).__studioOpen.fullDetail !== null, undefined, { timeout: 120_000, polling: 200 });
      if (screens) await page.screenshot({ path: path.join(screens, 'studio-open-drawn.png') });
      const result = await page.evaluate(() => (window as unknown as { __studioOpen: { firstDraw: number; fullDetail: number; longest: number; tasks: [number, number][] } }).__studioOpen);
      const marks = await page.evaluate(() => Object.fromEntries(performance.getEntriesByType('mark').filter((mark) => mark.name.startsWith('flow-open:')).map((mark) => [mark.name.slice(10), Math.round(mark.startTime)])));
      if (process.env.BENCH_RESOURCES) {
        const resources = await page.evaluate(() => (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map((entry) => `${Math.round(entry.startTime)}-${Math.round(entry.responseEnd)} ${entry.name.replace(/^https?:\/\/[^/]+/, '').slice(0, 70)}`));
        log(`resources: ${resources.join(' | ')}`);
      }
      if (profiling && profileOut) {
        const { profile } = (await profiling.send('Profiler.stop')) as { profile: unknown };
        writeFileSync(profileOut, JSON.stringify(profile));
        log(`CPU profile of run ${run + 1} written to ${profileOut}`);
      }
      openMs.push(result.firstDraw);
      longestMs.push(result.longest);
      fullDetailMs.push(result.fullDetail - result.firstDraw);
      runLog.push({ run: run + 1, firstDrawMs: Math.round(result.firstDraw), fullDetailMs: Math.round(result.fullDetail), longestTaskMs: Math.round(result.longest), marks, longTasks: result.tasks });
      log(
        `run ${run + 1}: first drawn frame ${result.firstDraw.toFixed(0)} ms after navigation start, full detail ${result.fullDetail.toFixed(0)} ms, longest task ${result.longest.toFixed(0)} ms; ` +
          `marks (ms): ${JSON.stringify(marks)}; long tasks [start, ms]: ${JSON.stringify(result.tasks)}`,
      );
    }
    const label = `${nodes / 1000}k`;
    const results = [
      summarize(`studio_open_${label}_ms`, 'ours', nodes, 'ms', openMs, { note: 'navigation start → first frame the engine drew, real server and page (round 1 is the cold one)' }),
      summarize('studio_open_longest_task_ms', 'ours', nodes, 'ms', longestMs, { note: 'longest main-thread task (PerformanceObserver longtask) from navigation until 1.5 s after the first drawn frame' }),
      summarize(`studio_full_detail_after_open_${label}_ms`, 'ours', nodes, 'ms', fullDetailMs, { note: 'first drawn frame → everything in view at full detail (renderStats().settled)' }),
    ];
    process.stdout.write(`${JSON.stringify(results, null, 2)}\n`);
    const machine = { cpus: os.cpus().length, loadAverageAtStart, loadAverageAtEnd: os.loadavg() };
    if (out) writeFileSync(out, JSON.stringify({ machine, plan: { nodes, rounds: runs, buildDir }, results, runs: runLog }, null, 2));
  } finally {
    await browser.close();
    server.kill('SIGTERM');
  }
}

await main();
