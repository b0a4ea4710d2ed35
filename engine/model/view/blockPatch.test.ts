import { describe, expect, it } from 'vitest';
import type { Block } from './blockTree';
import { applyBlockPatch, BlockPatchRejectedError, concatBlockPatches, invertBlockPatch, type BlockPatch } from './blockPatch';

const text = (id: number, value = `t${id}`): Block => ({ id, type: 'text', config: { text: value }, style: {} });
const root = (): Block => ({ id: 1, type: 'container', config: { direction: 'column', weights: [6, 6], adaptive: false }, style: {}, children: [text(2), { id: 3, type: 'container', config: {}, style: {}, children: [text(4)] }] });
const rejection = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error instanceof BlockPatchRejectedError ? error.opIndex : 'other';
  }
  return null;
};

describe('block patches', () => {
  it('applies inserts, removes, moves and updates, copying only the touched paths', () => {
    const before = root();
    const patch: BlockPatch = {
      ops: [
        { op: 'insert', parentId: 3, index: 1, block: text(5) },
        { op: 'move', id: 2, from: { parentId: 1, index: 0 }, to: { parentId: 3, index: 0 } },
        { op: 'update', id: 4, before: { config: { text: 't4' }, style: {} }, after: { config: { text: 'new' }, style: { color: '#ff0000' } } },
      ],
    };
    const after = applyBlockPatch(before, patch);
    expect(after.children!.map((child) => child.id)).toEqual([3]);
    expect(after.children![0]!.children!.map((child) => [child.id, child.config.text])).toEqual([[2, 't2'], [4, 'new'], [5, 't5']]);
    expect(after.children![0]!.children![0]).toBe(before.children![0]);
    expect(applyBlockPatch(after, invertBlockPatch(patch))).toEqual(before);
    expect(before.children!.length).toBe(2);
  });

  it('checks what each op expects and applies all or nothing', () => {
    const before = root();
    expect(rejection(() => applyBlockPatch(before, { ops: [{ op: 'remove', parentId: 1, index: 0, block: text(9) }] }))).toBe(0);
    expect(rejection(() => applyBlockPatch(before, { ops: [{ op: 'insert', parentId: 2, index: 0, block: text(9) }] }))).toBe(0);
    expect(rejection(() => applyBlockPatch(before, { ops: [{ op: 'insert', parentId: 1, index: 3, block: text(9) }] }))).toBe(0);
    expect(rejection(() => applyBlockPatch(before, { ops: [{ op: 'update', id: 2, before: { config: { text: 'other' }, style: {} }, after: { config: {}, style: {} } }] }))).toBe(0);
    // A move into its own subtree cannot apply: the target is gone once the block is out.
    expect(rejection(() => applyBlockPatch(before, { ops: [{ op: 'move', id: 3, from: { parentId: 1, index: 1 }, to: { parentId: 3, index: 0 } }] }))).toBe(0);
    const second = rejection(() => applyBlockPatch(before, { ops: [{ op: 'insert', parentId: 1, index: 0, block: text(9) }, { op: 'remove', parentId: 1, index: 0, block: text(2) }] }));
    expect(second).toBe(1);
    expect(before).toEqual(root());
  });

  it('an update after an update of the same block collapses into one op; inverting twice gives the patch back', () => {
    const a = { config: { text: 'a' }, style: {} };
    const b = { config: { text: 'b' }, style: {} };
    const c = { config: { text: 'c' }, style: {} };
    const joined = concatBlockPatches({ ops: [{ op: 'update', id: 2, before: a, after: b }] }, { ops: [{ op: 'update', id: 2, before: b, after: c }] });
    expect(joined.ops).toEqual([{ op: 'update', id: 2, before: a, after: c }]);
    const other = concatBlockPatches(joined, { ops: [{ op: 'update', id: 4, before: a, after: b }] });
    expect(other.ops).toHaveLength(2);
    expect(invertBlockPatch(invertBlockPatch(other))).toEqual(other);
  });
});
