// Building blocks for config schemas: each rule is a superstruct refinement whose name is the message key.
import { array, number, refine, string, type Struct } from 'superstruct';

/** A string of at most `max` characters, failing with `key`. */
export function textUpTo(max: number, key: string): Struct<string, null> {
  return refine(string(), key, (value) => value.length <= max);
}

/** A non-empty string of at most `max` characters. */
export function requiredText(max: number, emptyKey: string, longKey: string): Struct<string, null> {
  return refine(refine(string(), emptyKey, (value) => value.length > 0), longKey, (value) => value.length <= max);
}

/** A list of at most `max` items, failing with `key`. */
export function listUpTo<T>(element: Struct<T, unknown>, max: number, key: string): Struct<T[], unknown> {
  return refine(array(element), key, (value) => value.length <= max) as Struct<T[], unknown>;
}

/** A number in [min, max]; below and above fail with their own keys. */
export function numberBetween(min: number, max: number, lowKey: string, highKey: string): Struct<number, null> {
  return refine(refine(number(), lowKey, (value) => value >= min), highKey, (value) => value <= max);
}

/** A list whose items' `field` values are unique. */
export function uniqueBy<T extends Record<string, unknown>>(list: Struct<T[], unknown>, field: keyof T, key: string): Struct<T[], unknown> {
  return refine(list, key, (items) => new Set(items.map((item) => item[field])).size === items.length);
}

/** Applies several refinements in order. */
export function withRules<T, S>(struct: Struct<T, S>, rules: Record<string, (value: T) => boolean>): Struct<T, S> {
  let result = struct;
  for (const [key, rule] of Object.entries(rules)) result = refine(result, key, rule);
  return result;
}
