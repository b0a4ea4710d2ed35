// Validation of an event batch from a browser (contracts/runtime.ts), in two layers. The envelope — a JSON object
// with the published `version`, an optional `sentAt` and 1 to EVENT_BATCH_MAX events — is checked as a whole: a
// failure is 400 `validation` and nothing is written. Then each event on its own: the input rules every payload
// obeys (http/payloadRules.ts: no control character, no lone surrogate, finite numbers, bounded depth; the events
// route asks the input-rules layer to leave them to it), its superstruct schema, ids that are real uuids
// (PostgreSQL's uuid type), `at` a plausible moment, and a payload of only the fields contracts/runtime.ts gives that
// event (CLIENT_EVENT_PAYLOAD_FIELDS), with their types. An event that breaks a rule is refused alone, named by its
// index, field and rule; the others go on.
import {
  runtimeEventBatchEnvelopeSchema,
  runtimeEventSchema,
  CLIENT_EVENT_PAYLOAD_FIELDS,
  EVENT_PAYLOAD_TEXT_MAX,
  type RefusedRuntimeEvent,
  type RuntimeEvent,
} from '../../contracts/runtime';
import { check, isUuid, type FieldIssue } from '../../contracts/rules';
import { ValidationError } from '../http/errors';
import { payloadIssue } from '../http/payloadRules';

/** Events may be at most this old or this far ahead of the server's clock (a browser's clock is not exact). */
const AT_PAST_MS = 7 * 86_400_000;
const AT_FUTURE_MS = 86_400_000;

function plausibleMoment(at: number | undefined, now: number): at is number {
  return at !== undefined && Number.isFinite(at) && at >= now - AT_PAST_MS && at <= now + AT_FUTURE_MS;
}

/**
 * When an event the server records for a browser's call happened: the browser's `at` (its clock, like the events it
 * sends itself, so a trace orders them together) when that is a plausible moment, else the server's `now`.
 */
export function browserMoment(at: number | undefined, now: Date): Date {
  return plausibleMoment(at, now.getTime()) ? new Date(at) : now;
}

/** An event of the batch that passed every rule, with its place in the batch. */
export interface CheckedEvent {
  index: number;
  event: RuntimeEvent;
}

export interface CheckedEventBatch {
  version: number;
  /** The valid events, in batch order; an `at` that was not plausible moved onto the server's clock (`sentAt`). */
  events: CheckedEvent[];
  /** One entry per refused event (its first broken rule), by index. */
  refused: RefusedRuntimeEvent[];
}

/** Checks a parsed body; throws ValidationError (400) when the envelope is broken, else sorts the events. */
export function checkEventBatch(body: unknown, now = Date.now()): CheckedEventBatch {
  const envelope = check(body, runtimeEventBatchEnvelopeSchema);
  if (!envelope.ok) throw new ValidationError(envelope.issues.slice(0, 100));
  const { version, sentAt, events } = envelope.value;
  const envelopeIssue = payloadIssue({ version, sentAt });
  if (envelopeIssue) throw new ValidationError([envelopeIssue]);
  // The browser's clock against ours, for an `at` that is no plausible moment (a clock days off): it is moved by as
  // much. A plausible `at` stays the browser's, as browserMoment keeps it for the events of its node calls, so a
  // trace orders both alike.
  const clockOffset = sentAt === undefined ? 0 : now - sentAt;
  const checked: CheckedEventBatch = { version, events: [], refused: [] };
  events.forEach((raw, index) => {
    const issue = eventIssue(raw, clockOffset, now);
    if ('field' in issue) checked.refused.push({ index, ...issue, field: issue.field === '' ? `events.${index}` : `events.${index}.${issue.field}` });
    else checked.events.push({ index, event: issue.event });
  });
  return checked;
}

/** The first rule one event breaks (field relative to the event), or the event as it will be stored. */
function eventIssue(raw: unknown, clockOffset: number, now: number): FieldIssue | { event: RuntimeEvent } {
  const inputIssue = payloadIssue(raw);
  if (inputIssue) return inputIssue;
  const result = check(raw, runtimeEventSchema);
  if (!result.ok) return result.issues[0]!;
  const event = result.value;
  for (const key of ['id', 'sessionId', 'pageloadId', 'leadId'] as const) {
    if (!isUuid(event[key])) return { field: key, rule: 'invalid-id', message: 'must be a uuid' };
  }
  const at = plausibleMoment(event.at, now) ? event.at : event.at + clockOffset;
  if (!plausibleMoment(at, now)) {
    return { field: 'at', rule: 'out-of-range', message: 'must be a moment (ms since the epoch) within the last 7 days' };
  }
  if (event.nodeId !== undefined && event.nodeId !== null && event.nodeId < 0) return { field: 'nodeId', rule: 'invalid-node', message: 'must be a node id' };
  if (event.name === 'node_reached' && (event.nodeId === undefined || event.nodeId === null)) return { field: 'nodeId', rule: 'required', message: 'node_reached names the node' };
  const fields = CLIENT_EVENT_PAYLOAD_FIELDS[event.name];
  for (const [key, value] of Object.entries(event.payload ?? {})) {
    const field = `payload.${key}`;
    const expected = fields[key];
    if (!expected) return { field, rule: 'unknown-field', message: `${event.name} has no payload field ${key}` };
    if (value !== null && typeof value !== expected) return { field, rule: `must-be-${expected}`, message: `must be a ${expected}` };
    if (typeof value === 'string' && value.length > EVENT_PAYLOAD_TEXT_MAX) return { field, rule: 'too-long', message: `at most ${EVENT_PAYLOAD_TEXT_MAX} characters` };
    if (typeof value === 'number' && (!Number.isFinite(value) || value < 0)) return { field, rule: 'out-of-range', message: 'must be a finite number ≥ 0' };
  }
  return { event: at === event.at ? event : { ...event, at: Math.round(at) } };
}
