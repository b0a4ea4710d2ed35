// Arrow-key focus on the canvas (issue 25): the nearest node to the left, right, above or below a node (wholly beyond
// its edge), found through the spatial index in a box that grows from the node's edge outwards until it holds a node
// closer than the box's reach — the cost is the few rbush searches it takes, never a walk over the flow.
import type { FlowModel } from '../model/FlowModel';
import type { FlowNode } from '../model/flowTypes';
import { nodeBounds } from './nodeGeometry';
import type { SpatialIndex } from './SpatialIndex';

export type Direction = 'left' | 'right' | 'up' | 'down';

/** The first box reaches this far (world units: about two node widths); each next one twice as far. */
const FIRST_REACH = 600;
const SEARCHES = 9;

type Box = { minX: number; minY: number; maxX: number; maxY: number };

/**
 * How far `to` is that way from `from`: the gap between their facing edges plus twice the offset of their centres
 * across the direction (a node straight ahead beats a nearer one off to the side); null when `to` is not wholly
 * beyond `from`'s edge (a node level with it is not "above" it).
 */
export function directionalScore(from: Box, to: Box, direction: Direction): number | null {
  const across =
    direction === 'left' || direction === 'right' ? (to.minY + to.maxY) / 2 - (from.minY + from.maxY) / 2 : (to.minX + to.maxX) / 2 - (from.minX + from.maxX) / 2;
  const gap = direction === 'left' ? from.minX - to.maxX : direction === 'right' ? to.minX - from.maxX : direction === 'up' ? from.minY - to.maxY : to.minY - from.maxY;
  if (gap < 0) return null;
  return gap + 2 * Math.abs(across);
}

/** The node the arrow key goes to from `fromId`, or null when there is none that way. */
export function directionalNeighbour(model: FlowModel, index: SpatialIndex, fromId: number, direction: Direction): number | null {
  const from = model.getNode(fromId);
  if (!from) return null;
  const own = nodeBounds(from);
  const cx = (own.minX + own.maxX) / 2;
  const cy = (own.minY + own.maxY) / 2;
  let reach = FIRST_REACH;
  for (let search = 0; search < SEARCHES; search += 1, reach *= 2) {
    // From the facing edge outwards, `reach` ahead and `reach` to either side of the centre line.
    const box =
      direction === 'left'
        ? { minX: own.minX - reach, maxX: own.minX, minY: cy - reach, maxY: cy + reach }
        : direction === 'right'
          ? { minX: own.maxX, maxX: own.maxX + reach, minY: cy - reach, maxY: cy + reach }
          : direction === 'up'
            ? { minX: cx - reach, maxX: cx + reach, minY: own.minY - reach, maxY: own.minY }
            : { minX: cx - reach, maxX: cx + reach, minY: own.maxY, maxY: own.maxY + reach };
    let best: number | null = null;
    let bestScore = Infinity;
    for (const id of index.nodeIdsIn(box)) {
      if (id === fromId) continue;
      const node = model.getNode(id);
      if (!node) continue;
      const score = directionalScore(own, nodeBounds(node), direction);
      if (score !== null && (score < bestScore || (score === bestScore && id < best!))) {
        best = id;
        bestScore = score;
      }
    }
    // Anything outside this box scores at least `reach`: a better one cannot be further out.
    if (best !== null && bestScore <= reach) return best;
    if (best !== null && search === SEARCHES - 1) return best;
  }
  return null;
}
