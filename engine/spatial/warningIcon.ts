// Where a node's warning icon sits (top-right of the card, left of the gear of operation kinds), in world units.
// Shared by the renderer (drawing) and the pointer router (a press on it opens the warning popover).
import type { BBox } from 'rbush';
import type { FlowNode } from '../model/flowTypes';
import { getNodeKind } from '../model/kinds/nodeKindRegistry';
import type { Point } from './connectionCurve';
import { nodeWidth } from './nodeGeometry';

export const WARNING_ICON_SIZE = 18;
const ICON_CENTER_Y = 24;

/** The icon's centre relative to the node's top-left corner. */
export function warningIconCenter(node: FlowNode): Point {
  const width = nodeWidth(node);
  return { x: width - (getNodeKind(node.type).operation ? 46 : 22), y: ICON_CENTER_Y };
}

export function warningIconBounds(node: FlowNode): BBox {
  const center = warningIconCenter(node);
  const half = WARNING_ICON_SIZE / 2;
  return { minX: node.x + center.x - half, minY: node.y + center.y - half, maxX: node.x + center.x + half, maxY: node.y + center.y + half };
}

export function isOnWarningIcon(node: FlowNode, point: Point): boolean {
  const box = warningIconBounds(node);
  return point.x >= box.minX && point.x <= box.maxX && point.y >= box.minY && point.y <= box.maxY;
}
