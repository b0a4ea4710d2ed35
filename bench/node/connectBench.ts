// Completing a connection between two random ports: connectCommand (cycle check = downstream walk from the
// target) + commitPatch + index update. Refused cycles are timed too (the check is the cost); applied ones are undone.
import { CommandRefusedError } from '../../engine/model/commands/CommandRefusedError';
import { connectCommand } from '../../engine/model/commands/connectCommand';
import { commitPatch, undoStep } from '../../engine/model/commitPatch';
import { relatedNodes } from '../../engine/model/flowReachability';
import { summarize, type BenchResult } from '../shared/benchResult';
import { pick, type BenchFlow } from './benchFlow';

export function connectBench(flow: BenchFlow, samples: number): BenchResult[] {
  const nodes = Array.from(flow.model.nodes());
  const sources = nodes.filter((node) => node.outputs > 0);
  const targets = nodes.filter((node) => node.inputs > 0);
  const connect: number[] = [];
  const start: number[] = [];
  let refused = 0;
  for (let sample = 0; sample < samples; sample += 1) {
    const source = pick(sources, flow.random);
    const target = pick(targets, flow.random);
    const port = Math.floor(flow.random() * source.outputs);
    start.push(timeStart(() => relatedNodes(flow.model, source.id)));
    const begin = performance.now();
    let applied = false;
    try {
      const effects = commitPatch(flow.model, flow.history, connectCommand(flow.model, [source.id, port], [target.id, 0]));
      flow.index.update(flow.model, effects);
      applied = true;
    } catch (error) {
      if (!(error instanceof CommandRefusedError)) throw error;
      refused += 1;
    }
    connect.push((performance.now() - begin) * 1000);
    if (applied) {
      const undone = undoStep(flow.model, flow.history);
      if (undone) flow.index.update(flow.model, undone.effects);
    }
  }
  return [
    summarize('connect_us', 'ours', flow.nodes, 'µs', connect, { note: `random output -> random input; ${refused} of ${samples} refused as cycles` }),
    summarize('connect_start_us', 'ours', flow.nodes, 'µs', start, { note: 'relatedNodes of the start node (nodes greyed while drawing)' }),
  ];
}

function timeStart(fn: () => unknown): number {
  const begin = performance.now();
  fn();
  return (performance.now() - begin) * 1000;
}
