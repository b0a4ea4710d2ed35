// The input rules every payload and query obeys, whatever the endpoint (server/README.md, "Input rules"):
// nesting at most MAX_JSON_DEPTH levels, every text (values and keys) free of control characters and lone
// surrogates, every number finite and within ±(2^53 − 1), no `__proto__` key. Checked by one iterative walk
// (an explicit stack, never recursion), so a body nested a million levels deep costs a loop, not the stack.
import { MAX_JSON_DEPTH, TEXT_RULE_MESSAGES, textRuleBroken, type FieldIssue } from '../../contracts/rules';

/** Where a too-deep path is cut in the issue's field name (the rest would only repeat). */
const FIELD_PATH_SHOWN = 12;

/** A value still to check, with the way to it (a linked list: the path is spelled out only for an issue). */
interface Pending {
  value: unknown;
  key: string;
  parent: Pending | null;
  depth: number;
}

function fieldOf(pending: Pending | null, extraKey?: string): string {
  const path: string[] = extraKey === undefined ? [] : [extraKey];
  for (let at = pending; at && at.parent; at = at.parent) path.push(at.key);
  path.reverse();
  return path.length > FIELD_PATH_SHOWN ? `${path.slice(0, FIELD_PATH_SHOWN).join('.')}…` : path.join('.');
}

/** The first input rule `value` (a parsed payload or query) breaks, as a field issue, or null. */
export function payloadIssue(value: unknown, maxDepth = MAX_JSON_DEPTH): FieldIssue | null {
  const stack: Pending[] = [{ value, key: '', parent: null, depth: 0 }];
  while (stack.length > 0) {
    const pending = stack.pop()!;
    const current = pending.value;
    if (typeof current === 'string') {
      const rule = textRuleBroken(current);
      if (rule) return { field: fieldOf(pending), rule, message: TEXT_RULE_MESSAGES[rule] };
      continue;
    }
    if (typeof current === 'number') {
      if (!Number.isFinite(current) || Math.abs(current) > Number.MAX_SAFE_INTEGER) {
        return { field: fieldOf(pending), rule: 'number-out-of-range', message: `must be a finite number from -${Number.MAX_SAFE_INTEGER} to ${Number.MAX_SAFE_INTEGER}` };
      }
      continue;
    }
    if (typeof current !== 'object' || current === null) continue;
    if (pending.depth >= maxDepth) {
      return { field: fieldOf(pending), rule: 'too-deep', message: `must not nest deeper than ${maxDepth} levels` };
    }
    const depth = pending.depth + 1;
    if (Array.isArray(current)) {
      for (let index = current.length - 1; index >= 0; index -= 1) stack.push({ value: current[index], key: String(index), parent: pending, depth });
      continue;
    }
    const keys = Object.keys(current);
    for (let index = keys.length - 1; index >= 0; index -= 1) {
      const key = keys[index]!;
      if (key === '__proto__') return { field: fieldOf(pending, key), rule: 'forbidden-key', message: 'is not allowed as a key' };
      const rule = textRuleBroken(key);
      if (rule) return { field: fieldOf(pending), rule, message: `a key ${TEXT_RULE_MESSAGES[rule]}` };
      stack.push({ value: (current as Record<string, unknown>)[key], key, parent: pending, depth });
    }
  }
  return null;
}
