// A connection is a cubic bezier from the output port to the input port with horizontal control points.
import type { BBox } from 'rbush';
import type { FlowModel } from '../model/FlowModel';
import type { FlowConnection } from '../model/flowTypes';
import { portPosition, portX, portY } from './nodeGeometry';

export interface Point {
  x: number;
  y: number;
}

/** Start, two control points, end. */
export type CubicCurve = readonly [Point, Point, Point, Point];

/** Control points reach half the horizontal distance, at least this far (so back-links still curve). */
export const CURVE_MIN_REACH = 40;

export function curveBetween(start: Point, end: Point): CubicCurve {
  const reach = Math.max(Math.abs(end.x - start.x) / 2, CURVE_MIN_REACH);
  return [start, { x: start.x + reach, y: start.y }, { x: end.x - reach, y: end.y }, end];
}

export function connectionCurve(model: FlowModel, connection: FlowConnection): CubicCurve {
  const source = model.getNode(connection.from[0])!;
  const target = model.getNode(connection.to[0])!;
  return curveBetween(portPosition(source, 'output', connection.from[1]), portPosition(target, 'input', connection.to[1]));
}

/**
 * curveBounds(connectionCurve(model, connection)) computed from the two port positions, without building the
 * curve: the control points share the ends' y, so y spans the ends and x spans the ends and the control x's.
 */
export function connectionBounds(model: FlowModel, connection: FlowConnection): BBox {
  const source = model.getNode(connection.from[0])!;
  const target = model.getNode(connection.to[0])!;
  const startX = portX(source, 'output');
  const startY = portY(source, 'output', connection.from[1]);
  const endX = portX(target, 'input');
  const endY = portY(target, 'input', connection.to[1]);
  const reach = Math.max(Math.abs(endX - startX) / 2, CURVE_MIN_REACH);
  const control1X = startX + reach;
  const control2X = endX - reach;
  return {
    minX: Math.min(startX, endX, control1X, control2X),
    minY: Math.min(startY, endY),
    maxX: Math.max(startX, endX, control1X, control2X),
    maxY: Math.max(startY, endY),
  };
}

/** The control polygon's box: contains the curve (convex hull property) and costs no bezier math. */
export function curveBounds(curve: CubicCurve): BBox {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const { x, y } of curve) {
    if (x < minX) minX = x;
    if (y < minY) minY = y;
    if (x > maxX) maxX = x;
    if (y > maxY) maxY = y;
  }
  return { minX, minY, maxX, maxY };
}

/** Chords of the coarse polyline curveMayBeWithin compares against. */
export const FLATTEN_SEGMENTS = 16;

/**
 * A cheap conservative test before the exact (costly) distance: false only when every point of the curve is
 * farther than `tolerance` from `point`, so skipping the exact test on false never changes a hit.
 * 1. The control polygon's box contains the curve: a point farther than `tolerance` from the box is out.
 * 2. The curve stays within `flatness` of its polyline of FLATTEN_SEGMENTS uniform-t chords (linear interpolation
 *    error, per axis at most h²/8 · max|B''|, with h = 1/n; a cubic's B'' is linear in t, so its largest value
 *    is at t = 0 or 1: 6(P0 − 2P1 + P2) and 6(P1 − 2P2 + P3)). If every chord is farther than
 *    tolerance + flatness, so is the curve.
 */
export function curveMayBeWithin(curve: CubicCurve, point: Point, tolerance: number): boolean {
  const [p0, p1, p2, p3] = curve;
  const { x, y } = point;
  const minX = Math.min(p0.x, p1.x, p2.x, p3.x);
  const maxX = Math.max(p0.x, p1.x, p2.x, p3.x);
  const minY = Math.min(p0.y, p1.y, p2.y, p3.y);
  const maxY = Math.max(p0.y, p1.y, p2.y, p3.y);
  const outX = x < minX ? minX - x : x > maxX ? x - maxX : 0;
  const outY = y < minY ? minY - y : y > maxY ? y - maxY : 0;
  if (outX * outX + outY * outY > tolerance * tolerance) return false;

  const secondX = Math.max(Math.abs(p0.x - 2 * p1.x + p2.x), Math.abs(p1.x - 2 * p2.x + p3.x));
  const secondY = Math.max(Math.abs(p0.y - 2 * p1.y + p2.y), Math.abs(p1.y - 2 * p2.y + p3.y));
  const flatness = ((6 / 8) * Math.hypot(secondX, secondY)) / (FLATTEN_SEGMENTS * FLATTEN_SEGMENTS);
  const reach = tolerance + flatness;
  const reachSquared = reach * reach;
  let previousX = p0.x;
  let previousY = p0.y;
  for (let i = 1; i <= FLATTEN_SEGMENTS; i += 1) {
    const t = i / FLATTEN_SEGMENTS;
    const u = 1 - t;
    const a = u * u * u;
    const b = 3 * u * u * t;
    const c = 3 * u * t * t;
    const d = t * t * t;
    const nextX = a * p0.x + b * p1.x + c * p2.x + d * p3.x;
    const nextY = a * p0.y + b * p1.y + c * p2.y + d * p3.y;
    if (segmentDistanceSquared(x, y, previousX, previousY, nextX, nextY) <= reachSquared) return true;
    previousX = nextX;
    previousY = nextY;
  }
  return false;
}

function segmentDistanceSquared(x: number, y: number, ax: number, ay: number, bx: number, by: number): number {
  const dx = bx - ax;
  const dy = by - ay;
  const lengthSquared = dx * dx + dy * dy;
  let t = lengthSquared > 0 ? ((x - ax) * dx + (y - ay) * dy) / lengthSquared : 0;
  t = t < 0 ? 0 : t > 1 ? 1 : t;
  const ex = ax + t * dx - x;
  const ey = ay + t * dy - y;
  return ex * ex + ey * ey;
}

/** Points of the coarse lookup table of distanceToCurve (bezier-js's default LUT size, 100 steps). */
const LUT_STEPS = 100;

/**
 * Distance from point to the curve, or Infinity when the nearest point of the curve lies within
 * `ignoreEnds` of either end (the ports own that area).
 *
 * The nearest point is found exactly as bezier-js's `Bezier.project` finds it (a 101-point lookup table, then a
 * scan around the closest entry in steps of 1/1000, same evaluation formula and order of operations), so the
 * results are identical to `new Bezier(…).project(point)` (connectionCurve.test.ts checks this against
 * bezier-js) — without building a Bezier and its lookup table objects per call (~50 µs → ~2 µs).
 */
export function distanceToCurve(curve: CubicCurve, point: Point, ignoreEnds = 0): number {
  const [p0, p1, p2, p3] = curve;
  const { x, y } = point;
  // Step 1, coarse: the closest lookup-table point (the first one on ties).
  let closestDistance = 2 ** 63;
  let closestIndex = 0;
  for (let i = 0; i <= LUT_STEPS; i += 1) {
    const t = i / LUT_STEPS;
    const d = distanceAt(p0, p1, p2, p3, t, x, y);
    if (d < closestDistance) {
      closestDistance = d;
      closestIndex = i;
    }
  }
  // Step 2, fine: scan ±1 table step around it (bezier-js starts from the coarse distance + 1).
  const from = (closestIndex - 1) / LUT_STEPS;
  const to = (closestIndex + 1) / LUT_STEPS;
  const step = 0.1 / LUT_STEPS;
  let nearestDistance = closestDistance + 1;
  let nearestT = from;
  for (let t = from; t < to + step; t += step) {
    const d = distanceAt(p0, p1, p2, p3, t, x, y);
    if (d < nearestDistance) {
      nearestDistance = d;
      nearestT = t;
    }
  }
  nearestT = nearestT < 0 ? 0 : nearestT > 1 ? 1 : nearestT;
  if (ignoreEnds > 0) {
    const nearestX = coordinateAt(p0.x, p1.x, p2.x, p3.x, nearestT);
    const nearestY = coordinateAt(p0.y, p1.y, p2.y, p3.y, nearestT);
    if (Math.hypot(nearestX - p0.x, nearestY - p0.y) < ignoreEnds || Math.hypot(nearestX - p3.x, nearestY - p3.y) < ignoreEnds) return Infinity;
  }
  return nearestDistance;
}

/** bezier-js's cubic evaluation (utils.compute), term for term. */
function coordinateAt(c0: number, c1: number, c2: number, c3: number, t: number): number {
  const mt = 1 - t;
  const mt2 = mt * mt;
  const t2 = t * t;
  const a = mt2 * mt;
  const b = mt2 * t * 3;
  const c = mt * t2 * 3;
  const d = t * t2;
  return a * c0 + b * c1 + c * c2 + d * c3;
}

function distanceAt(p0: Point, p1: Point, p2: Point, p3: Point, t: number, x: number, y: number): number {
  const dx = x - coordinateAt(p0.x, p1.x, p2.x, p3.x, t);
  const dy = y - coordinateAt(p0.y, p1.y, p2.y, p3.y, t);
  return Math.sqrt(dx * dx + dy * dy);
}
