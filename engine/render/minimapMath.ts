// The minimap's arithmetic (pixi- and DOM-free): the flow's bounds scaled into the map, the viewport's rectangle
// on it, and where the viewport goes when the map is clicked or dragged. Convention as the viewport's:
// map = world · scale + offset.
import type { BBox } from 'rbush';
import type { ViewportTransform } from '../machines/viewportMath';
import type { ViewportState } from './FlowRenderer';

export interface MapTransform {
  scale: number;
  offsetX: number;
  offsetY: number;
}

/** Share of the flow's size added around it, so a node moved a little past the edge does not rescale the map. */
export const MAP_MARGIN = 0.1;

/** The world area the map shows: the bounds grown by MAP_MARGIN (at least 1 000 world units each way). */
export function mapWorld(bounds: BBox): BBox {
  const width = Math.max(bounds.maxX - bounds.minX, 1000);
  const height = Math.max(bounds.maxY - bounds.minY, 1000);
  const cx = (bounds.minX + bounds.maxX) / 2;
  const cy = (bounds.minY + bounds.maxY) / 2;
  const halfW = (width * (1 + 2 * MAP_MARGIN)) / 2;
  const halfH = (height * (1 + 2 * MAP_MARGIN)) / 2;
  return { minX: cx - halfW, minY: cy - halfH, maxX: cx + halfW, maxY: cy + halfH };
}

/** Fits `world` into a map of width × height pixels, centred. */
export function mapTransform(world: BBox, width: number, height: number): MapTransform {
  const scale = Math.min(width / (world.maxX - world.minX), height / (world.maxY - world.minY));
  return {
    scale,
    offsetX: width / 2 - ((world.minX + world.maxX) / 2) * scale,
    offsetY: height / 2 - ((world.minY + world.maxY) / 2) * scale,
  };
}

/** Whether `inner` lies inside `outer`. */
export function contains(outer: BBox, inner: BBox): boolean {
  return inner.minX >= outer.minX && inner.minY >= outer.minY && inner.maxX <= outer.maxX && inner.maxY <= outer.maxY;
}

export function worldToMap(map: MapTransform, x: number, y: number): { x: number; y: number } {
  return { x: x * map.scale + map.offsetX, y: y * map.scale + map.offsetY };
}

export function mapToWorld(map: MapTransform, x: number, y: number): { x: number; y: number } {
  return { x: (x - map.offsetX) / map.scale, y: (y - map.offsetY) / map.scale };
}

/** The part of the world the canvas shows, as a rectangle on the map. */
export function viewportOnMap(map: MapTransform, view: ViewportState): { x: number; y: number; width: number; height: number } {
  const topLeft = worldToMap(map, -view.offsetX / view.scale, -view.offsetY / view.scale);
  return { x: topLeft.x, y: topLeft.y, width: (view.width / view.scale) * map.scale, height: (view.height / view.scale) * map.scale };
}

/**
 * Map pixels the drawn viewport rectangle's shorter side never goes below. On a large flow the exact rectangle is
 * a pixel or less (20,000 nodes on a 200 × 140 map at scale 1: about 4 × 2.5 px; at the zoom ceiling a fraction
 * of a pixel); 12 px keeps it a clear marker, wider than the node rectangles around it.
 */
export const MINIMAP_VIEWPORT_MIN = 12;

/**
 * The rectangle to draw for the viewport: `rect` itself when its shorter side is at least `min`, else grown about
 * its centre by one factor (the canvas's shape stays readable) until the shorter side is `min`, the longer side
 * grown at most to three minimums (a very wide canvas), neither side ever shrunk nor under `min`.
 */
export function visibleViewportRect(rect: { x: number; y: number; width: number; height: number }, min = MINIMAP_VIEWPORT_MIN): { x: number; y: number; width: number; height: number } {
  const shorter = Math.min(rect.width, rect.height);
  if (shorter >= min) return rect;
  const longer = Math.max(rect.width, rect.height);
  const factor = longer > 0 ? Math.max(1, Math.min(min / Math.max(shorter, Number.EPSILON), (3 * min) / longer)) : 1;
  const width = Math.max(rect.width * factor, min);
  const height = Math.max(rect.height * factor, min);
  const cx = rect.x + rect.width / 2;
  const cy = rect.y + rect.height / 2;
  return { x: cx - width / 2, y: cy - height / 2, width, height };
}

/** The viewport transform that centres the canvas on the world point under map pixel (x, y), keeping the zoom. */
export function centreViewportAt(map: MapTransform, view: ViewportState, x: number, y: number): ViewportTransform {
  const world = mapToWorld(map, x, y);
  return { scale: view.scale, offsetX: view.width / 2 - world.x * view.scale, offsetY: view.height / 2 - world.y * view.scale };
}
