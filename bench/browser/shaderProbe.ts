// A debug hook for benches: installed before a page's scripts (addInitScript), it times every WebGL program the
// page links and the first draw with each, by wrapping the WebGL prototypes. Under software WebGL:
// linkProgram + getProgramParameter(LINK_STATUS) is a synchronous trip to the GPU process (ANGLE translates the
// GLSL to SPIR-V); the first draw with a program is where SwiftShader compiles the shaders to machine code (its
// routines are generated per program and state when the draw executes, i.e. at the next flush — a SwapBuffers
// otherwise). The hook makes that draw execute at once: a 1-pixel readPixels before it (everything queued
// earlier is drawn and not counted; Chromium's finish() is only a flush), the draw, a readPixels again. The extra round trips change the page's own timing: use
// the hook in rounds of their own, never in timed ones. Programs are named by pixi's `#define SHADER_NAME`
// (setProgramName). Only a program's first draw is timed; a later draw with other state (blend mode, target
// format) may compile again inside SwiftShader and lands in the frame as before.

export interface ShaderProgramTiming {
  /** pixi's program name (without the -fragment/-vertex suffix), or 'unnamed'. */
  name: string;
  /** ms since navigation start when the program was linked. */
  at: number;
  /** linkProgram → link status known (ms). */
  linkMs: number;
  /** The first draw call with the program, executed at once (a readPixels before and after; ms); null: never drawn. */
  firstDrawMs: number | null;
  /** ms since navigation start of that first draw. */
  firstDrawAt: number | null;
  /** Lines of the fragment shader (the batch shader grows with its texture count). */
  fragmentLines: number;
  /** The fragment shader's source (to tell programs of the same name apart). */
  fragment: string;
}

declare global {
  interface Window {
    __shaderProbe?: ShaderProgramTiming[];
  }
}

/** The init script (a string: it runs in the page before its own scripts). */
export const SHADER_PROBE_SCRIPT = `(() => {
  if (window.__shaderProbe) return;
  const records = [];
  window.__shaderProbe = records;
  const programs = new WeakMap();
  const sources = new WeakMap();
  const current = new WeakMap();
  const pixel = new Uint8Array(4);
  const sync = (gl) => gl.readPixels(0, 0, 1, 1, gl.RGBA, gl.UNSIGNED_BYTE, pixel);
  for (const Context of [window.WebGL2RenderingContext, window.WebGLRenderingContext]) {
    if (!Context) continue;
    const proto = Context.prototype;
    const shaderSource = proto.shaderSource;
    proto.shaderSource = function (shader, source) { sources.set(shader, source); return shaderSource.call(this, shader, source); };
    const attachShader = proto.attachShader;
    proto.attachShader = function (program, shader) {
      let record = programs.get(program);
      if (!record) { record = { name: 'unnamed', at: 0, linkMs: 0, firstDrawMs: null, firstDrawAt: null, fragmentLines: 0, fragment: '' }; programs.set(program, record); }
      const source = sources.get(shader) || '';
      const named = /#define SHADER_NAME (\\S+)/.exec(source);
      if (named && /-fragment/.test(named[1])) { record.name = named[1].replace(/-fragment(-\\d+)?$/, ''); record.fragmentLines = source.split('\\n').length; record.fragment = source; }
      else if (named && record.name === 'unnamed') record.name = named[1].replace(/-vertex(-\\d+)?$/, '');
      return attachShader.call(this, program, shader);
    };
    const linkProgram = proto.linkProgram;
    const getProgramParameter = proto.getProgramParameter;
    proto.linkProgram = function (program) {
      this.getError();
      const start = performance.now();
      linkProgram.call(this, program);
      getProgramParameter.call(this, program, this.LINK_STATUS);
      const record = programs.get(program);
      if (record && !records.includes(record)) { record.at = start; record.linkMs = performance.now() - start; records.push(record); }
    };
    const useProgram = proto.useProgram;
    proto.useProgram = function (program) { current.set(this, program); return useProgram.call(this, program); };
    for (const name of ['drawElements', 'drawArrays', 'drawElementsInstanced', 'drawArraysInstanced']) {
      const draw = proto[name];
      if (!draw) continue;
      proto[name] = function (...args) {
        const program = current.get(this);
        const record = program && programs.get(program);
        if (!record || record.firstDrawMs !== null) return draw.apply(this, args);
        sync(this);
        const start = performance.now();
        const result = draw.apply(this, args);
        sync(this);
        record.firstDrawAt = start;
        record.firstDrawMs = performance.now() - start;
        return result;
      };
    }
  }
})();`;

/** One line per program, in link order. */
export function shaderTable(programs: readonly ShaderProgramTiming[]): string[] {
  const lines = ['| program | linked at | link | first draw at | first draw (pipeline) | fragment lines |', '|---|---:|---:|---:|---:|---:|'];
  for (const program of programs) {
    const draw = program.firstDrawMs === null ? 'never drawn' : `${program.firstDrawMs.toFixed(1)} ms`;
    const drawAt = program.firstDrawAt === null ? '–' : `${program.firstDrawAt.toFixed(0)} ms`;
    lines.push(`| ${program.name} | ${program.at.toFixed(0)} ms | ${program.linkMs.toFixed(1)} ms | ${drawAt} | ${draw} | ${program.fragmentLines} |`);
  }
  const link = programs.reduce((sum, program) => sum + program.linkMs, 0);
  const draw = programs.reduce((sum, program) => sum + (program.firstDrawMs ?? 0), 0);
  lines.push(`| **all ${programs.length}** | | ${link.toFixed(1)} ms | | ${draw.toFixed(1)} ms | |`);
  return lines;
}
