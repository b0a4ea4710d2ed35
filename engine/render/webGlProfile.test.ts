import { describe, expect, it } from 'vitest';
import { webGlProfile } from './webGlProfile';

describe('webGlProfile', () => {
  it('draws without MSAA, at ratio 1 and with few batch textures on software WebGL', () => {
    for (const name of [
      'ANGLE (Google, Vulkan 1.3.0 (SwiftShader Device (Subzero) (0x0000C0DE)), SwiftShader driver)',
      'llvmpipe (LLVM 15.0.6, 256 bits)',
      'ANGLE (Microsoft, Microsoft Basic Render Driver Direct3D11 vs_5_0 ps_5_0)',
    ]) {
      expect(webGlProfile(name, 2)).toEqual({ software: true, antialias: false, resolution: 1, maxBatchTextures: 4 });
    }
  });

  it('keeps antialiasing and the device ratio (at most 2) on a GPU or when the renderer is unknown', () => {
    expect(webGlProfile('ANGLE (NVIDIA, NVIDIA GeForce RTX 3060 Direct3D11 vs_5_0 ps_5_0)', 3)).toEqual({ software: false, antialias: true, resolution: 2, maxBatchTextures: null });
    expect(webGlProfile(null, 1.5)).toEqual({ software: false, antialias: true, resolution: 1.5, maxBatchTextures: null });
    expect(webGlProfile('Apple M2', Number.NaN).resolution).toBe(1);
  });
});
