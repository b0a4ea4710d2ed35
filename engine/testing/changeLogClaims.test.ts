import { describe, expect, it } from 'vitest';
import { FlowModel } from '../model/FlowModel';
import { testNode } from './testNode';
import { unexplainedLosses } from './changeLogClaims';

describe('unexplainedLosses', () => {
  const final = () =>
    FlowModel.fromDocument({
      nodes: [testNode(1, 'entrypoint'), testNode(2, 'note', 100, 0, { text: 'later' }), testNode(3, 'await', 500, 0)],
      connections: [{ from: [1, 0], to: [3, 0] }],
    });

  it('an op a later op changed the same thing of is explained; one that simply is not there is a loss', () => {
    const note = testNode(2, 'note', 0, 0, { text: '' });
    const log = [
      { version: 2, ops: [{ op: 'moveNode' as const, id: 2, from: [0, 0] as [number, number], to: [50, 0] as [number, number] }] },
      { version: 3, ops: [{ op: 'moveNode' as const, id: 2, from: [50, 0] as [number, number], to: [100, 0] as [number, number] }] },
      { version: 4, ops: [{ op: 'updateNode' as const, id: 2, before: { inputs: 1, outputs: 1, config: note.config }, after: { inputs: 1, outputs: 1, config: { ...note.config, text: 'earlier' } } }] },
      { version: 5, ops: [{ op: 'updateNode' as const, id: 2, before: { inputs: 1, outputs: 1, config: { ...note.config, text: 'earlier' } }, after: { inputs: 1, outputs: 1, config: { ...note.config, text: 'later' } } }] },
      { version: 6, ops: [{ op: 'moveNode' as const, id: 3, from: [0, 0] as [number, number], to: [400, 0] as [number, number] }] },
      { version: 7, ops: [{ op: 'connect' as const, connection: { from: [1, 0] as [number, number], to: [2, 0] as [number, number] } }] },
    ];
    expect(unexplainedLosses(log, final())).toEqual(['v7 op 0: connection 1:0 -> 2:0 made', 'v6 op 0: node 3 moved to 400,0']);
  });

  it('a removal explains every earlier claim about the node', () => {
    const gone = testNode(9, 'await', 0, 0);
    const log = [
      { version: 2, ops: [{ op: 'addNode' as const, node: gone }] },
      { version: 3, ops: [{ op: 'moveNode' as const, id: 9, from: [0, 0] as [number, number], to: [10, 10] as [number, number] }] },
      { version: 4, ops: [{ op: 'removeNode' as const, node: { ...gone, x: 10, y: 10 } }] },
    ];
    expect(unexplainedLosses(log, final())).toEqual([]);
  });
});
