// Strict validation of an event batch from a browser (contracts/runtime.ts), beyond its superstruct schema:
// ids must be real uuids (PostgreSQL's uuid type), `at` a plausible moment, and each
// event's payload only the fields contracts/runtime.ts gives that event (CLIENT_EVENT_PAYLOAD_FIELDS), with their
// types. Any issue refuses the whole batch (400, naming the field); nothing is written.
import { runtimeEventBatchSchema, CLIENT_EVENT_PAYLOAD_FIELDS, EVENT_PAYLOAD_TEXT_MAX, type RuntimeEventBatch } from '../../contracts/runtime';
import { check, isUuid, type FieldIssue } from '../../contracts/rules';
import { ValidationError } from '../http/errors';

/** Events may be at most this old or this far ahead of the server's clock (a browser's clock is not exact). */
const AT_PAST_MS = 7 * 86_400_000;
const AT_FUTURE_MS = 86_400_000;

/**
 * When an event the server records for a browser's call happened: the browser's `at` (its clock, like the events it
 * sends itself, so a trace orders them together) when that is a plausible moment, else the server's `now`.
 */
export function browserMoment(at: number | undefined, now: Date): Date {
  const time = now.getTime();
  return at !== undefined && Number.isFinite(at) && at >= time - AT_PAST_MS && at <= time + AT_FUTURE_MS ? new Date(at) : now;
}

export function validEventBatch(body: unknown, now = Date.now()): RuntimeEventBatch {
  const result = check(body, runtimeEventBatchSchema);
  if (!result.ok) throw new ValidationError(result.issues);
  const batch = result.value;
  const issues: FieldIssue[] = [];
  const issue = (field: string, rule: string, message: string) => issues.push({ field, rule, message });
  batch.events.forEach((event, index) => {
    const at = `events.${index}`;
    for (const key of ['id', 'sessionId', 'pageloadId', 'leadId'] as const) {
      if (!isUuid(event[key])) issue(`${at}.${key}`, 'invalid-id', 'must be a uuid');
    }
    if (!Number.isFinite(event.at) || event.at < now - AT_PAST_MS || event.at > now + AT_FUTURE_MS) {
      issue(`${at}.at`, 'out-of-range', 'must be a moment (ms since the epoch) within the last 7 days');
    }
    if (event.nodeId !== undefined && event.nodeId !== null && event.nodeId < 0) issue(`${at}.nodeId`, 'invalid-node', 'must be a node id');
    if (event.name === 'node_reached' && (event.nodeId === undefined || event.nodeId === null)) issue(`${at}.nodeId`, 'required', 'node_reached names the node');
    const fields = CLIENT_EVENT_PAYLOAD_FIELDS[event.name];
    for (const [key, value] of Object.entries(event.payload ?? {})) {
      const expected = fields[key];
      if (!expected) issue(`${at}.payload.${key}`, 'unknown-field', `${event.name} has no payload field ${key}`);
      else if (value !== null && typeof value !== expected) issue(`${at}.payload.${key}`, `must-be-${expected}`, `must be a ${expected}`);
      else if (typeof value === 'string' && value.length > EVENT_PAYLOAD_TEXT_MAX) issue(`${at}.payload.${key}`, 'too-long', `at most ${EVENT_PAYLOAD_TEXT_MAX} characters`);
      else if (typeof value === 'number' && (!Number.isFinite(value) || value < 0)) issue(`${at}.payload.${key}`, 'out-of-range', 'must be a finite number ≥ 0');
    }
  });
  if (issues.length > 0) throw new ValidationError(issues.slice(0, 100));
  return batch;
}
