// Request metrics for every route, and GET /metrics (Prometheus text format) outside /api:
// - METRICS_TOKEN set: `Authorization: Bearer <token>` required (compared in constant time), else 401;
// - unset: answered only to a client on this machine that came directly, not through a proxy (the socket's peer is a
//   loopback address and no X-Forwarded-For / Forwarded header is present, since a proxy on the same machine would
//   otherwise make every internet client look local), else 404 (nothing to see from outside).
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import ipaddr from 'ipaddr.js';
import { ApiError, NotFoundError } from '../http/errors';
import type { StudioMetrics } from './metrics';

export const METRICS_PATH = '/metrics';

/** Counts and times every answered request by its route pattern; registered before the routes. */
export function registerRequestMetrics(app: FastifyInstance, metrics: StudioMetrics): void {
  app.addHook('onResponse', async (request, reply) => {
    const labels = { method: request.method, route: request.routeOptions.url ?? 'unmatched', status_code: String(reply.statusCode) };
    metrics.httpRequests.inc(labels);
    metrics.httpDuration.observe(labels, reply.elapsedTime / 1000);
  });
}

function isLoopback(address: string | undefined): boolean {
  if (address === undefined || !ipaddr.isValid(address)) return false;
  const parsed = ipaddr.process(address);
  return parsed.range() === 'loopback';
}

function bearerMatches(request: FastifyRequest, token: string): boolean {
  const header = request.headers.authorization ?? '';
  const match = /^Bearer (.+)$/.exec(header);
  if (!match) return false;
  const given = Buffer.from(match[1]!, 'utf8');
  const expected = Buffer.from(token, 'utf8');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export function registerMetricsRoute(app: FastifyInstance, metrics: StudioMetrics, token: string | null): void {
  app.get(METRICS_PATH, async (request, reply) => {
    if (token !== null) {
      if (!bearerMatches(request, token)) throw new ApiError(401, 'unauthorized', 'The metrics token is required (Authorization: Bearer)');
    } else {
      const proxied = request.headers['x-forwarded-for'] !== undefined || request.headers.forwarded !== undefined;
      if (proxied || !isLoopback(request.socket.remoteAddress)) throw new NotFoundError('Route');
    }
    return reply.header('cache-control', 'no-store').type(metrics.registry.contentType).send(await metrics.registry.metrics());
  });
}
