import { array, boolean, number, object, refine } from 'superstruct';
import { withRules } from './configRules';
import { defineNodeKind } from './nodeKind';

export const AB_WEIGHTS_MIN = 2;
export const AB_WEIGHTS_MAX = 5;
export const AB_BRANCH_LABELS = ['A', 'B', 'C', 'D', 'E'] as const;

/** Whole-number weights summing to 100, split as evenly as possible (first ones get the remainder). */
export function splitWeightsEvenly(count: number): number[] {
  const base = Math.floor(100 / count);
  return Array.from({ length: count }, (_, index) => base + (index < 100 - base * count ? 1 : 0));
}

const weight = refine(number(), 'weight-invalid', (value) => Number.isInteger(value) && value >= 1 && value <= 100);

export const abTestingKind = defineNodeKind<{ weights: number[]; sticky: boolean }>({
  type: 'ab_testing',
  category: 'branching',
  tags: ['ab', 'split', 'experiment', 'random'],
  badges: [],
  operation: false,
  userManaged: true,
  defaultConfig: () => ({ weights: [50, 50], sticky: false }),
  ports: (config) => ({ inputs: 1, outputs: config.weights.length }),
  configSchema: object({
    weights: withRules(array(weight), {
      'weights-count': (list) => list.length >= AB_WEIGHTS_MIN && list.length <= AB_WEIGHTS_MAX,
      'weights-sum': (list) => list.reduce((sum, value) => sum + value, 0) === 100,
    }),
    sticky: boolean(),
  }),
  publishOnlyRules: [],
});
