// From the script tag to widget_shown, as a visitor's browser meets it: one studio process (PGlite in a temp
// folder, or a scratch database with DATABASE_URL), a widget published through the API (the end-to-end spec's
// sign-up flow: entrypoint -> view), and a host page on ANOTHER origin carrying only the script tag. Each round
// opens the page in a fresh browser context (cold caches, new visitor), waits for the view, and reads the
// widget_shown event the runtime recorded: its loadTime is the loader's start to the view on screen. Also
// measured from the outside: navigation start to the view's text being in the shadow root.
//
//   BUILD_DIR=dist npx tsx bench/runtime/embedShowBench.ts [--rounds 15]
// Needs a build (`npm run build`): the studio serves the runtime from BUILD_DIR. Writes results/runtime-embed-show.json.
import { createServer } from 'node:http';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { eq } from 'drizzle-orm';
import { widgetEvents } from '../../server/db/partitioned/widgetEvents';
import { startTestStudio } from '../../tests/harness/testStudio';
import { signupFlow } from '../../tests/e2e/runtimeEmbed/signupWidget';
import { freePort } from '../../tests/harness/freePort';
import { CHROMIUM_LAUNCH } from '../../tests/harness/chromium';

const rounds = Number(process.argv[process.argv.indexOf('--rounds') + 1] || 15) || 15;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.ceil(values.length * p) - 1)]!;

const studio = await startTestStudio();
const hostPort = await freePort();
const user = await studio.signUp();
const organization = await user.request('POST', '/organizations', { name: 'Embed bench' });
const widget = await user.request('POST', '/widgets', { name: 'Bench', organizationId: organization.body.id });
const widgetId: string = widget.body.id;
const current = await user.request('GET', `/widgets/${widgetId}/flow`);
const saved = await user.request('PUT', `/widgets/${widgetId}/flow`, {
  baseVersion: current.body.version,
  flow: signupFlow({ hookUrl: 'http://127.0.0.1:9/none', doneUrl: `http://localhost:${hostPort}/done` }),
});
if (saved.status !== 200) throw new Error(`flow save: ${JSON.stringify(saved.body)}`);
const published = await user.request('PUT', `/widgets/${widgetId}/publish`);
if (published.status !== 200) throw new Error(`publish: ${JSON.stringify(published.body)}`);

const html = `<!doctype html><html><head><meta charset="utf-8"><title>Host</title></head><body><h1>Host page</h1>
<script src="${studio.url}/embed.js" data-widget-id="${widgetId}" async></script></body></html>`;
const host = createServer((_request, response) => {
  response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
  response.end(html);
});
await new Promise<void>((resolve) => host.listen(hostPort, '127.0.0.1', resolve));

const browser = await chromium.launch(CHROMIUM_LAUNCH);
const navigationToShown: number[] = [];
const loadTimes: number[] = [];
try {
  for (let round = 0; round < rounds; round += 1) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`http://localhost:${hostPort}/`);
    const shownAt = await page.waitForFunction(
      () => {
        const hosts = [...document.querySelectorAll('*')].filter((element) => element.shadowRoot);
        return hosts.some((element) => element.shadowRoot!.textContent?.includes('Join the list')) ? performance.now() : null;
      },
      undefined,
      { polling: 'raf', timeout: 30_000 },
    );
    navigationToShown.push(Number(await shownAt.jsonValue()));
    // The visitor leaves: the beacon flushes widget_shown.
    await context.close();
  }
  const deadline = Date.now() + 30_000;
  for (;;) {
    const rows = await studio.database.db.select().from(widgetEvents).where(eq(widgetEvents.widgetId, widgetId));
    const shown = rows.filter((row) => row.name === 'widget_flow_widget_shown');
    if (shown.length >= rounds || Date.now() > deadline) {
      for (const row of shown) loadTimes.push(Number((row.payload as Record<string, unknown>).loadTime));
      break;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
} finally {
  await browser.close();
  host.close();
  await studio.close();
}

const result = {
  metric: 'embed_show',
  rounds,
  database: process.env.DATABASE_URL ? 'postgresql' : 'pglite',
  scriptTagToShownMs: { median: median(loadTimes), p95: percentile(loadTimes, 0.95), recorded: loadTimes.length },
  navigationToShownMs: { median: Math.round(median(navigationToShown)), p95: Math.round(percentile(navigationToShown, 0.95)) },
  at: new Date().toISOString(),
};
console.log(JSON.stringify(result, null, 2));
await writeFile(path.join(import.meta.dirname, '../results/runtime-embed-show.json'), JSON.stringify(result, null, 2) + '\n');
