// What the editor sends to save a one-node move: the PATCH body (patches since the last save) vs a full PUT.
import { moveNodesCommand } from '../../engine/model/commands/moveNodesCommand';
import { summarize, type BenchResult } from '../shared/benchResult';
import type { BenchFlow } from './benchFlow';

export function saveBytesBench(flow: BenchFlow): BenchResult[] {
  const baseVersion = 12;
  const nodeId = Math.max(2, Math.floor(flow.nodes / 2));
  const patch = moveNodesCommand(flow.model, [nodeId], 24, 0);
  const patchBody = Buffer.byteLength(JSON.stringify({ baseVersion, patches: [patch] }));
  const putBody = Buffer.byteLength(JSON.stringify({ baseVersion, flow: flow.model.toDocument() }));
  return [
    summarize('edit_save_bytes', 'ours', flow.nodes, 'bytes', [patchBody], { note: 'PATCH /widgets/{id}/flow body for a 1-node move' }),
    summarize('edit_save_put_bytes', 'ours', flow.nodes, 'bytes', [putBody], { note: 'PUT /widgets/{id}/flow body (whole document) for the same edit' }),
  ];
}
