// The flow page's loading worker (built by esbuild.config.mjs as its own file): downloads GET /widgets/:id/flow
// with progress, parses the JSON off the main thread and hands the flow over in slices (flowLoadProtocol.ts).
import type { WidgetFlow } from '../../../contracts/entities';
import { flowSlices, type FlowLoadMessage, type FlowLoadRequest } from './flowLoadProtocol';

/** Progress messages at most every this many bytes. */
const PROGRESS_EVERY = 256 * 1024;

const post = (message: FlowLoadMessage) => (self as unknown as { postMessage(message: FlowLoadMessage): void }).postMessage(message);

async function load({ url, accessToken }: FlowLoadRequest): Promise<void> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (accessToken) headers.Authorization = `Bearer ${accessToken}`;
  let response: Response;
  try {
    response = await fetch(url, { headers, credentials: 'include' });
  } catch (error) {
    post({ type: 'failed', status: null, text: error instanceof Error ? error.message : String(error) });
    return;
  }
  if (!response.ok) {
    post({ type: 'failed', status: response.status, text: await response.text().catch(() => '') });
    return;
  }
  // The length is the body's only when it travels uncompressed (fetch hands over decoded bytes).
  const length = Number(response.headers.get('content-length'));
  const total = response.headers.get('content-encoding') || !Number.isFinite(length) || length <= 0 ? null : length;
  const reader = response.body!.getReader();
  const parts: Uint8Array[] = [];
  let received = 0;
  let reported = 0;
  post({ type: 'progress', received: 0, total });
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parts.push(value);
    received += value.byteLength;
    if (received - reported >= PROGRESS_EVERY) {
      reported = received;
      post({ type: 'progress', received, total });
    }
  }
  post({ type: 'progress', received, total: total ?? received });
  const bytes = new Uint8Array(received);
  let at = 0;
  for (const part of parts) {
    bytes.set(part, at);
    at += part.byteLength;
  }
  let flow: WidgetFlow;
  try {
    flow = JSON.parse(new TextDecoder().decode(bytes)) as WidgetFlow;
  } catch (error) {
    post({ type: 'failed', status: null, text: `the answer is not JSON: ${error instanceof Error ? error.message : String(error)}` });
    return;
  }
  for (const message of flowSlices(flow)) post(message);
}

self.addEventListener('message', (event: MessageEvent<FlowLoadRequest>) => void load(event.data));
