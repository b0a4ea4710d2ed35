// The live channels of one widget's flow on this instance, and the peers on other instances: delivers every
// accepted version to its channels in version order (as its notice carried it, else read from the change log;
// whoever stored it), and relays
// presence between its channels. One room per widget with at least one channel here.
import type { FastifyBaseLogger } from 'fastify';
import type { FlowChange, LiveServerMessage, Presence } from '../../contracts/collab';
import type { Db } from '../db/database';
import { readFlowChanges, toFlowChange } from '../flows/flowChangeLog';
import type { LiveConnection } from './LiveConnection';

export interface LiveHubDeliveries {
  observe(labels: { source: 'notice' | 'log' }, seconds: number): void;
}

/** Change rows read per query while catching up. */
const CHANGES_PER_READ = 100;

interface RemotePeer {
  peer: Presence;
  /** The instance the peer is connected to. */
  origin: string;
  seen: number;
}

export class LiveRoom {
  readonly connections = new Set<LiveConnection>();
  private readonly remote = new Map<string, RemotePeer>();
  private pumping = false;
  private again = false;
  /** When the notice of each version not yet delivered arrived (for the delivery histogram). */
  private readonly noticedAt = new Map<number, number>();
  /** Changes their notices carried, not yet delivered (waiting for an earlier version). */
  private readonly carried = new Map<number, FlowChange>();
  /** The newest version a notice named. */
  private known = 0;
  /** The log must be read on the next pass (a reconnected bus, a full page read). */
  private mustRead = false;

  constructor(
    private readonly db: Db,
    readonly widgetId: string,
    /** The last version delivered to the room's channels (a new channel's welcome names it). */
    public delivered: number,
    private readonly log: FastifyBaseLogger,
    private readonly deliveries?: LiveHubDeliveries,
  ) {}

  /** Every peer (this instance's channels and the others'), for a welcome. */
  peers(except: LiveConnection): Presence[] {
    const peers: Presence[] = [];
    for (const connection of this.connections) if (connection !== except) peers.push(connection.presence);
    for (const { peer } of this.remote.values()) peers.push(peer);
    return peers;
  }

  /** Sends to every channel here but `except`. */
  broadcast(message: LiveServerMessage, except?: LiveConnection): void {
    const text = JSON.stringify(message);
    for (const connection of this.connections) if (connection !== except) connection.sendText(text);
  }

  /** A peer on another instance said where it is; answers whether it was news (new or changed). */
  remotePresence(peer: Presence, origin: string, now: number): boolean {
    const known = this.remote.get(peer.clientId);
    this.remote.set(peer.clientId, { peer, origin, seen: now });
    if (known && JSON.stringify(known.peer) === JSON.stringify(peer)) return false;
    this.broadcast({ type: 'presence', peer });
    return true;
  }

  remoteLeft(clientId: string): void {
    if (this.remote.delete(clientId)) this.broadcast({ type: 'left', clientId });
  }

  /** Forgets remote peers not heard of since `before` (their instance stopped refreshing them). */
  expireRemote(before: number): void {
    for (const [clientId, { seen }] of this.remote) if (seen < before) this.remoteLeft(clientId);
  }

  /**
   * A notice said `version` was stored; `change` is the change when the notice carried it. Carried changes are sent
   * on in version order without touching the database; a version whose change did not fit in its notice, a gap, or
   * a replacement makes the room read the log.
   */
  noticed(version: number, change: FlowChange | null, at: number): void {
    if (version <= this.delivered) return;
    if (!this.noticedAt.has(version)) this.noticedAt.set(version, at);
    if (change) this.carried.set(version, change);
    this.known = Math.max(this.known, version);
    void this.pump(false);
  }

  /**
   * Delivers the versions stored after `delivered`, in order; called for every notice (coalesced: one pass at a time,
   * and one more when a notice came during it). `read`: read the log even without a notice of anything newer (after
   * the bus reconnected, notices may have been lost). A version replaced wholesale, or a gap (the log no longer
   * holds what this room missed), is a `reload`.
   */
  async pump(read = true): Promise<void> {
    if (read) this.mustRead = true;
    if (this.pumping) {
      this.again = true;
      return;
    }
    this.pumping = true;
    try {
      do {
        this.again = false;
        await this.deliverNew();
      } while (this.again);
    } catch (error) {
      this.log.error({ err: error, widgetId: this.widgetId }, 'live channel: reading flow changes failed');
    } finally {
      this.pumping = false;
    }
  }

  private async deliverNew(): Promise<void> {
    for (;;) {
      this.deliverCarried();
      if (!this.mustRead && this.known <= this.delivered) return;
      this.mustRead = false;
      // The next version did not come with its notice (too large, or its notice was lost): read the log from here.
      const rows = await readFlowChanges(this.db, this.widgetId, this.delivered, CHANGES_PER_READ);
      for (const row of rows) {
        if (row.version <= this.delivered) continue;
        if (row.replacesFlow || row.version !== this.delivered + 1) {
          this.broadcast({ type: 'reload', reason: row.replacesFlow ? 'replaced' : 'too-far-behind', version: row.version });
          this.advanceTo(row.version);
        } else {
          this.deliver(toFlowChange(row), 'log');
        }
      }
      if (rows.length === CHANGES_PER_READ) this.mustRead = true;
      else if (rows.length === 0) {
        // Nothing newer is stored (a notice ahead of what this read could see is read again at its next notice).
        this.deliverCarried();
        return;
      }
    }
  }

  /** Sends the carried changes that follow `delivered`, in order. */
  private deliverCarried(): void {
    for (let next = this.carried.get(this.delivered + 1); next; next = this.carried.get(this.delivered + 1)) this.deliver(next, 'notice');
  }

  private deliver(change: FlowChange, source: 'notice' | 'log'): void {
    this.broadcast({ type: 'change', change });
    const noticed = this.noticedAt.get(change.version);
    if (noticed !== undefined) this.deliveries?.observe({ source }, (performance.now() - noticed) / 1000);
    this.advanceTo(change.version);
  }

  private advanceTo(version: number): void {
    this.delivered = version;
    for (const each of this.noticedAt.keys()) if (each <= version) this.noticedAt.delete(each);
    for (const each of this.carried.keys()) if (each <= version) this.carried.delete(each);
  }
}
