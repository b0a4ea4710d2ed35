// The flow canvas's WebGL context, made by the engine itself (no pixi import here). Creating a WebGL context is a
// synchronous trip to the GPU process — 100–250 ms each on a busy machine without a GPU, up to 900 ms while a fresh
// browser's GPU process starts — and pixi's own start makes three: `isWebGLSupported`'s throwaway context, the test
// context it asks the shaders' precision from, and the real one. Made here once, on the canvas the page will show,
// the context also answers the other two questions: which WebGL the browser has (webGlProfile.ts) and the fragment
// shaders' highest precision (pixiBuildPlugin.mjs routes pixi's question here), and flowCanvas.ts hands it to pixi's
// WebGLRenderer instead of letting pixi probe and create. (Made by the studio's first script instead, before main's
// code, it was a 500–900 ms task of its own on a fresh browser and the open was no faster: bench/README.md.)
// Kept only when it has the attributes pixi would have asked for: software WebGL (no antialiasing, pixel ratio 1).
// On a GPU the engine antialiases, an attribute fixed at creation, so the context is given up and pixi makes its
// own (a GPU makes contexts in a few milliseconds); the answers are kept either way.
import { snapshotViewport } from './snapshotPlacement';
import { webGlProfile } from './webGlProfile';

export interface HeldFlowContext {
  /** The canvas the context belongs to, already at the pixel size the renderer will want. */
  readonly canvas: HTMLCanvasElement;
  readonly gl: WebGL2RenderingContext;
}

export interface WebGlAnswers {
  /** The unmasked renderer string, or null when the browser does not tell. */
  readonly rendererName: string | null;
  readonly fragmentPrecision: 'highp' | 'mediump';
}

/**
 * What pixi's WebGL renderer asks for when it creates the context itself with the engine's software settings, but
 * for one: the drawing buffer is preserved, so a frame that changes a few cards' looks repaints only their region
 * and the rest of the canvas keeps its pixels (PixiFlowRenderer's repaint, paintedRegion.ts). Its cost, a copy of
 * the canvas for the compositor per WebGL frame, did not show against the fill it saves (bench/README.md).
 */
const SOFTWARE_CONTEXT_ATTRIBUTES: WebGLContextAttributes = {
  alpha: false,
  premultipliedAlpha: true,
  antialias: false,
  stencil: true,
  preserveDrawingBuffer: true,
  powerPreference: 'default',
};

let held: HeldFlowContext | null = null;
let answers: WebGlAnswers | null = null;
let tried = false;

/** The canvas's CSS size for a screen of `screen` CSS pixels: the screen and its margin (MotionCanvas); its pixels at ratio 1. */
export function flowCanvasSize(screen?: { width: number; height: number }): { width: number; height: number } {
  if (!screen) return { width: 1, height: 1 };
  const { viewport } = snapshotViewport({ scale: 1, offsetX: 0, offsetY: 0, width: Math.max(1, screen.width), height: Math.max(1, screen.height) });
  return { width: viewport.width, height: viewport.height };
}

/**
 * Makes the flow canvas's WebGL2 context once per page (later calls do nothing). `screen`: the CSS size the host
 * expects to show the canvas at; the canvas is sized for it before the context is made, so pixi's first resize
 * changes nothing (a WebGL canvas's resize is another synchronous trip to the GPU process).
 */
export function holdFlowCanvasContext(screen?: { width: number; height: number }): void {
  if (tried) return;
  tried = true;
  if (typeof document === 'undefined' || typeof WebGL2RenderingContext === 'undefined') return;
  const canvas = document.createElement('canvas');
  canvas.className = 'flow-canvas__surface';
  const size = flowCanvasSize(screen);
  canvas.width = size.width;
  canvas.height = size.height;
  let gl: WebGL2RenderingContext | null = null;
  try {
    gl = canvas.getContext('webgl2', SOFTWARE_CONTEXT_ATTRIBUTES);
  } catch {
    gl = null;
  }
  if (!gl || gl.isContextLost()) return;
  answers = { rendererName: rendererName(gl), fragmentPrecision: fragmentPrecision(gl) };
  const profile = webGlProfile(answers.rendererName, window.devicePixelRatio || 1);
  if (profile.antialias || profile.resolution !== 1) {
    gl.getExtension('WEBGL_lose_context')?.loseContext();
    return;
  }
  held = { canvas, gl };
}

/** The held context, handed over once (null when none is held or it was lost meanwhile). */
export function takeHeldFlowContext(): HeldFlowContext | null {
  const taken = held;
  held = null;
  return taken && !taken.gl.isContextLost() ? taken : null;
}

/** What the context made by holdFlowCanvasContext told, even when it was given up; null when none was made. */
export function heldWebGlAnswers(): WebGlAnswers | null {
  return answers;
}

function rendererName(gl: WebGL2RenderingContext): string | null {
  try {
    const info = gl.getExtension('WEBGL_debug_renderer_info');
    return info ? String(gl.getParameter(info.UNMASKED_RENDERER_WEBGL)) : String(gl.getParameter(gl.RENDERER));
  } catch {
    return null;
  }
}

/** pixi's question (getMaxFragmentPrecision), asked of this context. */
function fragmentPrecision(gl: WebGL2RenderingContext): 'highp' | 'mediump' {
  const format = gl.getShaderPrecisionFormat(gl.FRAGMENT_SHADER, gl.HIGH_FLOAT);
  return format && format.precision ? 'highp' : 'mediump';
}
