// Notifications from a PostgreSQL server: one dedicated node-postgres client LISTENs (a pooled connection would
// be handed to queries and lose its LISTENs). When the connection is lost (server restart, network, an idle
// timeout, pg_terminate_backend) it is made again with a growing delay, every channel is listened to again, and
// onReconnect fires so that subscribers read what they may have missed.
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
    for (const channel of channels) await next.query(`LISTEN ${quoted(channel)}`);
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
      if (client) await client.query(`LISTEN ${quoted(channel)}`);
    },
    async unlisten(channel) {
      channels.delete(channel);
      // An UNLISTEN racing the listener's close has nothing left to stop.
      if (client) await client.query(`UNLISTEN ${quoted(channel)}`).catch((error: unknown) => {
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
      const current = client;
      client = null;
      await current?.end().catch(() => {});
    },
  };
}
