import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../testing/seededRandom';
import { getNodeKind } from '../kinds/nodeKindRegistry';
import { addBlock, BlockCommandError, moveBlock, removeBlock, updateBlock } from '../view/blockCommands';
import { forEachBlock, type Block } from '../view/blockTree';
import { mergeViewRoot } from './mergeViewRoot';

const defaultRoot = (): Block => (getNodeKind('view').defaultConfig() as { root: Block }).root;

function ids(root: Block): number[] {
  const list: number[] = [];
  forEachBlock(root, (block) => list.push(block.id));
  return list;
}

function byId(root: Block): Map<number, Block> {
  const map = new Map<number, Block>();
  forEachBlock(root, (block) => map.set(block.id, block));
  return map;
}

/** `count` random block edits (as the view editor makes them). */
function editTree(root: Block, random: () => number, count: number): Block {
  let tree = root;
  for (let index = 0; index < count; index += 1) {
    const blocks = [...byId(tree).values()];
    const containers = blocks.filter((block) => block.type === 'container');
    const pick = <T>(list: T[]) => list[Math.floor(random() * list.length)]!;
    const choice = random();
    try {
      if (choice < 0.35) tree = updateBlock(tree, pick(blocks).id, { config: { text: `t${Math.floor(random() * 9)}` } }).root;
      else if (choice < 0.65) {
        const block: Block = random() < 0.3 ? { id: -1, type: 'container', config: { direction: 'row', weights: [12], adaptive: false }, style: {}, children: [] } : { id: -1, type: 'button', config: { label: 'b' }, style: {} };
        tree = addBlock(tree, pick(containers).id, Math.floor(random() * 5), block).root;
      } else if (choice < 0.8 && blocks.length > 1) tree = removeBlock(tree, pick(blocks.filter((block) => block.id !== tree.id)).id).root;
      else if (blocks.length > 1) tree = moveBlock(tree, pick(blocks.filter((block) => block.id !== tree.id)).id, pick(containers).id, Math.floor(random() * 5)).root;
    } catch (error) {
      if (!(error instanceof BlockCommandError)) throw error;
    }
  }
  return tree;
}

describe('mergeViewRoot', () => {
  it('is null when the roots are different blocks (the caller merges the root as one field)', () => {
    const root = defaultRoot();
    expect(mergeViewRoot(root, { ...root, id: 99 }, root, 'latest-wins')).toBeNull();
  });

  it('moves that would put a block inside itself are refused, the tree stays a tree', () => {
    // Base: root 1 with containers 10 and 20. We move 10 into 20, they move 20 into 10.
    const container = (id: number): Block => ({ id, type: 'container', config: { direction: 'column', weights: [12], adaptive: false }, style: {}, children: [] });
    const base: Block = { ...container(1), children: [container(10), container(20)] };
    const ours: Block = { ...container(1), children: [{ ...container(20), children: [container(10)] }] };
    const theirs: Block = { ...container(1), children: [{ ...container(10), children: [container(20)] }] };
    const merged = mergeViewRoot(base, ours, theirs, 'latest-wins')!;
    expect(ids(merged.root).sort((a, b) => a - b)).toEqual([1, 10, 20]);
    expect(merged.skipped).toContain('blocks.10.place');
  });

  it('a row whose children changed on both sides gets its columns split evenly', () => {
    const button = (id: number): Block => ({ id, type: 'button', config: { label: String(id) }, style: {} });
    const row = (children: Block[], weights: number[]): Block => ({ id: 1, type: 'container', config: { direction: 'row', weights, adaptive: false }, style: {}, children });
    const merged = mergeViewRoot(row([button(2)], [12]), row([button(2), button(3)], [6, 6]), row([button(2), button(4)], [6, 6]), 'latest-wins')!;
    expect(merged.root.children!.map((child) => child.id)).toEqual([2, 3, 4]);
    expect(merged.root.config.weights).toEqual([4, 4, 4]);
  });

  it('random concurrent edits: unique ids, and every block both sides kept survives with the fields only one side changed', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 31 - 1 }), fc.integer({ min: 0, max: 8 }), fc.integer({ min: 1, max: 6 }), (seed, baseEdits, edits) => {
        const random = seededRandom(seed);
        const base = editTree(defaultRoot(), random, baseEdits);
        const ours = editTree(base, random, edits);
        const theirs = editTree(base, random, edits);
        const merged = mergeViewRoot(base, ours, theirs, 'latest-wins')!;
        const list = ids(merged.root);
        expect(new Set(list).size).toBe(list.length);
        const result = byId(merged.root);
        const baseBlocks = byId(base);
        const ourBlocks = byId(ours);
        for (const [id, their] of byId(theirs)) {
          const mine = ourBlocks.get(id);
          const was = baseBlocks.get(id);
          if (!mine || !was) continue;
          // Kept by both (a parent removed by one side may still take it away).
          const kept = result.get(id);
          if (!kept) continue;
          if (JSON.stringify(mine.config) === JSON.stringify(was.config)) expect(kept.config).toEqual(resplit(their, kept));
          else if (JSON.stringify(their.config) === JSON.stringify(was.config)) expect(kept.config).toEqual(resplit(mine, kept));
        }
      }),
      { seed: 2022, numRuns: 200 },
    );
  });
});

/** The block's config as the merge may adjust it: a row's weights re-split for its new child count. */
function resplit(block: Block, kept: Block): Record<string, unknown> {
  return kept.config.direction === 'row' && Array.isArray(kept.config.weights) && Array.isArray(block.config.weights) && kept.config.weights.length !== block.config.weights.length
    ? { ...block.config, weights: kept.config.weights }
    : block.config;
}
