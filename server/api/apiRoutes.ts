// The REST API under /api: every route authenticates first, then each resource module registers
// its own routes. Encapsulated on purpose: the hook applies to these routes only.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/database';
import type { ApiContext } from './context';
import { registerOrganizationRoutes } from './organizations';
import { registerUserRoutes } from './users';
import { registerWidgetFlowRoutes } from './widgetFlow';
import { registerWidgetLifecycleRoutes } from './widgetLifecycle';
import { registerWidgetRoutes } from './widgets';
import { registerWidgetSecretRoutes } from './widgetSecrets';

export interface ApiOptions {
  database: Database;
  config: Config;
  /** Verifies the bearer token and sets request.identity, or throws UnauthorizedError. */
  authenticate: (request: FastifyRequest) => Promise<void>;
}

export async function apiRoutes(app: FastifyInstance, opts: ApiOptions): Promise<void> {
  app.addHook('onRequest', async (request) => {
    await opts.authenticate(request);
  });
  const context: ApiContext = { db: opts.database.db, config: opts.config };
  registerUserRoutes(app, context);
  registerOrganizationRoutes(app, context);
  registerWidgetRoutes(app, context);
  registerWidgetFlowRoutes(app, context);
  registerWidgetLifecycleRoutes(app, context);
  registerWidgetSecretRoutes(app, context);
}
