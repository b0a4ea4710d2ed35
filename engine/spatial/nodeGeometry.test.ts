import { describe, expect, it } from 'vitest';
import type { FlowNode } from '../model/flowTypes';
import { curveBetween, curveBounds, distanceToCurve } from './connectionCurve';
import { nearestPortIndex, nodeBounds, nodeHeight, portPosition } from './nodeGeometry';

const node = (outputs: number, type: FlowNode['type'] = 'condition'): FlowNode => ({ id: 1, type, x: 100, y: 200, inputs: 1, outputs, config: {} });

describe('node geometry', () => {
  it('sizes nodes from their port count with the 24 safe zone and 40 spacing', () => {
    expect(nodeHeight(node(1))).toBe(80);
    expect(nodeHeight(node(2))).toBe(88);
    expect(nodeHeight(node(5))).toBe(208);
    expect(nodeBounds(node(1))).toEqual({ minX: 100, minY: 200, maxX: 340, maxY: 280 });
    expect(nodeBounds({ ...node(0, 'note'), inputs: 0, config: { width: 300 } })).toEqual({ minX: 100, minY: 200, maxX: 400, maxY: 320 });
  });

  it('places ports on the edges, centred, 40 apart', () => {
    const five = node(5);
    expect(portPosition(five, 'output', 0)).toEqual({ x: 340, y: 224 });
    expect(portPosition(five, 'output', 4)).toEqual({ x: 340, y: 384 });
    expect(portPosition(five, 'input', 0)).toEqual({ x: 100, y: 304 });
    expect(nearestPortIndex(five, 'output', 300)).toBe(2);
    expect(nearestPortIndex(five, 'output', 9999)).toBe(4);
    expect(nearestPortIndex({ ...five, inputs: 0 }, 'input', 300)).toBe(-1);
  });
});

describe('connection curve', () => {
  it('has horizontal control points and a box containing it', () => {
    const curve = curveBetween({ x: 0, y: 0 }, { x: 200, y: 100 });
    expect(curve[1]).toEqual({ x: 100, y: 0 });
    expect(curve[2]).toEqual({ x: 100, y: 100 });
    expect(curveBounds(curve)).toEqual({ minX: 0, minY: 0, maxX: 200, maxY: 100 });
    expect(curveBetween({ x: 0, y: 0 }, { x: 10, y: 0 })[1]).toEqual({ x: 40, y: 0 });
  });

  it('measures the distance to the curve and ignores the ends', () => {
    const curve = curveBetween({ x: 0, y: 0 }, { x: 200, y: 100 });
    expect(distanceToCurve(curve, { x: 100, y: 50 })).toBeLessThan(0.5);
    expect(distanceToCurve(curve, { x: 100, y: 60 })).toBeGreaterThan(5);
    expect(distanceToCurve(curve, { x: 2, y: 0 }, 8)).toBe(Infinity);
    expect(distanceToCurve(curve, { x: 2, y: 0 })).toBeLessThan(0.5);
  });
});
