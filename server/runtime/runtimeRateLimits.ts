// The runtime's rate limits, counted across every studio instance (cluster.counters, server/cluster/sharedCounters.ts):
// RUNTIME_RATE_LIMIT_IP requests per client address and RUNTIME_RATE_LIMIT_WIDGET per widget, per minute, both taken in
// one statement per request. A request over either is answered 429 `rate-limited` with Retry-After (seconds until the
// window that refused it ends). Only a path's widget id that is a uuid gets a widget counter (anything else is a 404
// anyway, and must not grow the table). The address is Fastify's request.ip (TRUST_PROXY decides what is believed).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isUuid } from '../../contracts/rules';
import { hitCounters, type CounterHit } from '../cluster/sharedCounters';
import type { Db } from '../db/database';
import { ApiError } from '../http/errors';

export const RATE_WINDOW_MS = 60_000;

export interface RuntimeRateLimits {
  perIp: number;
  perWidget: number;
}

function widgetIdOf(request: FastifyRequest): string | null {
  const value = (request.params as { widgetId?: unknown } | undefined)?.widgetId;
  return typeof value === 'string' && isUuid(value) ? value.toLowerCase() : null;
}

/** Adds the limits to every route registered in `app` (an encapsulated plugin) after this call. */
export function registerRuntimeRateLimits(app: FastifyInstance, db: Db, limits: RuntimeRateLimits, onRefused: () => void = () => undefined): void {
  app.addHook('onRequest', async (request, reply) => {
    const hits: (CounterHit & { max: number })[] = [{ key: `runtime-ip:${request.ip}`, by: 1, windowMs: RATE_WINDOW_MS, max: limits.perIp }];
    const widgetId = widgetIdOf(request);
    if (widgetId !== null) hits.push({ key: `runtime-widget:${widgetId}`, by: 1, windowMs: RATE_WINDOW_MS, max: limits.perWidget });
    const states = await hitCounters(db, hits);
    let waitMs = 0;
    states.forEach((state, index) => {
      if (state.count > hits[index]!.max) waitMs = Math.max(waitMs, state.resetsInMs);
    });
    if (waitMs === 0 && states.every((state, index) => state.count <= hits[index]!.max)) return;
    onRefused();
    const seconds = Math.max(1, Math.ceil(waitMs / 1000));
    reply.header('retry-after', String(seconds));
    throw new ApiError(429, 'rate-limited', `Too many requests; retry in ${seconds} s`);
  });
}
