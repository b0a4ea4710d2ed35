// The first view drawn on the flow canvas before the page exists (issue 24). On a second visit the flow canvas (its
// WebGL context, pixi, the shader warm-up: flowCode.ts) and the first view's answer are both in before React has
// mounted the flow page (canvas ready at 0.29–0.44 s, the page's preview made at 0.39–0.58 s in warm 1k opens), so
// the first script makes the read-only preview editor itself and shows the canvas where the page's frame will hold
// it: below the top bar, the window's width, above the status line. The page then adopts that editor
// (usePreviewEditor) and moves the canvas into its frame (EditorCanvas): the view stays drawn, nothing is made twice.
//
// When the first view's picture is up (the answer came before the canvas: a first visit), it stays: it already
// shows the view. Once the page has mounted its canvas frame, no early preview starts. Like the picture, it takes no
// input and is hidden from assistive technology until the page has it (the editor's accessible mirror comes with
// the page).
import type { FlowFirstView } from '../../../contracts/firstView';
import { createDebugHandle, FlowEditor, type FlowCanvas } from '../../../engine/index';
import { exposeDebugHandle } from '../../editor/debugGlobal';
import { expectedCanvasSize, flowChrome } from './firstViewPrefetch';
import { firstViewPictureShown } from './firstViewPicture';
import { markFlowOpen } from './flowOpenMarks';

/** An early preview no page adopted within this time (the page failed, or never came) is taken down. */
const UNADOPTED_MS = 20_000;

const refused = () => Promise.reject(new Error('the first view is read-only'));

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

/** The read-only preview editor of a first view (made here or by the page). */
export function makePreviewEditor(answer: FlowFirstView): FlowEditor {
  const editor = new FlowEditor({
    document: answer.flow,
    version: answer.version,
    canEdit: false,
    publishAllowed: false,
    sendPatches: refused,
    publish: refused,
  });
  editor.startAt(answer.view);
  markFlowOpen('preview');
  return editor;
}

/** Draws `answer` on the flow canvas once both are in, unless the page's frame or the picture came first. */
export function showEarlyPreview(answer: Promise<FlowFirstView>, flowCanvas: Promise<FlowCanvas>): void {
  Promise.all([answer, flowCanvas]).then(
    ([first, canvas]) => {
      if (closed || early || firstViewPictureShown()) return;
      const size = expectedCanvasSize();
      const host = document.createElement('div');
      host.className = 'flow-early-preview';
      host.setAttribute('aria-hidden', 'true');
      Object.assign(host.style, { top: `${flowChrome().above}px`, width: `${size.width}px`, height: `${size.height}px` });
      host.append(canvas.canvas);
      document.body.append(host);
      overPage = host;
      const editor = makePreviewEditor(first);
      editor.attachRenderer(canvas.renderer);
      editor.resize(size.width, size.height);
      const hideHandle = exposeDebugHandle(
        createDebugHandle(
          editor,
          () => host.getBoundingClientRect(),
          () => canvas.renderer.stats(),
        ),
      );
      early = { answer: first, editor, flowCanvas: canvas, host, hideHandle, unadopted: setTimeout(discardEarlyPreview, UNADOPTED_MS) };
    },
    () => undefined,
  );
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
 * No page adopted it (the page's own editor came first, or the page never came): the editor is destroyed. Until the
 * page's frame is mounted the canvas is the early preview's, so its scene is released and the canvas taken out too;
 * after that the canvas is the page's (EditorCanvas attaches its editor or releases the scene when it leaves).
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
