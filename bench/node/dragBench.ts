// Dragging a 20-node selection: per pointer move, moveNodesCommand + commitPatch (grouped history) + index update.
import { commitPatch } from '../../engine/model/commitPatch';
import { moveNodesCommand } from '../../engine/model/commands/moveNodesCommand';
import { summarize, type BenchResult } from '../shared/benchResult';
import type { BenchFlow } from './benchFlow';

const SELECTION = 20;
const MOVES_PER_DRAG = 60;

export function dragBench(flow: BenchFlow, drags: number): BenchResult[] {
  const ids = Array.from(flow.model.nodes(), (node) => node.id);
  const times: number[] = [];
  for (let drag = 0; drag < drags; drag += 1) {
    const first = Math.floor(flow.random() * Math.max(1, ids.length - SELECTION));
    const selection = ids.slice(first, first + SELECTION);
    flow.history.beginGroup();
    for (let move = 0; move < MOVES_PER_DRAG; move += 1) {
      const start = performance.now();
      const patch = moveNodesCommand(flow.model, selection, 3.5, move % 2 === 0 ? 2 : -1);
      const effects = commitPatch(flow.model, flow.history, patch);
      flow.index.update(flow.model, effects);
      times.push((performance.now() - start) * 1000);
    }
    flow.history.endGroup();
  }
  return [summarize('drag_move_us', 'ours', flow.nodes, 'µs', times, { note: `per pointer move, ${SELECTION} selected nodes, ${MOVES_PER_DRAG} moves per drag` })];
}
