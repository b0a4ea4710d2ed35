// `node bench/runtime/runtimeSize.mjs`: builds the visitor-side bundles as the studio ships them (runtimeBuild.mjs)
// and writes their sizes, raw and gzip (level 9), with the budgets, to bench/results/runtime-size.json.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildRuntime } from '../../runtimeBuild.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
const BUDGETS = { embed: 5 * 1024, runtime: 30 * 1024, react: null };
const out = await mkdtemp(path.join(tmpdir(), 'runtime-size-'));
try {
  const files = await buildRuntime(root, out);
  const results = [];
  for (const [bundle, file] of Object.entries(files)) {
    const body = await readFile(path.join(out, file));
    const gzip = gzipSync(body, { level: 9 }).length;
    // CSP-friendly: no eval and no Function constructor in what visitors run.
    const usesEval = /\beval\(|new Function\b|\bFunction\(/.test(body.toString('utf8'));
    results.push({ bundle, usesEval, file: bundle === 'runtime' ? 'runtime-<hash>.js' : file, bytes: body.length, gzipBytes: gzip, budgetGzipBytes: BUDGETS[bundle], withinBudget: BUDGETS[bundle] === null ? null : gzip <= BUDGETS[bundle] });
  }
  const report = { measuredAt: new Date().toISOString(), node: process.version, results };
  await writeFile(path.join(root, 'bench/results/runtime-size.json'), JSON.stringify(report, null, 2) + '\n');
  for (const result of results) console.log(`${result.bundle.padEnd(8)} ${String(result.bytes).padStart(7)} B  ${String(result.gzipBytes).padStart(6)} B gzip  budget ${result.budgetGzipBytes ?? '-'}`);
  if (results.some((result) => result.withinBudget === false || result.usesEval)) process.exitCode = 1;
} finally {
  await rm(out, { recursive: true, force: true });
}
