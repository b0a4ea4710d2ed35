// A connection is a cubic bezier from the output port to the input port with horizontal control points.
import { Bezier } from 'bezier-js';
import type { BBox } from 'rbush';
import type { FlowModel } from '../model/FlowModel';
import type { FlowConnection } from '../model/flowTypes';
import { portPosition } from './nodeGeometry';

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

/**
 * Distance from point to the curve, or Infinity when the nearest point of the curve lies within
 * `ignoreEnds` of either end (the ports own that area).
 */
export function distanceToCurve(curve: CubicCurve, point: Point, ignoreEnds = 0): number {
  const bezier = new Bezier(curve[0], curve[1], curve[2], curve[3]);
  const nearest = bezier.project(point);
  if (ignoreEnds > 0 && (distance(nearest, curve[0]) < ignoreEnds || distance(nearest, curve[3]) < ignoreEnds)) return Infinity;
  return nearest.d ?? distance(nearest, point);
}

function distance(a: Point, b: Point): number {
  return Math.hypot(a.x - b.x, a.y - b.y);
}
