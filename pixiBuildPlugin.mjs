// An esbuild plugin for every bundle that contains pixi.js (the studio's client, the bench pages): two of pixi's probes
// answered without a trip to the GPU process, each shader program linked once instead of twice, and the text metrics'
// grapheme splitter made without loading ICU (issue 24, each below). pixi's canvas
// utilities run a 2D-canvas blend-mode probe when their module is evaluated (canUseNewCanvasBlendModes: two canvases
// drawn with 'multiply' and read back with getImageData). Importing pixi evaluates it whether or not the canvas
// renderer is used; under software rendering the readback is a synchronous trip to the GPU process on a cold
// accelerated 2D canvas: 90 ms on a quiet machine, 400 ms on a busy one, on the flow page's critical path (issue 24).
// The engine draws with WebGL only (pixiApplicationOptions: preference 'webgl'), where the answer is never used, and
// every browser the studio supports has had the 'multiply' composite operation for a decade: it answers true.

import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const PROBE = /[\\/]pixi\.js[\\/]lib[\\/]rendering[\\/]renderers[\\/]canvas[\\/]utils[\\/]canUseNewCanvasBlendModes\.mjs$/;

// pixi asks the fragment shaders' highest precision (getMaxFragmentPrecision, when its first shader program is made)
// of a throwaway WebGL context of its own (getTestContext): one more synchronous context creation on the flow page's
// critical path. When the engine has already made the flow canvas's context (engine/render/flowCanvasContext.ts:
// made by the studio's first script), the question is answered from it; otherwise pixi asks as before.
const PRECISION = /[\\/]pixi\.js[\\/]lib[\\/]rendering[\\/]renderers[\\/]gl[\\/]shader[\\/]program[\\/]getMaxFragmentPrecision\.mjs$/;
const FLOW_CANVAS_CONTEXT = fileURLToPath(new URL('./engine/render/flowCanvasContext.ts', import.meta.url));

// pixi links every GLSL ES 1.00 program twice (all of its own: the batch, the particles, the filters): once, then —
// once the link has told it the active attributes — again after binding them to locations in name order
// (extractAttributesFromGlProgram's `sortAttributes`). Each link is a synchronous trip to the GPU process, and under
// software WebGL the second costs as much as the first (7–240 ms each measured on the flow page's programs). The
// attributes the vertex source declares are bound in name order before the one link, and pixi reads the locations
// the link gave them (its ES 3.00 path) instead of linking again (engine/render/bindDeclaredAttributes.ts).
const GENERATE_PROGRAM = /[\\/]pixi\.js[\\/]lib[\\/]rendering[\\/]renderers[\\/]gl[\\/]shader[\\/]program[\\/]generateProgram\.mjs$/;
const LINK = '  gl.linkProgram(webGLProgram);\n';
const BIND_DECLARED_ATTRIBUTES = fileURLToPath(new URL('./engine/render/bindDeclaredAttributes.ts', import.meta.url));
const SORT_AND_RELINK = '!/^[ \\t]*#[ \\t]*version[ \\t]+300[ \\t]+es[ \\t]*$/m.test(program.vertex)';

async function linkedOnce(file) {
  const source = await readFile(file, 'utf8');
  if (!source.includes(LINK) || !source.includes(SORT_AND_RELINK)) {
    throw new Error(`pixiBuildPlugin: ${file} changed; review the single-link patch for this pixi version`);
  }
  return source
    .replace(LINK, `  const attributesBound = bindDeclaredAttributes(gl, webGLProgram, program.vertex);\n${LINK}`)
    .replace(SORT_AND_RELINK, `${SORT_AND_RELINK} && !attributesBound`)
    .replace('"use strict";', `"use strict";\nimport { bindDeclaredAttributes } from ${JSON.stringify(BIND_DECLARED_ATTRIBUTES)};`);
}

// pixi's text metrics made an Intl.Segmenter when their module was evaluated (its grapheme splitter): a page's first
// Intl object loads ICU's data, 30–70 ms of the page's thread in a fresh browser, in the task that evaluates the
// engine while a flow opens. The splitter is the engine's (engine/render/graphemes.ts): Latin-1 text and common
// punctuation split without Intl, any other text by an Intl.Segmenter made when first needed.
const TEXT_METRICS = /[\\/]pixi\.js[\\/]lib[\\/]scene[\\/]text[\\/]canvas[\\/]CanvasTextMetrics\.mjs$/;
const GRAPHEMES = fileURLToPath(new URL('./engine/render/graphemes.ts', import.meta.url));
const SEGMENTER_AT_LOAD = /_CanvasTextMetrics\.graphemeSegmenter = \(\(\) => \{\n  if \(typeof Intl\?\.Segmenter === "function"\) \{[\s\S]*?\n\}\)\(\);\n/;

async function graphemesWithoutIntlAtLoad(file) {
  const source = await readFile(file, 'utf8');
  if (!SEGMENTER_AT_LOAD.test(source)) {
    throw new Error(`pixiBuildPlugin: ${file} changed; review the grapheme splitter patch for this pixi version`);
  }
  return `import { splitGraphemes } from ${JSON.stringify(GRAPHEMES)};\n${source.replace(SEGMENTER_AT_LOAD, '_CanvasTextMetrics.graphemeSegmenter = splitGraphemes;\n')}`;
}

export const pixiBuildPatches = {
  name: 'pixi-build-patches',
  setup(build) {
    build.onLoad({ filter: PROBE }, () => ({
      contents: 'export function canUseNewCanvasBlendModes() { return true; }\n',
      loader: 'js',
    }));
    build.onLoad({ filter: TEXT_METRICS }, async (args) => ({
      contents: await graphemesWithoutIntlAtLoad(args.path),
      loader: 'js',
      resolveDir: path.dirname(args.path),
    }));
    build.onLoad({ filter: GENERATE_PROGRAM }, async (args) => ({
      contents: await linkedOnce(args.path),
      loader: 'js',
      resolveDir: path.dirname(args.path),
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
