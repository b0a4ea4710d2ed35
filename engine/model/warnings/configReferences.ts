// Every {{…}} placeholder in a node's config, wherever it sits (texts, urls, headers, view blocks…), with its
// path inside the config. Memoised per config object (configs are immutable values in the model).
import { placeholdersIn } from '../context/contextName';

export interface ConfigReference {
  /** The text between the braces, trimmed. */
  token: string;
  /** Path of the string holding it inside the config. */
  path: (string | number)[];
}

const memo = new WeakMap<object, ConfigReference[]>();

export function configReferences(config: Record<string, unknown>): readonly ConfigReference[] {
  let references = memo.get(config);
  if (!references) {
    references = [];
    collect(config, [], references);
    memo.set(config, references);
  }
  return references;
}

/** Depth-first over the config with one shared path stack; a path is copied only where a placeholder is. */
function collect(value: unknown, path: (string | number)[], into: ConfigReference[]): void {
  if (typeof value === 'string') {
    if (!value.includes('{{')) return;
    for (const { token } of placeholdersIn(value)) into.push({ token, path: [...path] });
  } else if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index += 1) {
      path.push(index);
      collect(value[index], path, into);
      path.pop();
    }
  } else if (value !== null && typeof value === 'object') {
    for (const key in value) {
      path.push(key);
      collect((value as Record<string, unknown>)[key], path, into);
      path.pop();
    }
  }
}
