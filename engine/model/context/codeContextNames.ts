// The context names a code node's source uses (editor.md §3, §5 warnings): the first argument of every
// `<anything>.addValue('name', …)` call (the values the node offers, normalised) and of every
// `<anything>.getValue('token')` call (what it reads; checked against what the node sees).
// Only string literals (and template literals without expressions) count: a computed name cannot be known.
import { parse, type Node } from 'acorn';
import { simple } from 'acorn-walk';
import { normaliseContextName } from './contextName';

export const ADD_VALUE_CALL = 'addValue';
export const GET_VALUE_CALL = 'getValue';

export interface CodeContextNames {
  /** Normalised names passed to addValue, without repeats, in source order. */
  added: string[];
  /** Names passed to getValue as written (trimmed), without repeats, in source order. */
  read: string[];
  /** The parser's message when the source is not valid JavaScript (then both lists are empty). */
  syntaxError: string | null;
}

interface CallNode {
  callee: { type: string; property?: { type: string; name?: string; value?: unknown }; computed?: boolean };
  arguments: { type: string; value?: unknown; expressions?: unknown[]; quasis?: { value: { cooked?: string | null } }[] }[];
}

function calledMethod(call: CallNode): string | null {
  const callee = call.callee;
  if (callee.type !== 'MemberExpression' || !callee.property) return null;
  if (!callee.computed && callee.property.type === 'Identifier') return callee.property.name ?? null;
  if (callee.computed && callee.property.type === 'Literal' && typeof callee.property.value === 'string') return callee.property.value;
  return null;
}

function literalArgument(call: CallNode): string | null {
  const first = call.arguments[0];
  if (!first) return null;
  if (first.type === 'Literal' && typeof first.value === 'string') return first.value;
  if (first.type === 'TemplateLiteral' && first.expressions?.length === 0) return first.quasis?.[0]?.value.cooked ?? null;
  return null;
}

export function codeContextNames(source: string): CodeContextNames {
  let program: Node;
  try {
    program = parse(source, { ecmaVersion: 'latest', sourceType: 'module', allowAwaitOutsideFunction: true });
  } catch (error) {
    return { added: [], read: [], syntaxError: error instanceof Error ? error.message : String(error) };
  }
  const added = new Set<string>();
  const read = new Set<string>();
  simple(program, {
    CallExpression(node) {
      const call = node as unknown as CallNode;
      const method = calledMethod(call);
      if (method !== ADD_VALUE_CALL && method !== GET_VALUE_CALL) return;
      const name = literalArgument(call);
      if (name === null) return;
      if (method === ADD_VALUE_CALL) added.add(normaliseContextName(name));
      else read.add(name.trim());
    },
  });
  return { added: [...added], read: [...read], syntaxError: null };
}
