// Follow mode: the local view shows what a peer sees (their visible world area, centred, at the scale that fits it
// into this canvas) and keeps following their viewport messages until the local user moves the view themselves
// (a pan, a wheel, a zoom button, a jump from find or the minimap: any viewport change this module did not make),
// or the peer leaves. Framework-free.
import { clampScale, type ViewportTransform } from '../machines/viewportMath';
import type { ViewportState } from '../render/FlowRenderer';
import type { PeerPresence } from './PeerPresence';
import type { PeerViewport } from './presenceTypes';

export interface FollowPeerHost {
  presence: PeerPresence;
  viewport(): ViewportState;
  jumpTo(transform: ViewportTransform): void;
  /** Subscribes to viewport changes; returns the removal. */
  onViewportChanged(listener: () => void): () => void;
  /** Following started (clientId) or stopped (null). */
  changed(following: string | null): void;
}

/** The transform that shows a peer's visible area in a canvas of this size. */
export function followTransform(peer: PeerViewport, width: number, height: number): ViewportTransform {
  const worldWidth = peer.width / peer.zoom;
  const worldHeight = peer.height / peer.zoom;
  const scale = clampScale(Math.min(width / Math.max(worldWidth, 1), height / Math.max(worldHeight, 1)));
  const centreX = peer.x + worldWidth / 2;
  const centreY = peer.y + worldHeight / 2;
  return { scale, offsetX: width / 2 - centreX * scale, offsetY: height / 2 - centreY * scale };
}

/** The viewport as a presence message states it (world top-left, zoom, screen size). */
export function peerViewportOf(view: ViewportState): PeerViewport {
  return { x: -view.offsetX / view.scale, y: -view.offsetY / view.scale, zoom: view.scale, width: view.width, height: view.height };
}

export class FollowPeer {
  private target: string | null = null;
  /** The transform this module last set: any other is the user's own move. */
  private placed: ViewportTransform | null = null;
  private readonly offs: Array<() => void>;

  constructor(private readonly host: FollowPeerHost) {
    this.offs = [
      host.presence.onChange((change) => {
        if (this.target === null) return;
        if (!host.presence.get(this.target)) this.stop();
        else if (change.viewports.has(this.target)) this.place();
      }),
      host.onViewportChanged(() => {
        if (this.target === null || !this.placed) return;
        const view = host.viewport();
        if (!sameTransform(view, this.placed)) this.stop();
      }),
    ];
  }

  /** The peer followed, or null. */
  get following(): string | null {
    return this.target;
  }

  /** Starts following a peer (their current viewport at once); false when they are not here. */
  follow(clientId: string): boolean {
    if (!this.host.presence.get(clientId)) return false;
    const changed = this.target !== clientId;
    this.target = clientId;
    this.place();
    if (changed) this.host.changed(clientId);
    return true;
  }

  stop(): void {
    if (this.target === null) return;
    this.target = null;
    this.placed = null;
    this.host.changed(null);
  }

  destroy(): void {
    for (const off of this.offs) off();
    this.target = null;
  }

  private place(): void {
    const peer = this.target === null ? undefined : this.host.presence.get(this.target);
    if (!peer?.viewport) return;
    const view = this.host.viewport();
    if (view.width <= 0 || view.height <= 0) return;
    const transform = followTransform(peer.viewport, view.width, view.height);
    this.placed = transform;
    this.host.jumpTo(transform);
  }
}

function sameTransform(a: ViewportTransform, b: ViewportTransform): boolean {
  const close = (x: number, y: number) => Math.abs(x - y) <= 1e-6 * Math.max(1, Math.abs(x), Math.abs(y));
  return close(a.scale, b.scale) && close(a.offsetX, b.offsetX) && close(a.offsetY, b.offsetY);
}
