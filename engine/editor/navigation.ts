// Finding your way around a flow (beyond editor.md): where the viewport goes to show a node or the selection,
// the entrypoint, and the next node along the connections of the selected one. Pure functions on the model
// and the viewport; each call costs O(what it looks at), never a frame's worth of the flow.
import type { BBox } from 'rbush';
import type { FlowModel } from '../model/FlowModel';
import type { FlowNode } from '../model/flowTypes';
import { fitBounds, clampScale, type ViewportTransform } from '../machines/viewportMath';
import { nodeBounds } from '../spatial/nodeGeometry';
import type { ViewportState } from '../render/FlowRenderer';

/** Scale a focused node is shown at when the view is further out (full detail, readable labels). */
export const FOCUS_SCALE = 1;

/**
 * The transform that centres `bounds`: the current scale when it is at least FOCUS_SCALE (or `keepScale`) and
 * the bounds fit; otherwise a fit of the bounds capped at FOCUS_SCALE.
 */
export function focusTransform(bounds: BBox, view: ViewportState, keepScale = false): ViewportTransform {
  const width = bounds.maxX - bounds.minX;
  const height = bounds.maxY - bounds.minY;
  const fits = (scale: number) => width * scale <= view.width * 0.9 && height * scale <= view.height * 0.9;
  let scale = view.scale;
  if (!(keepScale || scale >= FOCUS_SCALE) || !fits(scale)) {
    scale = Math.min(fitBounds(bounds, view.width, view.height).scale, FOCUS_SCALE);
    if (!fits(scale)) scale = clampScale(Math.min((view.width * 0.9) / Math.max(width, 1), (view.height * 0.9) / Math.max(height, 1)));
  }
  const centerX = (bounds.minX + bounds.maxX) / 2;
  const centerY = (bounds.minY + bounds.maxY) / 2;
  return { scale, offsetX: view.width / 2 - centerX * scale, offsetY: view.height / 2 - centerY * scale };
}

/** The bounds of several nodes (null when none exists). O(ids). */
export function nodesBounds(model: FlowModel, ids: Iterable<number>): BBox | null {
  let box: BBox | null = null;
  for (const id of ids) {
    const node = model.getNode(id);
    if (!node) continue;
    const b = nodeBounds(node);
    box = box ? { minX: Math.min(box.minX, b.minX), minY: Math.min(box.minY, b.minY), maxX: Math.max(box.maxX, b.maxX), maxY: Math.max(box.maxY, b.maxY) } : b;
  }
  return box;
}

/** The flow's entrypoint (ids start at 1 and the entrypoint is normally node 1; otherwise one pass). */
export function findEntrypoint(model: FlowModel): FlowNode | undefined {
  const first = model.getNode(1);
  if (first?.type === 'entrypoint') return first;
  for (const node of model.nodes()) if (node.type === 'entrypoint') return node;
  return undefined;
}

/**
 * Tab / Shift+Tab from `from`: 'next' = the node on its first connected output (in port order), 'previous' = the
 * node feeding its input; null at the end of the path. Repeated Tab walks one path downstream.
 */
export function stepAlongConnections(model: FlowModel, from: number, direction: 'next' | 'previous'): number | null {
  const node = model.getNode(from);
  if (!node) return null;
  if (direction === 'previous') {
    for (let port = 0; port < node.inputs; port += 1) {
      const connection = model.connectionAtInput(from, port);
      if (connection) return connection.from[0];
    }
    return null;
  }
  for (let port = 0; port < node.outputs; port += 1) {
    const connection = model.connectionAtOutput(from, port);
    if (connection) return connection.to[0];
  }
  return null;
}
