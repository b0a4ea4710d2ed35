// The page's one flow canvas: a pixi Application (WebGL context, no ticker) and the PixiFlowRenderer on it, made
// once per page and kept. It is started as early as the host knows a flow will be shown — with the app when the
// route is a flow page, in idle time after sign-in otherwise — so the WebGL context, pixi's setup and the
// renderer's shader warm-up (sampleScene) are done before the flow arrives, not after. A host mounts the canvas
// element where it wants it and hands the renderer to an editor; when it leaves, the scene is released and the
// canvas kept (made again, it would cost the context and every shader once more).
import { Application, Container } from 'pixi.js';
import { pixiApplicationOptions } from './detectWebGlRenderer';
import { PixiFlowRenderer } from './PixiFlowRenderer';
import { preloadPixiRenderer } from './preloadPixiRenderer';
import { snapshotViewport } from './snapshotPlacement';

export interface FlowCanvas {
  /** The WebGL canvas (class `flow-canvas__surface`); not in the document until a host mounts it. */
  readonly canvas: HTMLCanvasElement;
  readonly renderer: PixiFlowRenderer;
}

let started: Promise<FlowCanvas> | null = null;

/**
 * The flow canvas, made on the first call (later calls get the same one). `screen`: the size the host expects to
 * show it at (CSS pixels); the canvas is made at once at the size the renderer will want there (the screen and its
 * margin: MotionCanvas), so the host's first resize changes nothing — resizing a WebGL canvas is a synchronous trip
 * to the GPU process (~250 ms measured on the busy machine), which then falls before the flow arrives, not after.
 */
export function startFlowCanvas(theme: 'light' | 'dark', screen?: { width: number; height: number }): Promise<FlowCanvas> {
  started ??= makeFlowCanvas(theme, screen);
  return started;
}

async function makeFlowCanvas(theme: 'light' | 'dark', screen?: { width: number; height: number }): Promise<FlowCanvas> {
  preloadPixiRenderer();
  const canvas = document.createElement('canvas');
  canvas.className = 'flow-canvas__surface';
  const app = new Application();
  const size = screen ? snapshotViewport({ scale: 1, offsetX: 0, offsetY: 0, width: Math.max(1, screen.width), height: Math.max(1, screen.height) }).viewport : { width: 1, height: 1 };
  await app.init({ ...pixiApplicationOptions(), canvas, width: size.width, height: size.height });
  const root = new Container();
  app.stage.addChild(root);
  return { canvas, renderer: new PixiFlowRenderer(app, root, theme) };
}
