// How the results page shows ids, event names and payloads (studio.md §2.15): ids shortened to their first
// and last 8 characters, missing values as a dash, error_thrown's error and message pulled out.
import { OPERATION_EVENT_NAMES } from '../../../../contracts/results';
import { docsHref, HELP } from '../../../help/docsLinks';

export const MISSING = '–';

/** The first 8 and last 8 characters joined by an ellipsis; short ids stay whole. */
export function shortId(id: string): string {
  return id.length <= 17 ? id : `${id.slice(0, 8)}…${id.slice(-8)}`;
}

/** widget_flow_record_collected → record collected. */
export function eventLabel(name: string): string {
  return name.replace(/^widget_flow_/, '').replaceAll('_', ' ');
}

export function isOperationEvent(name: string): boolean {
  return (OPERATION_EVENT_NAMES as readonly string[]).includes(name);
}

type Value = string | number | boolean | null | undefined;

/** A payload or record value as text: null, undefined and empty strings read as a dash. */
export function displayValue(value: Value): string {
  if (value === null || value === undefined || value === '') return MISSING;
  return String(value);
}

/** The payload's fields in their order, as label and text; error_thrown's are shown apart. */
export function payloadEntries(name: string, payload: Record<string, Value>): { key: string; text: string }[] {
  const hidden = name === 'widget_flow_error_thrown' ? new Set(['error', 'message']) : new Set<string>();
  return Object.entries(payload)
    .filter(([key]) => !hidden.has(key))
    .map(([key, value]) => ({ key, text: displayValue(value) }));
}

/** error_thrown: the error name (null when absent) and its message, or n/a. */
export function errorDetails(payload: Record<string, Value>): { error: string | null; message: string } {
  const error = typeof payload.error === 'string' && payload.error !== '' ? payload.error : null;
  const message = typeof payload.message === 'string' && payload.message !== '' ? payload.message : 'n/a';
  return { error, message };
}

/** The documentation's section about an error name (docs/results.md "Errors"). */
export function errorDocsUrl(docsUrl: string, error: string): string {
  return docsHref(docsUrl, HELP.error(error));
}
