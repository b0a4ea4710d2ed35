// The one seam for what several studio instances on one database must tell each other (issue 22; issue 23's
// shared limits and cache invalidation use it too): small JSON notices on named topics, carried by PostgreSQL's
// LISTEN/NOTIFY (PGlite's for the embedded database). A notice published inside a transaction is delivered when
// (and only if) it commits, in commit order. Payloads are small (< CLUSTER_PAYLOAD_MAX_BYTES): they name what
// changed; receivers read the rest from the database. Every instance receives its own notices too (`local`).
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';

/** PostgreSQL's NOTIFY payload limit is 8000 bytes; the envelope takes a little. */
export const CLUSTER_PAYLOAD_MAX_BYTES = 7900;
const TOPIC = /^[a-z][a-z0-9_]{0,47}$/;

export interface NoticeContext {
  /** The instance that published it. */
  origin: string;
  /** True when this instance published it. */
  local: boolean;
}

export type NoticeHandler = (payload: unknown, context: NoticeContext) => void;

export interface ClusterBus {
  /** This instance's id (random per start). */
  readonly instanceId: string;
  /**
   * Sends `payload` (JSON) to every instance subscribed to `topic`. With `via` (a transaction), the notice leaves
   * when that transaction commits and is lost with it when it rolls back.
   */
  publish(topic: string, payload: unknown, via?: Db): Promise<void>;
  /** Calls `handler` for every notice on `topic` from now on (resolves once listening); returns the unsubscribe. */
  subscribe(topic: string, handler: NoticeHandler): Promise<() => void>;
  /**
   * Calls `handler` after the connection that listens was lost and made again: notices sent meanwhile were missed,
   * so whoever depends on them reads the database again.
   */
  onResync(handler: () => void): () => void;
  close(): Promise<void>;
}

export class ClusterPayloadTooLargeError extends Error {
  constructor(topic: string, bytes: number) {
    super(`a notice on ${topic} of ${bytes} bytes is over the ${CLUSTER_PAYLOAD_MAX_BYTES}-byte limit`);
    this.name = 'ClusterPayloadTooLargeError';
  }
}

/** Where notices arrive: the database connection that LISTENs (PGlite itself, or a dedicated node-postgres client). */
export interface NotificationListener {
  listen(channel: string): Promise<void>;
  unlisten(channel: string): Promise<void>;
  /** Every notification of every channel listened to. */
  onNotification(handler: (channel: string, payload: string) => void): void;
  /** After a reconnection (channels listened again). */
  onReconnect(handler: () => void): void;
  close(): Promise<void>;
}

function channelOf(topic: string): string {
  if (!TOPIC.test(topic)) throw new Error(`invalid cluster topic "${topic}": lower-case letters, digits and _ only`);
  return `studio_${topic}`;
}

/** The bus over a database's NOTIFY (publishing through `db`, or a transaction) and a listener. */
export class NotifyClusterBus implements ClusterBus {
  readonly instanceId = randomUUID();
  private readonly handlers = new Map<string, Set<NoticeHandler>>();
  private readonly resyncHandlers = new Set<() => void>();
  private closed = false;

  constructor(
    private readonly db: Db,
    private readonly listener: NotificationListener,
    private readonly onHandlerError: (error: unknown, topic: string) => void,
  ) {
    listener.onNotification((channel, text) => this.deliver(channel, text));
    listener.onReconnect(() => {
      for (const handler of this.resyncHandlers) handler();
    });
  }

  async publish(topic: string, payload: unknown, via: Db = this.db): Promise<void> {
    const channel = channelOf(topic);
    const text = JSON.stringify({ o: this.instanceId, d: payload });
    const bytes = Buffer.byteLength(text, 'utf8');
    if (bytes > CLUSTER_PAYLOAD_MAX_BYTES) throw new ClusterPayloadTooLargeError(topic, bytes);
    if (this.closed) return;
    await via.execute(sql`SELECT pg_notify(${channel}, ${text})`);
  }

  async subscribe(topic: string, handler: NoticeHandler): Promise<() => void> {
    const channel = channelOf(topic);
    let set = this.handlers.get(channel);
    if (!set) {
      set = new Set();
      this.handlers.set(channel, set);
      await this.listener.listen(channel);
    }
    set.add(handler);
    return () => {
      const current = this.handlers.get(channel);
      current?.delete(handler);
      if (current && current.size === 0 && !this.closed) {
        this.handlers.delete(channel);
        this.listener.unlisten(channel).catch((error: unknown) => this.onHandlerError(error, topic));
      }
    };
  }

  onResync(handler: () => void): () => void {
    this.resyncHandlers.add(handler);
    return () => this.resyncHandlers.delete(handler);
  }

  async close(): Promise<void> {
    this.closed = true;
    this.handlers.clear();
    this.resyncHandlers.clear();
    await this.listener.close();
  }

  private deliver(channel: string, text: string): void {
    const handlers = this.handlers.get(channel);
    if (!handlers || handlers.size === 0) return;
    let envelope: { o?: unknown; d?: unknown };
    try {
      envelope = JSON.parse(text) as { o?: unknown; d?: unknown };
    } catch {
      return;
    }
    if (typeof envelope.o !== 'string') return;
    const context: NoticeContext = { origin: envelope.o, local: envelope.o === this.instanceId };
    for (const handler of [...handlers]) {
      try {
        handler(envelope.d, context);
      } catch (error) {
        this.onHandlerError(error, channel.slice('studio_'.length));
      }
    }
  }
}
