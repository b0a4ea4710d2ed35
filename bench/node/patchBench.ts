// Applying a 100-op patch (20 added nodes wired in a chain, 61 moves, 19 connects): on the live model (editor:
// undo/redo, remote patches) and on a stored document (server PATCH: document -> model -> document).
import { addNodesCommand } from '../../engine/model/commands/addNodesCommand';
import { moveNodesCommand } from '../../engine/model/commands/moveNodesCommand';
import { FlowModel } from '../../engine/model/FlowModel';
import { applyPatch, applyPatches } from '../../engine/model/patch/applyPatch';
import { invertPatch, type FlowPatch } from '../../engine/model/patch/flowPatch';
import { summarize, type BenchResult } from '../shared/benchResult';
import { collectGarbage, timeMs } from '../shared/timing';
import type { BenchFlow } from './benchFlow';

const ADDED = 20;
const MOVED = 61;

export function hundredOpPatch(flow: BenchFlow): FlowPatch {
  const scratch = FlowModel.fromDocument(flow.document);
  const newNodes = Array.from({ length: ADDED }, (_, i) => ({ type: 'code' as const, x: -4000 - i * 320, y: -4000 }));
  const { patch: added, ids } = addNodesCommand(scratch, newNodes, flow.random);
  const wires: FlowPatch = { ops: [] };
  for (let i = 0; i + 1 < ids.length; i += 1) wires.ops.push({ op: 'connect', connection: { from: [ids[i]!, 0], to: [ids[i + 1]!, 0] } });
  const existing = Array.from(scratch.nodes(), (node) => node.id);
  const first = Math.floor(flow.random() * Math.max(1, existing.length - MOVED));
  const moves = moveNodesCommand(scratch, existing.slice(first, first + MOVED), 24, -16);
  return { ops: [...added.ops, ...wires.ops, ...moves.ops] };
}

export function patchBench(flow: BenchFlow, runs: number, documentRuns: number): BenchResult[] {
  const patch = hundredOpPatch(flow);
  const inverse = invertPatch(patch);
  const model: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const begin = performance.now();
    applyPatch(flow.model, patch);
    model.push((performance.now() - begin) * 1000);
    applyPatch(flow.model, inverse);
  }
  const stored: number[] = [];
  for (let run = 0; run < documentRuns; run += 1) {
    collectGarbage();
    stored.push(timeMs(() => applyPatches(flow.document, [patch])));
  }
  return [
    summarize('patch_apply_us', 'ours', flow.nodes, 'µs', model, { note: `applyPatch of ${patch.ops.length} ops on the live model` }),
    summarize('server_patch_apply_ms', 'ours', flow.nodes, 'ms', stored, { note: `applyPatches of ${patch.ops.length} ops on the stored document (a server PATCH whose flow model is not cached, without the database)` }),
  ];
}
