// What is under the pointer: ports first, then nodes, then connections near their curve.
// The index narrows the search to a handful of candidates, a conservative box and polyline test rules out those
// that cannot be within the tolerance, and bezier-js measures only the rest.
import { CONNECTION_END_IGNORE_PX, CONNECTION_HOVER_PX } from '../model/flowLimits';
import type { FlowModel } from '../model/FlowModel';
import { connectionCurve, curveMayBeWithin, distanceToCurve, type Point } from './connectionCurve';
import { nearestPortIndex, nodeBounds, portPosition, type PortSide } from './nodeGeometry';
import type { SpatialIndex } from './SpatialIndex';

/** A port reacts within this many screen pixels of its centre. */
export const PORT_HIT_PX = 10;

export type HitResult =
  | { kind: 'port'; nodeId: number; side: PortSide; port: number }
  | { kind: 'node'; nodeId: number }
  | { kind: 'connection'; key: number }
  | { kind: 'background' };

/** `point` is in world units; `scale` converts the screen-pixel tolerances. Topmost node = highest id. */
export function hitTest(model: FlowModel, index: SpatialIndex, point: Point, scale: number): HitResult {
  const portRadius = PORT_HIT_PX / scale;
  const candidates = index.nodeIdsIn({ minX: point.x - portRadius, minY: point.y - portRadius, maxX: point.x + portRadius, maxY: point.y + portRadius });
  candidates.sort((a, b) => b - a);

  for (const id of candidates) {
    const port = portAt(model, id, point, portRadius);
    if (port) return port;
  }
  for (const id of candidates) {
    const bounds = nodeBounds(model.getNode(id)!);
    if (point.x >= bounds.minX && point.x <= bounds.maxX && point.y >= bounds.minY && point.y <= bounds.maxY) return { kind: 'node', nodeId: id };
  }

  const tolerance = CONNECTION_HOVER_PX / scale;
  const ignoreEnds = CONNECTION_END_IGNORE_PX / scale;
  let best: { key: number; distance: number } | null = null;
  for (const key of index.connectionKeysIn({ minX: point.x - tolerance, minY: point.y - tolerance, maxX: point.x + tolerance, maxY: point.y + tolerance })) {
    const connection = model.getConnection(key);
    if (!connection) continue;
    const curve = connectionCurve(model, connection);
    // Most candidates are only near the curve's box: a conservative test rules them out before bezier-js.
    if (!curveMayBeWithin(curve, point, tolerance)) continue;
    const distance = distanceToCurve(curve, point, ignoreEnds);
    if (distance <= tolerance && (!best || distance < best.distance)) best = { key, distance };
  }
  return best ? { kind: 'connection', key: best.key } : { kind: 'background' };
}

function portAt(model: FlowModel, nodeId: number, point: Point, radius: number): HitResult | null {
  const node = model.getNode(nodeId)!;
  for (const side of ['input', 'output'] as const) {
    const port = nearestPortIndex(node, side, point.y);
    if (port < 0) continue;
    const center = portPosition(node, side, port);
    if (Math.hypot(center.x - point.x, center.y - point.y) <= radius) return { kind: 'port', nodeId, side, port };
  }
  return null;
}
