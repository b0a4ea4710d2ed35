// The first view's picture on a flow URL (issue 24): when GET …/flow/first_view answers, the studio's first script
// paints the nodes the editor opens on onto a 2D canvas (engine/render/paintFirstView.ts) where the flow canvas
// will be — over the page's skeleton at first, inside the canvas's frame once the page has mounted it — and keeps
// it there until the WebGL canvas has drawn the same view at full detail (or the designer moves it). On a first
// visit without a GPU the picture is up 0.75–1.5 s before pixi, its context and shaders, the page and the editor
// have drawn (bench/README.md, "The first view's picture").
//
// While it is up, the page's loading animations hold still (`data-first-view-picture` on the root, flowEditor.css):
// they are under it or beside what it already shows, and without a GPU each of their frames made the compositor
// draw the picture again (each compositor frame 15–45 ms instead of 8–25 in a trace), GPU-process time the WebGL
// canvas's setup waited behind.
//
// It is a picture only: it takes no input (the canvas under it is not ready for any), is hidden from assistive
// technology (the editor's accessible mirror comes with the editor) and goes when the route does.
import type { FlowFirstView } from '../../../contracts/firstView';
import { paintFirstView } from '../../../engine/render/paintFirstView';
import { renderTheme } from '../../../engine/render/renderTheme';
import { pageTheme } from '../../theme/themeChoice';
import { expectedCanvasSize, flowChrome } from './firstViewPrefetch';
import { markFlowOpen } from './flowOpenMarks';

/** A picture no page took within this time (the page failed, or never came) is removed. */
const UNADOPTED_MS = 20_000;

interface Picture {
  widgetId: string;
  canvas: HTMLCanvasElement;
  unadopted: ReturnType<typeof setTimeout>;
}

let shown: Picture | null = null;
/** The flow frame that holds the canvas once the page has mounted it, and whether its canvas shows the view. */
let frame: { widgetId: string; host: HTMLElement; drawn: () => boolean } | null = null;
/** The animation frame that checks, while a picture is in the frame, whether the canvas has drawn the view. */
let watching = 0;
/** Widgets whose page's canvas has drawn (or that were left): an answer arriving after that paints nothing. */
const done = new Set<string>();

/** A first view's picture is up (then the first script does not draw the view on the flow canvas: earlyPreview.ts). */
export function firstViewPictureShown(): boolean {
  return shown !== null;
}

/**
 * Paints the first view of `widgetId` when `answer` comes, unless its page's canvas has drawn by then or
 * `canvasReady()` says the flow canvas is ready to draw it itself (then the picture would be up only a moment before
 * the canvas's own frame, and cost that frame time: measured on second visits, bench/README.md).
 */
export function showFirstViewPicture(widgetId: string, answer: Promise<FlowFirstView>, canvasReady: () => boolean = () => false): void {
  answer.then(
    (first) => {
      const host = frame?.widgetId === widgetId ? frame.host : null;
      if (done.has(widgetId) || shown || canvasReady() || (host && frame?.drawn())) return;
      const size = host && host.clientWidth > 0 ? { width: host.clientWidth, height: host.clientHeight } : expectedCanvasSize();
      const ratio = window.devicePixelRatio || 1;
      const canvas = document.createElement('canvas');
      canvas.width = Math.round(size.width * ratio);
      canvas.height = Math.round(size.height * ratio);
      canvas.className = 'flow-picture';
      canvas.setAttribute('aria-hidden', 'true');
      canvas.dataset.testid = 'flow-first-view-picture';
      // Painted on the page's thread and handed to the compositor as one bitmap: no GPU raster of its paths and
      // words (under software WebGL that would be the GPU process's work, which the WebGL canvas is waiting for).
      const context = canvas.getContext('2d', { alpha: false, willReadFrequently: true });
      if (!context) return;
      const nodes = paintFirstView(context, first, size, renderTheme(pageTheme()), ratio);
      canvas.dataset.nodes = String(nodes);
      shown = { widgetId, canvas, unadopted: setTimeout(() => discardFirstViewPicture(widgetId), UNADOPTED_MS) };
      if (host) placeInFrame(canvas, host);
      else placeOverPage(canvas, size);
      document.documentElement.dataset.firstViewPicture = '';
      requestAnimationFrame(() => markFlowOpen('picture'));
    },
    () => undefined,
  );
}

/** Where the flow frame's canvas will be: below the top bar, the window's width, above the status line. */
function placeOverPage(canvas: HTMLCanvasElement, size: { width: number; height: number }): void {
  Object.assign(canvas.style, { position: 'fixed', left: '0px', top: `${flowChrome().above}px`, width: `${size.width}px`, height: `${size.height}px` });
  document.body.append(canvas);
}

function placeInFrame(canvas: HTMLCanvasElement, host: HTMLElement): void {
  canvas.removeAttribute('style');
  canvas.classList.add('flow-picture--in-frame');
  host.append(canvas);
  if (!shown) return;
  clearTimeout(shown.unadopted);
  const { widgetId } = shown;
  cancelAnimationFrame(watching);
  const watch = () => {
    if (shown?.widgetId !== widgetId) return;
    if (frame?.drawn()) discardFirstViewPicture(widgetId);
    else watching = requestAnimationFrame(watch);
  };
  watching = requestAnimationFrame(watch);
}

/**
 * The flow page's canvas frame for `widgetId` is mounted: the picture moves into it (over the WebGL canvas, under
 * the page's toolbars) and goes once `drawn()` says the canvas shows the view at full detail, or at the first
 * press, wheel or key on the frame. Answers the release for the page's unmount.
 */
export function holdFirstViewPicture(widgetId: string, host: HTMLElement, drawn: () => boolean): () => void {
  frame = { widgetId, host, drawn };
  if (shown?.widgetId === widgetId) placeInFrame(shown.canvas, host);
  const moved = () => discardFirstViewPicture(widgetId);
  for (const type of INPUT_EVENTS) host.addEventListener(type, moved, true);
  return () => {
    for (const type of INPUT_EVENTS) host.removeEventListener(type, moved, true);
    discardFirstViewPicture(widgetId);
    if (frame?.host === host) frame = null;
  };
}

const INPUT_EVENTS = ['pointerdown', 'wheel', 'keydown'] as const;

/** Removes the picture of `widgetId` (its canvas drew, its page left or failed) and paints none for it later. */
export function discardFirstViewPicture(widgetId: string): void {
  done.add(widgetId);
  if (shown?.widgetId !== widgetId) return;
  cancelAnimationFrame(watching);
  clearTimeout(shown.unadopted);
  shown.canvas.remove();
  shown = null;
  delete document.documentElement.dataset.firstViewPicture;
}
