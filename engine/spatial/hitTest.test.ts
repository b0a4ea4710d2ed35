import { describe, expect, it } from 'vitest';
import { FlowModel } from '../model/FlowModel';
import { createInitialFlow } from '../model/initialFlow';
import { connectionKey } from '../model/portKey';
import { hitTest } from './hitTest';
import { SpatialIndex } from './SpatialIndex';
import { connectionCurve } from './connectionCurve';
import { Bezier } from 'bezier-js';

/** entry(1) at 0,0 (200x80, output at 200,40); define(2) at 400,200 (input at 400,240); define(3) overlapping 2 */
function setup() {
  const flow = createInitialFlow();
  flow.nodes.push(
    { id: 2, type: 'define', x: 400, y: 200, inputs: 1, outputs: 1, config: { fields: [] } },
    { id: 3, type: 'define', x: 500, y: 220, inputs: 1, outputs: 1, config: { fields: [] } },
  );
  flow.connections.push({ from: [1, 0], to: [2, 0] });
  const model = FlowModel.fromDocument(flow);
  return { model, index: SpatialIndex.build(model) };
}

describe('hitTest', () => {
  it('finds ports first, within 10 screen px', () => {
    const { model, index } = setup();
    expect(hitTest(model, index, { x: 203, y: 43 }, 1)).toEqual({ kind: 'port', nodeId: 1, side: 'output', port: 0 });
    expect(hitTest(model, index, { x: 395, y: 240 }, 1)).toEqual({ kind: 'port', nodeId: 2, side: 'input', port: 0 });
    expect(hitTest(model, index, { x: 186, y: 40 }, 1)).toEqual({ kind: 'node', nodeId: 1 });
    expect(hitTest(model, index, { x: 186, y: 40 }, 0.5)).toEqual({ kind: 'port', nodeId: 1, side: 'output', port: 0 });
  });

  it('then nodes, the topmost (highest id) first', () => {
    const { model, index } = setup();
    expect(hitTest(model, index, { x: 450, y: 210 }, 1)).toEqual({ kind: 'node', nodeId: 2 });
    expect(hitTest(model, index, { x: 550, y: 250 }, 1)).toEqual({ kind: 'node', nodeId: 3 });
  });

  it('then connections within 5 screen px of the curve, not near the ends', () => {
    const { model, index } = setup();
    const curve = connectionCurve(model, model.getConnection(connectionKey({ from: [1, 0], to: [2, 0] }))!);
    const bezier = new Bezier(curve[0], curve[1], curve[2], curve[3]);
    const middle = bezier.get(0.5);
    const normal = bezier.normal(0.5);
    const off = (distance: number) => ({ x: middle.x + normal.x * distance, y: middle.y + normal.y * distance });
    const key = connectionKey({ from: [1, 0], to: [2, 0] });
    expect(hitTest(model, index, off(4), 1)).toEqual({ kind: 'connection', key });
    expect(hitTest(model, index, off(-4), 1)).toEqual({ kind: 'connection', key });
    expect(hitTest(model, index, off(7), 1)).toEqual({ kind: 'background' });
    expect(hitTest(model, index, off(7), 0.5)).toEqual({ kind: 'connection', key });
    expect(hitTest(model, index, { x: 2000, y: 2000 }, 1)).toEqual({ kind: 'background' });
  });
});
