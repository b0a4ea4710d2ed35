// Three-way merge of a view's block tree by block id (issue 22): blocks changed, added, moved or removed by
// different people all survive; a block's config and style are merged field by field like a node's config.
// Removal wins over a concurrent change (the loser is reported). Concurrent adds that picked the same new id
// (the view editor numbers a new block highest + 1) keep both: ours is renumbered. Moves are replayed one at a
// time on a valid tree and refused when they would put a block inside itself, so the result is always a tree;
// a row whose children changed gets its column weights split again when their count no longer matches.
// Field names: `blocks.<id>` (the block), `blocks.<id>.config.<key>`, `blocks.<id>.style.<key>`,
// `blocks.<id>.type`, `blocks.<id>.place` (its parent and position).
import { jsonEqual } from '../jsonEqual';
import { splitColumns } from '../view/blockConfig';
import type { Block } from '../view/blockTree';
import { mergeField, mergeRecordFields } from './mergeFields';
import type { ConflictPolicy } from './rebaseTypes';

interface FlatBlock {
  block: Block;
  parent: number | null;
  /** Ids of the children in order; null when the block has no children array. */
  children: number[] | null;
}
type FlatTree = Map<number, FlatBlock>;

export interface ViewRootMerge {
  root: Block;
  replaced: string[];
  skipped: string[];
}

/** Null when the three roots are not the same block (the caller then merges `root` as one field). */
export function mergeViewRoot(base: Block, ours: Block, theirs: Block, policy: ConflictPolicy): ViewRootMerge | null {
  if (base.id !== ours.id || base.id !== theirs.id) return null;
  const baseTree = flatten(base);
  const theirTree = flatten(theirs);
  const ourTree = flatten(renumberOurAdds(baseTree, flatten(ours), theirTree, ours));
  const replaced: string[] = [];
  const skipped: string[] = [];
  const rootId = base.id;

  // 1. Which blocks survive, and their fields.
  const fields = new Map<number, Block>();
  const ids = new Set([...ourTree.keys(), ...theirTree.keys()]);
  for (const id of ids) {
    const inBase = baseTree.get(id);
    const mine = ourTree.get(id);
    const their = theirTree.get(id);
    if (inBase && !mine) {
      // Removed by ours: deletion wins, unless the other side changed it and we keep what is current.
      if (their && changedBlock(inBase, their)) {
        if (policy === 'keep-current') {
          skipped.push(`blocks.${id}`);
          fields.set(id, their.block);
          continue;
        }
        replaced.push(`blocks.${id}`);
      }
      continue;
    }
    if (inBase && !their) {
      if (mine && changedBlock(inBase, mine)) skipped.push(`blocks.${id}`);
      continue;
    }
    if (mine && their && inBase) fields.set(id, mergeBlockFields(inBase.block, mine.block, their.block, policy, replaced, skipped));
    else fields.set(id, (mine ?? their)!.block);
  }

  // 2. Parents: theirs first (a valid tree), then our adds, then our moves one at a time.
  const parent = new Map<number, number | null>([[rootId, null]]);
  const placedByUs = new Set<number>();
  for (const [id, their] of theirTree) if (id !== rootId && fields.has(id)) parent.set(id, their.parent);
  for (const [id, mine] of ourTree) {
    if (id !== rootId && fields.has(id) && !baseTree.has(id) && !theirTree.has(id)) {
      parent.set(id, mine.parent);
      placedByUs.add(id);
    }
  }
  for (const [id, mine] of ourTree) {
    const inBase = baseTree.get(id);
    const their = theirTree.get(id);
    if (id === rootId || !fields.has(id) || !inBase || !their || mine.parent === inBase.parent) continue;
    const theyMoved = their.parent !== inBase.parent;
    if (theyMoved && their.parent !== mine.parent && policy === 'keep-current') {
      skipped.push(`blocks.${id}.place`);
      continue;
    }
    if (mine.parent !== null && fields.has(mine.parent) && !isInside(parent, mine.parent, id)) {
      if (theyMoved && their.parent !== mine.parent) replaced.push(`blocks.${id}.place`);
      parent.set(id, mine.parent);
      placedByUs.add(id);
    } else {
      skipped.push(`blocks.${id}.place`);
    }
  }
  // A parent removed by the other side: the block goes back where it was, else it goes with its parent.
  for (const [id, at] of parent) {
    if (at === null || fields.has(at)) continue;
    const fallback = [baseTree.get(id)?.parent, theirTree.get(id)?.parent, ourTree.get(id)?.parent].find(
      (candidate): candidate is number => candidate != null && fields.has(candidate) && !isInside(parent, candidate, id),
    );
    if (fallback === undefined) parent.delete(id);
    else parent.set(id, fallback);
  }

  // 3. Children in order, then the tree from the root (blocks no longer reachable are gone).
  const childrenOf = new Map<number, number[]>();
  for (const [id, at] of parent) if (at !== null) (childrenOf.get(at) ?? childrenOf.set(at, []).get(at)!).push(id);
  const ordered = new Map<number, number[]>();
  for (const [container, members] of childrenOf) {
    ordered.set(container, orderChildren(container, new Set(members), baseTree, ourTree, theirTree, placedByUs, policy, replaced, skipped));
  }
  const root = buildTree(rootId, fields, ordered, baseTree, ourTree, theirTree);
  for (const id of fields.keys()) {
    if (!root.ids.has(id) && (ourTree.has(id) || changedBlock(baseTree.get(id), ourTree.get(id)))) skipped.push(`blocks.${id}`);
  }
  return { root: root.block, replaced: unique(replaced), skipped: unique(skipped) };
}

/** The block paths two trees differ in (for attributing a replaced field to the change that set it). */
export function changedBlockFields(before: Block, after: Block): string[] {
  const beforeTree = flatten(before);
  const afterTree = flatten(after);
  const fields: string[] = [];
  for (const id of new Set([...beforeTree.keys(), ...afterTree.keys()])) {
    const was = beforeTree.get(id);
    const is = afterTree.get(id);
    if (!was || !is) {
      fields.push(`blocks.${id}`);
      continue;
    }
    if (was.block.type !== is.block.type) fields.push(`blocks.${id}.type`);
    for (const part of ['config', 'style'] as const) {
      for (const key of new Set([...Object.keys(was.block[part]), ...Object.keys(is.block[part])])) {
        if (!jsonEqual(was.block[part][key], is.block[part][key])) fields.push(`blocks.${id}.${part}.${key}`);
      }
    }
    if (was.parent !== is.parent || predecessor(beforeTree, id) !== predecessor(afterTree, id)) fields.push(`blocks.${id}.place`);
  }
  return fields;
}

function mergeBlockFields(base: Block, ours: Block, theirs: Block, policy: ConflictPolicy, replaced: string[], skipped: string[]): Block {
  const prefix = `blocks.${base.id}`;
  const type = mergeField(base.type, ours.type, theirs.type, policy, `${prefix}.type`, replaced, skipped) as Block['type'];
  const config = mergeRecordFields(base.config, ours.config, theirs.config, policy, `${prefix}.config.`);
  const style = mergeRecordFields(base.style, ours.style, theirs.style, policy, `${prefix}.style.`);
  replaced.push(...config.replaced, ...style.replaced);
  skipped.push(...config.skipped, ...style.skipped);
  return { id: base.id, type, config: config.value, style: style.value, ...(ours.children || theirs.children ? { children: [] } : {}) };
}

/**
 * The final order of a container's children: theirs' order for the blocks we did not place, then each block we
 * placed (added, moved in, or reordered) right after its nearest preceding sibling in our order.
 */
function orderChildren(
  container: number,
  members: ReadonlySet<number>,
  baseTree: FlatTree,
  ourTree: FlatTree,
  theirTree: FlatTree,
  placedByUs: ReadonlySet<number>,
  policy: ConflictPolicy,
  replaced: string[],
  skipped: string[],
): number[] {
  const ourOrder = ourTree.get(container)?.children ?? [];
  const reorderedByUs = (id: number): boolean => {
    const inBase = baseTree.get(id);
    const mine = ourTree.get(id);
    const their = theirTree.get(id);
    if (!inBase || !mine || !their || inBase.parent !== container || mine.parent !== container) return false;
    if (predecessor(ourTree, id) === predecessor(baseTree, id)) return false;
    const theyReordered = their.parent !== container || predecessor(theirTree, id) !== predecessor(baseTree, id);
    if (theyReordered && predecessor(theirTree, id) !== predecessor(ourTree, id)) {
      if (policy === 'keep-current') {
        skipped.push(`blocks.${id}.place`);
        return false;
      }
      replaced.push(`blocks.${id}.place`);
    }
    return true;
  };
  const ours = new Set(ourOrder.filter((id) => members.has(id) && (placedByUs.has(id) || reorderedByUs(id))));
  const list = (theirTree.get(container)?.children ?? []).filter((id) => members.has(id) && !ours.has(id));
  ourOrder.forEach((id, index) => {
    if (!ours.has(id)) return;
    let at = 0;
    for (let before = index - 1; before >= 0; before -= 1) {
      const found = list.indexOf(ourOrder[before]!);
      if (found !== -1) {
        at = found + 1;
        break;
      }
    }
    list.splice(at, 0, id);
  });
  for (const id of members) if (!list.includes(id)) list.push(id);
  return list;
}

function buildTree(
  rootId: number,
  fields: ReadonlyMap<number, Block>,
  ordered: ReadonlyMap<number, number[]>,
  baseTree: FlatTree,
  ourTree: FlatTree,
  theirTree: FlatTree,
): { block: Block; ids: Set<number> } {
  const ids = new Set<number>();
  const make = (id: number): Block => {
    ids.add(id);
    const { children: _children, ...rest } = fields.get(id)!;
    const childIds = ordered.get(id) ?? [];
    const hadChildren = [baseTree, ourTree, theirTree].some((tree) => tree.get(id)?.children != null);
    return childIds.length > 0 || hadChildren || _children ? { ...rest, children: [] } : { ...rest };
  };
  const root = make(rootId);
  const stack: [Block, number][] = [[root, rootId]];
  while (stack.length > 0) {
    const [block, id] = stack.pop()!;
    for (const childId of ordered.get(id) ?? []) {
      if (ids.has(childId)) continue;
      const child = make(childId);
      block.children!.push(child);
      stack.push([child, childId]);
    }
    resplitRowWeights(block);
  }
  return { block: root, ids };
}

/** A row whose weights no longer name one column count per child gets the columns split evenly again. */
function resplitRowWeights(block: Block): void {
  const count = block.children?.length ?? 0;
  const weights = block.config.weights;
  if (block.config.direction !== 'row' || !Array.isArray(weights) || count === 0 || weights.length === count) return;
  block.config = { ...block.config, weights: splitColumns(count) };
}

/** Our blocks added under an id the other side also added for a different block get fresh ids. */
function renumberOurAdds(baseTree: FlatTree, ourTree: FlatTree, theirTree: FlatTree, ours: Block): Block {
  const clashes: number[] = [];
  for (const [id, mine] of ourTree) {
    if (baseTree.has(id)) continue;
    const their = theirTree.get(id);
    if (their && !(their.parent === mine.parent && jsonEqual(withoutChildren(their.block), withoutChildren(mine.block)))) clashes.push(id);
  }
  if (clashes.length === 0) return ours;
  let next = Math.max(...baseTree.keys(), ...ourTree.keys(), ...theirTree.keys()) + 1;
  const renamed = new Map(clashes.map((id) => [id, next++]));
  const copy = (block: Block): Block => {
    const result: Block = { ...block, id: renamed.get(block.id) ?? block.id };
    if (block.children) result.children = block.children.map(copy);
    return result;
  };
  return copy(ours);
}

function flatten(root: Block): FlatTree {
  const tree: FlatTree = new Map();
  const stack: [Block, number | null][] = [[root, null]];
  while (stack.length > 0) {
    const [block, parent] = stack.pop()!;
    tree.set(block.id, { block, parent, children: block.children ? block.children.map((child) => child.id) : null });
    for (const child of block.children ?? []) stack.push([child, block.id]);
  }
  return tree;
}

/** Whether `id` is `candidate` or one of its ancestors under the parent map (so placing `id` there makes a cycle). */
function isInside(parent: ReadonlyMap<number, number | null>, candidate: number, id: number): boolean {
  let at: number | null | undefined = candidate;
  for (let steps = 0; at != null && steps <= parent.size; steps += 1) {
    if (at === id) return true;
    at = parent.get(at);
  }
  return false;
}

function predecessor(tree: FlatTree, id: number): number | null {
  const at = tree.get(id)?.parent;
  if (at == null) return null;
  const siblings = tree.get(at)!.children!;
  const index = siblings.indexOf(id);
  return index > 0 ? siblings[index - 1]! : null;
}

function changedBlock(before: FlatBlock | undefined, after: FlatBlock | undefined): boolean {
  if (!before || !after) return false;
  return before.parent !== after.parent || !jsonEqual(withoutChildren(before.block), withoutChildren(after.block));
}

function withoutChildren(block: Block): Omit<Block, 'children'> {
  const { children: _children, ...rest } = block;
  return rest;
}

function unique(list: string[]): string[] {
  return [...new Set(list)];
}
