// What an editor sends on the live channel, checked by the one input layer: the JSON parser and input rules of
// every payload (http/inputRules.ts), then the shared schema (contracts/collab.ts).
import { liveClientMessageSchema, LIVE_MESSAGE_MAX_BYTES, type LiveClientMessage } from '../../contracts/collab';
import { check, type FieldIssue } from '../../contracts/rules';
import { ValidationError } from '../http/errors';
import { parseJsonBody } from '../http/inputRules';

export type ReadMessage = { ok: true; message: LiveClientMessage } | { ok: false; tooLarge: boolean; issue: FieldIssue };

export function readClientMessage(data: Buffer, isBinary: boolean): ReadMessage {
  if (data.length > LIVE_MESSAGE_MAX_BYTES) {
    return { ok: false, tooLarge: true, issue: { field: '', rule: 'too-large', message: `is over ${LIVE_MESSAGE_MAX_BYTES} bytes` } };
  }
  if (isBinary) return { ok: false, tooLarge: false, issue: { field: '', rule: 'text-only', message: 'must be a text frame' } };
  let value: unknown;
  try {
    value = parseJsonBody(data.toString('utf8'));
  } catch (error) {
    if (error instanceof ValidationError && error.issues?.[0]) return { ok: false, tooLarge: false, issue: error.issues[0] };
    throw error;
  }
  const result = check(value, liveClientMessageSchema);
  if (!result.ok) return { ok: false, tooLarge: false, issue: result.issues[0] ?? { field: '', rule: 'required', message: 'is required' } };
  return { ok: true, message: result.value };
}

/** A close reason naming the field and rule (a WebSocket close reason holds at most 123 bytes). */
export function closeReason(issue: FieldIssue): string {
  const text = `${issue.field || 'message'}: ${issue.rule}`;
  return Buffer.byteLength(text) <= 123 ? text : issue.rule.slice(0, 100);
}
