// Where a drag over a row of the layers panel would drop (pure, unit-tested): the upper part of a row means
// before the block, the lower part after it, the middle of a container's row inside it (at its end). Just
// below an expanded container with children means its first child, as in every outline view.
import type { Block } from '../../../../engine/model/view/blockTree';
import type { DropPlace } from './dropCommand';

export type LayerEdge = 'before' | 'after' | 'inside';

export interface LayerRow {
  block: Block;
  /** The row's parent and the block's index in it; null for the root. */
  parent: Block | null;
  index: number;
  expanded: boolean;
}

export interface LayerPlacement {
  place: DropPlace;
  edge: LayerEdge;
}

/** `offset`: the pointer's distance from the row's top; `height`: the row's height. */
export function layerPlacement(row: LayerRow, offset: number, height: number): LayerPlacement {
  const { block, parent, index } = row;
  const container = block.type === 'container';
  const inside = { place: { parentId: block.id, index: block.children?.length ?? 0 }, edge: 'inside' as const };
  if (!parent) return inside;
  const band = container ? height / 4 : height / 2;
  if (offset < band) return { place: { parentId: parent.id, index }, edge: 'before' };
  if (!container || offset > height - band) {
    if (container && row.expanded && (block.children?.length ?? 0) > 0) return { place: { parentId: block.id, index: 0 }, edge: 'after' };
    return { place: { parentId: parent.id, index: index + 1 }, edge: 'after' };
  }
  return inside;
}
