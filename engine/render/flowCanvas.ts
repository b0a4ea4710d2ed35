// The page's one flow canvas: a pixi WebGL renderer (no ticker) and the PixiFlowRenderer on it, made once per page
// and kept. It is started as early as the host knows a flow will be shown — with the app when the route is a flow
// page, in idle time after sign-in otherwise — so the WebGL context, pixi's setup and the renderer's shader warm-up
// (sampleScene) are done before the flow arrives, not after. A host mounts the canvas element where it wants it and
// hands the renderer to an editor; when it leaves, the scene is released and the canvas kept (made again, it would
// cost the context and every shader once more).
//
// The WebGL context is made by flowCanvasContext.ts (which answers the WebGL profile and pixi's precision question
// from it): pixi's WebGLRenderer is started on it directly, so pixi neither probes WebGL with a context of its own
// (`isWebGLSupported`, what Application.init's renderer detection does) nor creates a second one. Where no context
// is held (a GPU: the engine antialiases, which the early context cannot), pixi's Application makes its own.
import { Application, Container, WebGLRenderer, type Renderer } from 'pixi.js';
import { quietPixi } from './quietPixi';
import { pixiApplicationOptions } from './detectWebGlRenderer';
import { flowCanvasSize, holdFlowCanvasContext, takeHeldFlowContext, type HeldFlowContext } from './flowCanvasContext';
import { PixiFlowRenderer, type FlowSurface } from './PixiFlowRenderer';
import { preloadPixiRenderer } from './preloadPixiRenderer';

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

interface Surface extends FlowSurface {
  readonly canvas: HTMLCanvasElement;
  readonly stage: Container;
}

async function makeFlowCanvas(theme: 'light' | 'dark', screen?: { width: number; height: number }): Promise<FlowCanvas> {
  holdFlowCanvasContext(screen);
  preloadPixiRenderer();
  const options = pixiApplicationOptions();
  const held = takeHeldFlowContext();
  const surface = held ? await surfaceOnContext(held, options) : await applicationSurface(options, screen);
  quietPixi(surface.renderer);
  const root = new Container();
  surface.stage.addChild(root);
  return { canvas: surface.canvas, renderer: new PixiFlowRenderer(surface, root, theme) };
}

type Options = ReturnType<typeof pixiApplicationOptions>;

/** pixi's WebGL renderer on the held context (its canvas is already at its size: resolution 1, see flowCanvasContext). */
async function surfaceOnContext(held: HeldFlowContext, options: Options): Promise<Surface> {
  const { antialias, resolution, autoDensity } = options;
  const renderer = new WebGLRenderer();
  await renderer.init({ antialias, resolution, autoDensity, width: held.canvas.width, height: held.canvas.height, canvas: held.canvas, context: held.gl });
  return stageOn(renderer, held.canvas);
}

/** pixi's Application: it detects the renderer and makes the context itself. */
async function applicationSurface(options: Options, screen?: { width: number; height: number }): Promise<Surface> {
  const canvas = document.createElement('canvas');
  canvas.className = 'flow-canvas__surface';
  const app = new Application();
  const size = flowCanvasSize(screen);
  await app.init({ ...options, canvas, width: size.width, height: size.height });
  return { canvas, renderer: app.renderer, stage: app.stage, render: () => app.render() };
}

function stageOn(renderer: Renderer, canvas: HTMLCanvasElement): Surface {
  const stage = new Container();
  return { canvas, renderer, stage, render: () => renderer.render({ container: stage }) };
}
