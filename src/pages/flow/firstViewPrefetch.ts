// The first view of a flow (GET /widgets/{id}/flow/first_view, issue 24), asked for with the route — at the app's
// start on a flow URL (src/app/earlyRequests.ts), with the route otherwise (app/RouteView.tsx) — in parallel with
// the whole flow's download. It is small whatever the flow's size, so the page draws it (a read-only preview)
// long before the whole flow has arrived and the editor is built. The canvas's size is not known yet: the window
// between the app header and the flow's status line is asked for (the flow page fills it); the preview opens at
// the view the server chose and the editor takes over wherever it was moved to.
import type { FlowFirstView, FlowViewPoint } from '../../../contracts/firstView';
import { lastViewHere, viewPointQuery } from './lastFlowView';

const TOP_BAR_BORDER = 1;

/**
 * The app's chrome above and below the flow page's canvas, from the style sheet's tokens (tokens.css): the top bar
 * (--header-height and the 1 px bottom border of shell.css .shell__top) and the flow's status line
 * (--flow-status-height). A canvas made for another size is resized when the page lays it out: a synchronous trip to
 * the GPU process (69 ms of a warm 1k open's main thread when the status line was left out here). The e2e flowOpen
 * checks it is not.
 */
export function flowChrome(style: { getPropertyValue(name: string): string } = getComputedStyle(document.documentElement)): { above: number; below: number } {
  const px = (name: string) => Number.parseFloat(style.getPropertyValue(name)) || 0;
  return { above: px('--header-height') + TOP_BAR_BORDER, below: px('--flow-status-height') };
}
/** An answer nobody took within this time is dropped. */
const UNCLAIMED_MS = 30_000;

interface FirstViewLoader {
  get<T>(path: string): Promise<T>;
}

const pending = new Map<string, { answer: Promise<FlowFirstView>; expiry: ReturnType<typeof setTimeout> }>();

/** The canvas the flow page will have: the window between the top bar and the status line. */
export function expectedCanvasSize(view: { innerWidth: number; innerHeight: number } = window, chrome = flowChrome()): { width: number; height: number } {
  return { width: Math.max(1, Math.round(view.innerWidth)), height: Math.max(1, Math.round(view.innerHeight - chrome.above - chrome.below)) };
}

/** The first view's path; `at`: where this person left off (lastFlowView.ts), which a large flow opens at. */
export function firstViewPath(widgetId: string, size: { width: number; height: number }, at: FlowViewPoint | null = null): string {
  return `/widgets/${encodeURIComponent(widgetId)}/flow/first_view?width=${size.width}&height=${size.height}${viewPointQuery(at)}`;
}

/** Asks for the widget's first view unless an answer is already waiting to be taken. */
export function prefetchFirstView(api: FirstViewLoader, widgetId: string, size = expectedCanvasSize(), at: FlowViewPoint | null = lastViewHere(widgetId)): void {
  if (pending.has(widgetId)) return;
  const answer = api.get<FlowFirstView>(firstViewPath(widgetId, size, at));
  // A failure only means no preview: the whole flow's load reports its own.
  answer.catch(() => undefined);
  const expiry = setTimeout(() => pending.delete(widgetId), UNCLAIMED_MS);
  pending.set(widgetId, { answer, expiry });
}

/** The first view asked for and not taken yet, left in place (the first script paints its picture from it). */
export function pendingFirstView(widgetId: string): Promise<FlowFirstView> | null {
  return pending.get(widgetId)?.answer ?? null;
}

/** The first view asked for, handed over once; null when none was asked for. */
export function takeFirstView(widgetId: string): Promise<FlowFirstView> | null {
  const entry = pending.get(widgetId);
  if (!entry) return null;
  pending.delete(widgetId);
  clearTimeout(entry.expiry);
  return entry.answer;
}
