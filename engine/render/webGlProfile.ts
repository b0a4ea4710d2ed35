// How to set pixi up for the WebGL the browser has (pure; the DOM probe is in detectWebGlRenderer.ts).
// Software WebGL (SwiftShader, llvmpipe, Microsoft Basic Render: a VM, a remote desktop, a blocklisted GPU)
// pays for every pixel on the CPU: multisampling multiplies the fill, and the batch shader's per-pixel
// texture selection is an if-chain as long as its sampler count (SwiftShader reports 32). There the engine
// draws without MSAA, at device pixel ratio 1 and with at most 4 textures per batch (the scene uses the white
// texture, one or two font pages, the grid cell and the motion snapshot). On a GPU it keeps antialiasing.

export interface WebGlProfile {
  software: boolean;
  antialias: boolean;
  resolution: number;
  /** Cap on the batch shader's texture count, or null to keep the driver's. */
  maxBatchTextures: number | null;
}

const SOFTWARE_RENDERER = /swiftshader|llvmpipe|softpipe|software|basic render/i;
/** Highest device pixel ratio drawn at on a GPU. */
const MAX_RESOLUTION = 2;
const SOFTWARE_BATCH_TEXTURES = 4;

/** `rendererName`: the unmasked WebGL renderer string, or null when the browser does not tell. */
export function webGlProfile(rendererName: string | null, devicePixelRatio: number): WebGlProfile {
  const software = rendererName !== null && SOFTWARE_RENDERER.test(rendererName);
  const ratio = Number.isFinite(devicePixelRatio) && devicePixelRatio > 0 ? devicePixelRatio : 1;
  return software
    ? { software, antialias: false, resolution: 1, maxBatchTextures: SOFTWARE_BATCH_TEXTURES }
    : { software, antialias: true, resolution: Math.min(ratio, MAX_RESOLUTION), maxBatchTextures: null };
}
