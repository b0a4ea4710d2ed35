// A code node's addValue/getValue names, parsed once per config object (acorn is the costly part).
import { codeContextNames, type CodeContextNames } from './codeContextNames';

const memo = new WeakMap<object, CodeContextNames>();

export function codeNames(config: Record<string, unknown>): CodeContextNames {
  let names = memo.get(config);
  if (!names) {
    names = codeContextNames(typeof config.code === 'string' ? config.code : '');
    memo.set(config, names);
  }
  return names;
}
