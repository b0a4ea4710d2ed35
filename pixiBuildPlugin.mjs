// An esbuild plugin for every bundle that contains pixi.js (the studio's client, the bench pages). pixi's canvas
// utilities run a 2D-canvas blend-mode probe when their module is evaluated (canUseNewCanvasBlendModes: two canvases
// drawn with 'multiply' and read back with getImageData). Importing pixi evaluates it whether or not the canvas
// renderer is used; under software rendering the readback is a synchronous trip to the GPU process on a cold
// accelerated 2D canvas: 90 ms on a quiet machine, 400 ms on a busy one, on the flow page's critical path (issue 24).
// The engine draws with WebGL only (pixiApplicationOptions: preference 'webgl'), where the answer is never used, and
// every browser the studio supports has had the 'multiply' composite operation for a decade: it answers true.

const PROBE = /[\\/]pixi\.js[\\/]lib[\\/]rendering[\\/]renderers[\\/]canvas[\\/]utils[\\/]canUseNewCanvasBlendModes\.mjs$/;

export const pixiWithoutCanvasProbe = {
  name: 'pixi-without-canvas-probe',
  setup(build) {
    build.onLoad({ filter: PROBE }, () => ({
      contents: 'export function canUseNewCanvasBlendModes() { return true; }\n',
      loader: 'js',
    }));
  },
};
