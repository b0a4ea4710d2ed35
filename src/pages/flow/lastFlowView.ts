// Where each person left off in each flow (issue 24: "the first view … around the entrypoint, or where this person
// left off last time"). The editor keeps the point at the canvas's centre and the scale in this browser's
// localStorage, per signed-in person and widget, a moment after the view stops moving and when the page hides; the
// first view's request carries it (GET …/flow/first_view?x&y&scale, sent by the page's head, the first script and
// the router alike, so that all three ask for the same URL), and a flow too large to be shown whole opens there
// instead of at its entrypoint (server/flows/flowFirstView.ts leftOffView; a flow that fits opens fitted, editor.md
// §2). Kept in the browser, not on the server: what a refresh, a bookmark or the next visit on this machine needs,
// with no request of its own; another machine opens at the entrypoint.
import type { FlowViewPoint } from '../../../contracts/firstView';
import { VIEW_COORDINATE_MAX, ZOOM_MAX, ZOOM_MIN } from '../../../engine/model/flowLimits';
import { signedInSubject } from '../../auth/storedSession';

const KEY_PREFIX = 'studio.flowView:';

type Readable = Pick<Storage, 'getItem'>;
type Listed = Pick<Storage, 'getItem' | 'length' | 'key'>;

export function lastViewKey(subject: string, widgetId: string): string {
  return `${KEY_PREFIX}${subject}:${widgetId}`;
}

const inRange = (value: unknown, least: number, most: number): value is number => typeof value === 'number' && Number.isFinite(value) && value >= least && value <= most;

/** Where `subject` left off in the widget's flow, or null (none kept, or what is kept is not a view point). */
export function readLastView(storage: Readable, subject: string, widgetId: string): FlowViewPoint | null {
  let kept: unknown;
  try {
    kept = JSON.parse(storage.getItem(lastViewKey(subject, widgetId)) ?? 'null');
  } catch {
    return null;
  }
  if (!kept || typeof kept !== 'object') return null;
  const { x, y, scale } = kept as Record<string, unknown>;
  const far = VIEW_COORDINATE_MAX;
  return inRange(x, -far, far) && inRange(y, -far, far) && inRange(scale, ZOOM_MIN, ZOOM_MAX) ? { x, y, scale } : null;
}

/** Keeps where `subject` is in the widget's flow (a full or refused storage keeps nothing). */
export function keepLastView(storage: Pick<Storage, 'setItem'>, subject: string, widgetId: string, point: FlowViewPoint): void {
  try {
    storage.setItem(lastViewKey(subject, widgetId), JSON.stringify(point));
  } catch {
    // Private mode or a full quota: the next open starts at the entrypoint, as on another machine.
  }
}

/** The view point of a viewport: the world point at the canvas's centre, rounded as the request carries it. */
export function viewPointOf(view: { scale: number; offsetX: number; offsetY: number; width: number; height: number }): FlowViewPoint {
  return {
    x: round((view.width / 2 - view.offsetX) / view.scale, 1),
    y: round((view.height / 2 - view.offsetY) / view.scale, 1),
    scale: round(Math.min(ZOOM_MAX, Math.max(ZOOM_MIN, view.scale)), 4),
  };
}

function round(value: number, digits: number): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}

/** The first view's query for a view point ('' for none): what contracts/firstView.ts's schema takes. */
export function viewPointQuery(point: FlowViewPoint | null): string {
  return point ? `&x=${point.x}&y=${point.y}&scale=${point.scale}` : '';
}

/** Where the signed-in person left off in the widget's flow, read from this page's storages; null when unknown. */
export function lastViewHere(widgetId: string, view?: { sessionStorage: Listed; localStorage: Readable }): FlowViewPoint | null {
  try {
    const here = view ?? (typeof window === 'undefined' ? null : window);
    if (!here) return null;
    const subject = signedInSubject(here.sessionStorage);
    return subject ? readLastView(here.localStorage, subject, widgetId) : null;
  } catch {
    // Storage the browser refuses: no point, the entrypoint's view.
    return null;
  }
}
