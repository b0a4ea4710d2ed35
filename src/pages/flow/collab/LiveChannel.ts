// The flow's live channel (collab-protocol.md "The live channel"): a WebSocket to GET /widgets/{id}/flow/live
// offering the `widget-studio.live.v1` and `bearer.<token>` subprotocols (a browser cannot set Authorization on a
// WebSocket). It reconnects by itself with a growing, jittered wait, sends this editor's presence at most
// LIVE_MESSAGES_PER_SECOND times a second (the latest state wins: changes in between are coalesced, never queued)
// and a ping when it has said nothing for a while (the server forgets silent peers after PEER_SILENCE_MS). It
// stops for good on a close that reconnecting cannot fix: signed out (after one try with a fresh token), removed
// from the organization, the widget gone. No React: the hook (useLiveCollaboration) wires it to the editor.
import {
  BEARER_SUBPROTOCOL_PREFIX,
  LIVE_CLOSE,
  LIVE_MESSAGES_PER_SECOND,
  LIVE_SUBPROTOCOL,
  PEER_SILENCE_MS,
  type LiveServerMessage,
} from '../../../../contracts/collab';
import type { LocalPresence } from '../../../../engine/index';

/** What the channel needs of a WebSocket (the browser's, or a test double). */
export interface SocketLike {
  readonly readyState: number;
  readonly protocol: string;
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: { code: number; reason: string }) => void) | null;
  onerror: ((event: unknown) => void) | null;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

export type LiveChannelStatus = 'connecting' | 'open' | 'reconnecting' | 'stopped';

/** Why the channel stopped for good. */
export type LiveChannelEnd = 'signed-out' | 'removed' | 'widget-gone' | 'closed';

export interface LiveChannelHandlers {
  message(message: LiveServerMessage): void;
  status(status: LiveChannelStatus, end: LiveChannelEnd | null): void;
}

export interface LiveChannelOptions {
  /** ws:// or wss:// URL of the live endpoint. */
  url: string;
  /** The bearer token now (the same as the API's). */
  token(): string | null;
  handlers: LiveChannelHandlers;
  createSocket?(url: string, protocols: string[]): SocketLike;
  /** Timers (tests pass fakes). */
  setTimer?(callback: () => void, ms: number): unknown;
  clearTimer?(handle: unknown): void;
  now?(): number;
  random?(): number;
}

/** Waits before reconnecting: 0.5 s doubling to 15 s, ±25 % jitter; a welcome starts them over. */
export const RECONNECT_MS = [500, 1000, 2000, 4000, 8000, 15_000] as const;
/** After "too many messages", the first wait is this long. */
const RATE_LIMITED_MS = 5000;
/** A ping goes out when nothing was sent for this long (well inside the server's silence limit). */
export const PING_AFTER_MS = Math.floor(PEER_SILENCE_MS / 3);
const PRESENCE_INTERVAL_MS = Math.ceil(1000 / LIVE_MESSAGES_PER_SECOND);
const OPEN = 1;

export class LiveChannel {
  private socket: SocketLike | null = null;
  private statusNow: LiveChannelStatus = 'connecting';
  private attempts = 0;
  private reconnectTimer: unknown = null;
  private presenceTimer: unknown = null;
  private pingTimer: unknown = null;
  private lastSent = Number.NEGATIVE_INFINITY;
  private presence: LocalPresence | null = null;
  private presenceDirty = false;
  /** The token the last 4401 came with: one more try only with a different one. */
  private refusedToken: string | null = null;
  private stopped = false;

  constructor(private readonly options: LiveChannelOptions) {}

  get status(): LiveChannelStatus {
    return this.statusNow;
  }

  start(): void {
    this.stopped = false;
    this.open();
  }

  /** Closes for good (the page closes, the editor goes). */
  stop(): void {
    this.finish('closed');
  }

  /** This editor's presence changed: sent now, or at the next slot (at most LIVE_MESSAGES_PER_SECOND a second). */
  sendPresence(presence: LocalPresence): void {
    this.presence = presence;
    this.presenceDirty = true;
    this.flushPresence();
  }

  private open(): void {
    if (this.stopped) return;
    const token = this.options.token();
    const protocols = [LIVE_SUBPROTOCOL];
    if (token) protocols.push(`${BEARER_SUBPROTOCOL_PREFIX}${token}`);
    let socket: SocketLike;
    try {
      socket = (this.options.createSocket ?? browserSocket)(this.options.url, protocols);
    } catch {
      this.retry(null);
      return;
    }
    this.socket = socket;
    this.setStatus(this.attempts === 0 ? 'connecting' : 'reconnecting');
    socket.onmessage = (event) => {
      if (typeof event.data !== 'string') return;
      let message: LiveServerMessage;
      try {
        message = JSON.parse(event.data) as LiveServerMessage;
      } catch {
        return;
      }
      if (message.type === 'welcome') {
        this.attempts = 0;
        this.refusedToken = null;
        this.setStatus('open');
        this.presenceDirty = this.presence !== null;
        this.flushPresence();
        this.schedulePing();
      }
      this.options.handlers.message(message);
    };
    socket.onclose = (event) => {
      if (this.socket !== socket) return;
      this.socket = null;
      this.clear('presenceTimer');
      this.clear('pingTimer');
      this.closed(event.code, token);
    };
    socket.onerror = () => undefined;
  }

  private closed(code: number, token: string | null): void {
    if (this.stopped) return;
    if (code === LIVE_CLOSE.removed) return this.finish('removed');
    if (code === LIVE_CLOSE.widgetGone) return this.finish('widget-gone');
    if (code === LIVE_CLOSE.unauthorized) {
      // An expired token may have been renewed meanwhile: one more try with the new one, else signed out.
      if (token !== null && this.refusedToken !== token && this.options.token() !== token) {
        this.refusedToken = token;
        return this.retry(0);
      }
      return this.finish('signed-out');
    }
    this.retry(code === LIVE_CLOSE.tooMany ? RATE_LIMITED_MS : null);
  }

  private retry(wait: number | null): void {
    this.setStatus('reconnecting');
    const base = wait ?? RECONNECT_MS[Math.min(this.attempts, RECONNECT_MS.length - 1)]!;
    this.attempts += 1;
    const jitter = 0.75 + (this.options.random ?? Math.random)() * 0.5;
    this.reconnectTimer = this.timer(() => {
      this.reconnectTimer = null;
      this.open();
    }, Math.round(base * jitter));
  }

  private finish(end: LiveChannelEnd): void {
    this.stopped = true;
    this.clear('reconnectTimer');
    this.clear('presenceTimer');
    this.clear('pingTimer');
    const socket = this.socket;
    this.socket = null;
    if (socket && socket.readyState <= OPEN) socket.close(1000, 'closed');
    this.setStatus('stopped', end);
  }

  private flushPresence(): void {
    if (!this.presenceDirty || !this.presence || this.presenceTimer !== null) return;
    if (this.socket?.readyState !== OPEN || this.statusNow !== 'open') return;
    const wait = this.lastSent + PRESENCE_INTERVAL_MS - this.now();
    if (wait > 0) {
      this.presenceTimer = this.timer(() => {
        this.presenceTimer = null;
        this.flushPresence();
      }, wait);
      return;
    }
    this.presenceDirty = false;
    this.send({ type: 'presence', ...this.presence });
  }

  private schedulePing(): void {
    this.clear('pingTimer');
    this.pingTimer = this.timer(() => {
      this.pingTimer = null;
      if (this.now() - this.lastSent >= PING_AFTER_MS - 1) this.send({ type: 'ping' });
      this.schedulePing();
    }, PING_AFTER_MS);
  }

  private send(message: object): void {
    const socket = this.socket;
    if (!socket || socket.readyState !== OPEN) return;
    socket.send(JSON.stringify(message));
    this.lastSent = this.now();
  }

  private setStatus(status: LiveChannelStatus, end: LiveChannelEnd | null = null): void {
    if (status === this.statusNow && status !== 'stopped') return;
    this.statusNow = status;
    this.options.handlers.status(status, end);
  }

  private timer(callback: () => void, ms: number): unknown {
    return (this.options.setTimer ?? ((fn: () => void, delay: number) => setTimeout(fn, delay)))(callback, ms);
  }

  private clear(which: 'reconnectTimer' | 'presenceTimer' | 'pingTimer'): void {
    const handle = this[which];
    if (handle === null) return;
    (this.options.clearTimer ?? ((value: unknown) => clearTimeout(value as ReturnType<typeof setTimeout>)))(handle);
    this[which] = null;
  }

  private now(): number {
    return (this.options.now ?? (() => performance.now()))();
  }
}

function browserSocket(url: string, protocols: string[]): SocketLike {
  return new WebSocket(url, protocols) as unknown as SocketLike;
}

/** The live endpoint's URL for a widget, from the API's URL of the same path (http → ws, https → wss). */
export function liveChannelUrl(apiUrl: string, base: string = globalThis.location?.href ?? 'http://localhost/'): string {
  const url = new URL(apiUrl, base);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.toString();
}
