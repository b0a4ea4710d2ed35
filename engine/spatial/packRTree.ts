// Bulk load for rbush without comparator sorts: items ordered along a Hilbert curve (one native typed-array
// sort), then packed bottom-up, `maxEntries` consecutive entries per node. The result is an ordinary rbush tree
// (same node shape, all leaves at height 1), handed over with `fromJSON`, so later inserts and removes work as
// usual. rbush's own `load` (OMT with quickselect and a comparator per step) costs ~10× more at 100k items.
import type { BBox } from 'rbush';

/** rbush's internal node shape (what `toJSON` returns and `fromJSON` takes). */
export interface RTreeNode extends BBox {
  children: (RTreeNode | BBox)[];
  height: number;
  leaf: boolean;
}

/** Items per sort key: the key is hilbert * 2^21 + index, exact in a double (32 + 21 bits). */
export const PACK_MAX_ITEMS = 2 ** 21;
const INDEX_FACTOR = 2 ** 21;
const HILBERT_MAX = 0xffff;

/** An rbush root holding `items` (not copied; the array order is left alone). Requires items.length ≤ PACK_MAX_ITEMS. */
export function packRTree<T extends BBox>(items: readonly T[], maxEntries: number): RTreeNode {
  const count = items.length;
  if (count > PACK_MAX_ITEMS) throw new RangeError(`packRTree takes at most ${PACK_MAX_ITEMS} items`);
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (let i = 0; i < count; i += 1) {
    const item = items[i]!;
    if (item.minX < minX) minX = item.minX;
    if (item.minY < minY) minY = item.minY;
    if (item.maxX > maxX) maxX = item.maxX;
    if (item.maxY > maxY) maxY = item.maxY;
  }
  if (count <= maxEntries) return { children: items.slice(), height: 1, leaf: true, minX, minY, maxX, maxY };

  const width = maxX - minX || 1;
  const height = maxY - minY || 1;
  const keys = new Float64Array(count);
  for (let i = 0; i < count; i += 1) {
    const item = items[i]!;
    const x = Math.floor((HILBERT_MAX * ((item.minX + item.maxX) / 2 - minX)) / width);
    const y = Math.floor((HILBERT_MAX * ((item.minY + item.maxY) / 2 - minY)) / height);
    keys[i] = hilbert(x, y) * INDEX_FACTOR + i;
  }
  keys.sort();

  let level: RTreeNode[] = [];
  for (let start = 0; start < count; start += maxEntries) {
    const end = Math.min(start + maxEntries, count);
    const children: BBox[] = [];
    for (let k = start; k < end; k += 1) children.push(items[keys[k]! % INDEX_FACTOR]!);
    level.push(withBounds(children, 1, true));
  }
  let nodeHeight = 1;
  while (level.length > 1) {
    nodeHeight += 1;
    const next: RTreeNode[] = [];
    for (let start = 0; start < level.length; start += maxEntries) {
      next.push(withBounds(level.slice(start, start + maxEntries), nodeHeight, false));
    }
    level = next;
  }
  return level[0]!;
}

function withBounds(children: (RTreeNode | BBox)[], height: number, leaf: boolean): RTreeNode {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const child of children) {
    if (child.minX < minX) minX = child.minX;
    if (child.minY < minY) minY = child.minY;
    if (child.maxX > maxX) maxX = child.maxX;
    if (child.maxY > maxY) maxY = child.maxY;
  }
  return { children, height, leaf, minX, minY, maxX, maxY };
}

/**
 * Position of (x, y) (16-bit each) along a Hilbert curve, as an unsigned 32-bit number.
 * Fast branch-free form by Rawrunprotected (public domain), as used by flatbush.
 */
export function hilbert(x: number, y: number): number {
  let a = x ^ y;
  let b = 0xffff ^ a;
  let c = 0xffff ^ (x | y);
  let d = x & (y ^ 0xffff);

  let A = a | (b >> 1);
  let B = (a >> 1) ^ a;
  let C = (c >> 1) ^ (b & (d >> 1)) ^ c;
  let D = (a & (c >> 1)) ^ (d >> 1) ^ d;

  a = A;
  b = B;
  c = C;
  d = D;
  A = (a & (a >> 2)) ^ (b & (b >> 2));
  B = (a & (b >> 2)) ^ (b & ((a ^ b) >> 2));
  C ^= (a & (c >> 2)) ^ (b & (d >> 2));
  D ^= (b & (c >> 2)) ^ ((a ^ b) & (d >> 2));

  a = A;
  b = B;
  c = C;
  d = D;
  A = (a & (a >> 4)) ^ (b & (b >> 4));
  B = (a & (b >> 4)) ^ (b & ((a ^ b) >> 4));
  C ^= (a & (c >> 4)) ^ (b & (d >> 4));
  D ^= (b & (c >> 4)) ^ ((a ^ b) & (d >> 4));

  a = A;
  b = B;
  c = C;
  d = D;
  C ^= (a & (c >> 8)) ^ (b & (d >> 8));
  D ^= (b & (c >> 8)) ^ ((a ^ b) & (d >> 8));

  a = C ^ (C >> 1);
  b = D ^ (D >> 1);

  let i0 = x ^ y;
  let i1 = b | (0xffff ^ (i0 | a));

  i0 = (i0 | (i0 << 8)) & 0x00ff00ff;
  i0 = (i0 | (i0 << 4)) & 0x0f0f0f0f;
  i0 = (i0 | (i0 << 2)) & 0x33333333;
  i0 = (i0 | (i0 << 1)) & 0x55555555;

  i1 = (i1 | (i1 << 8)) & 0x00ff00ff;
  i1 = (i1 | (i1 << 4)) & 0x0f0f0f0f;
  i1 = (i1 | (i1 << 2)) & 0x33333333;
  i1 = (i1 | (i1 << 1)) & 0x55555555;

  return ((i1 << 1) | i0) >>> 0;
}
