// Bench page for our editor: the same composition as the studio's EditorCanvas (a pixi Application that never
// ticks, PixiFlowRenderer drawing on demand, FlowEditor, attachCanvasInput), without React. As in the studio, the
// canvas, pixi and the renderer are set up when the page loads, before any flow (the studio mounts them while the
// flow downloads), so open() times what depends on the flow: parse, editor, first frames. Pans and zooms go
// through editor.input.wheel, the call the DOM wheel listener makes. Exposes window.__flowEditor too.
import { takeEngineFrameMs, frames, nextFrame } from './frameTimer';
import { Application, Container } from 'pixi.js';
import { createDebugHandle, FlowEditor, type FlowEditorDebugHandle } from '../../../engine/editor/index';
import { attachCanvasInput } from '../../../engine/input/index';
import type { FlowDocument } from '../../../engine/model/flowTypes';
import { PixiFlowRenderer, pixiApplicationOptions } from '../../../engine/render/index';
import type { BenchPageApi } from './benchPageApi';
import { prepareFlow, takePreparedFlow } from './preparedFlow';
import { runMotion } from './runMotion';
import { firstFrameWhere, lastInputAt, startFrameLog, stopFrameLog } from './inputProbe';
import { markRendererFrames } from './renderMarks';
import { emptyCanvasPoint } from './emptyCanvasPoint';

const host = document.getElementById('root')!;
let editor: FlowEditor | null = null;
let renderer: PixiFlowRenderer | null = null;
const phases: Record<string, number> = {};

/** The canvas and renderer, made when the page loads and sized to the page (EditorCanvas does the same). */
const surface = (async () => {
  const start = performance.now();
  const app = new Application();
  await app.init({ ...pixiApplicationOptions(), width: 1, height: 1 });
  host.appendChild(app.canvas);
  const root = new Container();
  app.stage.addChild(root);
  const made = new PixiFlowRenderer(app, root, 'light');
  markRendererFrames(made);
  made.resize(host.clientWidth, host.clientHeight);
  return { renderer: made, initMs: performance.now() - start };
})();

/** Waits until the viewport stops moving (the editor animates its first fit over about a second). */
async function viewportAtRest(): Promise<void> {
  let previous = '';
  let still = 0;
  for (let frame = 0; frame < 240 && still < 3; frame += 1) {
    await nextFrame();
    const current = JSON.stringify(editor!.viewport());
    still = current === previous ? still + 1 : 0;
    previous = current;
  }
}

const api: BenchPageApi = {
  prepare: prepareFlow,
  async open() {
    const ready = await surface;
    const start = performance.now();
    const document = JSON.parse(takePreparedFlow()) as FlowDocument;
    phases.parse_ms = performance.now() - start;
    editor = new FlowEditor({
      document,
      version: 1,
      canEdit: true,
      publishAllowed: false,
      sendPatches: async () => ({ version: 1 }),
      publish: async () => {},
    });
    phases.editor_ms = performance.now() - start - phases.parse_ms;
    renderer = ready.renderer;
    // Before open, when the page loaded (not part of openMs).
    phases.pixi_init_ms = ready.initMs;
    editor.attachRenderer(renderer);
    attachCanvasInput(host, editor.input);
    const current = renderer;
    (window as Window & { __flowEditor?: FlowEditorDebugHandle }).__flowEditor = createDebugHandle(editor, () => ({ x: 0, y: 0 }), () => current.stats());
    while (renderer.stats().draws === 0) await nextFrame();
    await frames(1);
    const openMs = performance.now() - start;
    takeEngineFrameMs();
    const { scale, offsetX, offsetY } = editor.viewport();
    return { openMs, viewport: { scale, offsetX, offsetY }, phases: { ...phases }, startedAt: start };
  },
  settle: viewportAtRest,
  async motion(kind, count) {
    await viewportAtRest();
    const view = editor!.viewport();
    const center = { x: view.width / 2, y: view.height / 2 };
    return runMotion(
      {
        step(step) {
          if (step.kind === 'pan') editor!.input.wheel({ type: 'WHEEL', x: center.x, y: center.y, deltaX: step.dx, deltaY: step.dy, zoom: false });
          else editor!.input.wheel({ type: 'WHEEL', x: center.x, y: center.y, deltaX: 0, deltaY: step.zoomIn ? -100 : 100, zoom: true });
        },
        viewport() {
          const { scale, offsetX, offsetY } = editor!.viewport();
          return { scale, offsetX, offsetY };
        },
      },
      kind,
      count,
    );
  },
  fullDetailAt: () => firstFrameWhere(() => renderer?.stats().settled === true),
  backgroundPoint: () => emptyCanvasPoint(editor!),
  startFrameLog,
  stopFrameLog,
  lastInputAt,
  now: () => performance.now(),
  describe() {
    return { ...(renderer?.stats() ?? {}), viewport: editor?.viewport(), domNodes: document.getElementsByTagName('*').length };
  },
};
window.__bench = api;
