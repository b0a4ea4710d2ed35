import { describe, expect, it } from 'vitest';
import { openingView } from '../../engine/editor/openingView';
import { FlowModel } from '../../engine/model/FlowModel';
import { flowConsistencyProblem } from '../../engine/model/flowSchema';
import { SpatialIndex } from '../../engine/spatial/SpatialIndex';
import { generateFlow } from '../../engine/testing/generateFlow';
import { testNode } from '../../engine/testing/testNode';
import { visibleWorld } from '../../engine/render/visibleWorld';
import { cutFromSource, cutFromWholeFlow, documentSource, FIRST_VIEW_REGION_CANVAS, firstViewOf, firstViewSource, leftOffView, sourceCovers } from './flowFirstView';

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

describe('where a person left off', () => {
  const far = LARGE.nodes.reduce((best, node) => (node.x + node.y > best.x + best.y ? node : best));
  const at = { x: far.x + 100, y: far.y + 50, scale: 0.8 };

  it('puts the point at the canvas’s centre at its scale, in a flow too large to be shown whole only', () => {
    const view = leftOffView(source, at, 1280, 800)!;
    expect(view.scale).toBe(0.8);
    expect(view.offsetX + at.x * view.scale).toBeCloseTo(640);
    expect(view.offsetY + at.y * view.scale).toBeCloseTo(400);
    const small = firstViewSource(documentSource({ nodes: [testNode(1, 'entrypoint', 0, 0), testNode(2, 'email', 400, 0)], connections: [{ from: [1, 0], to: [2, 0] }] }));
    expect(leftOffView(small, at, 1280, 800)).toBeNull();
    expect(leftOffView(firstViewSource(documentSource({ nodes: [], connections: [] })), at, 1280, 800)).toBeNull();
  });

  it('cuts a view inside the kept region from the source, and one beyond it from the whole flow, both holding what the screen shows', () => {
    const home = firstViewOf(source, 1280, 800).view;
    expect(sourceCovers(source, home, 1280, 800)).toBe(true);
    const away = leftOffView(source, at, 1280, 800)!;
    expect(sourceCovers(source, away, 1280, 800)).toBe(false);
    const cut = cutFromWholeFlow(model, (id) => model.getNode(id), away, 1280, 800, model.nodeCount);
    const onScreen = index.nodeIdsIn(visibleWorld({ ...away, width: 1280, height: 800 }));
    expect(onScreen).toContain(far.id);
    const sent = new Set(cut.flow.nodes.map((node) => node.id));
    for (const id of onScreen) expect(sent.has(id)).toBe(true);
    // A flow on its own: the entrypoint comes along from wherever it is.
    expect(flowConsistencyProblem(cut.flow)).toBeNull();
    expect(cut.complete).toBe(false);
    expect(cut.flow.nodes.length).toBeLessThan(LARGE.nodes.length / 10);
    // Copies: the next save changes a kept model's nodes in place, not what was answered.
    const sentFar = cut.flow.nodes.find((node) => node.id === far.id)!;
    expect(sentFar).toEqual(model.getNode(far.id));
    expect(sentFar).not.toBe(model.getNode(far.id));
    expect(cut.around).toBeGreaterThan(0);
    // A place with nothing of the flow in or around it: nothing there but the entrypoint that always comes along.
    const nowhere = leftOffView(source, { x: -900_000, y: -900_000, scale: 1 }, 1280, 800)!;
    const empty = cutFromWholeFlow(model, (id) => model.getNode(id), nowhere, 1280, 800, model.nodeCount);
    expect(empty.around).toBe(0);
    expect(empty.flow.nodes.map((node) => node.type)).toEqual(['entrypoint']);
    // Cut from the source where it covers the view: the same as from the whole flow.
    expect(cutFromSource(source, home, 1280, 800)).toEqual(cutFromWholeFlow(model, (id) => model.getNode(id), home, 1280, 800, model.nodeCount));
  });
});
