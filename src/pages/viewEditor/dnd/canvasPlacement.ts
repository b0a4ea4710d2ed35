// Where a drag over the canvas would drop (pure geometry, unit-tested): the innermost block under the pointer
// from the renderer's block boxes, then a gap among its parent's children (a leaf: before or after it along
// the parent's axis) or among its own children (a container; its edges still mean before/after it). The
// boxes are measured once per drag (blockRects()), so a drag-over move walks only the path under the pointer.
import type { Block } from '../../../../engine/model/view/blockTree';
import type { DropPlace } from './dropCommand';

export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

export interface Point {
  x: number;
  y: number;
}

export type Axis = 'x' | 'y';

/** A line in the gap (along the container's cross axis) or the whole container when it is empty. */
export interface DropIndicator {
  kind: 'line' | 'inside';
  box: Box;
}

export interface CanvasPlacement {
  place: DropPlace;
  indicator: DropIndicator;
}

export interface CanvasLayout {
  root: Block;
  boxes: ReadonlyMap<number, Box>;
}

/** Pixels along a container's edge that mean "before/after this container" rather than "inside it". */
export const EDGE_ZONE = 8;
const LINE = 2;

const contains = (box: Box, point: Point) => point.x >= box.left && point.x <= box.left + box.width && point.y >= box.top && point.y <= box.top + box.height;
const start = (box: Box, axis: Axis) => (axis === 'x' ? box.left : box.top);
const size = (box: Box, axis: Axis) => (axis === 'x' ? box.width : box.height);
const along = (point: Point, axis: Axis) => (axis === 'x' ? point.x : point.y);

/**
 * The axis a container lays its children along on screen: a row's is x unless it stacks them (an adaptive row
 * on a narrow screen: its second child starts below the first), a column's is y.
 */
export function containerAxis(container: Block, boxes: ReadonlyMap<number, Box>): Axis {
  if (container.config.direction !== 'row') return 'y';
  const [first, second] = (container.children ?? []).map((child) => boxes.get(child.id));
  if (first && second && second.top >= first.top + first.height - 0.5 && second.left < first.left + first.width - 0.5) return 'y';
  return 'x';
}

/** The drop place under `point` and its indicator, or null when the pointer is over no block of the view. */
export function canvasPlacement(layout: CanvasLayout, point: Point): CanvasPlacement | null {
  const { root, boxes } = layout;
  const rootBox = boxes.get(root.id);
  if (!rootBox) return null;
  if (!contains(rootBox, point)) return null;
  // Walk down the path under the pointer.
  let parent: Block | null = null;
  let hit = root;
  for (;;) {
    const child = hit.children?.find((each) => {
      const box = boxes.get(each.id);
      return box !== undefined && contains(box, point);
    });
    if (!child) break;
    parent = hit;
    hit = child;
  }
  const hitBox = boxes.get(hit.id)!;
  if (parent) {
    const axis = containerAxis(parent, boxes);
    const index = parent.children!.indexOf(hit);
    const offset = along(point, axis) - start(hitBox, axis);
    const extent = size(hitBox, axis);
    if (hit.type !== 'container') return gap(parent, offset < extent / 2 ? index : index + 1, boxes);
    const edge = Math.min(EDGE_ZONE, extent / 4);
    if (offset < edge) return gap(parent, index, boxes);
    if (offset > extent - edge) return gap(parent, index + 1, boxes);
  }
  // Inside the container: before the first child whose middle is past the pointer.
  const axis = containerAxis(hit, boxes);
  const children = hit.children ?? [];
  let index = children.length;
  for (let each = 0; each < children.length; each += 1) {
    const box = boxes.get(children[each]!.id);
    if (box && along(point, axis) < start(box, axis) + size(box, axis) / 2) {
      index = each;
      break;
    }
  }
  return gap(hit, index, boxes);
}

/** The indicator of the gap before child `index` of `container` (or after its last child). */
function gap(container: Block, index: number, boxes: ReadonlyMap<number, Box>): CanvasPlacement {
  const place = { parentId: container.id, index };
  const box = boxes.get(container.id)!;
  const children = container.children ?? [];
  if (children.length === 0) return { place, indicator: { kind: 'inside', box } };
  const axis = containerAxis(container, boxes);
  const before = index > 0 ? boxes.get(children[index - 1]!.id) : undefined;
  const after = index < children.length ? boxes.get(children[index]!.id) : undefined;
  const end = (each: Box) => start(each, axis) + size(each, axis);
  const position = before && after ? (end(before) + start(after, axis)) / 2 : after ? start(after, axis) : before ? end(before) : start(box, axis);
  const line = position - LINE / 2;
  const indicator: Box = axis === 'y' ? { left: box.left, top: line, width: box.width, height: LINE } : { left: line, top: box.top, width: LINE, height: box.height };
  return { place, indicator: { kind: 'line', box: indicator } };
}
