// What a first visit costs before any page's code can matter: a fresh browser (as the cold rounds of
// studioOpenBench.ts launch it, the same switches) opens a static page of a few words from a local server, and the
// page reports navigation start → its first paint and first contentful paint, when its one inline script ran, and its
// longest main-thread task until then.
// In a fresh browser the page's main thread waits for its first compositor frame sink, which waits for the GPU process
// to finish the browser's own first frame (under SwiftShader a CPU readback of the whole frame): no page, however
// small, paints before that. `node --import tsx bench/studio/freshBrowserFloorBench.ts [--rounds 8] [--gl <set>]
// [--out file.json]`.
import { writeFileSync } from 'node:fs';
import type { RequestListener } from 'node:http';
import { parseArgs } from 'node:util';
import { inFreshBrowser, median, withLocalServer } from './freshBrowserPage';

const { values } = parseArgs({ options: { rounds: { type: 'string', default: '8' }, gl: { type: 'string' }, out: { type: 'string' } } });
const rounds = Number(values.rounds);

/** The whole page: some words, and an inline script that marks when the parser reached it and keeps its long tasks. */
const PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>floor</title><script>performance.mark('parsed-head');window.__longTasks=[];new PerformanceObserver((list)=>{for(const entry of list.getEntries())window.__longTasks.push([Math.round(entry.startTime),Math.round(entry.duration)])}).observe({type:'longtask',buffered:true})</script></head><body><p>A first visit.</p></body></html>`;

interface FloorSample {
  firstPaint: number;
  firstContentfulPaint: number;
  headScript: number;
  /** The page's longest main-thread task until its first contentful paint, ms (0: none over 50 ms). */
  longestTask: number;
}

async function main(): Promise<void> {
  const samples: FloorSample[] = [];
  const serve: RequestListener = (_request, response) => response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' }).end(PAGE);
  await withLocalServer(serve, async (url) => {
    for (let round = 1; round <= rounds; round += 1) {
      const sample = await inFreshBrowser(values.gl, async (browser) => {
        const page = await browser.newPage({ viewport: { width: 1920, height: 1200 } });
        await page.goto(url);
        await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0, undefined, { timeout: 30_000 });
        return page.evaluate(() => ({
          firstPaint: Math.round(performance.getEntriesByName('first-paint')[0]?.startTime ?? -1),
          firstContentfulPaint: Math.round(performance.getEntriesByName('first-contentful-paint')[0]!.startTime),
          headScript: Math.round(performance.getEntriesByName('parsed-head')[0]?.startTime ?? -1),
          longestTask: Math.max(0, ...((window as Window & { __longTasks?: [number, number][] }).__longTasks ?? []).map(([, duration]) => duration)),
        }));
      });
      samples.push(sample);
      process.stderr.write(`[floor] round ${round}: head script ${sample.headScript} ms, first paint ${sample.firstPaint} ms, first contentful paint ${sample.firstContentfulPaint} ms, longest task ${sample.longestTask} ms\n`);
    }
  });
  const summary = {
    rounds,
    gl: values.gl ?? 'default',
    medians: {
      headScript: median(samples.map((sample) => sample.headScript)),
      firstPaint: median(samples.map((sample) => sample.firstPaint)),
      firstContentfulPaint: median(samples.map((sample) => sample.firstContentfulPaint)),
      longestTask: median(samples.map((sample) => sample.longestTask)),
    },
    ranges: { firstContentfulPaint: [Math.min(...samples.map((s) => s.firstContentfulPaint)), Math.max(...samples.map((s) => s.firstContentfulPaint))] },
    samples,
  };
  process.stdout.write(`${JSON.stringify(summary.medians)}\n`);
  if (values.out) writeFileSync(values.out, JSON.stringify(summary, null, 2));
}

await main();
