// Edits of a view's block tree (editor.md §3 ids, §4 view editor, §5 limits) as pure functions on immutable
// trees. Only the path from the root to the edited block is copied, so every untouched subtree keeps its
// object identity: the renderer's update() skips it, and the previous root is the undo step.
import { blockDepth, CONTAINER_CHILDREN_MAX, forEachBlock, VIEW_DEPTH_MAX, type Block } from './blockTree';
import { splitColumns } from './blockConfig';

export type BlockCommandRefusal = 'not-found' | 'not-container' | 'children-max' | 'depth-max' | 'into-itself' | 'root';

export class BlockCommandError extends Error {
  constructor(readonly reason: BlockCommandRefusal) {
    super(`block command refused: ${reason}`);
  }
}

export interface BlockEdit {
  root: Block;
  /** The block that becomes active (added, pasted or moved), or null (removed). */
  activeId: number | null;
}

/** Id of a block not yet placed (editor.md §3: -1 until assigned). */
export const UNASSIGNED_BLOCK_ID = -1;

export function highestBlockId(root: Block): number {
  let highest = 0;
  forEachBlock(root, (block) => {
    if (block.id > highest) highest = block.id;
  });
  return highest;
}

/** A copy of the subtree with new ids from `firstId` on, in pre-order (new blocks and pasted copies). */
export function withNewIds(block: Block, firstId: number): Block {
  let next = firstId;
  const renumber = (each: Block): Block => {
    const id = next++;
    return each.children ? { ...each, id, children: each.children.map(renumber) } : { ...each, id };
  };
  return renumber(block);
}

/** Index path from the root to the block with `id`, or null. */
function pathTo(root: Block, id: number): number[] | null {
  if (root.id === id) return [];
  const children = root.children ?? [];
  for (let index = 0; index < children.length; index += 1) {
    const rest = pathTo(children[index]!, id);
    if (rest) return [index, ...rest];
  }
  return null;
}

function blockAt(root: Block, path: readonly number[]): Block {
  return path.reduce((block, index) => block.children![index]!, root);
}

/** Copies the path to `path` and replaces the block there with `replace(block)`. */
function replaceAt(root: Block, path: readonly number[], replace: (block: Block) => Block): Block {
  if (path.length === 0) return replace(root);
  const [index, ...rest] = path;
  const children = [...root.children!];
  children[index!] = replaceAt(children[index!]!, rest, replace);
  return { ...root, children };
}

/** A container with new children; when their number changes, its weights are re-split over 12 columns. */
function withChildren(container: Block, children: Block[]): Block {
  const previous = container.children?.length ?? 0;
  if (children.length === previous) return { ...container, children };
  return { ...container, children, config: { ...container.config, weights: splitColumns(children.length) } };
}

function containerPath(root: Block, parentId: number): number[] {
  const path = pathTo(root, parentId);
  if (!path) throw new BlockCommandError('not-found');
  if (blockAt(root, path).type !== 'container') throw new BlockCommandError('not-container');
  return path;
}

/** Whether a subtree `depth` levels deep may go into the container `parentId` (add controls hide otherwise). */
export function canAddInto(root: Block, parentId: number, depth = 1): boolean {
  const path = pathTo(root, parentId);
  if (!path) return false;
  const parent = blockAt(root, path);
  return parent.type === 'container' && (parent.children?.length ?? 0) < CONTAINER_CHILDREN_MAX && path.length + 1 + depth <= VIEW_DEPTH_MAX;
}

function checkRoom(root: Block, path: readonly number[], subtree: Block): void {
  if ((blockAt(root, path).children?.length ?? 0) >= CONTAINER_CHILDREN_MAX) throw new BlockCommandError('children-max');
  if (path.length + 1 + blockDepth(subtree) > VIEW_DEPTH_MAX) throw new BlockCommandError('depth-max');
}

/** Adds a new block (or a pasted copy) at `index` of the container: its subtree gets ids from the highest + 1. */
export function addBlock(root: Block, parentId: number, index: number, block: Block): BlockEdit {
  const path = containerPath(root, parentId);
  checkRoom(root, path, block);
  const added = withNewIds(block, highestBlockId(root) + 1);
  const next = replaceAt(root, path, (parent) => {
    const children = [...(parent.children ?? [])];
    children.splice(clamp(index, 0, children.length), 0, added);
    return withChildren(parent, children);
  });
  return { root: next, activeId: added.id };
}

export function removeBlock(root: Block, id: number): BlockEdit {
  const path = pathTo(root, id);
  if (!path) throw new BlockCommandError('not-found');
  if (path.length === 0) throw new BlockCommandError('root');
  const index = path[path.length - 1]!;
  const next = replaceAt(root, path.slice(0, -1), (parent) => withChildren(parent, parent.children!.filter((_, each) => each !== index)));
  return { root: next, activeId: null };
}

/** Moves a block to `index` of a container (index counted without the moved block); never into itself or a descendant. */
export function moveBlock(root: Block, id: number, parentId: number, index: number): BlockEdit {
  const from = pathTo(root, id);
  if (!from) throw new BlockCommandError('not-found');
  if (from.length === 0) throw new BlockCommandError('root');
  const target = containerPath(root, parentId);
  if (target.length >= from.length && from.every((step, level) => target[level] === step)) throw new BlockCommandError('into-itself');
  const block = blockAt(root, from);
  const sameParent = target.length === from.length - 1 && target.every((step, level) => from[level] === step);
  if (!sameParent) checkRoom(root, target, block);
  const { root: without } = removeBlock(root, id);
  const next = replaceAt(without, containerPath(without, parentId), (parent) => {
    const children = [...(parent.children ?? [])];
    children.splice(clamp(index, 0, children.length), 0, block);
    return sameParent ? { ...parent, children } : withChildren(parent, children);
  });
  return { root: sameParent ? keepWeights(next, target, blockAt(root, target)) : next, activeId: id };
}

/** A reorder inside one container keeps its weights (removeBlock re-split them on the way). */
function keepWeights(root: Block, path: readonly number[], original: Block): Block {
  return replaceAt(root, path, (parent) => ({ ...parent, config: original.config }));
}

/** Replaces config and/or style fields of one block (a form edit). */
export function updateBlock(root: Block, id: number, changes: { config?: Record<string, unknown>; style?: Record<string, unknown> }): BlockEdit {
  const path = pathTo(root, id);
  if (!path) throw new BlockCommandError('not-found');
  const next = replaceAt(root, path, (block) => ({
    ...block,
    config: changes.config ? { ...block.config, ...changes.config } : block.config,
    style: changes.style ? { ...block.style, ...changes.style } : block.style,
  }));
  return { root: next, activeId: id };
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}
