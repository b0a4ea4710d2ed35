// Named validation rules. Every rule carries the message key the spec gives (studio.md §5), so the
// server's 400 answer and the client's form errors name the same rule.
import { type Struct, refine, string, validate, type StructError } from 'superstruct';

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
