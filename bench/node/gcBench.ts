// Garbage collection of connections: an A/B test node loses its last branch, so updateNodeConfigCommand drops
// the connection on the removed output in the same patch. Timed: command + commitPatch + index update; undone after.
import { commitPatch, undoStep } from '../../engine/model/commitPatch';
import { updateNodeConfigCommand } from '../../engine/model/commands/updateNodeConfigCommand';
import { splitWeightsEvenly } from '../../engine/model/kinds/abTestingKind';
import { summarize, type BenchResult } from '../shared/benchResult';
import { pick, type BenchFlow } from './benchFlow';

export function gcBench(flow: BenchFlow, samples: number): BenchResult[] {
  const candidates = Array.from(flow.model.nodes()).filter(
    (node) => node.type === 'ab_testing' && node.outputs >= 3 && flow.model.connectionAtOutput(node.id, node.outputs - 1) !== undefined,
  );
  if (candidates.length === 0) return [];
  const times: number[] = [];
  for (let sample = 0; sample < samples; sample += 1) {
    const node = pick(candidates, flow.random);
    const config = { ...node.config, weights: splitWeightsEvenly(node.outputs - 1) };
    const begin = performance.now();
    const effects = commitPatch(flow.model, flow.history, updateNodeConfigCommand(flow.model, node.id, config));
    flow.index.update(flow.model, effects);
    times.push((performance.now() - begin) * 1000);
    const undone = undoStep(flow.model, flow.history);
    if (undone) flow.index.update(flow.model, undone.effects);
  }
  return [summarize('gc_us', 'ours', flow.nodes, 'µs', times, { note: 'A/B node drops its last branch and the connection on it' })];
}
