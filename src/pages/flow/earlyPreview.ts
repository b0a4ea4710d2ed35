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
// the page). Who holds it until then: earlyPreviewState.ts.
import type { FlowFirstView } from '../../../contracts/firstView';
import { createDebugHandle, FlowEditor, type FlowCanvas } from '../../../engine/index';
import { exposeDebugHandle } from '../../editor/debugGlobal';
import { expectedCanvasSize, flowChrome } from './firstViewPrefetch';
import { firstViewPictureShown } from './firstViewPicture';
import { earlyPreviewMayStart, holdEarlyPreview } from './earlyPreviewState';
import { markFlowOpen } from './flowOpenMarks';

const refused = () => Promise.reject(new Error('the first view is read-only'));

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
      if (!earlyPreviewMayStart() || firstViewPictureShown()) return;
      const size = expectedCanvasSize();
      const host = document.createElement('div');
      host.className = 'flow-early-preview';
      host.setAttribute('aria-hidden', 'true');
      Object.assign(host.style, { top: `${flowChrome().above}px`, width: `${size.width}px`, height: `${size.height}px` });
      host.append(canvas.canvas);
      document.body.append(host);
      const editor = makePreviewEditor(first);
      editor.attachRenderer(canvas.renderer);
      editor.resize(size.width, size.height);
      // The screen's origin is the top left of whatever holds the canvas: this host, then the page's frame.
      const origin = () => (canvas.canvas.parentElement ?? host).getBoundingClientRect();
      const hideHandle = exposeDebugHandle(createDebugHandle(editor, origin, () => canvas.renderer.stats()));
      holdEarlyPreview({ answer: first, editor, flowCanvas: canvas, host, hideHandle });
    },
    () => undefined,
  );
}
