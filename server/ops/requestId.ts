// Every request's id, in every log line of it (`requestId`) and in the `x-request-id` answer header: the W3C trace id
// of the request (the trace-id field of a valid incoming `traceparent` header: the browser's span of the studio's API
// call), so a log line, a trace and a client's report name the same 32 hex digits; a request without one gets a new
// random trace id of the same form.
import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

const TRACEPARENT = /^00-([0-9a-f]{32})-([0-9a-f]{16})-([0-9a-f]{2})$/;

export interface Traceparent {
  traceId: string;
  /** The caller's span: the parent of the request's span (ops/tracing.ts). */
  spanId: string;
  /** The trace-flags byte (bit 0: sampled). */
  flags: number;
}

/** The fields of a valid W3C traceparent value, or null (malformed, or the all-zero ids the spec forbids). */
export function parseTraceparent(traceparent: string | undefined): Traceparent | null {
  const match = TRACEPARENT.exec(traceparent?.trim() ?? '');
  if (!match || /^0+$/.test(match[1]!) || /^0+$/.test(match[2]!)) return null;
  return { traceId: match[1]!, spanId: match[2]!, flags: Number.parseInt(match[3]!, 16) };
}

/** The trace id of a valid W3C traceparent value, or null. */
export function traceIdOf(traceparent: string | undefined): string | null {
  return parseTraceparent(traceparent)?.traceId ?? null;
}

/** The request's traceparent header (the first, if repeated). */
export function traceparentHeader(request: IncomingMessage): string | undefined {
  const header = request.headers.traceparent;
  return Array.isArray(header) ? header[0] : header;
}

export function requestIdOf(request: IncomingMessage): string {
  return traceIdOf(traceparentHeader(request)) ?? randomBytes(16).toString('hex');
}
