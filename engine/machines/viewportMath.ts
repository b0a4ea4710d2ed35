// Pure viewport arithmetic. Convention: screen = world * scale + offset.
import type { BBox } from 'rbush';
import { FIT_MAX_SCALE, FIT_PADDING, ZOOM_MAX, ZOOM_MIN } from '../model/flowLimits';

export interface ViewportTransform {
  scale: number;
  offsetX: number;
  offsetY: number;
}

export function clampScale(scale: number): number {
  return Math.min(ZOOM_MAX, Math.max(ZOOM_MIN, scale));
}

export function screenToWorld(view: ViewportTransform, x: number, y: number): { x: number; y: number } {
  return { x: (x - view.offsetX) / view.scale, y: (y - view.offsetY) / view.scale };
}

export function worldToScreen(view: ViewportTransform, x: number, y: number): { x: number; y: number } {
  return { x: x * view.scale + view.offsetX, y: y * view.scale + view.offsetY };
}

/** Zooms by `factor` keeping the world point under screen (x, y) in place; the scale stays within 0.25–5. */
export function zoomAround(view: ViewportTransform, factor: number, x: number, y: number): ViewportTransform {
  const scale = clampScale(view.scale * factor);
  const world = screenToWorld(view, x, y);
  return { scale, offsetX: x - world.x * scale, offsetY: y - world.y * scale };
}

/** The scale at which `bounds` fills the screen less FIT_PADDING, at most FIT_MAX_SCALE, before the zoom range clamps it. */
export function unclampedFitScale(bounds: BBox, width: number, height: number): number {
  const boundsWidth = Math.max(bounds.maxX - bounds.minX, 1);
  const boundsHeight = Math.max(bounds.maxY - bounds.minY, 1);
  return Math.min((width - 2 * FIT_PADDING) / boundsWidth, (height - 2 * FIT_PADDING) / boundsHeight, FIT_MAX_SCALE);
}

/** The transform showing `bounds` centred with FIT_PADDING screen pixels around, at most FIT_MAX_SCALE. */
export function fitBounds(bounds: BBox, width: number, height: number): ViewportTransform {
  const fit = unclampedFitScale(bounds, width, height);
  const scale = clampScale(fit > 0 ? fit : ZOOM_MIN);
  const centerX = (bounds.minX + bounds.maxX) / 2;
  const centerY = (bounds.minY + bounds.maxY) / 2;
  return { scale, offsetX: width / 2 - centerX * scale, offsetY: height / 2 - centerY * scale };
}

export function easeInOutCubic(t: number): number {
  return t < 0.5 ? 4 * t * t * t : 1 - Math.pow(-2 * t + 2, 3) / 2;
}

/** The transform at progress t (0..1, already eased) between two transforms. */
export function interpolateTransform(from: ViewportTransform, to: ViewportTransform, t: number): ViewportTransform {
  return {
    scale: from.scale + (to.scale - from.scale) * t,
    offsetX: from.offsetX + (to.offsetX - from.offsetX) * t,
    offsetY: from.offsetY + (to.offsetY - from.offsetY) * t,
  };
}
