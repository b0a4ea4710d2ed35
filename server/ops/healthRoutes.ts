// The load balancer's and the operator's probes, outside /api and its authentication:
// - GET /healthz: the process is alive and its event loop turns (no dependency is touched);
// - GET /readyz: this instance should get traffic: the database answers and carries this build's migrations, the file
//   storage answers, and the instance is not draining (server/ops/readiness.ts). 200 or 503, never cached.
// Both are cheap: /readyz is one `SELECT 1`, one migrations read and one storage probe (a stat, or HeadBucket).
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database';
import type { FileStorage } from '../storage/FileStorage';
import { checkReadiness } from './readiness';

export interface HealthDependencies {
  db: Db;
  storage: FileStorage;
  /** True once a drain began: the instance finishes what it has but should get nothing new. */
  draining(): boolean;
}

export function registerHealthRoutes(app: FastifyInstance, deps: HealthDependencies): void {
  app.get('/healthz', async (_request, reply) => {
    return reply.header('cache-control', 'no-store').send({ status: 'alive' });
  });

  app.get('/readyz', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (deps.draining()) return reply.status(503).send({ status: 'draining' });
    const readiness = await checkReadiness({ db: deps.db, storage: deps.storage, log: request.log });
    return reply.status(readiness.ready ? 200 : 503).send({ status: readiness.ready ? 'ready' : 'not-ready', checks: readiness.checks });
  });
}
