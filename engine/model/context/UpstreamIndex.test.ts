import { describe, expect, it } from 'vitest';
import { FlowModel } from '../FlowModel';
import type { FlowConnection, FlowNode } from '../flowTypes';
import { getNodeKind } from '../kinds/nodeKindRegistry';
import { applyPatch } from '../patch/applyPatch';
import { disconnectCommand } from '../commands/disconnectCommand';
import { connectCommand } from '../commands/connectCommand';
import { connectionKey } from '../portKey';
import { NodeNumbering } from './NodeNumbering';
import { UpstreamIndex } from './UpstreamIndex';

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
    it(`answers ancestry in a chain and a branch, with ${label}`, () => {
      const [a, b, c, d] = ids;
      const model = FlowModel.fromDocument({ nodes: ids.map(code), connections: [wire(a, b), wire(b, c)] });
      const index = new UpstreamIndex(model);
      expect(index.isUpstreamOrSelf(a, c)).toBe(true);
      expect(index.isUpstreamOrSelf(c, a)).toBe(false);
      expect(index.isUpstreamOrSelf(d, c)).toBe(false);
      expect(index.knows(d)).toBe(true);
      // The tour knows the connections it walked, and sees a rewire as a difference.
      const bc = connectionKey(wire(b, c));
      expect(index.connectionDiffers(bc)).toBe(false);
      applyPatch(model, disconnectCommand(model, bc));
      expect(index.connectionDiffers(bc)).toBe(true);
      applyPatch(model, connectCommand(model, [b, 0], [d, 0]));
      expect(index.connectionDiffers(bc)).toBe(true);
      index.invalidate();
      expect(index.isUpstreamOrSelf(a, d)).toBe(true);
      expect(index.isUpstreamOrSelf(a, c)).toBe(false);
      expect(index.connectionDiffers(bc)).toBe(false);
    });
  }
});

describe('UpstreamIndex.prepare', () => {
  it('rebuilds a long chain in slices up to a deadline, then answers like a rebuild at once; an invalidation restarts it', () => {
    const count = 5_000;
    const ids = Array.from({ length: count }, (_, i) => i + 1);
    const model = FlowModel.fromDocument({ nodes: ids.map(code), connections: ids.slice(1).map((id) => wire(id - 1, id)) });
    const index = new UpstreamIndex(model);
    let clock = 0;
    // Each clock read advances 1 ms: a 1 ms budget allows two steps (1,000 nodes each) per call.
    const now = () => clock++;
    let calls = 0;
    while (!index.prepare(clock + 1, now)) calls += 1;
    expect(calls).toBeGreaterThan(1);
    expect(index.knows(count)).toBe(true);
    expect(index.isUpstreamOrSelf(1, count)).toBe(true);
    expect(index.isUpstreamOrSelf(count, 1)).toBe(false);
    index.invalidate();
    expect(index.prepare(clock, now)).toBe(false);
    index.invalidate();
    expect(index.knows(1)).toBe(false);
    // A query finishes whatever is left at once.
    expect(index.isUpstreamOrSelf(2, 4_000)).toBe(true);
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
