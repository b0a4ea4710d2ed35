// GET /widgets/{id}/flow/first_view: what the flow editor shows first, before the whole flow has arrived (issue 24).
import { coerce, object, string } from 'superstruct';
import type { FlowDocument } from '../engine/model/flowTypes';
import type { WidgetFlowMeta } from './entities';
import { integerBetween } from './rules';

/** Largest canvas side asked about (CSS pixels). */
export const FIRST_VIEW_CANVAS_MAX = 16_384;

const canvasSide = coerce(integerBetween(1, FIRST_VIEW_CANVAS_MAX), string(), (value) => (/^\d{1,6}$/.test(value) ? Number(value) : Number.NaN));

/** The canvas the flow will be shown on, in CSS pixels: the first view is the one the editor opens there. */
export const flowFirstViewQuerySchema = object({ width: canvasSide, height: canvasSide });

export interface FlowFirstView extends WidgetFlowMeta {
  /** Where the editor opens on that canvas (machines/firstView.ts, from the whole flow's bounds and entrypoint). */
  view: { scale: number; offsetX: number; offsetY: number };
  /** The whole flow's size (the rest arrives with GET /widgets/{id}/flow). */
  counts: { nodes: number; connections: number };
  /** True when `flow` is the whole flow. */
  complete: boolean;
  /**
   * The nodes in and around the view (the screen and half of it again on every side) and the nodes at the other end
   * of their connections, with every connection among them: a valid flow document on its own.
   */
  flow: FlowDocument;
}
