import { describe, expect, it } from 'vitest';
import { LIVE_CLOSE } from '../../../../contracts/collab';
import { LiveChannel, liveChannelUrl, PING_AFTER_MS, RECONNECT_MS, type LiveChannelEnd, type LiveChannelStatus, type SocketLike } from './LiveChannel';

class FakeSocket implements SocketLike {
  readyState = 0;
  protocol = '';
  sent: string[] = [];
  closedWith: number | null = null;
  onopen: ((event: unknown) => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: ((event: { code: number; reason: string }) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  constructor(
    readonly url: string,
    readonly protocols: string[],
  ) {}
  send(data: string): void {
    this.sent.push(data);
  }
  close(code = 1000): void {
    this.closedWith = code;
    this.readyState = 3;
  }
  /** The server accepts and welcomes. */
  welcome(clientId = 'c_aaaaaaaaaaaaaaaaaaaaaa'): void {
    this.readyState = 1;
    this.onopen?.({});
    this.onmessage?.({ data: JSON.stringify({ type: 'welcome', clientId, version: 3, canEdit: true, color: '#e5484d', peers: [] }) });
  }
  drop(code: number): void {
    this.readyState = 3;
    this.onclose?.({ code, reason: '' });
  }
}

function setup(tokens: (string | null)[] = ['token-1']) {
  let now = 0;
  const timers: Array<{ at: number; run: () => void; id: number }> = [];
  let ids = 0;
  const sockets: FakeSocket[] = [];
  const statuses: Array<[LiveChannelStatus, LiveChannelEnd | null]> = [];
  const messages: unknown[] = [];
  let tokenAt = 0;
  const channel = new LiveChannel({
    url: 'wss://studio.example/api/widgets/w1/flow/live',
    token: () => tokens[Math.min(tokenAt, tokens.length - 1)] ?? null,
    handlers: { message: (message) => messages.push(message), status: (status, end) => statuses.push([status, end]) },
    createSocket: (url, protocols) => {
      const socket = new FakeSocket(url, protocols);
      sockets.push(socket);
      return socket;
    },
    setTimer: (run, ms) => {
      const id = ++ids;
      timers.push({ at: now + ms, run, id });
      return id;
    },
    clearTimer: (id) => {
      const at = timers.findIndex((timer) => timer.id === id);
      if (at >= 0) timers.splice(at, 1);
    },
    now: () => now,
    random: () => 0.5,
  });
  const advance = (ms: number) => {
    const until = now + ms;
    for (;;) {
      timers.sort((a, b) => a.at - b.at);
      const next = timers[0];
      if (!next || next.at > until) break;
      timers.shift();
      now = next.at;
      next.run();
    }
    now = until;
  };
  return { channel, sockets, statuses, messages, advance, nextToken: () => (tokenAt += 1) };
}

const presence = (x: number) => ({ pointer: [x, 0] as [number, number], selection: [], viewport: null, following: null });

describe('LiveChannel', () => {
  it('offers the live subprotocol and the bearer token, and hands every message on', () => {
    const { channel, sockets, messages, statuses } = setup();
    channel.start();
    expect(sockets[0]!.protocols).toEqual(['widget-studio.live.v1', 'bearer.token-1']);
    sockets[0]!.welcome();
    expect(statuses.at(-1)).toEqual(['open', null]);
    expect(messages).toHaveLength(1);
  });

  it('sends presence at most 20 times a second, the latest state winning', () => {
    const { channel, sockets, advance } = setup();
    channel.start();
    sockets[0]!.welcome();
    for (let x = 0; x < 10; x += 1) {
      channel.sendPresence(presence(x));
      advance(5);
    }
    // 50 ms: the first at once, then one per 50 ms slot with the latest pointer.
    advance(100);
    const sent = sockets[0]!.sent.map((text) => JSON.parse(text) as { type: string; pointer: number[] });
    expect(sent.map((message) => message.pointer[0])).toEqual([0, 9]);
    expect(sent.every((message) => message.type === 'presence')).toBe(true);
  });

  it('pings when it has said nothing for a while', () => {
    const { channel, sockets, advance } = setup();
    channel.start();
    sockets[0]!.welcome();
    advance(PING_AFTER_MS);
    expect(sockets[0]!.sent.map((text) => JSON.parse(text))).toEqual([{ type: 'ping' }]);
  });

  it('reconnects after a drop with growing waits, and the welcome starts them over', () => {
    const { channel, sockets, statuses, advance } = setup();
    channel.start();
    sockets[0]!.welcome();
    sockets[0]!.drop(1006);
    expect(statuses.at(-1)).toEqual(['reconnecting', null]);
    advance(RECONNECT_MS[0] - 1);
    expect(sockets).toHaveLength(1);
    advance(1);
    expect(sockets).toHaveLength(2);
    sockets[1]!.drop(LIVE_CLOSE.serviceRestart);
    advance(RECONNECT_MS[1]);
    expect(sockets).toHaveLength(3);
    sockets[2]!.welcome();
    sockets[2]!.drop(1006);
    advance(RECONNECT_MS[0]);
    expect(sockets).toHaveLength(4);
  });

  it('stops for good when removed or the widget is gone', () => {
    for (const [code, end] of [
      [LIVE_CLOSE.removed, 'removed'],
      [LIVE_CLOSE.widgetGone, 'widget-gone'],
    ] as const) {
      const { channel, sockets, statuses, advance } = setup();
      channel.start();
      sockets[0]!.welcome();
      sockets[0]!.drop(code);
      advance(60_000);
      expect(sockets).toHaveLength(1);
      expect(statuses.at(-1)).toEqual(['stopped', end]);
    }
  });

  it('a 4401 is tried once more with a renewed token, then it is signed out', () => {
    const { channel, sockets, statuses, advance, nextToken } = setup(['old', 'new']);
    channel.start();
    nextToken();
    sockets[0]!.drop(LIVE_CLOSE.unauthorized);
    advance(1000);
    expect(sockets).toHaveLength(2);
    expect(sockets[1]!.protocols[1]).toBe('bearer.new');
    sockets[1]!.drop(LIVE_CLOSE.unauthorized);
    advance(60_000);
    expect(sockets).toHaveLength(2);
    expect(statuses.at(-1)).toEqual(['stopped', 'signed-out']);
  });

  it('stop closes the socket and nothing reconnects', () => {
    const { channel, sockets, advance } = setup();
    channel.start();
    sockets[0]!.welcome();
    channel.stop();
    expect(sockets[0]!.closedWith).toBe(1000);
    advance(60_000);
    expect(sockets).toHaveLength(1);
  });

  it('the live URL is the API URL with a WebSocket scheme', () => {
    expect(liveChannelUrl('/api/widgets/w1/flow/live', 'https://studio.example/org/widgets')).toBe('wss://studio.example/api/widgets/w1/flow/live');
    expect(liveChannelUrl('http://localhost:3000/api/x', 'http://localhost:3000/')).toBe('ws://localhost:3000/api/x');
  });
});
