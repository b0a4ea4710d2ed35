// The A/B testing node: an output chosen by weight (whole percents summing to 100). Sticky: the same lead
// always gets the same output, drawn from a hash of the lead id and the node id (nothing stored).
import { AB_BRANCH_LABELS } from '../../engine/model/kinds/abTestingKind';
import type { NodeExecutor } from './nodeExecutor';

/** A number in [0, 1) from a text (FNV-1a, 32 bits). */
export function stableFraction(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0) / 0x100000000;
}

/** The output whose share of the total weight holds `fraction`. */
export function pickByWeight(weights: readonly number[], fraction: number): number {
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  let bound = 0;
  for (let index = 0; index < weights.length; index += 1) {
    bound += weights[index]!;
    if (fraction * total < bound) return index;
  }
  return weights.length - 1;
}

export function abTestingNode(random: () => number = Math.random): NodeExecutor {
  return async (run) => {
    const weights = (run.node.config.weights ?? []) as number[];
    if (weights.length === 0) return { port: null };
    const fraction = run.node.config.sticky === true ? stableFraction(`${run.visitor.leadId}:${run.node.id}`) : random();
    const port = pickByWeight(weights, fraction);
    return { port, values: { group: AB_BRANCH_LABELS[port] ?? String(port + 1) } };
  };
}
