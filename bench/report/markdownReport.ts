// The human-readable summary printed after a run: every figure, the targets, and the React Flow ratios.
import type { BenchResult } from '../shared/benchResult';
import { checkTargets, ratio } from './targets';

function mark(met: boolean | null): string {
  return met === null ? '–' : met ? '✓' : '✗';
}

function kilo(nodes: number): string {
  return nodes >= 1000 ? `${nodes / 1000}k` : String(nodes);
}

export function markdownReport(results: readonly BenchResult[]): string {
  const lines: string[] = ['## Results (medians; p95/p99 where the tail matters)', '', '| metric | engine | nodes | median | p95 | p99 | unit | runs |', '|---|---|---:|---:|---:|---:|---|---:|'];
  const ordered = [...results].sort((a, b) => a.metric.localeCompare(b.metric) || a.engine.localeCompare(b.engine) || a.nodes - b.nodes);
  for (const r of ordered) lines.push(`| ${r.metric} | ${r.engine} | ${kilo(r.nodes)} | ${r.median} | ${r.p95} | ${r.p99 ?? ''} | ${r.unit} | ${r.runs} |`);

  lines.push('', '## Targets', '', '| target | figure | met |', '|---|---|:-:|');
  for (const check of checkTargets(results)) lines.push(`| ${check.target} | ${check.figure} | ${mark(check.met)} |`);

  lines.push('', '## React Flow ÷ ours (medians, same flow, same script; > 1 means ours is faster/smaller)', '', '| metric | nodes | ratio |', '|---|---:|---:|');
  const compared = [...new Set(results.filter((r) => r.engine === 'reactflow').map((r) => `${r.metric}|${r.nodes}`))];
  for (const key of compared.sort()) {
    const [metric, nodes] = key.split('|') as [string, string];
    const value = ratio(results, metric, Number(nodes));
    lines.push(`| ${metric} | ${kilo(Number(nodes))} | ${value === null ? 'n/a' : `${value.toFixed(1)}×`} |`);
  }
  return lines.join('\n');
}
