// Part of pixi's program generation, patched in at build time (pixiBuildPlugin.mjs): pixi links a GLSL ES 1.00
// program, reads its active attributes, binds them to locations in name order and links it again. Binding the
// attributes the vertex source declares, in name order, before the one link makes the second unnecessary.

const VERSION_300 = /^[ \t]*#[ \t]*version[ \t]+300[ \t]+es[ \t]*$/m;
/** `in vec2 aPosition;` (pixi's sources; `in` is defined to `attribute` for ES 1.00) or `attribute highp vec2 a;`. */
const DECLARATION = /^[ \t]*(?:in|attribute)[ \t]+(?:(?:highp|mediump|lowp)[ \t]+)?\w+[ \t]+(\w+)[ \t]*;/gm;

/** The attribute names a vertex source declares, in the order of their locations. */
export function declaredAttributes(vertex: string): string[] {
  return [...new Set([...vertex.matchAll(DECLARATION)].map((match) => match[1]!))].sort();
}

/**
 * Before the program's link: binds the declared attributes to locations in name order. Answers false for an
 * ES 3.00 source (pixi reads the locations the link chose, without a second link, already).
 */
export function bindDeclaredAttributes(gl: WebGL2RenderingContext | WebGLRenderingContext, program: WebGLProgram, vertex: string): boolean {
  if (VERSION_300.test(vertex)) return false;
  declaredAttributes(vertex).forEach((name, location) => gl.bindAttribLocation(program, location, name));
  return true;
}
