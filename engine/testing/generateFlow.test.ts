import { describe, expect, it } from 'vitest';
import { flowDocumentSchema } from '../model/flowSchema';
import { FlowModel } from '../model/FlowModel';
import { generateFlow } from './generateFlow';

describe('generateFlow', () => {
  it('is deterministic per seed', () => {
    expect(generateFlow({ nodeCount: 300, seed: 5 })).toEqual(generateFlow({ nodeCount: 300, seed: 5 }));
    expect(generateFlow({ nodeCount: 300, seed: 5 })).not.toEqual(generateFlow({ nodeCount: 300, seed: 6 }));
  });

  it('produces a valid flow of N nodes with ids 1..N and one entrypoint', () => {
    const flow = generateFlow({ nodeCount: 5000, seed: 9 });
    expect(flow.nodes).toHaveLength(5000);
    expect(flow.nodes.map((n) => n.id)).toEqual(Array.from({ length: 5000 }, (_, i) => i + 1));
    const [error] = flowDocumentSchema.validate(flow);
    expect(error?.message).toBeUndefined();
  });

  it('looks like a real flow: mixed kinds, branches, and nearly every input wired', () => {
    const flow = generateFlow({ nodeCount: 5000, seed: 9 });
    const kinds = new Set(flow.nodes.map((n) => n.type));
    expect(kinds.size).toBe(15 - 1 + 1); // all kinds; the entrypoint only once
    const perNode = flow.connections.length / flow.nodes.length;
    expect(perNode).toBeGreaterThan(0.85);
    expect(perNode).toBeLessThan(1);
    const model = FlowModel.fromDocument(flow);
    const branching = flow.nodes.filter((n) => model.outgoingKeys(n.id).size >= 2).length;
    expect(branching).toBeGreaterThan(200);
    // Laid out left to right, mostly one column apart and close in height: connections stay short.
    const byId = new Map(flow.nodes.map((n) => [n.id, n]));
    const dx = flow.connections.map((c) => byId.get(c.to[0])!.x - byId.get(c.from[0])!.x);
    expect(dx.filter((d) => d >= 320).length / dx.length).toBeGreaterThan(0.95);
    expect(dx.filter((d) => d === 320).length / dx.length).toBeGreaterThan(0.7);
    const dy = flow.connections.map((c) => Math.abs(byId.get(c.to[0])!.y - byId.get(c.from[0])!.y)).sort((a, b) => a - b);
    expect(dy[Math.floor(dy.length * 0.9)]).toBeLessThanOrEqual(5 * 240);
    const length = flow.connections
      .map((c) => Math.hypot(byId.get(c.to[0])!.x - byId.get(c.from[0])!.x, byId.get(c.to[0])!.y - byId.get(c.from[0])!.y))
      .sort((a, b) => a - b);
    expect(length[Math.floor(length.length * 0.99)]).toBeLessThanOrEqual(6 * 240);
    // Only the links from one section to the next are long, and none spans the flow.
    expect(length[length.length - 1]).toBeLessThan(30_000);
    // Roughly square as a whole, as sections sit side by side.
    const width = Math.max(...flow.nodes.map((n) => n.x)) - Math.min(...flow.nodes.map((n) => n.x));
    const height = Math.max(...flow.nodes.map((n) => n.y)) - Math.min(...flow.nodes.map((n) => n.y));
    expect(width / height).toBeGreaterThan(0.5);
    expect(width / height).toBeLessThan(2);
    // No two nodes share a layout cell.
    expect(new Set(flow.nodes.map((n) => `${n.x},${n.y}`)).size).toBe(flow.nodes.length);
  });
});
