import RBush, { type BBox } from 'rbush';
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../testing/seededRandom';
import { packRTree, type RTreeNode } from './packRTree';

interface Item extends BBox {
  id: number;
}

function items(count: number, seed: number): Item[] {
  const random = seededRandom(seed);
  return Array.from({ length: count }, (_, id) => {
    const x = random() * 10_000;
    const y = random() * 10_000;
    return { minX: x, minY: y, maxX: x + random() * 300, maxY: y + random() * 300, id };
  });
}

function check(node: RTreeNode, height: number): number {
  expect(node.height).toBe(height);
  expect(node.leaf).toBe(height === 1);
  let count = 0;
  for (const child of node.children) {
    expect(child.minX >= node.minX && child.minY >= node.minY && child.maxX <= node.maxX && child.maxY <= node.maxY).toBe(true);
    count += node.leaf ? 1 : check(child as RTreeNode, height - 1);
  }
  return count;
}

const ids = (found: Item[]) => found.map((item) => item.id).sort((a, b) => a - b);

describe('packRTree', () => {
  it('packs an ordinary rbush tree: leaves at one height, boxes containing their children', () => {
    for (const count of [1, 9, 10, 81, 82, 5000]) {
      const root = packRTree(items(count, count), 9);
      expect(check(root, root.height)).toBe(count);
    }
  });

  it('answers like rbush load, and keeps working with inserts and removes', () => {
    const all = items(3000, 7);
    const packed = new RBush<Item>(9).fromJSON(packRTree(all, 9));
    const loaded = new RBush<Item>(9).load(all);
    const random = seededRandom(8);
    for (let i = 0; i < 200; i += 1) {
      const x = random() * 10_000;
      const y = random() * 10_000;
      const box = { minX: x, minY: y, maxX: x + random() * 800, maxY: y + random() * 800 };
      expect(ids(packed.search(box))).toEqual(ids(loaded.search(box)));
    }
    for (const item of all.slice(0, 1500)) packed.remove(item);
    const extra = items(500, 99).map((item) => ({ ...item, id: item.id + 10_000 }));
    for (const item of extra) packed.insert(item);
    const expected = [...all.slice(1500), ...extra].map((item) => item.id).sort((a, b) => a - b);
    expect(ids(packed.all())).toEqual(expected);
    const box = { minX: 2000, minY: 2000, maxX: 6000, maxY: 6000 };
    const inside = [...all.slice(1500), ...extra].filter((b) => b.minX <= box.maxX && b.maxX >= box.minX && b.minY <= box.maxY && b.maxY >= box.minY);
    expect(ids(packed.search(box))).toEqual(ids(inside));
  });
});
