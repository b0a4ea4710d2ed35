// The real-input bench's summary: per size, ours and React Flow side by side with React Flow ÷ ours, and the
// issue 15 targets checked (medians).
import type { BenchResult } from '../shared/benchResult';
import { ratio } from './targets';

const METRICS = ['first_frame_ms', 'full_detail_ms', 'zoom_full_detail_ms', 'pan_input_frame_ms', 'zoom_input_frame_ms', 'pan_input_playback_ms', 'zoom_input_playback_ms'];

function median(results: readonly BenchResult[], metric: string, engine: BenchResult['engine'], nodes: number): number | undefined {
  return results.find((r) => r.metric === metric && r.engine === engine && r.nodes === nodes)?.median;
}

export function inputChecks(results: readonly BenchResult[]): { target: string; figure: string; met: boolean | null }[] {
  const checks: { target: string; figure: string; met: boolean | null }[] = [];
  for (const nodes of [1_000, 5_000]) {
    for (const metric of ['pan_input_frame_ms', 'zoom_input_frame_ms']) {
      const value = ratio(results, metric, nodes);
      checks.push({ target: `${metric} at ${nodes / 1000}k ≥ 3× faster than React Flow`, figure: value === null ? 'not measured' : `${value.toFixed(2)}×`, met: value === null ? null : value >= 3 });
    }
  }
  for (const metric of ['pan_input_frame_ms', 'zoom_input_frame_ms']) {
    const big = median(results, metric, 'ours', 100_000);
    const small = median(results, metric, 'ours', 1_000);
    const value = big !== undefined && small !== undefined ? big / small : null;
    checks.push({ target: `${metric} at 100k within 1.5× of ours at 1k`, figure: value === null ? 'not measured' : `${value.toFixed(2)}×`, met: value === null ? null : value <= 1.5 });
  }
  const first = ratio(results, 'first_frame_ms', 5_000);
  checks.push({ target: 'first frame with nodes at 5k ≥ 10× sooner than React Flow', figure: first === null ? 'not measured' : `${first.toFixed(1)}×`, met: first === null ? null : first >= 10 });
  for (const metric of ['full_detail_ms', 'zoom_full_detail_ms']) {
    const sizes = [...new Set(results.filter((r) => r.metric === metric && r.engine === 'ours').map((r) => r.nodes))].sort((a, b) => a - b);
    for (const nodes of sizes) {
      const value = median(results, metric, 'ours', nodes)!;
      checks.push({ target: `${metric} ≤ 1 s at ${nodes / 1000}k`, figure: `${value} ms`, met: value <= 1000 });
    }
  }
  return checks;
}

export function inputReport(results: readonly BenchResult[]): string {
  const lines = ['## Real input (medians, ms; ratio = React Flow ÷ ours, > 1: ours faster)', '', '| metric | nodes | ours | React Flow | ratio |', '|---|---:|---:|---:|---:|'];
  const sizes = [...new Set(results.map((r) => r.nodes))].sort((a, b) => a - b);
  for (const metric of METRICS) {
    for (const nodes of sizes) {
      const ours = median(results, metric, 'ours', nodes);
      const theirs = median(results, metric, 'reactflow', nodes);
      if (ours === undefined && theirs === undefined) continue;
      const value = ratio(results, metric, nodes);
      lines.push(`| ${metric} | ${nodes / 1000}k | ${ours ?? '–'} | ${theirs ?? '–'} | ${value === null ? '–' : `${value.toFixed(2)}×`} |`);
    }
  }
  lines.push('', '| target | figure | met |', '|---|---|:-:|');
  for (const check of inputChecks(results)) lines.push(`| ${check.target} | ${check.figure} | ${check.met === null ? '–' : check.met ? '✓' : '✗'} |`);
  return lines.join('\n');
}
