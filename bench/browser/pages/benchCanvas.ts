// The studio's editor composition as the bench pages run it (oursPage, coeditPage): a pixi Application that never
// ticks, PixiFlowRenderer drawing on demand, FlowEditor and attachCanvasInput, without React. As in the studio
// (EditorCanvas), the canvas, pixi and the renderer are made when the page loads, before any flow.
import { nextFrame } from './frameTimer';
import { Application, Container } from 'pixi.js';
import type { FlowEditor } from '../../../engine/editor/index';
import { attachCanvasInput } from '../../../engine/input/index';
import { PixiFlowRenderer, pixiApplicationOptions } from '../../../engine/render/index';
import { markRendererFrames } from './renderMarks';

export interface BenchCanvas {
  renderer: PixiFlowRenderer;
  /** How long pixi and the renderer took to set up (ms). */
  initMs: number;
}

/**
 * The canvas in `host` and its renderer, sized to the page; with `markFrames` each frame the renderer draws is
 * marked in the page's user timing (renderMarks.ts).
 */
export async function createBenchCanvas(host: HTMLElement, options: { markFrames: boolean }): Promise<BenchCanvas> {
  const start = performance.now();
  const app = new Application();
  await app.init({ ...pixiApplicationOptions(), width: 1, height: 1 });
  host.appendChild(app.canvas);
  const root = new Container();
  app.stage.addChild(root);
  const renderer = new PixiFlowRenderer(app, root, 'light');
  if (options.markFrames) markRendererFrames(renderer);
  renderer.resize(host.clientWidth, host.clientHeight);
  return { renderer, initMs: performance.now() - start };
}

/**
 * `editor` drawn by `renderer` and driven by the pointer, wheel and keys over `host`; `beforeFirstFrame` runs once
 * both are attached. Resolves when the first frame is drawn.
 */
export async function showEditor(editor: FlowEditor, renderer: PixiFlowRenderer, host: HTMLElement, beforeFirstFrame: () => void = () => {}): Promise<void> {
  editor.attachRenderer(renderer);
  attachCanvasInput(host, editor.input);
  beforeFirstFrame();
  while (renderer.stats().draws === 0) await nextFrame();
}

/** Waits until the viewport stops moving (the editor animates its first fit over about a second). */
export async function viewportAtRest(editor: FlowEditor): Promise<void> {
  let previous = '';
  let still = 0;
  for (let frame = 0; frame < 240 && still < 3; frame += 1) {
    await nextFrame();
    const current = JSON.stringify(editor.viewport());
    still = current === previous ? still + 1 : 0;
    previous = current;
  }
}
