// Edits of a view's block tree (editor.md §3 ids, §4 view editor, §5 limits) as pure commands. Each command
// checks the rules, then returns the new root together with the patch that made it and that patch's inverse
// (blockPatch.ts): the view editor's history stores patches, one command (a property edit, a drag) per step.
// Applying a patch copies only the paths to the touched blocks, so untouched subtrees keep their identity.
import { blockDepth, CONTAINER_CHILDREN_MAX, forEachBlock, VIEW_DEPTH_MAX, type Block } from './blockTree';
import { splitColumns } from './blockConfig';
import { applyBlockPatch, blockAtPath, invertBlockPatch, pathToBlock, type BlockPatch, type BlockPatchOp } from './blockPatch';
import { jsonEqual } from '../jsonEqual';

export type BlockCommandRefusal = 'not-found' | 'not-container' | 'children-max' | 'depth-max' | 'into-itself' | 'root';

export class BlockCommandError extends Error {
  constructor(readonly reason: BlockCommandRefusal) {
    super(`block command refused: ${reason}`);
  }
}

export interface BlockEdit {
  root: Block;
  /** What the command did to the previous root (empty when it changed nothing)... */
  patch: BlockPatch;
  /** ...and what undoes it. */
  inverse: BlockPatch;
  /** The block that becomes active (added, pasted, moved or updated), or null (removed). */
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

function edit(root: Block, ops: BlockPatchOp[], activeId: number | null): BlockEdit {
  const patch = { ops };
  return { root: ops.length === 0 ? root : applyBlockPatch(root, patch), patch, inverse: invertBlockPatch(patch), activeId };
}

function containerPath(root: Block, parentId: number): number[] {
  const path = pathToBlock(root, parentId);
  if (!path) throw new BlockCommandError('not-found');
  if (blockAtPath(root, path).type !== 'container') throw new BlockCommandError('not-container');
  return path;
}

/**
 * The update that gives a container `weights`, or nothing when it already has them. Every change of a
 * container's children goes through here, so its weights always name one column count per child (editor.md §4).
 */
function weightsOp(container: Block, weights: number[]): BlockPatchOp[] {
  if (jsonEqual(container.config.weights, weights)) return [];
  const before = { config: container.config, style: container.style };
  return [{ op: 'update', id: container.id, before, after: { config: { ...container.config, weights }, style: container.style } }];
}

const resplit = (container: Block, count: number) => weightsOp(container, splitColumns(count));

/** Whether a subtree `depth` levels deep may go into the container `parentId` (add controls hide otherwise). */
export function canAddInto(root: Block, parentId: number, depth = 1): boolean {
  const path = pathToBlock(root, parentId);
  if (!path) return false;
  const parent = blockAtPath(root, path);
  return parent.type === 'container' && (parent.children?.length ?? 0) < CONTAINER_CHILDREN_MAX && path.length + 1 + depth <= VIEW_DEPTH_MAX;
}

function checkRoom(root: Block, path: readonly number[], subtree: Block): void {
  if ((blockAtPath(root, path).children?.length ?? 0) >= CONTAINER_CHILDREN_MAX) throw new BlockCommandError('children-max');
  if (path.length + 1 + blockDepth(subtree) > VIEW_DEPTH_MAX) throw new BlockCommandError('depth-max');
}

/** Adds a new block (or a pasted copy) at `index` of the container: its subtree gets ids from the highest + 1. */
export function addBlock(root: Block, parentId: number, index: number, block: Block): BlockEdit {
  const path = containerPath(root, parentId);
  checkRoom(root, path, block);
  const parent = blockAtPath(root, path);
  const count = parent.children?.length ?? 0;
  const added = withNewIds(block, highestBlockId(root) + 1);
  return edit(root, [{ op: 'insert', parentId, index: clamp(index, 0, count), block: added }, ...resplit(parent, count + 1)], added.id);
}

export function removeBlock(root: Block, id: number): BlockEdit {
  const path = pathToBlock(root, id);
  if (!path) throw new BlockCommandError('not-found');
  if (path.length === 0) throw new BlockCommandError('root');
  const parent = blockAtPath(root, path.slice(0, -1));
  const index = path[path.length - 1]!;
  return edit(root, [{ op: 'remove', parentId: parent.id, index, block: parent.children![index]! }, ...resplit(parent, parent.children!.length - 1)], null);
}

/**
 * Moves a block to `index` of a container (index counted without the moved block); never into itself or a
 * descendant. Across containers both re-split their weights; a reorder inside one row keeps each child's weight.
 */
export function moveBlock(root: Block, id: number, parentId: number, index: number): BlockEdit {
  const from = pathToBlock(root, id);
  if (!from) throw new BlockCommandError('not-found');
  if (from.length === 0) throw new BlockCommandError('root');
  const target = containerPath(root, parentId);
  if (target.length >= from.length && from.every((step, level) => target[level] === step)) throw new BlockCommandError('into-itself');
  const block = blockAtPath(root, from);
  const source = blockAtPath(root, from.slice(0, -1));
  const fromIndex = from[from.length - 1]!;
  const destination = blockAtPath(root, target);
  if (source === destination) {
    const count = source.children!.length;
    const toIndex = clamp(index, 0, count - 1);
    if (toIndex === fromIndex) return edit(root, [], id);
    const move: BlockPatchOp = { op: 'move', id, from: { parentId, index: fromIndex }, to: { parentId, index: toIndex } };
    const weights = source.config.weights;
    if (!Array.isArray(weights) || weights.length !== count) return edit(root, [move, ...resplit(source, count)], id);
    const reordered = weights.slice();
    reordered.splice(toIndex, 0, ...reordered.splice(fromIndex, 1));
    return edit(root, [move, ...weightsOp(source, reordered)], id);
  }
  checkRoom(root, target, block);
  const count = destination.children?.length ?? 0;
  const move: BlockPatchOp = { op: 'move', id, from: { parentId: source.id, index: fromIndex }, to: { parentId, index: clamp(index, 0, count) } };
  return edit(root, [move, ...resplit(source, source.children!.length - 1), ...resplit(destination, count + 1)], id);
}

/**
 * Replaces config and/or style fields of one block (a form edit). A row whose weights do not name one column
 * per child (it was a column until now, say) gets them re-split in the same step, unless the edit set them.
 */
export function updateBlock(root: Block, id: number, changes: { config?: Record<string, unknown>; style?: Record<string, unknown> }): BlockEdit {
  const path = pathToBlock(root, id);
  if (!path) throw new BlockCommandError('not-found');
  const block = blockAtPath(root, path);
  let config = changes.config ? { ...block.config, ...changes.config } : block.config;
  const style = changes.style ? { ...block.style, ...changes.style } : block.style;
  const count = block.children?.length ?? 0;
  if (block.type === 'container' && config.direction === 'row' && count > 0 && !(changes.config && 'weights' in changes.config)) {
    const weights = config.weights;
    if (Array.isArray(weights) && weights.length !== count) config = { ...config, weights: splitColumns(count) };
  }
  const sameConfig = jsonEqual(config, block.config);
  const sameStyle = jsonEqual(style, block.style);
  const after = { config: sameConfig ? block.config : config, style: sameStyle ? block.style : style };
  return edit(root, sameConfig && sameStyle ? [] : [{ op: 'update', id, before: { config: block.config, style: block.style }, after }], id);
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}
