import { describe, expect, it } from 'vitest';
import { FlowModel } from '../model/FlowModel';
import { applyPatch } from '../model/patch/applyPatch';
import { moveNodesCommand } from '../model/commands/moveNodesCommand';
import { removeNodesCommand } from '../model/commands/removeNodesCommand';
import { addNodesCommand } from '../model/commands/addNodesCommand';
import { connectCommand } from '../model/commands/connectCommand';
import { generateFlow } from '../testing/generateFlow';
import { nodeBounds } from './nodeGeometry';
import { SpatialIndex } from './SpatialIndex';
import { connectionCurve, curveBounds } from './connectionCurve';
import type { BBox } from 'rbush';

const overlaps = (a: BBox, b: BBox) => a.minX <= b.maxX && a.maxX >= b.minX && a.minY <= b.maxY && a.maxY >= b.minY;

function bruteForceNodes(model: FlowModel, box: BBox): number[] {
  return [...model.nodes()].filter((node) => overlaps(nodeBounds(node), box)).map((node) => node.id).sort((a, b) => a - b);
}

describe('SpatialIndex', () => {
  it('bulk-loads a generated flow and answers like a full scan', () => {
    const model = FlowModel.fromDocument(generateFlow({ nodeCount: 2000, seed: 11 }));
    const index = SpatialIndex.build(model);
    expect(index.nodeCount).toBe(2000);
    expect(index.connectionCount).toBe(model.connectionCount);
    const box = { minX: 0, minY: 0, maxX: 2000, maxY: 3000 };
    const found = index.nodeIdsIn(box).sort((a, b) => a - b);
    expect(found.length).toBeGreaterThan(0);
    expect(found).toEqual(bruteForceNodes(model, box));
    const connections = [...model.connections()].filter((c) => overlaps(curveBounds(connectionCurve(model, c)), box)).length;
    expect(index.connectionKeysIn(box)).toHaveLength(connections);
  });

  it('updates only what a patch touched', () => {
    const model = FlowModel.fromDocument(generateFlow({ nodeCount: 200, seed: 2 }));
    const index = SpatialIndex.build(model);
    const target = [...model.nodes()].find((node) => node.id > 1 && model.incomingKeys(node.id).size === 1 && model.outgoingKeys(node.id).size === 0)!;
    const moved = applyPatch(model, moveNodesCommand(model, [target.id], 100_000 - target.x, -target.y));
    expect([...moved.nodes]).toEqual([target.id]);
    expect(moved.connections.size).toBe(1);
    index.update(model, moved);
    expect(index.nodeIdsIn({ minX: 99_000, minY: -10, maxX: 101_000, maxY: 100 })).toEqual([target.id]);
    const connectionBox = index.connectionKeysIn({ minX: 99_990, minY: -10, maxX: 100_300, maxY: 100 });
    expect(connectionBox).toHaveLength(1);

    const { patch, ids } = addNodesCommand(model, [{ type: 'define', x: -50_000, y: -50_000 }]);
    index.update(model, applyPatch(model, patch));
    expect(index.nodeIdsIn({ minX: -50_010, minY: -50_010, maxX: -49_990, maxY: -49_990 })).toEqual(ids);

    index.update(model, applyPatch(model, removeNodesCommand(model, [target.id, ...ids])));
    expect(index.nodeIdsIn({ minX: 99_000, minY: -10, maxX: 101_000, maxY: 100 })).toEqual([]);
    expect(index.connectionKeysIn({ minX: 99_990, minY: -10, maxX: 100_300, maxY: 100 })).toEqual([]);
    expect(index.nodeCount).toBe(model.nodeCount);
    expect(index.connectionCount).toBe(model.connectionCount);
  });

  it('reports the bounds of all nodes', () => {
    const model = FlowModel.fromDocument(generateFlow({ nodeCount: 1, seed: 1 }));
    const index = SpatialIndex.build(model);
    expect(index.nodesBounds()).toEqual({ minX: 0, minY: 0, maxX: 200, maxY: 80 });
    const { patch } = addNodesCommand(model, [{ type: 'define', x: 1000, y: 400 }]);
    index.update(model, applyPatch(model, patch));
    expect(index.nodesBounds()).toEqual({ minX: 0, minY: 0, maxX: 1240, maxY: 480 });
    index.update(model, applyPatch(model, connectCommand(model, [1, 0], [2, 0])));
    expect(index.connectionCount).toBe(1);
  });
});
