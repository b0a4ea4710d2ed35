// The public runtime endpoints under /runtime/v1 (contracts/runtime.ts). No studio credentials: each call
// names a widget, is served from its latest published copy (404 when it is not published), checked against
// the entrypoint's allowed origins (403 `origin-not-allowed`, CORS headers and preflight), rate-limited per
// IP and per widget (429 `rate-limited`), and its body capped (413) and validated strictly (400; an events batch
// event by event: eventValidation.ts).
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { serverNodeRunRequestSchema, type RuntimeEventBatchAnswer, type VisitorFacts } from '../../contracts/runtime';
import { check, isUuid } from '../../contracts/rules';
import type { Config } from '../config';
import type { Db } from '../db/database';
import { ApiError, NotFoundError, ValidationError } from '../http/errors';
import { parseJsonBody } from '../http/inputRules';
import { createMailer } from '../mail/mailer';
import { originAllowed } from './allowedOrigins';
import { EventStore } from './eventStore';
import { checkEventBatch } from './eventValidation';
import type { PublishedWidget, PublishedWidgetCache } from './publishedWidgetCache';
import { runServerNode } from './runServerNode';
import { SessionEventCap } from './sessionEventCap';
import { registerRuntimeRateLimits } from './runtimeRateLimits';
import type { StudioMetrics } from '../ops/metrics';

export interface RuntimeRoutesOptions {
  db: Db;
  config: Config;
  /** Counts of events stored and refused, requests refused, server operations run (ops/metrics.ts). */
  metrics: StudioMetrics;
  /** The published copies, shared with the widget page (/w/, its framing); closed by its owner. */
  published: PublishedWidgetCache;
}

/** A transparent 1×1 GIF. */
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

function widgetIdOf(request: FastifyRequest): string {
  const value = (request.params as { widgetId?: unknown }).widgetId;
  if (typeof value !== 'string' || !isUuid(value)) throw new NotFoundError('Widget');
  return value;
}

export async function runtimeRoutes(app: FastifyInstance, { db, config, published: cache, metrics }: RuntimeRoutesOptions): Promise<void> {
  const events = new EventStore(db);
  const sessionCap = new SessionEventCap(db, config.runtime.eventsPerSessionPerDay);
  const services = { db, config, mailer: createMailer(config), events, http: { allow: config.runtime.httpAllow }, published: cache };

  // sendBeacon posts text/plain: its text is the same JSON, parsed as the JSON parser does (http/inputRules.ts).
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, (request, body, done) => {
    try {
      done(null, parseJsonBody(body as string, request.routeOptions.config?.inputRulesPerItem === true ? 'per-item' : 'whole'));
    } catch (error) {
      done(error as Error, undefined);
    }
  });

  // Error answers carry the CORS headers too, so the runtime can read their status (a refusal it must not send
  // again, a 429 to wait on: Retry-After is exposed). An error body holds nothing of a widget; a widget's answers
  // still go only to its allowed origins (publishedFor), and a refused origin (403) reads nothing at all.
  app.addHook('onSend', async (request, reply) => {
    const origin = request.headers.origin;
    if (reply.statusCode < 400 || reply.statusCode === 403 || origin === undefined || reply.hasHeader('access-control-allow-origin')) return;
    const vary = reply.getHeader('vary');
    reply
      .header('access-control-allow-origin', origin)
      .header('vary', vary === undefined ? 'Origin' : `${String(vary)}, Origin`)
      .header('access-control-expose-headers', 'retry-after');
  });

  // Per IP and per widget, counted across instances (runtimeRateLimits.ts); applies to the routes declared below.
  registerRuntimeRateLimits(app, db, { perIp: config.runtime.rateLimitPerIp, perWidget: config.runtime.rateLimitPerWidget }, () =>
    metrics.runtimeRefused.inc({ reason: 'rate-limited' }),
  );

  /** The published widget of the path, after the Origin check; sets the CORS headers. */
  async function publishedFor(request: FastifyRequest, reply: FastifyReply): Promise<PublishedWidget> {
    const widget = await cache.get(widgetIdOf(request));
    if (!widget) throw new NotFoundError('Widget');
    const origin = request.headers.origin;
    if (!originAllowed(widget.allowedOrigins, origin)) throw new ApiError(403, 'origin-not-allowed', 'This widget may not run on this site');
    if (origin !== undefined) reply.header('access-control-allow-origin', origin).header('vary', 'Origin');
    return widget;
  }

  app.options('/widgets/:widgetId/*', async (request, reply) => {
    await publishedFor(request, reply);
    return reply
      .header('access-control-allow-methods', 'GET, POST, OPTIONS')
      .header('access-control-allow-headers', 'content-type')
      .header('access-control-max-age', '600')
      .status(204)
      .send();
  });

  app.get('/widgets/:widgetId/manifest', async (request, reply) => {
    const widget = await publishedFor(request, reply);
    reply.header('etag', widget.etag).header('cache-control', 'no-cache');
    const match = request.headers['if-none-match'];
    if (match !== undefined && match.split(',').some((tag) => tag.trim() === widget.etag || tag.trim() === '*')) return reply.status(304).send();
    return reply.type('application/json; charset=utf-8').send(widget.manifestJson);
  });

  app.get('/widgets/:widgetId/visitor', async (request, reply): Promise<VisitorFacts> => {
    await publishedFor(request, reply);
    reply.header('cache-control', 'no-store');
    const header = config.runtime.countryHeader === null ? undefined : request.headers[config.runtime.countryHeader];
    const country = typeof header === 'string' && /^[a-z]{2}$/i.test(header.trim()) ? header.trim().toUpperCase() : '';
    return { ip: request.ip, country };
  });

  // Each event on its own (eventValidation.ts): the valid ones are stored, each refused one is named in the answer.
  app.post('/widgets/:widgetId/events', { bodyLimit: config.runtime.bodyMaxBytes, config: { inputRulesPerItem: true } }, async (request, reply) => {
    const widget = await publishedFor(request, reply);
    const now = new Date();
    const batch = checkEventBatch(request.body, now.getTime());
    const refused = batch.refused;
    // node_reached counts only for nodes of the published copy the visitor runs (the batch names its version):
    // an id that copy does not have, or a version the widget never had, is refused.
    const hasReachedNode = batch.events.some(({ event }) => event.name === 'node_reached');
    const copy = hasReachedNode ? await cache.atPublishedVersion(widget, batch.version) : widget;
    const counted = batch.events.filter(({ event, index }) => {
      if (event.name !== 'node_reached' || (copy !== null && copy.nodeIds.has(event.nodeId ?? -1))) return true;
      refused.push({ index, field: `events.${index}.nodeId`, rule: 'unknown-node', message: `version ${batch.version} of the widget has no such node` });
      return false;
    });
    // The session cap, counted per session of the batch (a batch normally holds one session).
    const requested = new Map<string, number>();
    for (const { event } of counted) requested.set(event.sessionId, (requested.get(event.sessionId) ?? 0) + 1);
    const granted = requested.size === 0 ? new Map<string, number>() : await sessionCap.take(widget.widgetId, requested, now);
    const kept = counted.filter(({ event, index }) => {
      const left = granted.get(event.sessionId)!;
      if (left > 0) {
        granted.set(event.sessionId, left - 1);
        return true;
      }
      refused.push({ index, field: `events.${index}`, rule: 'session-limit', message: 'this visitor session sent all the events it may send today' });
      return false;
    });
    const accepted = kept.length === 0 ? 0 : await events.recordClientEvents(widget, kept.map(({ event }) => event), now);
    metrics.runtimeEvents.inc({ outcome: 'stored' }, accepted);
    metrics.runtimeEvents.inc({ outcome: 'refused' }, refused.length);
    metrics.runtimeEvents.inc({ outcome: 'dropped' }, kept.length - accepted);
    refused.sort((one, other) => one.index - other.index);
    const answer: RuntimeEventBatchAnswer = { accepted, refused };
    return reply.status(202).send(answer);
  });

  app.post('/widgets/:widgetId/nodes/:nodeId/run', { bodyLimit: config.runtime.bodyMaxBytes }, async (request, reply) => {
    const widget = await publishedFor(request, reply);
    const nodeParam = (request.params as { nodeId?: string }).nodeId ?? '';
    if (!/^\d{1,9}$/.test(nodeParam)) throw new NotFoundError('Node');
    const checked = check(request.body, serverNodeRunRequestSchema);
    if (!checked.ok) throw new ValidationError(checked.issues);
    for (const key of ['sessionId', 'pageloadId', 'leadId'] as const) {
      if (!isUuid(checked.value[key])) throw new ValidationError([{ field: key, rule: 'invalid-id', message: 'must be a uuid' }]);
    }
    reply.header('cache-control', 'no-store');
    const nodeId = Number(nodeParam);
    const result = await runServerNode(services, widget, nodeId, checked.value);
    // The copy that ran (held by the cache since the run read it): an older version's node may be of another kind.
    const ran = await cache.atPublishedVersion(widget, checked.value.version);
    metrics.serverOperations.inc({ kind: ran?.serverNodes.get(nodeId)?.type ?? 'unknown', outcome: result.ok ? 'ok' : result.error });
    return result;
  });

  app.get('/widgets/:widgetId/pixel.gif', async (request, reply) => {
    const widget = await publishedFor(request, reply);
    const query = request.query as Record<string, unknown>;
    const id = (name: string) => (typeof query[name] === 'string' && isUuid(query[name] as string) ? (query[name] as string) : randomUUID());
    const sessionId = id('sessionId');
    if ((await sessionCap.take(widget.widgetId, new Map([[sessionId, 1]]))).get(sessionId)! > 0) {
      const referer = typeof request.headers.referer === 'string' ? request.headers.referer.slice(0, 2048) : '';
      await events.recordServerEvent(widget, { sessionId, pageloadId: id('pageloadId'), leadId: id('leadId') }, 'widget_flow_widget_shown', null, { lazyLoad: false, url: referer });
    }
    return reply.header('cache-control', 'no-store').type('image/gif').send(PIXEL);
  });
}
