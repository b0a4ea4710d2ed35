// Three-way merge of a JSON record by field: a field only one side changed takes that side's value; a field
// both changed to different values is a same-field conflict, settled by the policy. The base is what the
// incoming op saw ("before"), ours what it wants ("after"), theirs what is stored now.
import { jsonEqual } from '../jsonEqual';
import type { ConflictPolicy } from './rebaseTypes';

export interface FieldMerge<T> {
  value: T;
  /** Fields (with the prefix) where ours replaced a value someone else set since the base. */
  replaced: string[];
  /** Fields (with the prefix) where ours was not applied: the value set since stays. */
  skipped: string[];
}

type JsonRecord = Record<string, unknown>;

/** Merges `base` -> `ours` into `theirs`, key by key; keys in `except` are left to the caller (theirs' value is kept). */
export function mergeRecordFields(
  base: JsonRecord,
  ours: JsonRecord,
  theirs: JsonRecord,
  policy: ConflictPolicy,
  prefix = '',
  except: ReadonlySet<string> = NO_KEYS,
): FieldMerge<JsonRecord> {
  const value: JsonRecord = {};
  const replaced: string[] = [];
  const skipped: string[] = [];
  const keys = new Set([...Object.keys(theirs), ...Object.keys(ours), ...Object.keys(base)]);
  for (const key of keys) {
    const chosen = except.has(key) ? theirs[key] : mergeField(base[key], ours[key], theirs[key], policy, `${prefix}${key}`, replaced, skipped);
    if (chosen !== undefined) value[key] = chosen;
  }
  return { value, replaced, skipped };
}

/** One field's merge; records the conflict in `replaced` or `skipped`. */
export function mergeField(base: unknown, ours: unknown, theirs: unknown, policy: ConflictPolicy, field: string, replaced: string[], skipped: string[]): unknown {
  if (jsonEqual(ours, base)) return theirs;
  if (jsonEqual(theirs, base) || jsonEqual(ours, theirs)) return ours;
  if (policy === 'latest-wins') {
    replaced.push(field);
    return ours;
  }
  skipped.push(field);
  return theirs;
}

/** Top-level fields whose values differ between two records. */
export function changedFields(before: JsonRecord, after: JsonRecord, prefix = '', except: ReadonlySet<string> = NO_KEYS): string[] {
  const fields: string[] = [];
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (!except.has(key) && !jsonEqual(before[key], after[key])) fields.push(`${prefix}${key}`);
  }
  return fields;
}

const NO_KEYS: ReadonlySet<string> = new Set();
