// Bench page for our editor: the same composition as the studio's EditorCanvas (benchCanvas.ts: a pixi Application
// that never ticks, PixiFlowRenderer drawing on demand, FlowEditor, attachCanvasInput), without React. As in the
// studio, the canvas, pixi and the renderer are set up when the page loads, before any flow (the studio mounts them
// while the flow downloads), so open() times what depends on the flow: parse, editor, first frames. Pans and zooms go
// through editor.input.wheel, the call the DOM wheel listener makes. Exposes window.__flowEditor too.
import { takeEngineFrameMs, frames } from './frameTimer';
import { createDebugHandle, FlowEditor, type FlowEditorDebugHandle } from '../../../engine/editor/index';
import type { FlowDocument } from '../../../engine/model/flowTypes';
import type { PixiFlowRenderer } from '../../../engine/render/index';
import { createBenchCanvas, showEditor, viewportAtRest } from './benchCanvas';
import type { BenchPageApi } from './benchPageApi';
import { prepareFlow, takePreparedFlow } from './preparedFlow';
import { runMotion } from './runMotion';
import { firstFrameWhere, lastInputAt, startFrameLog, stopFrameLog } from './inputProbe';
import { emptyCanvasPoint } from './emptyCanvasPoint';

const host = document.getElementById('root')!;
let editor: FlowEditor | null = null;
let renderer: PixiFlowRenderer | null = null;
const phases: Record<string, number> = {};

/** The canvas and renderer, made when the page loads and sized to the page (EditorCanvas does the same). */
const surface = createBenchCanvas(host, { markFrames: true });

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
    const current = renderer;
    await showEditor(editor, current, host, () => {
      (window as Window & { __flowEditor?: FlowEditorDebugHandle }).__flowEditor = createDebugHandle(editor!, () => ({ x: 0, y: 0 }), () => current.stats());
    });
    await frames(1);
    const openMs = performance.now() - start;
    takeEngineFrameMs();
    const { scale, offsetX, offsetY } = editor.viewport();
    return { openMs, viewport: { scale, offsetX, offsetY }, phases: { ...phases }, startedAt: start };
  },
  settle: () => viewportAtRest(editor!),
  async motion(kind, count) {
    await viewportAtRest(editor!);
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
