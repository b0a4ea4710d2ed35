import { describe, expect, it } from 'vitest';
import { bindDeclaredAttributes, declaredAttributes } from './bindDeclaredAttributes';

// The shape of pixi's batch vertex source after its preprocessing for a GLSL ES 1.00 program (`in` defined to
// `attribute`), abridged.
const BATCH_VERTEX = `
        precision highp float;
        #define SHADER_NAME batch-vertex
        #ifdef GL_ES // This checks if it is WebGL1
        #define in attribute
        #define out varying
        #endif
        in vec2 aPosition;
        in vec2 aUV;
        out vec4 vColor;
        out vec2 vUV;
        in vec4 aColor;
        in vec2 aTextureIdAndRound;
        out float vTextureId;
        uniform mat3 uProjectionMatrix;
        vec2 roundPixels(vec2 position, vec2 targetSize) { return (floor(((position * 0.5 + 0.5) * targetSize) + 0.5) / targetSize) * 2.0 - 1.0; }
        void main(void) { gl_Position = vec4(aPosition, 0.0, 1.0); }
`;

function recordingContext() {
  const bound: [number, string][] = [];
  const gl = { bindAttribLocation: (_program: WebGLProgram, location: number, name: string) => bound.push([location, name]) };
  return { gl: gl as unknown as WebGL2RenderingContext, bound };
}

describe('bindDeclaredAttributes', () => {
  it('reads the declared attributes in name order, not the varyings, uniforms or function parameters', () => {
    expect(declaredAttributes(BATCH_VERTEX)).toEqual(['aColor', 'aPosition', 'aTextureIdAndRound', 'aUV']);
    expect(declaredAttributes('attribute highp vec2 aVertex;\nattribute float aAlpha ;\nvarying vec2 v;')).toEqual(['aAlpha', 'aVertex']);
  });

  it('binds them to locations 0, 1, 2… before the link (the order pixi would have re-linked with)', () => {
    const { gl, bound } = recordingContext();
    expect(bindDeclaredAttributes(gl, {} as WebGLProgram, BATCH_VERTEX)).toBe(true);
    expect(bound).toEqual([
      [0, 'aColor'],
      [1, 'aPosition'],
      [2, 'aTextureIdAndRound'],
      [3, 'aUV'],
    ]);
  });

  it('leaves a GLSL ES 3.00 program to the link (pixi reads its locations without linking again)', () => {
    const { gl, bound } = recordingContext();
    expect(bindDeclaredAttributes(gl, {} as WebGLProgram, '#version 300 es\nin vec2 aPosition;\nvoid main() {}')).toBe(false);
    expect(bound).toEqual([]);
  });
});
