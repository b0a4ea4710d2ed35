// Form state shared by every modal form (studio.md §5): client validation with the contract
// schema, submit disabled while any field error exists or while submitting, errors under the
// field, and the issues[] of a server 400 (or 409) mapped onto the fields.
import { useCallback, useMemo, useState, type FormEvent } from 'react';
import type { Struct } from 'superstruct';
import { check } from '../../contracts/rules';
import { HttpError } from '../api/errors';
import { errorsByField, type Issue } from './messages';

export interface UseFormOptions<V extends Record<string, unknown>> {
  initial: V;
  schema?: Struct<any, any>;
  /** Turns the form values into the payload the schema checks and the server receives. */
  toPayload?: (values: V) => unknown;
  /** Rewrites issues, the client's and the server's (e.g. to form-specific message texts). */
  mapIssue?: (issue: Issue) => Issue;
  /** The form's own texts by rule, before the shared ones (forms/messages.ts), for the client's and the server's issues. */
  messages?: Readonly<Record<string, string>>;
  onSubmit: (payload: any, values: V) => Promise<void>;
  readOnly?: boolean;
}

export function useForm<V extends Record<string, unknown>>(options: UseFormOptions<V>) {
  const { initial, schema, toPayload = (values: V) => values, mapIssue = (issue: Issue) => issue, messages, onSubmit, readOnly = false } = options;
  const [values, setValues] = useState<V>(initial);
  const [touched, setTouched] = useState<Partial<Record<keyof V, boolean>>>({});
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const clientErrors = useMemo(() => {
    if (!schema) return {};
    const result = check(toPayload(values), schema);
    return result.ok ? {} : errorsByField(result.issues.map(mapIssue), messages);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [values, schema]);

  const errors = { ...clientErrors, ...serverErrors };
  const hasErrors = Object.keys(errors).length > 0;

  const setValue = useCallback(<K extends keyof V>(field: K, value: V[K]) => {
    setValues((previous) => ({ ...previous, [field]: value }));
    setTouched((previous) => ({ ...previous, [field]: true }));
    setServerErrors((previous) => {
      if (!(field in previous)) return previous;
      const next = { ...previous };
      delete next[field as string];
      return next;
    });
    setFormError(null);
  }, []);

  /** The error to show under a field: client errors once touched, server errors always. */
  const fieldError = (field: keyof V & string): string | undefined => serverErrors[field] ?? (touched[field] ? clientErrors[field] : undefined);

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (readOnly || submitting) return;
    if (Object.keys(clientErrors).length > 0 || Object.keys(serverErrors).length > 0) {
      setTouched(Object.fromEntries(Object.keys(values).map((key) => [key, true])) as Partial<Record<keyof V, boolean>>);
      return;
    }
    setSubmitting(true);
    setFormError(null);
    try {
      await onSubmit(toPayload(values), values);
    } catch (error) {
      // A 400 names the broken rules; a 409 may name the field it conflicts on (a name already taken).
      const issues = error instanceof HttpError && (error.status === 400 || error.status === 409) ? (error.body?.issues ?? []) : [];
      const byField = errorsByField(issues.filter((issue) => issue.field !== '' && issue.field.split('.')[0]! in values).map(mapIssue), messages);
      if (Object.keys(byField).length > 0) setServerErrors(byField);
      else setFormError(describeFailure(error));
    } finally {
      setSubmitting(false);
    }
  };

  const reset = useCallback((next: V = initial) => {
    setValues(next);
    setTouched({});
    setServerErrors({});
    setFormError(null);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return {
    values,
    setValue,
    errors,
    fieldError,
    formError,
    hasErrors,
    submitting,
    canSubmit: !readOnly && !submitting && !hasErrors,
    submit,
    reset,
  };
}

export function describeFailure(error: unknown): string {
  if (error instanceof HttpError) {
    if (error.body?.message) return error.body.message;
    if (error.status === 403) return 'You do not have permission to do this.';
    return `The server answered ${error.status}. Please try again.`;
  }
  return 'Could not reach the server. Please try again.';
}
