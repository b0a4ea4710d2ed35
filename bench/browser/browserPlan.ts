// Which engine opens which flow sizes, how many times, and how long the scripted camera moves last.
import type { BenchEngine } from '../shared/benchResult';

export interface BrowserRunPlan {
  engine: BenchEngine;
  nodes: number;
  /** Fresh pages, each opening the flow once (the first open of a page is what a user gets). */
  opens: number;
  /** Of those pages, how many also run the pan and zoom scripts. */
  motions: number;
}

export interface BrowserPlan {
  runs: BrowserRunPlan[];
  panFrames: number;
  zoomFrames: number;
}

export const BENCH_PAGE_SEED = 42;

export function browserPlan(quick: boolean): BrowserPlan {
  if (quick) {
    // One page per engine and size; short scripts (frames are slow under software WebGL on a shared machine).
    return {
      runs: [
        { engine: 'ours', nodes: 1_000, opens: 1, motions: 1 },
        { engine: 'ours', nodes: 5_000, opens: 1, motions: 1 },
        { engine: 'ours', nodes: 10_000, opens: 1, motions: 0 },
        { engine: 'ours', nodes: 100_000, opens: 1, motions: 1 },
        { engine: 'reactflow', nodes: 1_000, opens: 1, motions: 1 },
        { engine: 'reactflow', nodes: 5_000, opens: 1, motions: 1 },
      ],
      panFrames: 16,
      zoomFrames: 12,
    };
  }
  return {
    runs: [
      { engine: 'ours', nodes: 1_000, opens: 3, motions: 1 },
      { engine: 'ours', nodes: 5_000, opens: 3, motions: 1 },
      { engine: 'ours', nodes: 10_000, opens: 3, motions: 1 },
      { engine: 'ours', nodes: 100_000, opens: 3, motions: 1 },
      { engine: 'reactflow', nodes: 1_000, opens: 3, motions: 1 },
      { engine: 'reactflow', nodes: 5_000, opens: 3, motions: 1 },
    ],
    panFrames: 60,
    zoomFrames: 40,
  };
}
