// Collaboration as a module of the editor (design.md, "Many editors, many instances"): the co-editing session
// (CollabSession), the node-id leases, the peers' presence, follow mode and this editor's own presence, built
// and wired by the composition root from a few calls. The host (src/) connects the live channel to it:
// `collab.channelOpened(welcome)`, `collab.session.receive(change)`, `collab.presence.set(peer)`, … and sends
// `collab.localPresence()` whenever `onLocalPresence` fires (coalesced to at most 20 a second on its side).
import type { ViewportTransform } from '../machines/viewportMath';
import type { FlowModel } from '../model/FlowModel';
import type { FlowNode } from '../model/flowTypes';
import type { FlowPatch } from '../model/patch/flowPatch';
import { getNodeKind } from '../model/kinds/nodeKindRegistry';
import type { PatchEffects } from '../model/patch/applyPatch';
import type { ViewportState } from '../render/FlowRenderer';
import { CollabSession, type CollabSessionListener, type NodeIds } from './CollabSession';
import type { CollabTransport } from './collabTypes';
import { FollowPeer, peerViewportOf } from './FollowPeer';
import { NodeIdLeases, type NodeIdRange } from './NodeIdLeases';
import { PeerPresence } from './PeerPresence';
import { PRESENCE_SELECTION_MAX, type LocalPresence, type Presence } from './presenceTypes';

/** What the host gives the editor to co-edit (FlowEditorOptions.collab). */
export interface CollabOptions {
  transport: CollabTransport & {
    /** POST …/flow/node_ids: the next range of node ids leased to this editor. */
    leaseNodeIds(): Promise<NodeIdRange>;
  };
  /** The signed-in user's id. */
  userId: string;
}

export interface EditorCollabHost {
  readonly model: FlowModel;
  canEdit(): boolean;
  gestureNodes(): NodeIds | null;
  follow(effects: PatchEffects): void;
  later(callback: () => void, ms: number): () => void;
  viewport(): ViewportState;
  jumpTo(transform: ViewportTransform): void;
  screenToWorld(x: number, y: number): { x: number; y: number };
  selection(): ReadonlySet<number>;
  onViewportChanged(listener: () => void): () => void;
  /** The version or following changed (the host's snapshot). */
  refresh(): void;
  /** Local nodes got new ids after a reload: the history follows (collab/renumberNodes.ts). */
  renumbered(ids: ReadonlyMap<number, number>): void;
}

/** A welcome from the live channel (the fields the editor uses). */
export interface ChannelWelcome {
  clientId: string;
  version: number;
  canEdit: boolean;
  peers: readonly Presence[];
}

export class EditorCollab {
  readonly session: CollabSession;
  readonly presence = new PeerPresence();
  readonly leases: NodeIdLeases;
  private readonly follower: FollowPeer;
  /** The pointer in screen pixels (world is computed when presence is read: the view may move under it). */
  private pointer: { x: number; y: number } | null = null;
  private readonly localListeners = new Set<() => void>();
  private readonly offs: Array<() => void> = [];
  private leasing = false;
  private lastSelection: ReadonlySet<number> | null = null;
  private removedSelected: number[] = [];

  constructor(
    private readonly host: EditorCollabHost,
    options: CollabOptions,
    version: number,
  ) {
    this.session = new CollabSession(
      {
        model: host.model,
        userId: options.userId,
        gestureNodes: () => host.gestureNodes(),
        follow: (effects) => {
          // Before the selection forgets removed nodes: which of them this editor had selected (notices).
          const selection = host.selection();
          this.removedSelected = [...effects.nodes].filter((id) => selection.has(id) && !host.model.hasNode(id));
          host.follow(effects);
        },
        later: host.later,
        ids: {
          forget: (maxId) => this.leases.discardUpTo(maxId),
          reserve: (count) => this.leases.ensure(count),
          take: (count) => this.leases.take(count),
          renumbered: (ids) => host.renumbered(ids),
        },
      },
      options.transport,
      version,
    );
    this.leases = new NodeIdLeases({ lease: () => options.transport.leaseNodeIds() });
    this.follower = new FollowPeer({
      presence: this.presence,
      viewport: () => host.viewport(),
      jumpTo: (transform) => host.jumpTo(transform),
      onViewportChanged: (listener) => host.onViewportChanged(listener),
      changed: () => {
        this.localChanged();
        host.refresh();
      },
    });
    this.offs.push(
      host.onViewportChanged(() => this.localChanged()),
      this.session.listen({ version: () => host.refresh() }),
    );
    this.editableChanged();
  }

  /** Listens to the session (remote changes, replaced values, outcomes of own ops, reloads); returns the removal. */
  listen(listener: CollabSessionListener): () => void {
    return this.session.listen(listener);
  }

  /** Nodes the last change applied here removed while this editor had them selected (read in `remoteChange`). */
  get lastRemovedSelection(): readonly number[] {
    return this.removedSelected;
  }

  // --- the live channel, as the host reports it ---

  /** The channel opened (or reopened): everyone here now, and catch-up when the server is ahead. */
  channelOpened(welcome: ChannelWelcome): void {
    this.presence.replaceAll(welcome.peers);
    this.session.connected(welcome.clientId, welcome.version);
    this.localChanged();
  }

  /** The channel closed: peers are no longer known (they come back with the next welcome). */
  channelClosed(): void {
    this.follower.stop();
    this.presence.clear();
  }

  // --- follow mode ---

  get following(): string | null {
    return this.follower.following;
  }

  follow(clientId: string): boolean {
    return this.follower.follow(clientId);
  }

  stopFollowing(): void {
    this.follower.stop();
  }

  // --- this editor's presence ---

  /** The pointer over the canvas (screen pixels), or null when it left. */
  pointerMoved(screen: { x: number; y: number } | null): void {
    this.pointer = screen ? { x: screen.x, y: screen.y } : null;
    this.localChanged();
  }

  /** The drag machine's snapshot changed: tells the others only when the selection itself did. */
  selectionChanged(): void {
    const selection = this.host.selection();
    if (selection === this.lastSelection) return;
    this.lastSelection = selection;
    this.localChanged();
  }

  /** Pointer, selection, viewport or following changed; returns the removal. */
  onLocalPresence(listener: () => void): () => void {
    this.localListeners.add(listener);
    return () => this.localListeners.delete(listener);
  }

  /** What to tell the others now. */
  localPresence(): LocalPresence {
    const view = this.host.viewport();
    const world = this.pointer ? this.host.screenToWorld(this.pointer.x, this.pointer.y) : null;
    const selection: number[] = [];
    for (const id of this.host.selection()) {
      if (selection.length >= PRESENCE_SELECTION_MAX) break;
      selection.push(id);
    }
    return {
      pointer: world ? [round(world.x), round(world.y)] : null,
      selection,
      viewport: view.width > 0 && view.height > 0 ? roundViewport(peerViewportOf(view)) : null,
      following: this.follower.following,
    };
  }

  /**
   * A node form opened at `opened.version` with the node as it was then was saved with `config` (already merged
   * into the node as it is now and applied): it goes to the server as the form's own edit on that version, so the
   * server's rebase settles it and tells whoever's later value it replaced.
   */
  formSaved(opened: { node: FlowNode; version: number }, config: Record<string, unknown>): void {
    const { node } = opened;
    const ports = getNodeKind(node.type).ports(config as never);
    const original: FlowPatch = {
      ops: [{ op: 'updateNode', id: node.id, before: { inputs: node.inputs, outputs: node.outputs, config: node.config }, after: { ...ports, config } }],
    };
    this.session.sendLastAs(original, opened.version);
  }

  // --- rights ---

  /** Edit rights came or went: new node ids come from leases only while this editor may add nodes. */
  editableChanged(): void {
    const canEdit = this.host.canEdit();
    if (canEdit === this.leasing) return;
    this.leasing = canEdit;
    if (canEdit) {
      this.host.model.useIdSource(this.leases);
      void this.leases.ensure();
    }
  }

  destroy(): void {
    for (const off of this.offs) off();
    this.follower.destroy();
    this.session.stop();
    this.leases.stop();
    this.localListeners.clear();
  }

  private localChanged(): void {
    for (const listener of Array.from(this.localListeners)) listener();
  }
}

function round(value: number): number {
  return Math.round(value * 100) / 100;
}

function roundViewport(view: { x: number; y: number; zoom: number; width: number; height: number }) {
  return { x: round(view.x), y: round(view.y), zoom: Math.round(view.zoom * 10_000) / 10_000, width: Math.round(view.width), height: Math.round(view.height) };
}
