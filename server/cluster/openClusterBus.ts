// Picks the listener for the studio's database: PGlite listens itself; a PostgreSQL server gets a dedicated client.
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database';
import { NotifyClusterBus, type ClusterBus } from './ClusterBus';
import { pgliteListener } from './pgliteListener';
import { postgresListener } from './postgresListener';

export async function openClusterBus(database: Database, log: FastifyBaseLogger): Promise<ClusterBus> {
  const onError = (error: unknown, topic?: string) => log.warn({ err: error, topic }, 'cluster bus');
  const { notifications } = database;
  const listener =
    notifications.kind === 'pglite'
      ? pgliteListener(notifications.client)
      : await postgresListener({ connectionString: notifications.connectionString, onError: (error) => onError(error) });
  return new NotifyClusterBus(database.db, listener, onError);
}
