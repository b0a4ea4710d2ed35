// What the server's background build of a saved flow's answer (server/api/flowAnswers.ts) costs other requests, with
// no browser: per round, a one-node move saved through PATCH, then — from just before the build starts (the flow is
// quiet 1.5 s after the save) until well after — a request every 50 ms (`/app-config.json`, which waits only for the
// event loop) and one first-view request at the start. Reports the slowest of those answers per round and the first
// view's time, per build. `node --import tsx bench/studio/answerBuildLatencyBench.ts [--builds dist-a,dist-b]
// [--nodes 100000] [--rounds 6]` (each build is a folder `node esbuild.config.mjs` wrote with BUILD_DIR).
import { parseArgs } from 'node:util';
import { saveOneMove, startStudioUnderTest, stopStudioUnderTest, type StudioUnderTest } from './studioSetup';

const { values } = parseArgs({ options: { builds: { type: 'string', default: 'dist' }, nodes: { type: 'string', default: '100000' }, rounds: { type: 'string', default: '6' } } });
const nodes = Number(values.nodes);
const rounds = Number(values.rounds);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function timed(url: string, token: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(url, { headers: { Authorization: `Bearer ${token}` } });
  await response.arrayBuffer();
  return performance.now() - started;
}

async function measure(studio: StudioUnderTest): Promise<{ slowest: number[]; firstView: number[] }> {
  const widget = studio.widgets.get(nodes)!;
  const token = (JSON.parse(studio.session.value) as { access_token: string }).access_token;
  const slowest: number[] = [];
  const firstView: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    await saveOneMove(studio, widget);
    await sleep(1_300);
    const view = timed(`${studio.apiBase}/widgets/${widget.widgetId}/flow/first_view?width=1280&height=744`, token);
    const answers: Promise<number>[] = [];
    for (let i = 0; i < 40; i += 1) {
      answers.push(timed(`${studio.base}/app-config.json`, token));
      await sleep(50);
    }
    slowest.push(Math.round(Math.max(...(await Promise.all(answers)))));
    firstView.push(Math.round(await view));
    // The build done before the next save.
    await sleep(3_000);
  }
  return { slowest, firstView };
}

for (const [index, build] of values.builds.split(',').entries()) {
  const studio = await startStudioUnderTest(process.cwd(), build, 18_460 + index, [nodes]);
  try {
    const { slowest, firstView } = await measure(studio);
    console.log(`${build} ${nodes / 1000}k: slowest answer while the build ran, per round ${slowest.join(', ')} ms; first view ${firstView.join(', ')} ms`);
  } finally {
    await stopStudioUnderTest(studio);
  }
}
