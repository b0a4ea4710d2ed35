// Who holds the first view the first script drew on the flow canvas before the page existed (earlyPreview.ts draws
// it): the early preview until the page adopts it, the page's frame once mounted. No engine code here (types only):
// the router imports it to take the drawing away when the flow route is left or fails, and must not pull pixi in.
import type { FlowFirstView } from '../../../contracts/firstView';
import type { FlowCanvas, FlowEditor } from '../../../engine/index';

/** An early preview no page adopted within this time (the page failed, or never came) is taken down. */
const UNADOPTED_MS = 20_000;

interface EarlyPreview {
  answer: FlowFirstView;
  editor: FlowEditor;
  flowCanvas: FlowCanvas;
  host: HTMLElement;
  hideHandle: () => void;
  unadopted: ReturnType<typeof setTimeout>;
}

let early: EarlyPreview | null = null;
/** Where the canvas is shown over the page until the page's frame holds it (kept apart: the page may adopt first). */
let overPage: HTMLElement | null = null;
/** The page has mounted its canvas frame: from then on the page makes its own preview. */
let closed = false;

/** An early preview may still start: none is up, and the page's frame is not mounted. */
export function earlyPreviewMayStart(): boolean {
  return !closed && !early;
}

/** The early preview is up: `editor` drawn from `answer` on `flowCanvas`, shown in `host` over the page. */
export function holdEarlyPreview(shown: Omit<EarlyPreview, 'unadopted'>): void {
  overPage = shown.host;
  early = { ...shown, unadopted: setTimeout(discardEarlyPreview, UNADOPTED_MS) };
}

/** The page's frame is mounted: no early preview starts from now on (the page shows its own). */
export function closeEarlyPreview(): void {
  closed = true;
}

/**
 * The page moved the flow canvas into its frame: the early preview's host, now empty, goes. Its editor stays drawn
 * on the canvas until the page adopts it (takeEarlyPreview) or it is discarded.
 */
export function removeEarlyHost(): void {
  overPage?.remove();
  overPage = null;
}

/** The early preview's editor made from `answer` (the very answer the page took), handed over once; else null. */
export function takeEarlyPreview(answer: FlowFirstView): FlowEditor | null {
  if (!early || early.answer !== answer) return null;
  const { editor, hideHandle, unadopted } = early;
  clearTimeout(unadopted);
  hideHandle();
  early = null;
  return editor;
}

/**
 * No page adopted it (the page's own editor came first, the route was left or failed, or the page never came): the
 * editor is destroyed. Until the page's frame is mounted the canvas is the early preview's, so its scene is released
 * and the canvas taken out too; after that the canvas is the page's (EditorCanvas attaches its editor or releases the
 * scene when it leaves).
 */
export function discardEarlyPreview(): void {
  if (!early) return;
  const { editor, flowCanvas, host, hideHandle, unadopted } = early;
  early = null;
  clearTimeout(unadopted);
  hideHandle();
  editor.detachRenderer();
  if (!closed) {
    flowCanvas.renderer.releaseScene();
    flowCanvas.canvas.remove();
  }
  host.remove();
  if (overPage === host) overPage = null;
  editor.destroy();
}
