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

function collect(value: unknown, path: (string | number)[], into: ConfigReference[]): void {
  if (typeof value === 'string') {
    for (const { token } of placeholdersIn(value)) into.push({ token, path });
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => collect(item, [...path, index], into));
  } else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) collect(item, [...path, key], into);
  }
}
