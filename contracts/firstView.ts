// GET /widgets/{id}/flow/first_view: what the flow editor shows first, before the whole flow has arrived (issue 24).
import { coerce, max, min, number, object, optional, refine, string } from 'superstruct';
import type { FlowDocument } from '../engine/model/flowTypes';
import { VIEW_COORDINATE_MAX, ZOOM_MAX, ZOOM_MIN } from '../engine/model/flowLimits';
import type { WidgetFlowMeta } from './entities';
import { integerBetween } from './rules';

/** Largest canvas side asked about (CSS pixels). */
export const FIRST_VIEW_CANVAS_MAX = 16_384;

const canvasSide = coerce(integerBetween(1, FIRST_VIEW_CANVAS_MAX), string(), (value) => (/^\d{1,6}$/.test(value) ? Number(value) : Number.NaN));

const VIEW_POINT_FIELDS = ['x', 'y', 'scale'] as const;

const decimal = (least: number, most: number) =>
  coerce(max(min(number(), least), most), string(), (value) => (/^-?\d{1,10}(\.\d{1,6})?$/.test(value) ? Number(value) : Number.NaN));

/**
 * The canvas the flow will be shown on, in CSS pixels: the first view is the one the editor opens there. With
 * `x`, `y` and `scale` (all three or none): where this person left off — the world point at the canvas's centre and
 * the scale — which a flow too large to be shown whole opens at instead of its entrypoint (src/pages/flow/lastFlowView.ts).
 */
export const flowFirstViewQuerySchema = refine(
  object({
    width: canvasSide,
    height: canvasSide,
    x: optional(decimal(-VIEW_COORDINATE_MAX, VIEW_COORDINATE_MAX)),
    y: optional(decimal(-VIEW_COORDINATE_MAX, VIEW_COORDINATE_MAX)),
    scale: optional(decimal(ZOOM_MIN, ZOOM_MAX)),
  }),
  'view-point-incomplete',
  (query) => {
    const given = VIEW_POINT_FIELDS.filter((field) => query[field] !== undefined);
    if (given.length === 0 || given.length === VIEW_POINT_FIELDS.length) return true;
    // Named by the first one missing, so the answer says which field to add.
    return { path: [VIEW_POINT_FIELDS.find((field) => query[field] === undefined)!], message: 'x, y and scale go together: give all three or none' };
  },
);

/** Where a person left off in a flow: the world point at the canvas's centre, and the scale. */
export interface FlowViewPoint {
  x: number;
  y: number;
  scale: number;
}

export interface FlowFirstView extends WidgetFlowMeta {
  /** Where the editor opens on that canvas (machines/firstView.ts, from the whole flow's bounds and entrypoint). */
  view: { scale: number; offsetX: number; offsetY: number };
  /** The whole flow's size (the rest arrives with GET /widgets/{id}/flow). */
  counts: { nodes: number; connections: number };
  /** True when `flow` is the whole flow. */
  complete: boolean;
  /**
   * The nodes in and around the view (the screen and half of it again on every side) and the nodes at the other end
   * of their connections, with every connection among them, and the entrypoint: a valid flow document on its own.
   */
  flow: FlowDocument;
}
