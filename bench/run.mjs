// `npm run bench [-- --quick]`: the Node-side engine benchmarks, then the browser benchmarks (our editor and
// React Flow in Debian's Chromium), then bench/results/latest.json (full runs only; a quick smoke run writes
// bench/results/quick.json.tmp, git-ignored, so it never replaces the measured figures) and a markdown summary. One process at a
// time, so the runs do not compete for the (shared, 2-core) machine. TypeScript runs through tsx.
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.dirname(path.dirname(new URL(import.meta.url).pathname));
const quick = process.argv.includes('--quick');
const flags = quick ? ['--quick'] : [];
const results = path.join(root, 'bench/results');
mkdirSync(results, { recursive: true });
const engineOut = path.join(results, 'engine.json.tmp');
const browserOut = path.join(results, 'browser.json.tmp');
const env = { ...process.env, BENCH_MODE: quick ? 'quick' : 'full', BENCH_LOAD_AVERAGE: JSON.stringify(os.loadavg().map((v) => Number(v.toFixed(2)))) };
const started = Date.now();

function step(label, args) {
  const begin = Date.now();
  process.stderr.write(`\n=== ${label}\n`);
  const child = spawnSync(process.execPath, args, { cwd: root, stdio: 'inherit', env });
  process.stderr.write(`=== ${label}: exit ${child.status} after ${((Date.now() - begin) / 1000).toFixed(0)} s\n`);
  return child.status === 0;
}

rmSync(engineOut, { force: true });
rmSync(browserOut, { force: true });
const engineOk = step('engine (Node)', ['--expose-gc', '--import', 'tsx', 'bench/node/engineBench.ts', ...flags, '--out', engineOut]);
const browserOk = step('browser (Chromium)', ['--import', 'tsx', 'bench/browser/browserBench.ts', ...flags, '--out', browserOut]);
// The real-input comparison (mouse drag-pan, Ctrl+wheel, frame deltas) keeps its own file.
const inputOut = path.join(results, quick ? 'input-quick.json.tmp' : 'input-latest.json');
const inputOk = step('real input (Chromium)', ['--import', 'tsx', 'bench/browser/inputBench.ts', ...flags, '--out', inputOut]);
const reportOut = path.join(results, quick ? 'quick.json.tmp' : 'latest.json');
const reportOk = step('report', ['--import', 'tsx', 'bench/report/writeReport.ts', engineOut, browserOut, reportOut]);
rmSync(engineOut, { force: true });
rmSync(browserOut, { force: true });
process.stderr.write(`\nbench ${quick ? '(quick) ' : ''}finished in ${((Date.now() - started) / 1000).toFixed(0)} s\n`);
process.exit(engineOk && browserOk && inputOk && reportOk ? 0 : 1);
