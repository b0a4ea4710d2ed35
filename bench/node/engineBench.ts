// Node-side engine benchmarks at 1k, 10k and 100k nodes. Run by bench/run.mjs as
// `node --expose-gc --import tsx bench/node/engineBench.ts [--quick] [--out file]`; prints progress to stderr
// and writes the results (BenchResult[]) as JSON to --out (or stdout).
import { writeFileSync } from 'node:fs';
import type { BenchResult } from '../shared/benchResult';
import { cliOptions } from '../shared/cliOptions';
import { collectGarbage, timeMs } from '../shared/timing';
import { loadBenchFlow, type BenchFlow } from './benchFlow';
import { connectBench } from './connectBench';
import { contextBench } from './contextBench';
import { dragBench } from './dragBench';
import { findBench } from './findBench';
import { gcBench } from './gcBench';
import { hitTestBench } from './hitTestBench';
import { loadBench } from './loadBench';
import { patchBench } from './patchBench';
import { saveBytesBench } from './saveBytesBench';

interface SizePlan {
  nodes: number;
  loadRuns: number;
  hitSamples: number;
  drags: number;
  edits: number;
  patchRuns: number;
  documentRuns: number;
}

const FULL: SizePlan[] = [
  { nodes: 1_000, loadRuns: 30, hitSamples: 50_000, drags: 20, edits: 500, patchRuns: 200, documentRuns: 30 },
  { nodes: 10_000, loadRuns: 15, hitSamples: 50_000, drags: 20, edits: 500, patchRuns: 200, documentRuns: 15 },
  { nodes: 100_000, loadRuns: 7, hitSamples: 20_000, drags: 20, edits: 300, patchRuns: 100, documentRuns: 5 },
];
const QUICK: SizePlan[] = [
  { nodes: 1_000, loadRuns: 10, hitSamples: 20_000, drags: 5, edits: 200, patchRuns: 50, documentRuns: 10 },
  { nodes: 10_000, loadRuns: 5, hitSamples: 10_000, drags: 5, edits: 200, patchRuns: 50, documentRuns: 5 },
  { nodes: 100_000, loadRuns: 1, hitSamples: 3_000, drags: 5, edits: 100, patchRuns: 30, documentRuns: 1 },
];

function log(message: string): void {
  process.stderr.write(`[engine] ${message}\n`);
}

/** Order matters: the patch and byte counts use the untouched positions; connect and gc undo; drags move nodes last. */
function benchSize(plan: SizePlan): BenchResult[] {
  let flow: BenchFlow | null = null;
  const generateMs = timeMs(() => {
    flow = loadBenchFlow(plan.nodes);
  });
  const ready = flow as unknown as BenchFlow;
  log(`${plan.nodes} nodes: generated ${ready.model.nodeCount} nodes, ${ready.model.connectionCount} connections in ${generateMs.toFixed(0)} ms`);
  const results: BenchResult[] = [];
  const stage = (name: string, run: () => BenchResult[]) => {
    collectGarbage();
    const elapsed = timeMs(() => results.push(...run()));
    log(`${plan.nodes} nodes: ${name} (${(elapsed / 1000).toFixed(1)} s)`);
  };
  stage('load', () => loadBench(ready, plan.loadRuns));
  stage('save bytes', () => saveBytesBench(ready));
  stage('patch apply', () => patchBench(ready, plan.patchRuns, plan.documentRuns));
  stage('hover hit-test', () => hitTestBench(ready, plan.hitSamples));
  stage('connect', () => connectBench(ready, plan.edits));
  stage('gc', () => gcBench(ready, plan.edits));
  stage('find', () => findBench(ready, Math.min(plan.edits, 100), plan.documentRuns));
  stage('drag', () => dragBench(ready, plan.drags));
  stage('context values', () => contextBench(ready, Math.min(plan.edits, 200), plan.documentRuns));
  return results;
}

const options = cliOptions();
if (!(globalThis as { gc?: unknown }).gc) log('warning: started without --expose-gc; timings include collections of earlier stages');
const results = (options.quick ? QUICK : FULL).flatMap(benchSize);
const json = JSON.stringify(results, null, 2);
if (options.out) writeFileSync(options.out, json);
else process.stdout.write(`${json}\n`);
