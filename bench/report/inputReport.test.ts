import { describe, expect, it } from 'vitest';
import { summarize, type BenchResult } from '../shared/benchResult';
import { inputChecks, inputReport } from './inputReport';

const r = (metric: string, engine: 'ours' | 'reactflow', nodes: number, median: number): BenchResult => summarize(metric, engine, nodes, 'ms', [median]);

describe('inputReport', () => {
  const results = [
    r('pan_frame_cost_ms', 'ours', 1000, 10),
    r('pan_frame_cost_ms', 'reactflow', 1000, 40),
    r('pan_frame_cost_ms', 'ours', 100_000, 16),
    r('zoom_frame_cost_ms', 'ours', 1000, 20),
    r('zoom_frame_cost_ms', 'reactflow', 1000, 50),
    r('pan_input_frame_ms', 'ours', 1000, 16.7),
    r('pan_input_frame_ms', 'reactflow', 1000, 33.4),
    r('full_detail_ms', 'ours', 5000, 1200),
  ];

  it('checks the 3× targets on the uncapped frame cost and shows the capped measures for comparison', () => {
    const checks = inputChecks(results);
    expect(checks.find((c) => c.target === 'pan frame cost (uncapped) at 1k ≥ 3× better than React Flow')).toMatchObject({ figure: '4.00×', met: true });
    expect(checks.find((c) => c.target === 'zoom frame cost (uncapped) at 1k ≥ 3× better than React Flow')).toMatchObject({ figure: '2.50×', met: false });
    expect(checks.find((c) => c.target.startsWith('pan rAF delta (60 Hz, capped) at 1k'))).toMatchObject({ figure: '2.00×', met: false });
    expect(checks.find((c) => c.target === 'pan frame cost at 100k within 1.5× of ours at 1k')).toMatchObject({ met: false });
    expect(checks.find((c) => c.target === 'pan frame cost (uncapped) at 5k ≥ 3× better than React Flow')).toMatchObject({ figure: 'not measured', met: null });
    expect(checks.find((c) => c.target === 'full_detail_ms ≤ 1 s at 5k')).toMatchObject({ met: false });
  });

  it('checks the hitch targets over the whole gesture and, beside them, while the input came', () => {
    const intervals = (metric: string, values: number[]) => summarize(metric, 'ours', 1000, 'ms', values, { p99: true });
    const checks = inputChecks([
      r('pan_longest_frame_ms', 'ours', 1000, 40),
      r('zoom_longest_frame_ms', 'ours', 1000, 300),
      intervals('zoom_presented_frame_ms', [...Array(99).fill(33), 300]),
      r('zoom_while_input_longest_frame_ms', 'ours', 1000, 34),
      intervals('zoom_while_input_presented_frame_ms', [...Array(99).fill(33), 34]),
    ]);
    expect(checks.find((c) => c.target === 'zoom: no presented interval over 100 ms at 1k (worst page)')).toMatchObject({ met: false });
    expect(checks.find((c) => c.target === 'zoom: no presented interval over 100 ms while the input came at 1k (worst page)')).toMatchObject({ figure: '34 ms (median page 34 ms)', met: true });
    expect(checks.find((c) => c.target === 'zoom: presented interval p99 ≤ 50 ms while the input came at 1k')).toMatchObject({ met: true });
    expect(checks.find((c) => c.target === 'pan: no presented interval over 100 ms at 1k (worst page)')).toMatchObject({ met: true });
    expect(checks.some((c) => c.target.startsWith('pan: no presented interval over 100 ms while the input came'))).toBe(false);
  });

  it('prints the side-by-side table, the p95 table and the targets', () => {
    const text = inputReport(results);
    expect(text).toContain('| pan_frame_cost_ms | 1k | 10 | 40 | 4.00× |');
    expect(text).toContain('| p95 (long frames) | nodes | ours | React Flow |');
    expect(text).toContain('| pan frame cost (uncapped) at 1k ≥ 3× better than React Flow | 4.00× | ✓ |');
  });
});
