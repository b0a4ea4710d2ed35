// Where a node and its ports are in world units: the one definition the index, hit-testing and renderer share.
// Node (x, y) is its top-left corner. Inputs sit on the left edge, outputs on the right, 40 apart,
// centred on the node, and at least the 24-unit safe zone away from the top and bottom (editor.md §9).
import type { BBox } from 'rbush';
import { PORT_SAFE_ZONE, PORT_SPACING } from '../model/flowLimits';
import type { FlowNode, NodeType } from '../model/flowTypes';

export type PortSide = 'input' | 'output';

/** Node widths by kind (6 grid cells for most; the entrypoint is a 5-cell pill; a note takes its config width). */
export const NODE_WIDTH: Readonly<Record<NodeType, number>> = {
  entrypoint: 200,
  redirect: 240,
  view: 240,
  await: 240,
  storage: 240,
  condition: 240,
  ab_testing: 240,
  ai_prompt: 240,
  function: 240,
  code: 240,
  define: 240,
  collect: 240,
  http_request: 240,
  email: 240,
  note: 200,
};
/** Two grid cells: room for the title row and one port. */
export const NODE_MIN_HEIGHT = 80;
export const NOTE_HEIGHT = 120;
/** Drawn port radius in world units. */
export const PORT_RADIUS = 6;

export function nodeWidth(node: FlowNode): number {
  if (node.type === 'note' && typeof node.config.width === 'number') return node.config.width;
  return NODE_WIDTH[node.type];
}

export function nodeHeight(node: FlowNode): number {
  if (node.type === 'note') return NOTE_HEIGHT;
  const ports = Math.max(node.inputs, node.outputs, 1);
  return Math.max(NODE_MIN_HEIGHT, 2 * PORT_SAFE_ZONE + (ports - 1) * PORT_SPACING);
}

export function nodeBounds(node: FlowNode): BBox {
  return { minX: node.x, minY: node.y, maxX: node.x + nodeWidth(node), maxY: node.y + nodeHeight(node) };
}

export function portCount(node: FlowNode, side: PortSide): number {
  return side === 'input' ? node.inputs : node.outputs;
}

/** Y of the first port on a side; the others follow every PORT_SPACING. */
function firstPortY(node: FlowNode, side: PortSide): number {
  return node.y + (nodeHeight(node) - (portCount(node, side) - 1) * PORT_SPACING) / 2;
}

export function portPosition(node: FlowNode, side: PortSide, index: number): { x: number; y: number } {
  return { x: portX(node, side), y: portY(node, side, index) };
}

/** portPosition(…).x without the allocation (hot paths: index build, culling). */
export function portX(node: FlowNode, side: PortSide): number {
  return side === 'input' ? node.x : node.x + nodeWidth(node);
}

/** portPosition(…).y without the allocation. */
export function portY(node: FlowNode, side: PortSide, index: number): number {
  return firstPortY(node, side) + index * PORT_SPACING;
}

/** The port on `side` nearest to world y (O(1)), or -1 when the side has none. */
export function nearestPortIndex(node: FlowNode, side: PortSide, y: number): number {
  const count = portCount(node, side);
  if (count === 0) return -1;
  const index = Math.round((y - firstPortY(node, side)) / PORT_SPACING);
  return Math.min(count - 1, Math.max(0, index));
}
