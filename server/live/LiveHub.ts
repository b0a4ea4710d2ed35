// The live channels of this instance (issue 22): rooms per widget, fed by the cluster bus whatever instance
// stored a change or moved a pointer. Flow changes: a notice names the widget and version and carries the change
// when it fits; the room delivers in version order, reading the change log (through its own small pool) only for
// what no notice carried. Presence: relayed to the room at once and published (at most every
// PRESENCE_PUBLISH_MS per channel) for the other instances, refreshed every HEARTBEAT_MS; a peer whose instance
// stops refreshing it is forgotten after REMOTE_PEER_TTL_MS. Access: a notice (member, token, sign-out, widget)
// makes the channels concerned check their access again and close (4401/4403/4404) or change `canEdit`.
// Heartbeats: a ping every HEARTBEAT_MS; a channel silent for PEER_SILENCE_MS is dropped. Nothing is stored.
import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';
import { LIVE_CLOSE, PEER_SILENCE_MS, type Presence } from '../../contracts/collab';
import type { TokenVerifier } from '../auth/tokenVerifier';
import { ACCESS_TOPIC, isAccessNotice, type AccessNotice } from '../cluster/accessNotices';
import { CLUSTER_PAYLOAD_MAX_BYTES, type ClusterBus, type NoticeContext } from '../cluster/ClusterBus';
import type { Db } from '../db/database';
import { widgetFlows } from '../db/schema';
import { carriedChange, FLOW_CHANGES_TOPIC, type FlowChangeNotice } from '../flows/flowChangeLog';
import { eq } from 'drizzle-orm';
import { checkLiveAccess } from './liveAccess';
import { LiveConnection, type LiveCaller } from './LiveConnection';
import { closeReason, readClientMessage } from './liveMessages';
import { LiveRoom } from './LiveRoom';
import { presenceColor } from './presenceColor';

export const PRESENCE_TOPIC = 'presence';
export const HEARTBEAT_MS = 5_000;
export const REMOTE_PEER_TTL_MS = 2 * HEARTBEAT_MS + 2_000;
const PRESENCE_PUBLISH_MS = 50;
const ACCESS_RECHECK_MS = 60_000;

type PresenceNotice = { w: string; p: Presence } | { w: string; left: string } | { w: string; hello: true };

export interface LiveHubOptions {
  db: Db;
  /** Where rooms read the change log (a pool of its own on PostgreSQL: Database.liveReads); `db` when absent. */
  liveReads?: Db;
  cluster: ClusterBus;
  verify: TokenVerifier;
  log: FastifyBaseLogger;
  /** Counts this instance's open channels (the metrics' live editor connections gauge). */
  connections?: { inc(): void; dec(): void };
  /** Times from a change's notice to its delivery, by how the change was had (the metrics' histogram). */
  deliveries?: { observe(labels: { source: 'notice' | 'log' }, seconds: number): void };
}

export class LiveHub {
  private readonly rooms = new Map<string, LiveRoom>();
  private readonly opening = new Map<string, Promise<LiveRoom>>();
  /** Channels whose presence was published within the last PRESENCE_PUBLISH_MS; `dirty`: it changed since. */
  private readonly publishTimers = new Map<LiveConnection, { timer: NodeJS.Timeout; dirty: boolean }>();
  private readonly unsubscribers: (() => void)[] = [];
  private readonly timers: NodeJS.Timeout[] = [];
  private stopped = false;

  private constructor(private readonly options: LiveHubOptions) {}

  static async start(options: LiveHubOptions): Promise<LiveHub> {
    const hub = new LiveHub(options);
    const { cluster } = options;
    hub.unsubscribers.push(
      await cluster.subscribe(FLOW_CHANGES_TOPIC, (notice) => hub.onFlowChange(notice)),
      await cluster.subscribe(PRESENCE_TOPIC, (notice, context) => hub.onPresence(notice, context)),
      await cluster.subscribe(ACCESS_TOPIC, (notice) => {
        if (isAccessNotice(notice)) hub.onAccess(notice);
      }),
      cluster.onResync(() => hub.resync()),
    );
    const heartbeat = setInterval(() => hub.heartbeat(), HEARTBEAT_MS);
    const recheck = setInterval(() => hub.recheckAll(), ACCESS_RECHECK_MS);
    heartbeat.unref();
    recheck.unref();
    hub.timers.push(heartbeat, recheck);
    return hub;
  }

  /** Channels open on this instance (for tests and the bench). */
  get connectionCount(): number {
    let count = 0;
    for (const room of this.rooms.values()) count += room.connections.size;
    return count;
  }

  /** Takes an upgraded socket: joins the widget's room, welcomes it, tells the peers. */
  async open(socket: WebSocket, caller: LiveCaller, widgetId: string, canEdit: boolean): Promise<void> {
    if (this.stopped) {
      socket.close(LIVE_CLOSE.serviceRestart, 'server restart');
      return;
    }
    // Messages before the welcome (the room may take a read to open) are not lost: they wait for the handler.
    const early: [Buffer, boolean][] = [];
    const hold = (data: Buffer, isBinary: boolean) => early.push([data, isBinary]);
    socket.on('message', hold);
    const room = await this.room(widgetId);
    socket.off('message', hold);
    const connection = new LiveConnection(socket, caller, widgetId, canEdit, presenceColor(caller.userId));
    if (socket.readyState !== socket.OPEN) return;
    room.connections.add(connection);
    this.options.connections?.inc();
    socket.on('message', (data: Buffer, isBinary: boolean) => this.onMessage(connection, data, isBinary));
    socket.on('pong', () => {
      connection.lastHeard = Date.now();
    });
    socket.on('close', () => this.leave(connection));
    connection.send({ type: 'welcome', clientId: connection.clientId, version: room.delivered, canEdit, color: connection.presence.color, peers: room.peers(connection) });
    room.broadcast({ type: 'presence', peer: connection.presence }, connection);
    this.publishPresence(connection);
    this.scheduleExpiry(connection);
    for (const [data, isBinary] of early) this.onMessage(connection, data, isBinary);
  }

  /** Closes every channel (1012: the server restarts; clients reconnect) and stops listening. */
  shutdown(): void {
    if (this.stopped) return;
    this.stopped = true;
    for (const timer of this.timers) clearInterval(timer);
    for (const { timer } of this.publishTimers.values()) clearTimeout(timer);
    this.publishTimers.clear();
    for (const unsubscribe of this.unsubscribers) unsubscribe();
    for (const room of this.rooms.values()) for (const connection of room.connections) connection.close(LIVE_CLOSE.serviceRestart, 'server restart');
    this.rooms.clear();
  }

  private async room(widgetId: string): Promise<LiveRoom> {
    const existing = this.rooms.get(widgetId);
    if (existing) return existing;
    let opening = this.opening.get(widgetId);
    if (!opening) {
      opening = (async () => {
        const [row] = await this.options.db.select({ version: widgetFlows.version }).from(widgetFlows).where(eq(widgetFlows.widgetId, widgetId));
        const room = new LiveRoom(this.options.liveReads ?? this.options.db, widgetId, row?.version ?? 1, this.options.log, this.options.deliveries);
        this.rooms.set(widgetId, room);
        this.opening.delete(widgetId);
        // The other instances' peers of this flow: they answer a hello with their presence.
        this.publish({ w: widgetId, hello: true });
        return room;
      })();
      opening.catch(() => this.opening.delete(widgetId));
      this.opening.set(widgetId, opening);
    }
    return opening;
  }

  private leave(connection: LiveConnection): void {
    const pending = this.publishTimers.get(connection);
    if (pending) clearTimeout(pending.timer);
    this.publishTimers.delete(connection);
    const room = this.rooms.get(connection.widgetId);
    if (!room || !room.connections.delete(connection)) return;
    this.options.connections?.dec();
    room.broadcast({ type: 'left', clientId: connection.clientId });
    this.publish({ w: connection.widgetId, left: connection.clientId });
    if (room.connections.size === 0) this.rooms.delete(connection.widgetId);
  }

  private onMessage(connection: LiveConnection, data: Buffer, isBinary: boolean): void {
    connection.lastHeard = Date.now();
    const verdict = connection.rate.take();
    if (verdict === 'flood') return connection.close(LIVE_CLOSE.tooMany, 'too many messages');
    if (verdict === 'drop') return;
    const read = readClientMessage(data, isBinary);
    if (!read.ok) return connection.close(read.tooLarge ? LIVE_CLOSE.tooLarge : LIVE_CLOSE.invalidMessage, closeReason(read.issue));
    const { message } = read;
    if (message.type === 'ping') return connection.send({ type: 'pong' });
    connection.presence = {
      ...connection.presence,
      pointer: message.pointer,
      selection: message.selection,
      viewport: message.viewport,
      following: message.following ?? null,
    };
    this.rooms.get(connection.widgetId)?.broadcast({ type: 'presence', peer: connection.presence }, connection);
    this.publishPresence(connection);
  }

  /** Publishes the channel's presence for the other instances: now, or at the end of the current window. */
  private publishPresence(connection: LiveConnection): void {
    const pending = this.publishTimers.get(connection);
    if (pending) {
      pending.dirty = true;
      return;
    }
    this.publish(presenceNotice(connection.widgetId, connection.presence));
    const window = {
      dirty: false,
      timer: setTimeout(() => {
        this.publishTimers.delete(connection);
        if (window.dirty && connection.isOpen) this.publishPresence(connection);
      }, PRESENCE_PUBLISH_MS),
    };
    window.timer.unref();
    this.publishTimers.set(connection, window);
  }

  private publish(notice: PresenceNotice): void {
    if (this.stopped) return;
    this.options.cluster.publish(PRESENCE_TOPIC, notice).catch((error: unknown) => this.options.log.warn({ err: error }, 'live channel: presence not published'));
  }

  private onFlowChange(notice: unknown): void {
    const { w, v } = (notice ?? {}) as { w?: unknown; v?: unknown };
    if (typeof w !== 'string' || typeof v !== 'number') return;
    const room = this.rooms.get(w);
    if (room && v > room.delivered) room.noticed(v, carriedChange(notice as FlowChangeNotice), performance.now());
  }

  private onPresence(notice: unknown, context: NoticeContext): void {
    if (context.local || typeof notice !== 'object' || notice === null) return;
    const room = this.rooms.get((notice as { w?: unknown }).w as string);
    if (!room) return;
    if ('hello' in notice) {
      for (const connection of room.connections) this.publish(presenceNotice(room.widgetId, connection.presence));
    } else if ('left' in notice && typeof notice.left === 'string') {
      room.remoteLeft(notice.left);
    } else if ('p' in notice && isPresence(notice.p)) {
      room.remotePresence(notice.p, context.origin, Date.now());
    }
  }

  private onAccess(notice: AccessNotice): void {
    for (const room of this.rooms.values()) {
      for (const connection of room.connections) {
        const { caller } = connection;
        const concerned =
          (notice.k === 'member' && caller.userId === notice.u && caller.organizationId === notice.o) ||
          (notice.k === 'token' && caller.credential.kind === 'token' && caller.credential.tokenId === notice.t) ||
          (notice.k === 'grant' && caller.credential.kind === 'oidc' && caller.credential.grantId === notice.g) ||
          (notice.k === 'widget' && connection.widgetId === notice.w) ||
          (notice.k === 'organization' && caller.organizationId === notice.o);
        if (concerned) void this.recheck(connection);
      }
    }
  }

  private async recheck(connection: LiveConnection): Promise<void> {
    try {
      const access = await checkLiveAccess(this.options.db, this.options.verify, connection.caller, connection.widgetId);
      if (!connection.isOpen) return;
      if (!access.ok) return connection.close(access.code, access.reason);
      if (access.canEdit === connection.canEdit) return;
      connection.presence = { ...connection.presence, canEdit: access.canEdit };
      connection.send({ type: 'access', canEdit: access.canEdit });
      this.rooms.get(connection.widgetId)?.broadcast({ type: 'presence', peer: connection.presence }, connection);
      this.publishPresence(connection);
    } catch (error) {
      this.options.log.warn({ err: error }, 'live channel: access check failed');
    }
  }

  private recheckAll(): void {
    for (const room of this.rooms.values()) for (const connection of room.connections) void this.recheck(connection);
  }

  /** An OIDC token's channel is checked again when the token expires (then closed 4401; the client reconnects with a fresh one). */
  private scheduleExpiry(connection: LiveConnection): void {
    const { credential } = connection.caller;
    if (credential.kind !== 'oidc' || credential.expiresAt === null) return;
    const timer = setTimeout(() => void this.recheck(connection), Math.max(0, credential.expiresAt - Date.now()) + 1_000);
    timer.unref();
    connection.socket.once('close', () => clearTimeout(timer));
  }

  private heartbeat(): void {
    // Silence is judged after the pending input was read: when this process was busy for a while, the timer fires
    // before the pongs that arrived meanwhile are read, and every channel would look silent.
    setImmediate(() => {
      const now = Date.now();
      for (const room of this.rooms.values()) {
        for (const connection of room.connections) {
          if (now - connection.lastHeard > PEER_SILENCE_MS) {
            connection.terminate();
            continue;
          }
          if (connection.isOpen) connection.socket.ping();
          // Refreshed so the other instances keep it (and learn of it if they started since).
          this.publish(presenceNotice(room.widgetId, connection.presence));
        }
        room.expireRemote(now - REMOTE_PEER_TTL_MS);
      }
    });
  }

  /** After the bus reconnected: catch up on changes and presence that may have been missed. */
  private resync(): void {
    for (const room of this.rooms.values()) {
      void room.pump();
      this.publish({ w: room.widgetId, hello: true });
    }
  }
}

/** A presence notice within the bus's payload limit (a huge selection is cut, never the notice). */
function presenceNotice(widgetId: string, presence: Presence): PresenceNotice {
  let notice: PresenceNotice = { w: widgetId, p: presence };
  let selection = presence.selection;
  while (Buffer.byteLength(JSON.stringify(notice)) > CLUSTER_PAYLOAD_MAX_BYTES - 100 && selection.length > 0) {
    selection = selection.slice(0, Math.floor(selection.length / 2));
    notice = { w: widgetId, p: { ...presence, selection } };
  }
  return notice;
}

function isPresence(value: unknown): value is Presence {
  const peer = value as Partial<Presence> | null;
  return typeof peer === 'object' && peer !== null && typeof peer.clientId === 'string' && typeof peer.userId === 'string' && Array.isArray(peer.selection);
}
