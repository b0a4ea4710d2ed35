// One editor's live channel: the socket, who it is (and the credential to check again when access changes),
// its presence, and the limits it sends under. Owned by its room (LiveRoom.ts); the hub routes to it.
import { randomBytes } from 'node:crypto';
import type { WebSocket } from 'ws';
import type { LiveServerMessage, Presence } from '../../contracts/collab';
import { MessageRate } from './MessageRate';

/** How the channel authenticated: an OIDC access token (its grant and expiry), or an organization access token. */
export type LiveCredential =
  | { kind: 'oidc'; authorization: string; grantId: string | null; expiresAt: number | null }
  | { kind: 'token'; token: string; tokenId: string };

export interface LiveCaller {
  userId: string;
  name: string;
  avatar: string | null;
  organizationId: string;
  credential: LiveCredential;
}

/** A server-made channel id, unique across instances: `c_` and 22 base64url characters (128 random bits). */
export function newClientId(): string {
  return `c_${randomBytes(16).toString('base64url')}`;
}

export class LiveConnection {
  readonly clientId = newClientId();
  readonly rate = new MessageRate();
  /** Last time anything arrived (a message or a pong). */
  lastHeard = Date.now();
  presence: Presence;
  private closed = false;

  constructor(
    readonly socket: WebSocket,
    readonly caller: LiveCaller,
    readonly widgetId: string,
    canEdit: boolean,
    color: string,
  ) {
    this.presence = {
      clientId: this.clientId,
      userId: caller.userId,
      name: caller.name,
      avatar: caller.avatar,
      color,
      pointer: null,
      selection: [],
      viewport: null,
      following: null,
      canEdit,
    };
  }

  get canEdit(): boolean {
    return this.presence.canEdit;
  }

  get isOpen(): boolean {
    return !this.closed && this.socket.readyState === this.socket.OPEN;
  }

  send(message: LiveServerMessage): void {
    this.sendText(JSON.stringify(message));
  }

  /** Sends text already serialised (a change serialised once for every channel of the room). */
  sendText(text: string): void {
    if (this.isOpen) this.socket.send(text);
  }

  close(code: number, reason: string): void {
    if (this.closed) return;
    this.closed = true;
    if (this.socket.readyState === this.socket.OPEN || this.socket.readyState === this.socket.CONNECTING) this.socket.close(code, reason);
  }

  /** Gone without a word (no pong): the TCP connection is dropped, not closed politely. */
  terminate(): void {
    this.closed = true;
    this.socket.terminate();
  }
}
