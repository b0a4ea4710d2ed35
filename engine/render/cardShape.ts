// The card's outline, pixi-free: shared by the renderer's cached contexts (nodeGraphics.ts) and the first view's
// picture (paintFirstView.ts, a 2D canvas painted before pixi has loaded), so both draw the same card.
import type { FlowNode } from '../model/flowTypes';
import { OPERATION_KINDS } from '../model/kinds/operationKinds';

export const CARD_RADIUS = 8;
/** The kind's colour band along the card's top. */
export const CARD_STRIPE = 5;

/** Where an operation kind's gear sits, relative to the card's corner; null for other kinds. */
export function gearCenter(node: Pick<FlowNode, 'type'>, width: number): { x: number; y: number } | null {
  return OPERATION_KINDS.has(node.type) ? { x: width - 22, y: 24 } : null;
}

/** The radius of the gear's hole. */
export const GEAR_HOLE_RADIUS = 2.5;

/** How far the gear's teeth reach from its centre. */
export const GEAR_OUTER_RADIUS = 7.5;

/** The gear's teeth, and the radius between them. */
const GEAR_TEETH = 8;
const GEAR_INNER_RADIUS = 5.5;

/**
 * Adds the gear's outline — a small cog of eight teeth — around (cx, cy), `scale` canvas pixels a unit, to a 2D canvas
 * path as one closed sub-path: the first view's picture (paintFirstView.ts) and the shape atlas's gear (shapeAtlas.ts)
 * draw it so.
 */
export function traceGearOutline(path: Pick<CanvasPath, 'moveTo' | 'lineTo' | 'closePath'>, cx: number, cy: number, scale = 1): void {
  const corners = GEAR_TEETH * 4;
  for (let step = 0; step < corners; step += 1) {
    const angle = (step / corners) * Math.PI * 2;
    const radius = (step % 4 < 2 ? GEAR_OUTER_RADIUS : GEAR_INNER_RADIUS) * scale;
    const x = cx + Math.cos(angle) * radius;
    const y = cy + Math.sin(angle) * radius;
    if (step === 0) path.moveTo(x, y);
    else path.lineTo(x, y);
  }
  path.closePath();
}
