// The performance targets the engine is held to, checked against the results (medians unless stated).
import type { BenchResult } from '../shared/benchResult';

export interface TargetCheck {
  target: string;
  figure: string;
  /** null when the figure is missing (not measured in this run). */
  met: boolean | null;
}

type Stat = 'median' | 'p95' | 'p99';

function find(results: readonly BenchResult[], metric: string, engine: BenchResult['engine'], nodes: number): BenchResult | undefined {
  return results.find((r) => r.metric === metric && r.engine === engine && r.nodes === nodes);
}

function atMost(results: readonly BenchResult[], metric: string, nodes: number, stat: Stat, limit: number, unit: string, label: string): TargetCheck {
  const result = find(results, metric, 'ours', nodes);
  const value = result?.[stat];
  if (value === undefined) return { target: label, figure: 'not measured', met: null };
  return { target: label, figure: `${value} ${unit} (${stat})`, met: value <= limit };
}

/** Median of React Flow over median of ours for the same metric and size. */
export function ratio(results: readonly BenchResult[], metric: string, nodes: number): number | null {
  const ours = find(results, metric, 'ours', nodes)?.median;
  const theirs = find(results, metric, 'reactflow', nodes)?.median;
  if (ours === undefined || theirs === undefined || ours <= 0) return null;
  return theirs / ours;
}

export function checkTargets(results: readonly BenchResult[]): TargetCheck[] {
  const sizes = [...new Set(results.filter((r) => r.engine === 'ours' && r.metric.endsWith('_scripting_ms')).map((r) => r.nodes))].sort((a, b) => a - b);
  const checks: TargetCheck[] = [atMost(results, 'open_ms', 100_000, 'median', 1500, 'ms', '100k open ≤ 1.5 s')];
  for (const kind of ['pan', 'zoom']) {
    for (const nodes of sizes) checks.push(atMost(results, `${kind}_scripting_ms`, nodes, 'p95', 4, 'ms', `${kind} scripting ≤ 4 ms p95 at ${nodes / 1000}k`));
  }
  checks.push(atMost(results, 'hover_hit_test_us', 100_000, 'p99', 50, 'µs', 'hit-test ≤ 50 µs p99 at 100k'));
  checks.push(atMost(results, 'heap_bytes_per_node', 100_000, 'median', 2048, 'B', '≤ 2 KB heap per node (100k)'));
  checks.push(atMost(results, 'context_values_ms', 10_000, 'p95', 50, 'ms', 'context values / warnings recompute ≤ 50 ms p95 at 10k'));
  for (const [metric, label] of [
    ['open_ms', 'open'],
    ['pan_frame_ms', 'pan frame time'],
  ] as const) {
    const value = ratio(results, metric, 5_000);
    checks.push({ target: `5k ${label} ≥ 10× faster than React Flow`, figure: value === null ? 'not measured' : `${value.toFixed(1)}×`, met: value === null ? null : value >= 10 });
  }
  return checks;
}
