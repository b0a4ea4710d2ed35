// Values fitted to what the studio takes before the runtime sends them (contracts/runtime.ts), so a call is never
// refused for a text a page or a visitor produced: texts through fitText (length limit, no control character, no
// lone surrogate); numbers the studio cannot take as numbers made otherwise (see each function).
import { EVENT_PAYLOAD_TEXT_MAX, RUN_VALUE_TEXT_MAX, fitText, type ContextValue } from '../../contracts/runtime';

/** An event's payload: texts ≤ EVENT_PAYLOAD_TEXT_MAX; a number that is not finite or below 0 (a broken measure) is null. */
export function sendableEventPayload(payload: Record<string, ContextValue>): Record<string, ContextValue> {
  const sendable: Record<string, ContextValue> = {};
  for (const [key, value] of Object.entries(payload)) {
    if (typeof value === 'string') sendable[key] = fitText(value, EVENT_PAYLOAD_TEXT_MAX);
    else if (typeof value === 'number') sendable[key] = Number.isFinite(value) && value >= 0 ? value : null;
    else sendable[key] = value;
  }
  return sendable;
}

/**
 * A server-side node's values (a visitor's submission among them): texts ≤ RUN_VALUE_TEXT_MAX; a number JSON cannot
 * carry exactly (not finite, or past ±(2^53 − 1), e.g. a number input's 1e20) goes as its text rather than refused.
 */
export function sendableRunValues(values: Record<string, ContextValue>): Record<string, ContextValue> {
  const sendable: Record<string, ContextValue> = {};
  for (const [key, value] of Object.entries(values)) {
    if (typeof value === 'string') sendable[key] = fitText(value, RUN_VALUE_TEXT_MAX);
    else if (typeof value === 'number' && !Number.isSafeInteger(Math.trunc(value))) sendable[key] = String(value);
    else sendable[key] = value;
  }
  return sendable;
}
