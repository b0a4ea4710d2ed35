import { describe, expect, it } from 'vitest';
import type { Block } from '../kinds/viewBlockSchema';
import { viewRootSchema } from '../kinds/viewBlockSchema';
import { addBlock, BlockCommandError, canAddInto, highestBlockId, moveBlock, removeBlock, UNASSIGNED_BLOCK_ID, updateBlock } from './blockCommands';

const text = (id: number): Block => ({ id, type: 'text', config: { text: `t${id}` }, style: {} });
const container = (id: number, children: Block[], direction = 'row'): Block => ({ id, type: 'container', config: { direction, weights: [12], adaptive: false }, style: {}, children });
const tree = () => container(1, [text(2), container(3, [text(4), text(5)]), text(6)], 'column');
const ids = (block: Block): unknown => (block.children ? [block.id, block.children.map(ids)] : block.id);
const refused = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return (error as BlockCommandError).reason;
  }
  return null;
};

describe('block commands', () => {
  it('a new block gets the highest id + 1 and becomes active; a row re-splits its weights', () => {
    const root = tree();
    const edit = addBlock(root, 3, 1, { ...text(UNASSIGNED_BLOCK_ID) });
    expect(ids(edit.root)).toEqual([1, [2, [3, [4, 7, 5]], 6]]);
    expect(edit.activeId).toBe(7);
    expect(edit.root.children![1]!.config.weights).toEqual([4, 4, 4]);
    expect(edit.root.children![0]).toBe(root.children![0]);
    expect(root.children![1]!.children!.length).toBe(2);
    expect(viewRootSchema.validate(edit.root)[0]).toBeUndefined();
  });

  it('a pasted subtree gets fresh ids in pre-order', () => {
    const root = tree();
    const edit = addBlock(root, 1, 0, root.children![1]!);
    expect(ids(edit.root)).toEqual([1, [[7, [8, 9]], 2, [3, [4, 5]], 6]]);
    expect(highestBlockId(edit.root)).toBe(9);
  });

  it('removes a block (not the root) and re-splits the weights', () => {
    const edit = removeBlock(tree(), 4);
    expect(ids(edit.root)).toEqual([1, [2, [3, [5]], 6]]);
    expect(edit.root.children![1]!.config.weights).toEqual([12]);
    expect(refused(() => removeBlock(tree(), 1))).toBe('root');
    expect(refused(() => removeBlock(tree(), 99))).toBe('not-found');
  });

  it('moves a block within and across containers, never into itself or a descendant', () => {
    expect(ids(moveBlock(tree(), 6, 3, 0).root)).toEqual([1, [2, [3, [6, 4, 5]]]]);
    const reordered = moveBlock(tree(), 5, 3, 0);
    expect(ids(reordered.root)).toEqual([1, [2, [3, [5, 4]], 6]]);
    expect(reordered.root.children![1]!.config.weights).toEqual([12]);
    expect(ids(moveBlock(tree(), 3, 1, 0).root)).toEqual([1, [[3, [4, 5]], 2, 6]]);
    expect(refused(() => moveBlock(tree(), 3, 3, 0))).toBe('into-itself');
    const nested = addBlock(tree(), 3, 0, container(UNASSIGNED_BLOCK_ID, [])).root;
    expect(refused(() => moveBlock(nested, 3, 7, 0))).toBe('into-itself');
    expect(refused(() => moveBlock(tree(), 2, 4, 0))).toBe('not-container');
  });

  it('a container holds at most 12 children and a view is at most 20 deep', () => {
    let full = container(1, []);
    for (let index = 0; index < 12; index += 1) full = addBlock(full, 1, index, text(UNASSIGNED_BLOCK_ID)).root;
    expect(full.config.weights).toEqual(Array(12).fill(1));
    expect(canAddInto(full, 1)).toBe(false);
    expect(refused(() => addBlock(full, 1, 0, text(UNASSIGNED_BLOCK_ID)))).toBe('children-max');
    let deep = container(1, []);
    for (let level = 1; level < 19; level += 1) deep = addBlock(deep, level, 0, container(UNASSIGNED_BLOCK_ID, [])).root;
    expect(canAddInto(deep, 19)).toBe(true);
    const deepest = addBlock(deep, 19, 0, text(UNASSIGNED_BLOCK_ID)).root;
    expect(canAddInto(deepest, 19, 2)).toBe(false);
    expect(refused(() => addBlock(deep, 19, 0, container(UNASSIGNED_BLOCK_ID, [text(UNASSIGNED_BLOCK_ID)])))).toBe('depth-max');
  });

  it('an update copies only the path to the block; the previous root is the undo step', () => {
    const root = tree();
    const edit = updateBlock(root, 4, { style: { color: '#ff0000' } });
    expect(edit.root.children![1]!.children![0]!.style).toEqual({ color: '#ff0000' });
    expect(edit.root.children![1]!.children![1]).toBe(root.children![1]!.children![1]);
    expect(edit.root.children![0]).toBe(root.children![0]);
    expect(root.children![1]!.children![0]!.style).toEqual({});
  });
});
