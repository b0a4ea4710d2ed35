// Labels of a node's outputs, in port order (editor.md §3): condition branch numbers and "default", A/B letters
// and weights, view button labels and "close". Kinds with a single, obvious output get none (empty strings).
// Memoised per config object, like nodeSummary.
import type { FlowNode } from '../flowTypes';
import { buttonBlocks, type Block } from '../view/blockTree';
import { abLetter, oneLine } from './nodeSummary';

const memo = new WeakMap<Record<string, unknown>, readonly string[]>();
const NONE: readonly string[] = [];

export function outputLabels(node: Pick<FlowNode, 'type' | 'config' | 'outputs'>): readonly string[] {
  if (node.outputs === 0) return NONE;
  const cached = memo.get(node.config);
  if (cached !== undefined) return cached;
  const labels = labelsOf(node);
  memo.set(node.config, labels);
  return labels;
}

function labelsOf(node: Pick<FlowNode, 'type' | 'config' | 'outputs'>): readonly string[] {
  const config = node.config;
  switch (node.type) {
    case 'condition': {
      const branches = Array.isArray(config.branches) ? config.branches.length : 0;
      const labels = Array.from({ length: branches }, (_, index) => String(index + 1));
      if (config.hasDefault === true) labels.push('default');
      return labels;
    }
    case 'ab_testing': {
      const weights = Array.isArray(config.weights) ? (config.weights as number[]) : [];
      return weights.map((weight, index) => `${abLetter(index)} ${weight}%`);
    }
    case 'view': {
      const root = config.root as Block | undefined;
      const labels = root ? buttonBlocks(root).map((button, index) => oneLine(String(button.config.label ?? '')) || `Button ${index + 1}`) : [];
      if (config.dialog === true) labels.push('close');
      return labels;
    }
    default:
      return NONE;
  }
}
