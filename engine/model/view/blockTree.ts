// The view's block tree as stored (editor.md §3 Blocks) and walks over it. Kept apart from the schemas so
// the visitor runtime can walk trees without bundling the validation of them.
import type { BlockType } from './blockStyle';

export const CONTAINER_CHILDREN_MAX = 12;
export const VIEW_DEPTH_MAX = 20;

/** A block as stored. Use resolveBlockConfig / resolveBlockStyle (resolveBlock.ts) for typed, complete values. */
export interface Block {
  id: number;
  type: BlockType;
  config: Record<string, unknown>;
  style: Record<string, unknown>;
  children?: Block[];
}

/** Visits every block in pre-order (iterative). */
export function forEachBlock(root: Block, visit: (block: Block, parent: Block | null) => void): void {
  const stack: [Block, Block | null][] = [[root, null]];
  while (stack.length > 0) {
    const [block, parent] = stack.pop()!;
    visit(block, parent);
    const children = block.children ?? [];
    for (let index = children.length - 1; index >= 0; index -= 1) stack.push([children[index]!, block]);
  }
}

/** Levels in the tree (a lone root is 1). Iterative, so a hostile tree cannot overflow the stack. */
export function blockDepth(root: Block): number {
  let deepest = 0;
  const stack: [Block, number][] = [[root, 1]];
  while (stack.length > 0) {
    const [block, depth] = stack.pop()!;
    if (depth > deepest) deepest = depth;
    for (const child of block.children ?? []) stack.push([child, depth + 1]);
  }
  return deepest;
}

/** Button blocks in pre-order: their order is the order of the view node's outputs. */
export function buttonBlocks(root: Block): Block[] {
  const buttons: Block[] = [];
  forEachBlock(root, (block) => {
    if (block.type === 'button') buttons.push(block);
  });
  return buttons;
}
