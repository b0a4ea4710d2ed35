// The composition root: opens the database, mounts the identity provider, the API and the
// single-page app on one Fastify instance. Logic lives in the modules it wires together.
import Fastify, { type FastifyInstance } from 'fastify';
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
import { RUNTIME_BASE } from '../contracts/runtime';
import { registerHealthRoutes } from './ops/healthRoutes';
import { openClusterBus } from './cluster/openClusterBus';
import type { ClusterBus } from './cluster/ClusterBus';
import { JobScheduler } from './cluster/jobLeadership';
import { clusterSweepJob } from './cluster/clusterTables';
import { retentionJob } from './runtime/retention';
import { SIGN_IN_FORGET_AFTER_MS } from './auth/signInThrottle';

export interface Studio {
  app: FastifyInstance;
  database: Database;
  /** Notices between the instances sharing the database (server/cluster). */
  cluster: ClusterBus;
  config: Config;
  /** The periodic jobs, run once per schedule across instances (cluster/jobLeadership.ts). */
  jobs: JobScheduler;
  /** Every route registered on `app` (method and path), in registration order. */
  routes: readonly RegisteredRoute[];
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
  const app = Fastify({
    logger: { level: config.logLevel },
    trustProxy: config.trustProxy,
    // Payloads above this are answered 413; flows are patched, not uploaded whole, on autosave.
    bodyLimit: 64 * 1024 * 1024,
  });
  const cluster = await openClusterBus(database, app.log);
  const routes = recordRoutes(app);
  registerErrorHandler(app);
  // Before any route: one JSON parser and the input rules for every body and query (server/README.md, Input rules).
  registerInputRules(app);
  // Both attach to every route registered after them.
  await registerCompression(app);
  await registerSecurityHeaders(app, config);
  const auth = await setupAuth(app, config, database);
  const billing = await setupBilling(app, config, database);
  const storage = openFileStorage(config);
  const lifecycle = { draining: false };
  registerHealthRoutes(app, { db: database.db, storage, draining: () => lifecycle.draining });
  await app.register(apiRoutes, { prefix: '/api', database, config, authenticate: auth.authenticate, billing, storage, cluster });
  registerUploadRoutes(app, storage);
  registerFontFileRoutes(app);
  const published = new PublishedWidgetCache(database.db, `${config.publicUrl}/uploads`);
  app.addHook('onClose', async () => published.close());
  await app.register(runtimeRoutes, { prefix: RUNTIME_BASE, db: database.db, config, published });
  registerEmbedAssets(app, { frameAncestorsOf: publishedFrameAncestors(published) });
  await registerDocs(app);
  await registerClientApp(app, config, auth.clientSettings);
  const jobs = new JobScheduler(database.db, app.log);
  for (const job of [...auth.jobs, ...billing.jobs, retentionJob(database.db), clusterSweepJob(database.db, SIGN_IN_FORGET_AFTER_MS)]) jobs.add(job);
  await jobs.start();
  app.addHook('onClose', () => jobs.stop());
  return {
    app,
    database,
    cluster,
    config,
    jobs,
    routes,
    async close() {
      await app.close();
      await cluster.close();
      if (ownsDatabase) await database.close();
    },
  };
}
