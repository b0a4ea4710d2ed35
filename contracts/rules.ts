// Named validation rules. Every rule carries the message key the spec gives (studio.md §5), so the
// server's 400 answer and the client's form errors name the same rule.
import { integer, max, min, type Struct, refine, string, validate, type StructError } from 'superstruct';

/** A string of at least one (non-blank) character and at most `max`, with spec rule names. */
export function boundedName(max: number, emptyRule = 'empty-name', tooLongRule = 'too-long-name'): Struct<string, null> {
  return refine(refine(string(), emptyRule, (value) => value.trim().length > 0 || 'must not be empty'), tooLongRule, (value) =>
    value.length <= max || `must be at most ${max} characters`,
  );
}

/** A string of at most `max` characters. */
export function maxLength(max: number, rule = 'too-long'): Struct<string, null> {
  return refine(string(), rule, (value) => value.length <= max || `must be at most ${max} characters`);
}

export interface FieldIssue {
  /** Dotted path of the field, '' for the whole payload. */
  field: string;
  /** The failed rule: a refinement name from the spec, or the expected type. */
  rule: string;
  message: string;
}

/** Turns a superstruct error into one issue per failing field. */
export function fieldIssues(error: StructError): FieldIssue[] {
  return error.failures().map((failure) => ({
    field: failure.path.join('.'),
    rule: failure.refinement ?? (failure.value === undefined ? 'required' : failure.type),
    message: failure.value === undefined && failure.refinement === undefined ? 'is required' : failure.message,
  }));
}

/** Validates a value; returns the coerced value or the field issues. */
export function check<T>(value: unknown, struct: Struct<T, any>): { ok: true; value: T } | { ok: false; issues: FieldIssue[] } {
  const [error, result] = validate(value, struct, { coerce: true });
  if (error) return { ok: false, issues: fieldIssues(error) };
  return { ok: true, value: result as T };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** True when the text is a uuid, the form of every entity id except flow node ids. */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}

/** An entity id (uuid) given in a payload. */
export function entityId(): Struct<string, null> {
  return refine(string(), 'invalid-id', (value) => isUuid(value) || 'must be an id (uuid)');
}

// ---------------------------------------------------------------------------------------------
// Input rules that hold for every payload and query, whatever the endpoint (server/http/payloadRules.ts
// applies them before any handler; server/README.md "Input rules").

/** JSON nesting deeper than this is refused (`too-deep`): no payload of the studio needs more than ~10 levels. */
export const MAX_JSON_DEPTH = 64;

/** The largest value of a PostgreSQL `integer` column (versions, flow pages) and of the studio's integer fields. */
export const INT32_MAX = 2 ** 31 - 1;

/**
 * Control characters are Unicode category Cc (U+0000–U+001F, U+007F–U+009F) except tab, line feed and
 * carriage return, which multi-line texts (notes, code, templates) need. PostgreSQL refuses U+0000 outright.
 */
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export type TextRule = 'control-character' | 'invalid-unicode';

/** The input rule a text breaks (`control-character`, `invalid-unicode`), or null when it is fine. */
export function textRuleBroken(value: string): TextRule | null {
  if (CONTROL_CHARACTER.test(value)) return 'control-character';
  if (LONE_SURROGATE.test(value)) return 'invalid-unicode';
  return null;
}

export const TEXT_RULE_MESSAGES: Record<TextRule, string> = {
  'control-character': 'must not contain control characters (tab, line feed and carriage return are allowed)',
  'invalid-unicode': 'must be valid Unicode text (no lone UTF-16 surrogate, no broken UTF-8)',
};

/** An integer from `least` to `most` (both included), with superstruct's rule names (integer, min, max). */
export function integerBetween(least: number, most: number): Struct<number, null> {
  return max(min(integer(), least), most);
}
