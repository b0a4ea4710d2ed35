// A patch of a view's block tree: a small list of edits, each carrying what it expects to find, so it can be
// checked before it applies and inverted without looking at the tree (the view editor's undo/redo, like the
// flow engine's patches). Applying copies only the path from the root to each touched block: every untouched
// subtree keeps its object identity, which the renderer's keyed update() relies on to skip it.
import { jsonEqual } from '../jsonEqual';
import type { Block } from './blockTree';

/** Where a block sits: its parent container and its index among the parent's children. */
export interface BlockPlace {
  parentId: number;
  index: number;
}

/** The two editable parts of a block; an update carries both whole objects, before and after. */
export interface BlockFields {
  config: Record<string, unknown>;
  style: Record<string, unknown>;
}

export type BlockPatchOp =
  /** Inserts a subtree (its ids already assigned) at `index` of the container `parentId`. */
  | { op: 'insert'; parentId: number; index: number; block: Block }
  /** Removes the subtree at `index` of `parentId`; carries it whole, so the inverse can put it back. */
  | { op: 'remove'; parentId: number; index: number; block: Block }
  /** Moves block `id` from `from` to `to`; `to.index` counts the target's children without the moved block. */
  | { op: 'move'; id: number; from: BlockPlace; to: BlockPlace }
  | { op: 'update'; id: number; before: BlockFields; after: BlockFields };

export interface BlockPatch {
  ops: BlockPatchOp[];
}

export class BlockPatchRejectedError extends Error {
  constructor(
    readonly opIndex: number,
    readonly reason: string,
  ) {
    super(`block patch op ${opIndex} rejected: ${reason}`);
    this.name = 'BlockPatchRejectedError';
  }
}

export function invertBlockOp(op: BlockPatchOp): BlockPatchOp {
  switch (op.op) {
    case 'insert':
      return { op: 'remove', parentId: op.parentId, index: op.index, block: op.block };
    case 'remove':
      return { op: 'insert', parentId: op.parentId, index: op.index, block: op.block };
    case 'move':
      return { op: 'move', id: op.id, from: op.to, to: op.from };
    case 'update':
      return { op: 'update', id: op.id, before: op.after, after: op.before };
  }
}

/** The patch that undoes `patch`: inverted ops in reverse order. */
export function invertBlockPatch(patch: BlockPatch): BlockPatch {
  const ops: BlockPatchOp[] = [];
  for (let index = patch.ops.length - 1; index >= 0; index -= 1) ops.push(invertBlockOp(patch.ops[index]!));
  return { ops };
}

/**
 * One patch doing `first` then `second`. An update following an update of the same block collapses into one
 * (typing into a field coalesces into one undo step of one op, however many keys it took).
 */
export function concatBlockPatches(first: BlockPatch, second: BlockPatch): BlockPatch {
  const ops = first.ops.slice();
  for (const op of second.ops) {
    const last = ops[ops.length - 1];
    if (op.op === 'update' && last?.op === 'update' && last.id === op.id) ops[ops.length - 1] = { op: 'update', id: op.id, before: last.before, after: op.after };
    else ops.push(op);
  }
  return { ops };
}

// ---- applying ------------------------------------------------------------------------------------------

/**
 * Index path from the root to the block with `id`, or null. Iterative (a hostile tree cannot overflow the
 * stack) and allocation-light: one frame per level, the path built only once the block is found.
 */
export function pathToBlock(root: Block, id: number): number[] | null {
  if (root.id === id) return [];
  const blocks: Block[] = [root];
  const next: number[] = [0];
  while (blocks.length > 0) {
    const level = blocks.length - 1;
    const children = blocks[level]!.children;
    const index = next[level]!;
    if (!children || index >= children.length) {
      blocks.pop();
      next.pop();
      continue;
    }
    next[level] = index + 1;
    const child = children[index]!;
    if (child.id === id) return [...next.slice(0, level).map((each) => each - 1), index];
    if (child.children && child.children.length > 0) {
      blocks.push(child);
      next.push(0);
    }
  }
  return null;
}

export function blockAtPath(root: Block, path: readonly number[]): Block {
  let block = root;
  for (const index of path) block = block.children![index]!;
  return block;
}

/** Copies the path to `path` and replaces the block there with `replace(block)`; everything else is shared. */
export function replaceAtPath(root: Block, path: readonly number[], replace: (block: Block) => Block): Block {
  const copies: Block[] = [root];
  for (const index of path) copies.push(copies[copies.length - 1]!.children![index]!);
  let replaced = replace(copies[copies.length - 1]!);
  for (let level = path.length - 1; level >= 0; level -= 1) {
    const parent = copies[level]!;
    const children = parent.children!.slice();
    children[path[level]!] = replaced;
    replaced = { ...parent, children };
  }
  return replaced;
}

/** Applies every op in order; all or nothing (the input tree is never changed, so a rejection leaves nothing half-done). */
export function applyBlockPatch(root: Block, patch: BlockPatch): Block {
  let tree = root;
  patch.ops.forEach((op, index) => {
    tree = applyOp(tree, op, (reason) => new BlockPatchRejectedError(index, reason));
  });
  return tree;
}

function containerPath(root: Block, id: number, reject: (reason: string) => Error): number[] {
  const path = pathToBlock(root, id);
  if (!path) throw reject(`container ${id} not found`);
  if (blockAtPath(root, path).type !== 'container') throw reject(`block ${id} is not a container`);
  return path;
}

function splice(children: readonly Block[] | undefined, index: number, remove: number, ...insert: Block[]): Block[] {
  const next = children ? children.slice() : [];
  next.splice(index, remove, ...insert);
  return next;
}

function applyOp(root: Block, op: BlockPatchOp, reject: (reason: string) => Error): Block {
  switch (op.op) {
    case 'insert': {
      const path = containerPath(root, op.parentId, reject);
      const count = blockAtPath(root, path).children?.length ?? 0;
      if (op.index < 0 || op.index > count) throw reject(`index ${op.index} outside 0–${count}`);
      return replaceAtPath(root, path, (parent) => ({ ...parent, children: splice(parent.children, op.index, 0, op.block) }));
    }
    case 'remove': {
      const path = containerPath(root, op.parentId, reject);
      const found = blockAtPath(root, path).children?.[op.index];
      if (found?.id !== op.block.id) throw reject(`block ${op.block.id} not at ${op.parentId}[${op.index}]`);
      return replaceAtPath(root, path, (parent) => ({ ...parent, children: splice(parent.children, op.index, 1) }));
    }
    case 'move': {
      const fromPath = containerPath(root, op.from.parentId, reject);
      const block = blockAtPath(root, fromPath).children?.[op.from.index];
      if (block?.id !== op.id) throw reject(`block ${op.id} not at ${op.from.parentId}[${op.from.index}]`);
      const without = replaceAtPath(root, fromPath, (parent) => ({ ...parent, children: splice(parent.children, op.from.index, 1) }));
      // Once the block is out of the tree, a target inside it cannot be found: a move never makes a cycle.
      const toPath = containerPath(without, op.to.parentId, reject);
      const count = blockAtPath(without, toPath).children?.length ?? 0;
      if (op.to.index < 0 || op.to.index > count) throw reject(`index ${op.to.index} outside 0–${count}`);
      return replaceAtPath(without, toPath, (parent) => ({ ...parent, children: splice(parent.children, op.to.index, 0, block) }));
    }
    case 'update': {
      const path = pathToBlock(root, op.id);
      if (!path) throw reject(`block ${op.id} not found`);
      const block = blockAtPath(root, path);
      if (!sameFields(block, op.before)) throw reject(`block ${op.id} is not as the update expects`);
      return replaceAtPath(root, path, (each) => ({ ...each, config: op.after.config, style: op.after.style }));
    }
  }
}

/** The block holds exactly these fields (by identity, the usual case, or by value). */
function sameFields(block: Block, fields: BlockFields): boolean {
  return jsonEqual(block.config, fields.config) && jsonEqual(block.style, fields.style);
}
