// The peers on this flow as the live channel reports them: a map by clientId, plus what changed since it was last
// drawn. Two kinds of listener: the canvas overlay (every pointer, selection or viewport change, as dirty peer
// ids) and the toolbar's people list (only when someone comes, goes, or their name, colour, avatar or rights
// change — never per pointer move). Framework-free.
import type { Presence } from './presenceTypes';

/** A peer as the toolbar shows them. */
export interface PeerSummary {
  clientId: string;
  userId: string;
  name: string;
  avatar: string | null;
  color: string;
  canEdit: boolean;
}

export interface PresenceChange {
  /** Peers whose pointer moved, came or went. */
  pointers: ReadonlySet<string>;
  /** Peers whose selection changed, came or went. */
  selections: ReadonlySet<string>;
  /** Peers whose viewport changed (follow mode). */
  viewports: ReadonlySet<string>;
}

export class PeerPresence {
  private readonly peers = new Map<string, Presence>();
  /** Selected node id -> how many peers select it (the overlay redraws when such a node changes). */
  private readonly selectedCount = new Map<number, number>();
  private summaries: readonly PeerSummary[] = [];
  private readonly changeListeners = new Set<(change: PresenceChange) => void>();
  private readonly peopleListeners = new Set<() => void>();

  /** The peers in the order they came. */
  all(): IterableIterator<Presence> {
    return this.peers.values();
  }

  get(clientId: string): Presence | undefined {
    return this.peers.get(clientId);
  }

  get size(): number {
    return this.peers.size;
  }

  /** Whether some peer has this node selected (O(1)). */
  selectedByPeer(nodeId: number): boolean {
    return this.selectedCount.has(nodeId);
  }

  /** The toolbar's list (a new array only when someone came, went or changed name, colour, avatar or rights). */
  readonly people = (): readonly PeerSummary[] => this.summaries;

  /** For useSyncExternalStore: people changes only. */
  readonly subscribePeople = (listener: () => void): (() => void) => {
    this.peopleListeners.add(listener);
    return () => this.peopleListeners.delete(listener);
  };

  /** Every change (the canvas overlay, follow mode); returns the removal. */
  onChange(listener: (change: PresenceChange) => void): () => void {
    this.changeListeners.add(listener);
    return () => this.changeListeners.delete(listener);
  }

  /** A presence message (a new or known peer). */
  set(peer: Presence): void {
    const before = this.peers.get(peer.clientId);
    const next: Presence = { ...peer, selection: peer.selection.slice(), pointer: peer.pointer ? [peer.pointer[0], peer.pointer[1]] : null };
    this.peers.set(peer.clientId, next);
    const pointerMoved = !before || !samePointer(before.pointer, next.pointer);
    const selectionChanged = !before || !sameIds(before.selection, next.selection);
    if (selectionChanged) {
      if (before) this.count(before.selection, -1);
      this.count(next.selection, 1);
    }
    const viewportChanged = !before || JSON.stringify(before.viewport) !== JSON.stringify(next.viewport);
    const one = new Set([peer.clientId]);
    const none = new Set<string>();
    if (!before || before.name !== next.name || before.color !== next.color || before.avatar !== next.avatar || before.canEdit !== next.canEdit) this.peopleChanged();
    if (pointerMoved || selectionChanged || viewportChanged) {
      this.emit({ pointers: pointerMoved ? one : none, selections: selectionChanged ? one : none, viewports: viewportChanged ? one : none });
    }
  }

  /** A peer left (closed, or silent too long). */
  remove(clientId: string): void {
    const before = this.peers.get(clientId);
    if (!before) return;
    this.peers.delete(clientId);
    this.count(before.selection, -1);
    const one = new Set([clientId]);
    this.peopleChanged();
    this.emit({ pointers: one, selections: one, viewports: one });
  }

  /** Everyone at once (the welcome after a reconnect, or the channel closed). */
  replaceAll(peers: readonly Presence[]): void {
    const gone = [...this.peers.keys()].filter((clientId) => !peers.some((peer) => peer.clientId === clientId));
    for (const clientId of gone) this.remove(clientId);
    for (const peer of peers) this.set(peer);
  }

  clear(): void {
    this.replaceAll([]);
  }

  private count(ids: readonly number[], delta: 1 | -1): void {
    for (const id of ids) {
      const count = (this.selectedCount.get(id) ?? 0) + delta;
      if (count > 0) this.selectedCount.set(id, count);
      else this.selectedCount.delete(id);
    }
  }

  private peopleChanged(): void {
    this.summaries = Array.from(this.peers.values(), ({ clientId, userId, name, avatar, color, canEdit }) => ({ clientId, userId, name, avatar, color, canEdit }));
    for (const listener of Array.from(this.peopleListeners)) listener();
  }

  private emit(change: PresenceChange): void {
    for (const listener of Array.from(this.changeListeners)) listener(change);
  }
}

function samePointer(a: Presence['pointer'], b: Presence['pointer']): boolean {
  return a === b || (a !== null && b !== null && a[0] === b[0] && a[1] === b[1]);
}

function sameIds(a: readonly number[], b: readonly number[]): boolean {
  if (a.length !== b.length) return false;
  for (let at = 0; at < a.length; at += 1) if (a[at] !== b[at]) return false;
  return true;
}
