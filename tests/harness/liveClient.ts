// A live channel client for tests and benchmarks: a real `ws` WebSocket to GET /api/widgets/{id}/flow/live with the
// token offered as the bearer subprotocol, as a browser does. Keeps every message; `next` waits for one matching a
// predicate (never a fixed sleep).
import WebSocket from 'ws';
import { BEARER_SUBPROTOCOL_PREFIX, LIVE_SUBPROTOCOL, type LiveServerMessage } from '../../contracts/collab';

export interface LiveClient {
  socket: WebSocket;
  messages: LiveServerMessage[];
  /** The welcome (the first message). */
  welcome: Extract<LiveServerMessage, { type: 'welcome' }>;
  /** Resolves with the first message that matches and that no earlier `next` returned (waiting for it if need be). */
  next<T extends LiveServerMessage>(match: (message: LiveServerMessage) => message is T, timeoutMs?: number): Promise<T>;
  next(match: (message: LiveServerMessage) => boolean, timeoutMs?: number): Promise<LiveServerMessage>;
  send(message: unknown): void;
  /** Resolves when the server closes the channel. */
  closed: Promise<{ code: number; reason: string }>;
  close(): Promise<void>;
}

export interface RefusedUpgrade {
  status: number;
  body: any;
}

export function liveUrl(baseUrl: string, widgetId: string): string {
  return `${baseUrl.replace(/^http/, 'ws')}/api/widgets/${widgetId}/flow/live`;
}

/** Opens a channel; resolves after the welcome, or rejects with the HTTP answer that refused the upgrade. */
export function openLive(baseUrl: string, widgetId: string, token: string | null, protocols = [LIVE_SUBPROTOCOL], options: WebSocket.ClientOptions = {}): Promise<LiveClient> {
  const offered = token === null ? protocols : [...protocols, `${BEARER_SUBPROTOCOL_PREFIX}${token}`];
  const socket = new WebSocket(liveUrl(baseUrl, widgetId), offered, options);
  const messages: LiveServerMessage[] = [];
  const waiters: { match: (message: LiveServerMessage) => boolean; resolve: (message: LiveServerMessage) => void }[] = [];
  /** Messages a `next` already returned. */
  const taken = new Set<LiveServerMessage>();
  let closedWith: { code: number; reason: string } | null = null;
  const closed = new Promise<{ code: number; reason: string }>((resolve) => {
    socket.on('close', (code, reason) => {
      closedWith = { code, reason: reason.toString() };
      resolve(closedWith);
    });
  });
  socket.on('message', (data) => {
    const message = JSON.parse(data.toString()) as LiveServerMessage;
    messages.push(message);
    const waiter = waiters.find((each) => each.match(message));
    if (waiter) {
      waiters.splice(waiters.indexOf(waiter), 1);
      waiter.resolve(message);
    }
  });
  const next = (match: (message: LiveServerMessage) => boolean, timeoutMs = 10_000): Promise<LiveServerMessage> => {
    const found = messages.find((message) => !taken.has(message) && match(message));
    if (found) {
      taken.add(found);
      return Promise.resolve(found);
    }
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        waiters.splice(waiters.indexOf(waiter), 1);
        reject(new Error(`no matching live message within ${timeoutMs} ms (got ${JSON.stringify(messages.slice(-5)).slice(0, 600)}; closed: ${JSON.stringify(closedWith)})`));
      }, timeoutMs);
      const waiter = {
        match,
        resolve: (message: LiveServerMessage) => {
          clearTimeout(timer);
          taken.add(message);
          resolve(message);
        },
      };
      waiters.push(waiter);
    });
  };
  return new Promise((resolve, reject) => {
    socket.on('unexpected-response', (_request, response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => (text += chunk.toString()));
      response.on('end', () => {
        let body: unknown = text;
        try {
          body = JSON.parse(text);
        } catch {
          // not JSON: keep the text
        }
        reject(Object.assign(new Error(`upgrade refused: ${response.statusCode}`), { refused: { status: response.statusCode ?? 0, body } satisfies RefusedUpgrade }));
      });
    });
    socket.on('error', (error) => reject(error));
    next((message) => message.type === 'welcome', 15_000).then(
      (welcome) =>
        resolve({
          socket,
          messages,
          welcome: welcome as LiveClient['welcome'],
          next: next as LiveClient['next'],
          send: (message) => socket.send(typeof message === 'string' ? message : JSON.stringify(message)),
          closed,
          async close() {
            if (socket.readyState !== WebSocket.CLOSED) {
              socket.close();
              await closed;
            }
          },
        }),
      reject,
    );
  });
}

/** The HTTP answer that refused an upgrade (openLive's rejection). */
export async function refusedUpgrade(opening: Promise<LiveClient>): Promise<RefusedUpgrade> {
  try {
    const client = await opening;
    await client.close();
  } catch (error) {
    const refused = (error as { refused?: RefusedUpgrade }).refused;
    if (refused) return refused;
    throw error;
  }
  throw new Error('the upgrade was accepted');
}
