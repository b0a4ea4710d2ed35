// Merges the Node and browser outputs into bench/results/latest.json (machine, versions, results) and prints
// the markdown summary. Usage: node --import tsx bench/report/writeReport.ts <engine.json> <browser.json> <out.json>
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BrowserBenchOutput } from '../browser/browserBench';
import type { BenchResult } from '../shared/benchResult';
import { markdownReport } from './markdownReport';

const ROOT = path.resolve(import.meta.dirname, '../..');
const PACKAGES = ['pixi.js', '@xyflow/react', 'react', 'react-dom', 'rbush', 'bezier-js', 'xstate', 'playwright-core', 'esbuild', 'tsx'];

function readJson<T>(file: string): T | null {
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T) : null;
}

function versions(): Record<string, string> {
  const found: Record<string, string> = {};
  for (const name of PACKAGES) {
    const manifest = readJson<{ version: string }>(path.join(ROOT, 'node_modules', name, 'package.json'));
    found[name] = manifest?.version ?? 'not installed';
  }
  return found;
}

const [engineFile, browserFile, outFile] = process.argv.slice(2);
if (!engineFile || !browserFile || !outFile) throw new Error('usage: writeReport.ts <engine.json> <browser.json> <out.json>');
const engine = readJson<BenchResult[]>(engineFile) ?? [];
const browser = readJson<BrowserBenchOutput>(browserFile);
const results = [...engine, ...(browser?.results ?? [])];
const cpus = os.cpus();
const report = {
  generatedAt: new Date().toISOString(),
  mode: process.env.BENCH_MODE ?? 'full',
  machine: {
    cpus: cpus.length,
    cpuModel: cpus[0]?.model ?? 'unknown',
    memoryBytes: os.totalmem(),
    node: process.version,
    chromium: browser?.chromium ?? 'not run',
    loadAverageAtStart: JSON.parse(process.env.BENCH_LOAD_AVERAGE ?? 'null') as number[] | null,
    loadAverageAtEnd: os.loadavg().map((value) => Number(value.toFixed(2))),
    platform: `${os.platform()} ${os.release()}`,
  },
  versions: versions(),
  unavailable: browser ? browser.unavailable : { ours: 'browser bench did not run', reactflow: 'browser bench did not run' },
  results,
};
writeFileSync(outFile, `${JSON.stringify(report, null, 2)}\n`);
process.stdout.write(`${markdownReport(results)}\n\nWritten to ${path.relative(ROOT, outFile)}\n`);
for (const [name, reason] of Object.entries(report.unavailable)) process.stdout.write(`Not measured: ${name}: ${reason}\n`);
