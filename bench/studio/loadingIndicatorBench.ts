// What a page's WebGL context costs while the browser still shows the page as loading, against once it has loaded.
// A fresh browser (the cold rounds' switches) opens a static page from a local server that makes a 1280 × 720 WebGL 2
// context at a fixed time after navigation (--at, default 700 ms) and times that one synchronous call. In the
// "loading" page an image that answers only after 3 s holds the load event, so the browser's loading indicator is
// still drawn (each of its frames, without a GPU, drawn in software by the GPU process, which every synchronous call
// of the page waits behind); in the "loaded" page nothing does. Rounds alternate the two pages. The page posts its
// figure to the server, so that nothing of the bench runs in the page.
// `node --import tsx bench/studio/loadingIndicatorBench.ts [--rounds 8] [--at 700] [--gl <set>] [--out file.json]`.
import { writeFileSync } from 'node:fs';
import type { RequestListener } from 'node:http';
import { parseArgs } from 'node:util';
import { inFreshBrowser, median, withLocalServer } from './freshBrowserPage';

const { values } = parseArgs({ options: { rounds: { type: 'string', default: '8' }, at: { type: 'string', default: '700' }, gl: { type: 'string' }, out: { type: 'string' } } });
const rounds = Number(values.rounds);
const at = Number(values.at);
const PAGES = ['loading', 'loaded'] as const;
type PageKind = (typeof PAGES)[number];

function page(kind: PageKind): string {
  const holdsLoad = kind === 'loading' ? '<img src="/held.png" alt="">' : '';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${kind}</title></head><body><p>A page.</p>${holdsLoad}<script>
addEventListener('load', () => performance.mark('loaded'));
setTimeout(() => {
  const canvas = document.createElement('canvas');
  canvas.width = 1280; canvas.height = 720;
  document.body.append(canvas);
  const start = performance.now();
  canvas.getContext('webgl2');
  const sample = { at: Math.round(start), ms: Math.round(performance.now() - start), loaded: performance.getEntriesByName('loaded').length > 0 };
  fetch('/sample', { method: 'POST', body: JSON.stringify(sample) });
}, ${at});
</script></body></html>`;
}

interface ContextSample {
  at: number;
  ms: number;
  loaded: boolean;
}

async function main(): Promise<void> {
  let nextSample: ((sample: ContextSample) => void) | null = null;
  const serve: RequestListener = (request, response) => {
    const url = new URL(request.url ?? '/', 'http://bench');
    if (url.pathname === '/sample' && request.method === 'POST') {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        response.writeHead(204).end();
        nextSample?.(JSON.parse(body) as ContextSample);
      });
      return;
    }
    if (url.pathname === '/held.png') {
      setTimeout(() => response.writeHead(404).end(), 3_000);
      return;
    }
    const kind = url.searchParams.get('page') === 'loading' ? 'loading' : 'loaded';
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' }).end(page(kind));
  };
  const samples: Record<PageKind, ContextSample[]> = { loading: [], loaded: [] };
  await withLocalServer(serve, async (base) => {
    for (let round = 1; round <= rounds; round += 1) {
      for (const kind of PAGES) {
        const sample = await inFreshBrowser(values.gl, async (browser) => {
          const tab = await browser.newPage({ viewport: { width: 1920, height: 1200 } });
          const reported = new Promise<ContextSample>((resolve, reject) => {
            nextSample = resolve;
            setTimeout(() => reject(new Error(`the ${kind} page reported no context within 30 s`)), 30_000).unref();
          });
          await tab.goto(`${base}?page=${kind}`, { waitUntil: 'commit' });
          return reported;
        });
        if ((kind === 'loaded') !== sample.loaded) throw new Error(`the ${kind} page's load event ${sample.loaded ? 'had' : 'had not'} fired when its context was made`);
        samples[kind].push(sample);
        process.stderr.write(`[loading indicator] round ${round} ${kind}: getContext('webgl2') at ${sample.at} ms took ${sample.ms} ms\n`);
      }
    }
  });
  const summary = {
    rounds,
    at,
    gl: values.gl ?? 'default',
    medians: { loading: median(samples.loading.map((s) => s.ms)), loaded: median(samples.loaded.map((s) => s.ms)) },
    ranges: Object.fromEntries(PAGES.map((kind) => [kind, [Math.min(...samples[kind].map((s) => s.ms)), Math.max(...samples[kind].map((s) => s.ms))]])),
    samples,
  };
  process.stdout.write(`${JSON.stringify(summary.medians)}\n`);
  if (values.out) writeFileSync(values.out, JSON.stringify(summary, null, 2));
}

await main();
