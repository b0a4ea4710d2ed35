// An esbuild plugin for every bundle that contains pixi.js (the studio's client, the bench pages): two of pixi's probes
// answered without a trip to the GPU process (issue 24). pixi's canvas
// utilities run a 2D-canvas blend-mode probe when their module is evaluated (canUseNewCanvasBlendModes: two canvases
// drawn with 'multiply' and read back with getImageData). Importing pixi evaluates it whether or not the canvas
// renderer is used; under software rendering the readback is a synchronous trip to the GPU process on a cold
// accelerated 2D canvas: 90 ms on a quiet machine, 400 ms on a busy one, on the flow page's critical path (issue 24).
// The engine draws with WebGL only (pixiApplicationOptions: preference 'webgl'), where the answer is never used, and
// every browser the studio supports has had the 'multiply' composite operation for a decade: it answers true.

import path from 'node:path';
import { fileURLToPath } from 'node:url';

const PROBE = /[\\/]pixi\.js[\\/]lib[\\/]rendering[\\/]renderers[\\/]canvas[\\/]utils[\\/]canUseNewCanvasBlendModes\.mjs$/;

// pixi asks the fragment shaders' highest precision (getMaxFragmentPrecision, when its first shader program is made)
// of a throwaway WebGL context of its own (getTestContext): one more synchronous context creation on the flow page's
// critical path. When the engine has already made the flow canvas's context (engine/render/flowCanvasContext.ts:
// made by the studio's first script), the question is answered from it; otherwise pixi asks as before.
const PRECISION = /[\\/]pixi\.js[\\/]lib[\\/]rendering[\\/]renderers[\\/]gl[\\/]shader[\\/]program[\\/]getMaxFragmentPrecision\.mjs$/;
const FLOW_CANVAS_CONTEXT = fileURLToPath(new URL('./engine/render/flowCanvasContext.ts', import.meta.url));

export const pixiWithoutCanvasProbe = {
  name: 'pixi-without-canvas-probe',
  setup(build) {
    build.onLoad({ filter: PROBE }, () => ({
      contents: 'export function canUseNewCanvasBlendModes() { return true; }\n',
      loader: 'js',
    }));
    build.onLoad({ filter: PRECISION }, (args) => ({
      contents: `import { getTestContext } from './getTestContext.mjs';
import { heldWebGlAnswers } from ${JSON.stringify(FLOW_CANVAS_CONTEXT)};
let maxFragmentPrecision;
export function getMaxFragmentPrecision() {
  if (!maxFragmentPrecision) {
    const held = heldWebGlAnswers();
    if (held) return (maxFragmentPrecision = held.fragmentPrecision);
    maxFragmentPrecision = 'mediump';
    const gl = getTestContext();
    if (gl && gl.getShaderPrecisionFormat) {
      const shaderFragment = gl.getShaderPrecisionFormat(gl.FRAGMENT_SHADER, gl.HIGH_FLOAT);
      maxFragmentPrecision = shaderFragment.precision ? 'highp' : 'mediump';
    }
  }
  return maxFragmentPrecision;
}
`,
      loader: 'js',
      resolveDir: path.dirname(args.path),
    }));
  },
};
