// The flow page's worker (built by esbuild.config.mjs as its own file). Opening: downloads GET
// /widgets/:id/flow with progress, parses the JSON off the main thread and hands the flow over in slices
// (flowLoadProtocol.ts). Importing: reads and checks a chosen file, then serialises, gzips and PUTs it
// (flowImportProtocol.ts). Either way no megabyte-sized parse or stringify runs on the page's thread.
import type { WidgetFlow } from '../../../contracts/entities';
import type { FlowDocument } from '../../../engine/model/flowTypes';
import { encodeJsonBody } from '../../api/compressBody';
import { inspectFlowText, type FlowImportMessage, type FlowImportRequest } from './flowImportProtocol';
import { flowSlices, transferablesOf, type FlowLoadMessage, type FlowLoadRequest } from './flowLoadProtocol';

/** Progress messages at most every this many bytes. */
const PROGRESS_EVERY = 256 * 1024;

const post = (message: FlowLoadMessage | FlowImportMessage, transfer: Transferable[] = []) =>
  (self as unknown as { postMessage(message: FlowLoadMessage | FlowImportMessage, transfer: Transferable[]): void }).postMessage(message, transfer);

function authHeaders(accessToken: string | null): Record<string, string> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (accessToken) headers.Authorization = `Bearer ${accessToken}`;
  return headers;
}

async function load({ url, accessToken }: Extract<FlowLoadRequest, { type: 'load' }>): Promise<void> {
  let response: Response;
  try {
    response = await fetch(url, { headers: authHeaders(accessToken), credentials: 'include' });
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
  slices = flowSlices(flow);
  postNextSlice();
}

/** The slices of the parsed flow still to post, one per 'more' from the page. */
let slices: Generator<FlowLoadMessage> | null = null;

function postNextSlice(): void {
  const next = slices?.next();
  if (!next || next.done) {
    slices = null;
    return;
  }
  post(next.value, transferablesOf(next.value));
}

/** The document of the last inspected file, kept here until it is sent (one worker per chosen file). */
let chosen: FlowDocument | null = null;

async function inspect(file: Blob): Promise<void> {
  const { document, message } = inspectFlowText(await file.text());
  chosen = document;
  post(message);
}

async function send({ url, accessToken, baseVersion }: Extract<FlowImportRequest, { type: 'send-import' }>): Promise<void> {
  if (!chosen) {
    post({ type: 'import-failed', status: null, text: 'no flow file was read' });
    return;
  }
  const headers = { ...authHeaders(accessToken), 'Content-Type': 'application/json' };
  const encoded = await encodeJsonBody(JSON.stringify({ baseVersion, flow: chosen }));
  if (encoded.contentEncoding) (headers as Record<string, string>)['Content-Encoding'] = encoded.contentEncoding;
  try {
    const response = await fetch(url, { method: 'PUT', headers, body: encoded.body, credentials: 'include' });
    const text = await response.text().catch(() => '');
    post(response.ok ? { type: 'import-sent' } : { type: 'import-failed', status: response.status, text });
  } catch (error) {
    post({ type: 'import-failed', status: null, text: error instanceof Error ? error.message : String(error) });
  }
}

self.addEventListener('message', (event: MessageEvent<FlowLoadRequest | FlowImportRequest>) => {
  const request = event.data;
  if (request.type === 'load') void load(request);
  else if (request.type === 'more') postNextSlice();
  else if (request.type === 'inspect-import') void inspect(request.file);
  else void send(request);
});
