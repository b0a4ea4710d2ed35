// Notifications from a PostgreSQL server: one dedicated node-postgres client LISTENs (a pooled connection would
// be handed to queries and lose its LISTENs). When the connection is lost (server restart, network, an idle
// timeout, pg_terminate_backend) it is made again with a growing delay, every channel is listened to again, and
// onReconnect fires so that subscribers read what they may have missed. Its queries (LISTEN, UNLISTEN) run one
// after another, never two at once on the client (node-postgres deprecates queueing on a busy client), and a
// close waits for the one under way.
import pg from 'pg';
import type { NotificationListener } from './ClusterBus';

/** Shown in pg_stat_activity; tests find the listening connection by it. */
export const LISTENER_APPLICATION_NAME = 'studio-cluster-bus';
const RETRY_FIRST_MS = 100;
const RETRY_MAX_MS = 5_000;

export interface PostgresListenerOptions {
  connectionString: string;
  onError: (error: unknown) => void;
}

export async function postgresListener({ connectionString, onError }: PostgresListenerOptions): Promise<NotificationListener> {
  const channels = new Set<string>();
  let notify: (channel: string, payload: string) => void = () => {};
  let reconnected: () => void = () => {};
  let client: pg.Client | null = null;
  let closed = false;
  let retryDelay = RETRY_FIRST_MS;
  let retryTimer: NodeJS.Timeout | null = null;

  const quoted = (channel: string) => `"${channel.replaceAll('"', '""')}"`;
  /** The listener's queries, one at a time (each waits for the one before, whatever became of it). */
  let queries: Promise<unknown> = Promise.resolve();
  const sequential = <T>(work: () => Promise<T>): Promise<T> => {
    const run = queries.then(work, work);
    queries = run.catch(() => {});
    return run;
  };

  const connect = async (): Promise<pg.Client> => {
    const next = new pg.Client({ connectionString, application_name: LISTENER_APPLICATION_NAME, keepAlive: true });
    next.on('notification', (message) => {
      if (message.payload !== undefined) notify(message.channel, message.payload);
    });
    next.on('error', (error) => {
      onError(error);
      lost(next);
    });
    next.on('end', () => lost(next));
    await next.connect();
    await sequential(async () => {
      for (const channel of channels) await next.query(`LISTEN ${quoted(channel)}`);
    });
    return next;
  };

  const lost = (which: pg.Client) => {
    if (client !== which || closed) return;
    client = null;
    which.end().catch(() => {});
    scheduleReconnect();
  };

  const scheduleReconnect = () => {
    if (closed || retryTimer) return;
    retryTimer = setTimeout(async () => {
      retryTimer = null;
      try {
        client = await connect();
        retryDelay = RETRY_FIRST_MS;
        reconnected();
      } catch (error) {
        onError(error);
        retryDelay = Math.min(retryDelay * 2, RETRY_MAX_MS);
        scheduleReconnect();
      }
    }, retryDelay);
    retryTimer.unref();
  };

  client = await connect();
  return {
    async listen(channel) {
      channels.add(channel);
      // Without a connection, the reconnection listens to it.
      await sequential(async () => {
        if (client) await client.query(`LISTEN ${quoted(channel)}`);
      });
    },
    async unlisten(channel) {
      channels.delete(channel);
      // An UNLISTEN after the listener's close has nothing left to stop.
      await sequential(async () => {
        if (client && !closed) await client.query(`UNLISTEN ${quoted(channel)}`);
      }).catch((error: unknown) => {
        if (!closed) throw error;
      });
    },
    onNotification(handler) {
      notify = handler;
    },
    onReconnect(handler) {
      reconnected = handler;
    },
    async close() {
      closed = true;
      if (retryTimer) clearTimeout(retryTimer);
      // After the query under way (and those queued before the close): ending the client under it is the
      // concurrent use node-postgres warns about.
      await sequential(async () => {
        const current = client;
        client = null;
        await current?.end().catch(() => {});
      });
    },
  };
}
