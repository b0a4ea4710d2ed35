import { describe, expect, it } from 'vitest';
import { openingView } from '../../engine/editor/openingView';
import { FlowModel } from '../../engine/model/FlowModel';
import { flowConsistencyProblem } from '../../engine/model/flowSchema';
import { SpatialIndex } from '../../engine/spatial/SpatialIndex';
import { generateFlow } from '../../engine/testing/generateFlow';
import { visibleWorld } from '../../engine/render/visibleWorld';
import { documentSource, FIRST_VIEW_REGION_CANVAS, firstViewOf, firstViewSource } from './flowFirstView';

const LARGE = generateFlow({ nodeCount: 6_000, seed: 5 });
const model = FlowModel.fromDocument(LARGE);
const index = SpatialIndex.build(model);
const source = firstViewSource(model);

describe('firstViewOf', () => {
  it('opens where the editor opens with the whole flow, and holds every node the screen shows', () => {
    for (const [width, height] of [
      [1280, 800],
      [800, 600],
      [FIRST_VIEW_REGION_CANVAS.width, FIRST_VIEW_REGION_CANVAS.height],
    ] as const) {
      const first = firstViewOf(source, width, height);
      expect(first.view).toEqual(openingView(model, index, width, height)!.view);
      expect(first.complete).toBe(false);
      const onScreen = index.nodeIdsIn(visibleWorld({ ...first.view, width, height }));
      expect(onScreen.length).toBeGreaterThan(10);
      const sent = new Set(first.flow.nodes.map((node) => node.id));
      for (const id of onScreen) expect(sent.has(id)).toBe(true);
      // Far fewer than the flow: the first view does not grow with it.
      expect(first.flow.nodes.length).toBeLessThan(LARGE.nodes.length / 10);
    }
  });

  it('is a consistent flow on its own: every connection of a sent node, with both ends sent', () => {
    const first = firstViewOf(source, 1280, 800);
    expect(flowConsistencyProblem(first.flow)).toBeNull();
    expect(() => FlowModel.fromDocument(first.flow)).not.toThrow();
    const sent = new Set(first.flow.nodes.map((node) => node.id));
    const expected = LARGE.connections.filter((c) => sent.has(c.from[0]) && sent.has(c.to[0]));
    // Connections between two sent nodes that were sent only as ends may be left out; every connection of a node
    // in the area is there.
    expect(first.flow.connections.length).toBeLessThanOrEqual(expected.length);
    const keys = new Set(first.flow.connections.map((c) => `${c.from}-${c.to}`));
    const area = new Set(index.nodeIdsIn(visibleWorld({ ...first.view, width: 1280, height: 800 })));
    for (const c of LARGE.connections) if (area.has(c.from[0]) || area.has(c.to[0])) expect(keys.has(`${c.from}-${c.to}`)).toBe(true);
    expect(source.counts).toEqual({ nodes: LARGE.nodes.length, connections: LARGE.connections.length });
  });

  it('is the whole flow when the fit shows it whole', () => {
    const small = generateFlow({ nodeCount: 12, seed: 1 });
    const first = firstViewOf(firstViewSource(documentSource(small)), 1280, 800);
    expect(first.complete).toBe(true);
    expect(first.flow.nodes).toHaveLength(12);
    expect(first.flow.connections).toHaveLength(small.connections.length);
    const smallModel = FlowModel.fromDocument(small);
    expect(first.view).toEqual(openingView(smallModel, SpatialIndex.build(smallModel), 1280, 800)!.view);
  });

  it('shows nothing of an empty flow', () => {
    expect(firstViewOf(firstViewSource(documentSource({ nodes: [], connections: [] })), 1280, 800)).toEqual({
      view: { scale: 1, offsetX: 0, offsetY: 0 },
      flow: { nodes: [], connections: [] },
      complete: true,
    });
  });
});
