// POST /client-spans: the studio's browser app sends the spans of its API calls (contracts/clientSpans.ts) to the
// studio itself, never to a third party; with tracing on they are forwarded to the OTLP collector
// (ops/browserSpans.ts), with tracing off the app config says so and the page sends none (a page loaded before a
// restart may: its batch is answered 204 and dropped).
//
// Not authenticated, like /client-errors: the page sends its last batch with sendBeacon as it hides, which cannot
// carry the bearer token (the studio's session is not a cookie), and a failing call before or around sign-in is worth
// a span too. What it accepts is bounded instead: the shared schema (400 naming the field), CLIENT_SPANS_PER_BATCH
// spans in at most CLIENT_SPANS_BODY_LIMIT_BYTES (413), CLIENT_SPAN_BATCHES_PER_MINUTE batches per client address
// counted across instances (cluster.counters; 429); names are made here from the routes, not taken from the page;
// nothing is stored.
import type { FastifyInstance } from 'fastify';
import { CLIENT_SPAN_BATCHES_PER_MINUTE, CLIENT_SPANS_BODY_LIMIT_BYTES, CLIENT_SPANS_PATH, clientSpanBatchSchema } from '../../contracts/clientSpans';
import { check } from '../../contracts/rules';
import { hitCounters } from '../cluster/sharedCounters';
import type { Db } from '../db/database';
import { ApiError, ValidationError } from '../http/errors';
import { parseJsonBody } from '../http/inputRules';
import type { BrowserSpanForwarder } from './browserSpans';

export function registerClientSpanRoutes(app: FastifyInstance, db: Db, forwarder: BrowserSpanForwarder | null): void {
  app.post(CLIENT_SPANS_PATH, { bodyLimit: CLIENT_SPANS_BODY_LIMIT_BYTES }, async (request, reply) => {
    const receivedAt = Date.now();
    const [counter] = await hitCounters(db, [{ key: `client-spans:${request.ip}`, by: 1, windowMs: 60_000 }]);
    if (counter!.count > CLIENT_SPAN_BATCHES_PER_MINUTE) {
      reply.header('retry-after', String(Math.max(1, Math.ceil(counter!.resetsInMs / 1000))));
      throw new ApiError(429, 'rate-limited', 'Too many span batches; retry later');
    }
    const checked = check(typeof request.body === 'string' ? parseJsonBody(request.body) : request.body, clientSpanBatchSchema);
    if (!checked.ok) throw new ValidationError(checked.issues);
    forwarder?.forward(checked.value, receivedAt, request.headers['user-agent']);
    return reply.status(204).send();
  });
  if (forwarder !== null) {
    app.addHook('onClose', async () => {
      try {
        await forwarder.shutdown();
      } catch (error) {
        app.log.warn({ err: error }, 'browser spans could not be flushed');
      }
    });
  }
}
