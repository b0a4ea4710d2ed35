import { describe, expect, it } from 'vitest';
import { FlowModel } from '../FlowModel';
import type { FlowConnection, FlowNode } from '../flowTypes';
import { getNodeKind } from '../kinds/nodeKindRegistry';
import { applyPatch } from '../patch/applyPatch';
import { disconnectCommand } from '../commands/disconnectCommand';
import { connectCommand } from '../commands/connectCommand';
import { connectionKey } from '../portKey';
import { NodeNumbering } from './NodeNumbering';
import { UpstreamIndex, WALK_LIMIT } from './UpstreamIndex';

function code(id: number): FlowNode {
  const config = getNodeKind('code').defaultConfig(() => 0.5);
  return { id, type: 'code', x: 0, y: 0, ...getNodeKind('code').ports(config), config };
}
const wire = (from: number, to: number): FlowConnection => ({ from: [from, 0], to: [to, 0] });

describe('UpstreamIndex', () => {
  for (const [label, ids] of [
    ['dense ids', [1, 2, 3, 4]],
    ['sparse ids (imported flows)', [7, 90_000_000, 3, 400_000_000]],
  ] as const) {
    it(`answers ancestry in a chain and a branch, and follows connection changes, with ${label}`, () => {
      const [a, b, c, d] = ids;
      const model = FlowModel.fromDocument({ nodes: ids.map(code), connections: [wire(a, b), wire(b, c)] });
      const index = new UpstreamIndex(model);
      expect(index.isUpstreamOrSelf(a, c)).toBe(true);
      expect(index.isUpstreamOrSelf(c, a)).toBe(false);
      expect(index.isUpstreamOrSelf(d, c)).toBe(false);
      // A rewire is seen without being told: b → c becomes b → d.
      const bc = connectionKey(wire(b, c));
      applyPatch(model, disconnectCommand(model, bc));
      applyPatch(model, connectCommand(model, [b, 0], [d, 0]));
      expect(index.isUpstreamOrSelf(a, d)).toBe(true);
      expect(index.isUpstreamOrSelf(a, c)).toBe(false);
      expect(index.keepsTour).toBe(false);
    });
  }

  it('answers a shallow flow by walking up, so a structural edit leaves nothing to rebuild', () => {
    const model = FlowModel.fromDocument({ nodes: [1, 2, 3].map(code), connections: [wire(1, 2)] });
    const index = new UpstreamIndex(model);
    expect(index.isUpstreamOrSelf(1, 2)).toBe(true);
    applyPatch(model, connectCommand(model, [2, 0], [3, 0]));
    let clockReads = 0;
    expect(index.prepare(0, () => clockReads++)).toBe(true);
    expect(clockReads).toBe(0);
    expect(index.isUpstreamOrSelf(1, 3)).toBe(true);
    expect(index.keepsTour).toBe(false);
  });

  it('ends a walk around a cycle (nodes that each have one input)', () => {
    const model = new FlowModel();
    for (const id of [1, 2, 3, 4]) model.insertNode(code(id));
    for (const [from, to] of [[1, 2], [2, 3], [3, 1]] as const) model.insertConnection(wire(from, to));
    const index = new UpstreamIndex(model);
    expect(index.isUpstreamOrSelf(2, 1)).toBe(true);
    expect(index.isUpstreamOrSelf(4, 1)).toBe(false);
  });
});

describe('UpstreamIndex on chains longer than a walk', () => {
  it('keeps a tour, rebuilt in slices up to a deadline after each connection change, answering like a rebuild at once', () => {
    const count = 5_000;
    const ids = Array.from({ length: count }, (_, i) => i + 1);
    const model = FlowModel.fromDocument({ nodes: ids.map(code), connections: ids.slice(1).map((id) => wire(id - 1, id)) });
    const index = new UpstreamIndex(model);
    expect(index.keepsTour).toBe(false);
    expect(index.isUpstreamOrSelf(1, count)).toBe(true);
    expect(index.keepsTour).toBe(true);
    expect(index.isUpstreamOrSelf(count, 1)).toBe(false);
    expect(index.isUpstreamOrSelf(2, WALK_LIMIT + 10)).toBe(true);
    // A connection change: the tour is stale and is rebuilt in slices.
    applyPatch(model, disconnectCommand(model, connectionKey(wire(2_000, 2_001))));
    let clock = 0;
    // Each clock read advances 1 ms: a 1 ms budget allows two steps (1,000 nodes each) per call.
    const now = () => clock++;
    let calls = 0;
    while (!index.prepare(clock + 1, now)) calls += 1;
    expect(calls).toBeGreaterThan(1);
    expect(index.isUpstreamOrSelf(1, 2_000)).toBe(true);
    expect(index.isUpstreamOrSelf(1, count)).toBe(false);
    expect(index.isUpstreamOrSelf(2_001, count)).toBe(true);
    // A change during a sliced rebuild restarts it; a query finishes whatever is left at once.
    applyPatch(model, connectCommand(model, [2_000, 0], [2_001, 0]));
    expect(index.prepare(clock, now)).toBe(false);
    applyPatch(model, disconnectCommand(model, connectionKey(wire(10, 11))));
    expect(index.isUpstreamOrSelf(11, 4_000)).toBe(true);
    expect(index.isUpstreamOrSelf(1, 4_000)).toBe(false);
    expect(index.prepare(0, now)).toBe(true);
  });
});

describe('NodeNumbering', () => {
  it('numbers dense and sparse ids alike, -1 for none', () => {
    for (const numbering of [new NodeNumbering(10, 10), new NodeNumbering(10_000_000, 3)]) {
      expect(numbering.get(5)).toBe(-1);
      numbering.set(5, 0);
      numbering.set(10, 42);
      expect([numbering.get(5), numbering.get(10), numbering.get(11), numbering.get(-3)]).toEqual([0, 42, -1, -1]);
    }
  });
});
