// Presence as the live channel carries it (collab-protocol.md "The live channel"): who else has the flow open,
// where their pointer is, what they selected and what they look at. Ephemeral: never stored. The wire schemas are
// contracts/collab.ts; these are the engine's structural types for the same JSON (engine never imports contracts).

/**
 * What a peer sees: the world point at the top-left corner of their canvas (x, y), their scale (zoom) and their
 * canvas's size in screen pixels. The world area they see is x … x + width / zoom, y … y + height / zoom.
 */
export interface PeerViewport {
  x: number;
  y: number;
  zoom: number;
  width: number;
  height: number;
}

export interface Presence {
  /** One open editor (one channel connection); one person may have several. */
  clientId: string;
  userId: string;
  name: string;
  avatar: string | null;
  /** CSS colour the server picked for the person (stable across reconnects). */
  color: string;
  /** World coordinates, or null when the pointer is off the canvas. */
  pointer: [x: number, y: number] | null;
  /** Selected node ids (at most 500). */
  selection: number[];
  viewport: PeerViewport | null;
  canEdit: boolean;
  /** The clientId this peer follows, if any. */
  following?: string | null;
}

/** What this editor tells the others (the channel coalesces it to at most 20 messages a second). */
export interface LocalPresence {
  pointer: [x: number, y: number] | null;
  selection: number[];
  viewport: PeerViewport | null;
  following: string | null;
}

/** Most selected ids a presence message carries (the protocol's limit). */
export const PRESENCE_SELECTION_MAX = 500;
