// POST /client-errors: the studio's browser app reports its failures to the studio itself, never to a third party.
// Outside /api, since a page may fail before anyone signed in; validated by the shared schema (contracts/
// clientErrors.ts, 400 naming the field; JSON, or text/plain as sendBeacon posts it), limited per client address across instances (cluster.counters; 429),
// answered 204. Each report becomes one structured log line (`client error`, with the page's trace id) and counts in
// studio_client_errors_total {kind}: operators find them where they find the server's own errors.
import type { FastifyInstance } from 'fastify';
import { CLIENT_ERROR_REPORTS_PER_MINUTE, clientErrorReportSchema } from '../../contracts/clientErrors';
import { check } from '../../contracts/rules';
import { hitCounters } from '../cluster/sharedCounters';
import type { Db } from '../db/database';
import { ApiError, ValidationError } from '../http/errors';
import { parseJsonBody } from '../http/inputRules';
import type { StudioMetrics } from './metrics';

export const CLIENT_ERRORS_PATH = '/client-errors';

export function registerClientErrorRoutes(app: FastifyInstance, db: Db, metrics: StudioMetrics): void {
  app.post(CLIENT_ERRORS_PATH, { bodyLimit: 16 * 1024 }, async (request, reply) => {
    const [counter] = await hitCounters(db, [{ key: `client-errors:${request.ip}`, by: 1, windowMs: 60_000 }]);
    if (counter!.count > CLIENT_ERROR_REPORTS_PER_MINUTE) {
      reply.header('retry-after', String(Math.max(1, Math.ceil(counter!.resetsInMs / 1000))));
      throw new ApiError(429, 'rate-limited', 'Too many error reports; retry later');
    }
    const checked = check(typeof request.body === 'string' ? parseJsonBody(request.body) : request.body, clientErrorReportSchema);
    if (!checked.ok) throw new ValidationError(checked.issues);
    const report = checked.value;
    metrics.clientErrors.inc({ kind: report.kind });
    request.log.warn({ clientError: { kind: report.kind, message: report.message, stack: report.stack ?? null, path: report.path }, traceId: report.traceId ?? null }, 'client error');
    return reply.status(204).send();
  });
}
