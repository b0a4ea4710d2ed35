// Notifications of the embedded database: PGlite's own LISTEN (one process holds it, so there is no connection to lose).
import type { PGlite } from '@electric-sql/pglite';
import type { NotificationListener } from './ClusterBus';

export function pgliteListener(client: PGlite): NotificationListener {
  const unlisteners = new Map<string, () => Promise<void>>();
  let handler: (channel: string, payload: string) => void = () => {};
  return {
    async listen(channel) {
      if (unlisteners.has(channel)) return;
      unlisteners.set(channel, await client.listen(channel, (payload) => handler(channel, payload)));
    },
    async unlisten(channel) {
      const unlisten = unlisteners.get(channel);
      unlisteners.delete(channel);
      if (unlisten && !client.closed) await unlisten();
    },
    onNotification(next) {
      handler = next;
    },
    onReconnect() {},
    async close() {
      const all = [...unlisteners.values()];
      unlisteners.clear();
      if (!client.closed) await Promise.all(all.map((unlisten) => unlisten()));
    },
  };
}
