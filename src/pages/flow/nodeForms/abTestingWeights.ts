// The ab_testing branches (editor.md §4, §5): 2 to 5 whole-number weights summing to 100, split evenly when a
// branch is added or removed; the slider moves the boundary between two neighbours with a 1 % minimum gap.
import { AB_WEIGHTS_MAX, AB_WEIGHTS_MIN, splitWeightsEvenly } from '../../../../engine/model/index';

export { AB_BRANCH_LABELS, AB_WEIGHTS_MAX, AB_WEIGHTS_MIN } from '../../../../engine/model/index';

export const WEIGHT_MIN_GAP = 1;

export const canAddBranch = (weights: readonly number[]) => weights.length < AB_WEIGHTS_MAX;
export const canRemoveBranch = (weights: readonly number[]) => weights.length > AB_WEIGHTS_MIN;

export function addBranch(weights: readonly number[]): number[] {
  return canAddBranch(weights) ? splitWeightsEvenly(weights.length + 1) : [...weights];
}

export function removeBranch(weights: readonly number[]): number[] {
  return canRemoveBranch(weights) ? splitWeightsEvenly(weights.length - 1) : [...weights];
}

/** The boundaries between neighbours, as cumulative percentages (n weights give n - 1 stops). */
export function weightStops(weights: readonly number[]): number[] {
  const stops: number[] = [];
  let sum = 0;
  for (const weight of weights.slice(0, -1)) {
    sum += weight;
    stops.push(sum);
  }
  return stops;
}

/** Moves boundary `index` to `value` (rounded, kept at least 1 % from its neighbours); returns the new weights. */
export function moveStop(weights: readonly number[], index: number, value: number): number[] {
  const stops = weightStops(weights);
  if (index < 0 || index >= stops.length) return [...weights];
  const low = (index === 0 ? 0 : stops[index - 1]!) + WEIGHT_MIN_GAP;
  const high = (index === stops.length - 1 ? 100 : stops[index + 1]!) - WEIGHT_MIN_GAP;
  stops[index] = Math.min(high, Math.max(low, Math.round(value)));
  const bounds = [0, ...stops, 100];
  return bounds.slice(1).map((stop, position) => stop - bounds[position]!);
}
