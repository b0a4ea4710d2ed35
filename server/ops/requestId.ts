// Every request's id, in every log line of it (`requestId`) and in the `x-request-id` answer header: the W3C trace id
// of the request (the trace-id field of a valid incoming `traceparent` header: the browser's span of the studio's API
// call), so a log line, a trace and a client's report name the same 32 hex digits; a request without one gets a new
// random trace id of the same form.
import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

const TRACEPARENT = /^00-([0-9a-f]{32})-([0-9a-f]{16})-[0-9a-f]{2}$/;

/** The trace id of a valid W3C traceparent value, or null (malformed, or the all-zero ids the spec forbids). */
export function traceIdOf(traceparent: string | undefined): string | null {
  const match = TRACEPARENT.exec(traceparent?.trim() ?? '');
  if (!match || /^0+$/.test(match[1]!) || /^0+$/.test(match[2]!)) return null;
  return match[1]!;
}

export function requestIdOf(request: IncomingMessage): string {
  const header = request.headers.traceparent;
  return traceIdOf(Array.isArray(header) ? header[0] : header) ?? randomBytes(16).toString('hex');
}
