// The real-input bench's plan: sizes per engine, rounds (engines alternate within a round, a fresh Chromium per
// page), and the input scripts (a mouse drag-pan and Ctrl+wheel notches paced at 60 Hz).
import type { BenchEngine } from '../shared/benchResult';

export interface InputRun {
  engine: BenchEngine;
  nodes: number;
  /** React Flow from 20k nodes: onlyRenderVisibleElements. */
  onlyRenderVisible: boolean;
}

export interface InputPlan {
  rounds: number;
  sizes: number[];
  /** Sizes React Flow is measured at (it does not open 100k nodes in a useful time). */
  reactFlowSizes: number[];
  /** Sizes our editor is measured at when not all of `sizes` (BENCH_ENGINES=reactflow). */
  ourSizes?: number[];
  /** Pointer moves of the drag (half out, half back). */
  dragMoves: number;
  /** Wheel notches (half in, half out). */
  wheelNotches: number;
}

export const INPUT_SEED = 7;
/** 60 Hz: a mouse sends about one move per display frame. */
export const INPUT_INTERVAL_MS = 1000 / 60;
/** Drag step per move (screen px). */
export const DRAG_STEP = { x: 6, y: 3 };
/** Wheel delta per notch: our editor zooms 5 % per event whatever the delta; React Flow zooms 2^(delta·0.002), ≈ 5 % too. */
export const WHEEL_DELTA = 35;

function sizesFrom(value: string | undefined): number[] | null {
  if (!value) return null;
  const sizes = value.split(',').map(Number).filter((size) => Number.isInteger(size) && size > 0);
  return sizes.length > 0 ? sizes : null;
}

/**
 * BENCH_ROUNDS overrides the full run's 3 rounds (a busy machine); BENCH_SIZES (e.g. `1000,5000`) the sizes and
 * BENCH_ENGINES (`ours`, `reactflow` or both, comma-separated) the engines, for a focused run while profiling.
 */
export function inputPlan(quick: boolean, env: Record<string, string | undefined> = process.env): InputPlan {
  const plan: InputPlan = quick
    ? { rounds: 1, sizes: [1_000, 5_000], reactFlowSizes: [1_000, 5_000], dragMoves: 40, wheelNotches: 16 }
    : { rounds: Number(env.BENCH_ROUNDS ?? 3), sizes: [1_000, 5_000, 20_000, 100_000], reactFlowSizes: [1_000, 5_000, 20_000], dragMoves: 120, wheelNotches: 40 };
  const sizes = sizesFrom(env.BENCH_SIZES);
  if (sizes) {
    plan.reactFlowSizes = plan.reactFlowSizes.filter((size) => sizes.includes(size));
    plan.sizes = sizes;
  }
  const engines = env.BENCH_ENGINES?.split(',');
  if (engines && !engines.includes('reactflow')) plan.reactFlowSizes = [];
  if (engines && !engines.includes('ours')) plan.ourSizes = [];
  return plan;
}

/** One round: per size, ours then React Flow (alternating which goes first between rounds). */
export function roundRuns(plan: InputPlan, round: number): InputRun[] {
  const runs: InputRun[] = [];
  for (const nodes of plan.sizes) {
    const pair: InputRun[] = (plan.ourSizes ?? plan.sizes).includes(nodes) ? [{ engine: 'ours', nodes, onlyRenderVisible: false }] : [];
    if (plan.reactFlowSizes.includes(nodes)) pair.push({ engine: 'reactflow', nodes, onlyRenderVisible: nodes >= 20_000 });
    runs.push(...(round % 2 === 0 ? pair : pair.reverse()));
  }
  return runs;
}
