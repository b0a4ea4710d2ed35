// The runtime's calls to the studio (contracts/runtime.ts). Bodies go as text/plain JSON: a "simple" request
// needs no CORS preflight, and sendBeacon can only send that anyway. No credentials travel.
import { RUNTIME_BASE, type RuntimeEventBatch, type RuntimeManifest, type ServerNodeRunRequest, type ServerNodeRunResult, type VisitorFacts } from '../../contracts/runtime';

export interface RuntimeApi {
  manifest(): Promise<RuntimeManifest>;
  visitor(): Promise<VisitorFacts>;
  runNode(nodeId: number, request: ServerNodeRunRequest, signal?: AbortSignal): Promise<ServerNodeRunResult>;
  /** Sends a batch; `leaving`: the page is going away (sendBeacon, else a keepalive fetch). */
  sendEvents(batch: RuntimeEventBatch, leaving: boolean): Promise<void>;
  fileUrl(fileId: string): string;
}

export class RuntimeRequestError extends Error {
  constructor(readonly status: number, message: string) {
    super(message);
  }
}

export interface RuntimeApiOptions {
  /** The studio's origin (where embed.js came from). */
  studio: string;
  widgetId: string;
  fetch?: typeof fetch;
  sendBeacon?: (url: string, body: Blob) => boolean;
}

export function widgetApiBase(studio: string, widgetId: string): string {
  return `${studio}${RUNTIME_BASE}/widgets/${encodeURIComponent(widgetId)}`;
}

export function runtimeApi(options: RuntimeApiOptions): RuntimeApi {
  const base = widgetApiBase(options.studio, options.widgetId);
  const doFetch = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  const json = async <T>(path: string, init?: RequestInit): Promise<T> => {
    const response = await doFetch(base + path, { credentials: 'omit', ...init });
    if (!response.ok) throw new RuntimeRequestError(response.status, `${init?.method ?? 'GET'} ${path}: ${response.status}`);
    return (await response.json()) as T;
  };
  const post = (body: unknown, keepalive = false): RequestInit => ({
    method: 'POST',
    headers: { 'content-type': 'text/plain;charset=UTF-8' },
    body: JSON.stringify(body),
    keepalive,
  });
  return {
    manifest: () => json<RuntimeManifest>('/manifest'),
    visitor: () => json<VisitorFacts>('/visitor', { cache: 'no-store' }),
    runNode: (nodeId, request, signal) => json<ServerNodeRunResult>(`/nodes/${nodeId}/run`, { ...post(request), signal }),
    async sendEvents(batch, leaving) {
      if (leaving && options.sendBeacon) {
        const body = new Blob([JSON.stringify(batch)], { type: 'text/plain;charset=UTF-8' });
        if (options.sendBeacon(`${base}/events`, body)) return;
      }
      const response = await doFetch(`${base}/events`, { credentials: 'omit', ...post(batch, leaving) });
      if (!response.ok && response.status >= 500) throw new RuntimeRequestError(response.status, `POST /events: ${response.status}`);
    },
    fileUrl: (fileId) => `${options.studio}/uploads/${encodeURIComponent(fileId)}/original.webp`,
  };
}
