// Which WebGL the browser has — told by the flow canvas's own context when the engine made it first
// (flowCanvasContext.ts), asked once from a throwaway context otherwise — and the pixi settings that follow from it
// (webGlProfile.ts). Call pixiApplicationOptions() before Application.init: it also installs the batch texture cap.
import { getTestContext, GlLimitsSystem } from 'pixi.js';
import { heldWebGlAnswers } from './flowCanvasContext';
import { webGlProfile, type WebGlProfile } from './webGlProfile';

let profile: WebGlProfile | null = null;
let cap: number | null = null;
let capInstalled = false;

/**
 * Told by the flow canvas's context when it was made first (the studio's flow page), else asked from pixi's own test
 * context (pixi creates it for the shaders' precision unless the build answers that from the flow canvas's context,
 * pixiBuildPlugin.mjs). Creating a context is a synchronous trip to the GPU process, 100 ms and more on a busy
 * machine without a GPU.
 */
function rendererName(): string | null {
  const answers = heldWebGlAnswers();
  if (answers) return answers.rendererName;
  try {
    const gl = getTestContext();
    if (!gl) return null;
    const info = gl.getExtension('WEBGL_debug_renderer_info');
    return info ? String(gl.getParameter(info.UNMASKED_RENDERER_WEBGL)) : String(gl.getParameter(gl.RENDERER));
  } catch {
    return null;
  }
}

/** The profile of this browser's WebGL (probed once per page). */
export function browserWebGlProfile(): WebGlProfile {
  profile ??= webGlProfile(rendererName(), window.devicePixelRatio || 1);
  return profile;
}

/** Caps the batch shader's texture count for WebGL renderers created from now on (null: the driver's). */
function capBatchTextures(max: number | null): void {
  cap = max;
  if (capInstalled || max === null) return;
  capInstalled = true;
  const original = GlLimitsSystem.prototype.contextChange;
  GlLimitsSystem.prototype.contextChange = function contextChange(this: GlLimitsSystem) {
    original.call(this);
    if (cap !== null) this.maxBatchableTextures = Math.min(this.maxBatchableTextures, cap);
  };
}

/** Options for pixi's Application.init (or @pixi/react's <Application>) as the engine wants them. */
export function pixiApplicationOptions(): { preference: 'webgl'; antialias: boolean; resolution: number; autoDensity: true; autoStart: false; sharedTicker: false } {
  const { antialias, resolution, maxBatchTextures } = browserWebGlProfile();
  capBatchTextures(maxBatchTextures);
  return { preference: 'webgl', antialias, resolution, autoDensity: true, autoStart: false, sharedTicker: false };
}
