// The composition root: opens the database, mounts the identity provider, the API and the
// single-page app on one Fastify instance. Logic lives in the modules it wires together.
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import type { Config } from './config';
import { openDatabase, type Database } from './db/database';
import { setupAuth } from './auth/setupAuth';
import { apiRoutes } from './api/apiRoutes';
import { registerErrorHandler } from './http/errorHandler';
import { registerInputRules } from './http/inputRules';
import { recordRoutes, type RegisteredRoute } from './http/routeCatalog';
import { registerCompression } from './http/compression';
import { registerSecurityHeaders } from './http/securityHeaders';
import { registerClientApp } from './clientApp';
import { registerDocs } from './docs/docsRoutes';
import { setupBilling } from './billing/setupBilling';
import { openFileStorage } from './storage/openFileStorage';
import { registerUploadRoutes } from './storage/uploadRoutes';
import { registerFontFileRoutes } from './fonts/fontFileRoutes';
import { publishedFrameAncestors, registerEmbedAssets } from './runtime/embedAssets';
import { PublishedWidgetCache } from './runtime/publishedWidgetCache';
import { runtimeRoutes } from './runtime/runtimeRoutes';
import { PublicationSignal } from './runtime/publicationSignal';
import { RUNTIME_BASE } from '../contracts/runtime';
import { registerHealthRoutes } from './ops/healthRoutes';
import { openClusterBus } from './cluster/openClusterBus';
import type { ClusterBus } from './cluster/ClusterBus';
import { drain, registerDrainHeaders, type DrainOutcome } from './ops/drain';
import { StudioMetrics } from './ops/metrics';
import { requestIdOf } from './ops/requestId';
import { registerMetricsRoute, registerRequestMetrics } from './ops/metricsRoutes';
import { registerClientErrorRoutes } from './ops/clientErrorRoutes';
import { BrowserSpanForwarder } from './ops/browserSpans';
import { registerClientSpanRoutes } from './ops/clientSpanRoutes';
import { registerTracing } from './ops/tracing';
import { JobScheduler } from './cluster/jobLeadership';
import { clusterSweepJob } from './cluster/clusterTables';
import { retentionJob } from './runtime/retention';
import { SIGN_IN_FORGET_AFTER_MS } from './auth/signInThrottle';
import { checkSecretsKey } from './crypto/secretsKeyCheck';
import { secretsKey } from './crypto/secretsKey';
import fastifyWebsocket from '@fastify/websocket';
import { LiveHub } from './live/LiveHub';
import { selectLiveSubprotocol } from './live/liveAuthorization';

/** Frames over this are refused by the WebSocket library itself (1009); up to it, a message over 16 KiB is closed 4413 by the live channel. */
const LIVE_FRAME_MAX_BYTES = 1024 * 1024;

export interface Studio {
  app: FastifyInstance;
  database: Database;
  /** Notices between the instances sharing the database (server/cluster). */
  cluster: ClusterBus;
  /** This instance's live channels (server/live). */
  live: LiveHub;
  config: Config;
  /** Prometheus metrics of this instance (ops/metrics.ts), served at /metrics. */
  metrics: StudioMetrics;
  /** The periodic jobs, run once per schedule across instances (cluster/jobLeadership.ts). */
  jobs: JobScheduler;
  /** Every route registered on `app` (method and path), in registration order. */
  routes: readonly RegisteredRoute[];
  /** The graceful stop of SIGTERM (ops/drain.ts), bounded by DRAIN_TIMEOUT_MS. */
  drain(): Promise<DrainOutcome>;
  close(): Promise<void>;
}

export interface BuildOptions {
  /**
   * An open database to use instead of opening one (and not to close): a second instance in the same process, which
   * is how tests run several instances on the embedded PGlite (one process can open a PGlite folder only once).
   */
  database?: Database;
}

export async function buildStudio(config: Config, options: BuildOptions = {}): Promise<Studio> {
  const ownsDatabase = options.database === undefined;
  const database = options.database ?? (await openDatabase(config));
  try {
    await checkSecretsKey(database, await secretsKey(config));
  } catch (error) {
    if (ownsDatabase) await database.close();
    throw error;
  }
  const app = Fastify({
    // JSON lines; each request's lines carry its id, the W3C trace id (ops/requestId.ts).
    logger: { level: config.logLevel },
    genReqId: requestIdOf,
    logController: new LogController({ requestIdLogLabel: 'requestId' }),
    trustProxy: config.trustProxy,
    // Payloads above this are answered 413; flows are patched, not uploaded whole, on autosave.
    bodyLimit: 64 * 1024 * 1024,
  });
  const cluster = await openClusterBus(database, app.log);
  const routes = recordRoutes(app);
  const lifecycle = { draining: false };
  registerDrainHeaders(app, () => lifecycle.draining);
  const metrics = new StudioMetrics(() => database.poolStats());
  database.observe(() => {
    const started = performance.now();
    return (error) => metrics.dbQueryDuration.observe({ outcome: error === undefined ? 'ok' : 'error' }, (performance.now() - started) / 1000);
  });
  registerRequestMetrics(app, metrics);
  // Spans of requests and their statements, exported by OTLP when an endpoint is set (ops/tracing.ts).
  registerTracing(app, database, config.ops.tracing);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  registerErrorHandler(app);
  // Before any route: one JSON parser and the input rules for every body and query (server/README.md, Input rules).
  registerInputRules(app);
  // Both attach to every route registered after them.
  await registerCompression(app);
  await registerSecurityHeaders(app, config);
  const auth = await setupAuth(app, config, database, cluster);
  // The live channels (server/live): the WebSocket plugin before any route it upgrades; on close the channels are
  // told the server restarts (1012) before the HTTP server stops.
  const live = await LiveHub.start({ db: database.db, liveReads: database.liveReads, cluster, verify: auth.verify, log: app.log, connections: metrics.liveEditorConnections, deliveries: metrics.liveChangeDelivery });
  await app.register(fastifyWebsocket, {
    options: { maxPayload: LIVE_FRAME_MAX_BYTES, handleProtocols: selectLiveSubprotocol },
    preClose(done) {
      live.shutdown();
      done();
    },
  });
  const billing = await setupBilling(app, config, database, cluster);
  const storage = openFileStorage(config);
  registerHealthRoutes(app, { db: database.db, storage, draining: () => lifecycle.draining });
  registerMetricsRoute(app, metrics, config.ops.metricsToken);
  registerClientErrorRoutes(app, database.db, metrics);
  // The browser's spans of its API calls, forwarded to the OTLP collector when tracing is on (ops/browserSpans.ts).
  registerClientSpanRoutes(app, database.db, BrowserSpanForwarder.start(config.ops.tracing, routes));
  const publication = new PublicationSignal(cluster);
  await app.register(apiRoutes, { prefix: '/api', database, config, authenticate: auth.authenticate, billing, storage, cluster, live, publication });
  registerUploadRoutes(app, storage);
  registerFontFileRoutes(app);
  const published = new PublishedWidgetCache(database.db, `${config.publicUrl}/uploads`);
  await published.listen(cluster, publication);
  app.addHook('onClose', async () => published.close());
  await app.register(runtimeRoutes, { prefix: RUNTIME_BASE, db: database.db, config, published, metrics });
  registerEmbedAssets(app, { frameAncestorsOf: publishedFrameAncestors(published) });
  await registerDocs(app);
  await registerClientApp(app, config, auth.clientSettings);
  const jobs = new JobScheduler(database.db, app.log, {
    pollMs: config.ops.jobPollMs,
    onRun: (name, outcome, seconds) => {
      metrics.jobRuns.inc({ job: name, outcome });
      metrics.jobDuration.observe({ job: name }, seconds);
    },
  });
  for (const job of [...auth.jobs, ...billing.jobs, retentionJob(database.db), clusterSweepJob(database.db, SIGN_IN_FORGET_AFTER_MS)]) jobs.add(job);
  await jobs.start();
  app.addHook('onClose', () => jobs.stop());
  return {
    app,
    database,
    cluster,
    live,
    config,
    metrics,
    jobs,
    routes,
    drain: () =>
      drain(
        {
          app,
          markDraining: () => (lifecycle.draining = true),
          stopJobs: (deadlineMs) => jobs.stop(deadlineMs),
          closeDatabase: async () => {
            await cluster.close();
            if (ownsDatabase) await database.close();
          },
        },
        { timeoutMs: config.ops.drainTimeoutMs, delayMs: config.ops.drainDelayMs },
      ),
    async close() {
      await app.close();
      await cluster.close();
      if (ownsDatabase) await database.close();
    },
  };
}
