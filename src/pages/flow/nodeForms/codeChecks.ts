// The code node's checks beyond its length (editor.md §5): a syntax error from a real JavaScript parser (blocks
// saving), lint problems and getValue names no upstream node provides (warnings under the editor). The names
// passed to addValue become the node's context values (the engine's codeContextNames reads both).
import { parse, type Program } from 'acorn';
import { codeContextNames, type ContextValueOption } from '../../../../engine/model/index';

export interface CodeCheck {
  /** Blocks saving: the code is not valid JavaScript. */
  syntaxError: string | null;
  /** Non-blocking findings, in English. */
  warnings: string[];
  /** What addValue offers (normalised names). */
  offered: string[];
  /** What getValue reads. */
  read: string[];
}

/** Lint: a module whose default export is a function, as the runtime calls it with the context. */
function lintProblems(program: Program): string[] {
  const exported = program.body.find((statement) => statement.type === 'ExportDefaultDeclaration');
  if (!exported) return ['The code has no default export: export default async function (context) { … }.'];
  const declaration = exported.declaration;
  const isFunction = declaration.type === 'FunctionDeclaration' || declaration.type === 'FunctionExpression' || declaration.type === 'ArrowFunctionExpression';
  return isFunction ? [] : ['The default export is not a function.'];
}

export function checkCode(code: string, visible: readonly ContextValueOption[]): CodeCheck {
  let program: Program;
  try {
    program = parse(code, { ecmaVersion: 'latest', sourceType: 'module', allowAwaitOutsideFunction: true, locations: true });
  } catch (error) {
    return { syntaxError: `Syntax error: ${error instanceof Error ? error.message : String(error)}.`, warnings: [], offered: [], read: [] };
  }
  const names = codeContextNames(code);
  const tokens = new Set(visible.map((option) => option.token));
  const unknown = names.read.filter((name) => !tokens.has(name));
  return {
    syntaxError: null,
    warnings: [...lintProblems(program), ...unknown.map((name) => `getValue('${name}'): no upstream node provides this value.`)],
    offered: names.added,
    read: names.read,
  };
}
