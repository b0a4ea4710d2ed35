// What the studio's browser app reports when it fails (POST /client-errors, server/ops/clientErrorRoutes.ts): an
// uncaught error, an unhandled promise rejection, or an error the error boundary caught. Texts are bounded; the
// trace id ties the report to the API calls the page made (their traceparent).
import { enums, nullable, object, optional, refine, size, string, type Infer } from 'superstruct';

export const CLIENT_ERROR_KINDS = ['error', 'unhandledrejection', 'boundary'] as const;

export const clientErrorReportSchema = object({
  kind: enums(CLIENT_ERROR_KINDS),
  message: size(string(), 1, 1000),
  stack: optional(nullable(size(string(), 0, 8000))),
  /** The page's path (no query: it may hold tokens). */
  path: size(string(), 1, 2048),
  traceId: optional(nullable(refine(string(), 'invalid-trace-id', (value) => /^[0-9a-f]{32}$/.test(value) || 'must be 32 lower-case hex digits'))),
});

export type ClientErrorReport = Infer<typeof clientErrorReportSchema>;

/** Reports a client may send per minute from one address; more are answered 429 and not logged. */
export const CLIENT_ERROR_REPORTS_PER_MINUTE = 30;
