// One line of bench/results/latest.json and the statistics every benchmark reports.

export type BenchEngine = 'ours' | 'reactflow';

export interface BenchResult {
  metric: string;
  engine: BenchEngine;
  nodes: number;
  unit: string;
  median: number;
  p95: number;
  /** Only where a target is stated on the tail (hover hit-test). */
  p99?: number;
  min: number;
  max: number;
  /** Number of samples the statistics were computed from. */
  runs: number;
  /** Free-form remark (what a sample is, a caveat). */
  note?: string;
}

/** The q-quantile (0..1) of sorted samples, nearest rank. */
export function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return sorted[rank]!;
}

/** Rounds to 3 significant decimals for readable JSON. */
function tidy(value: number): number {
  if (!Number.isFinite(value)) return value;
  const magnitude = Math.abs(value);
  const decimals = magnitude >= 100 ? 1 : magnitude >= 1 ? 2 : 4;
  return Number(value.toFixed(decimals));
}

export function summarize(
  metric: string,
  engine: BenchEngine,
  nodes: number,
  unit: string,
  samples: readonly number[],
  extra: { p99?: boolean; note?: string } = {},
): BenchResult {
  const sorted = [...samples].sort((a, b) => a - b);
  const result: BenchResult = {
    metric,
    engine,
    nodes,
    unit,
    median: tidy(quantile(sorted, 0.5)),
    p95: tidy(quantile(sorted, 0.95)),
    min: tidy(sorted[0] ?? Number.NaN),
    max: tidy(sorted[sorted.length - 1] ?? Number.NaN),
    runs: sorted.length,
  };
  if (extra.p99) result.p99 = tidy(quantile(sorted, 0.99));
  if (extra.note) result.note = extra.note;
  return result;
}

/** The closing summary a studio bench prints: one Markdown row per build and metric, then the load before → after. */
export function resultsTable(entries: readonly { build: string; results: readonly BenchResult[] }[], loadAverageAtStart: readonly number[], loadAverageAtEnd: readonly number[]): string {
  const lines = ['| build | metric | nodes | median | min | max | rounds |', '|---|---|---:|---:|---:|---:|---:|'];
  for (const entry of entries) for (const r of entry.results) lines.push(`| ${entry.build} | ${r.metric} | ${r.nodes} | ${r.median} | ${r.min} | ${r.max} | ${r.runs} |`);
  const load = (values: readonly number[]) => values.map((v) => v.toFixed(1)).join(' ');
  return `${lines.join('\n')}\n\nload average ${load(loadAverageAtStart)} → ${load(loadAverageAtEnd)}\n`;
}
