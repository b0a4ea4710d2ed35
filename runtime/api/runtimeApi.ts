// The runtime's calls to the studio (contracts/runtime.ts). Bodies go as text/plain JSON: a "simple" request
// needs no CORS preflight, and sendBeacon can only send that anyway. No credentials travel.
import {
  RUNTIME_BASE,
  type RuntimeEventBatch,
  type RuntimeEventBatchAnswer,
  type RuntimeManifest,
  type ServerNodeRunRequest,
  type ServerNodeRunResult,
  type VisitorFacts,
} from '../../contracts/runtime';

export interface RuntimeApi {
  manifest(): Promise<RuntimeManifest>;
  visitor(): Promise<VisitorFacts>;
  runNode(nodeId: number, request: ServerNodeRunRequest, signal?: AbortSignal): Promise<ServerNodeRunResult>;
  /**
   * Sends a batch; `leaving`: the page is going away (sendBeacon, else a keepalive fetch). Answers what the studio
   * stored and refused, or null when a beacon took it (no answer comes back); throws RuntimeRequestError on a non-2xx.
   */
  sendEvents(batch: RuntimeEventBatch, leaving: boolean): Promise<RuntimeEventBatchAnswer | null>;
  fileUrl(fileId: string): string;
}

/** A call the studio answered with an error status: its Retry-After (429) and the fields its 400 names. */
export class RuntimeRequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly retryAfterMs: number | null = null,
    readonly issues: readonly { field: string; rule: string }[] = [],
  ) {
    super(message);
  }
}

/** Retry-After in ms: seconds, or an HTTP date; null when absent or unreadable. */
function retryAfterMs(header: string | null): number | null {
  if (header === null || header.trim() === '') return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const at = Date.parse(header);
  return Number.isNaN(at) ? null : Math.max(0, at - Date.now());
}

/** The error of a non-2xx answer; its message names the studio's error code and message when the body is the studio's. */
async function requestError(response: Response, call: string): Promise<RuntimeRequestError> {
  let issues: { field: string; rule: string }[] = [];
  let said = '';
  try {
    const body = (await response.json()) as { error?: unknown; message?: unknown; issues?: unknown };
    if (Array.isArray(body.issues)) issues = body.issues.filter((issue): issue is { field: string; rule: string } => typeof issue?.field === 'string');
    if (typeof body.error === 'string') said = ` ${body.error}${typeof body.message === 'string' ? ` (${body.message})` : ''}`;
  } catch {
    // not the studio's JSON error body (a proxy's page): nothing more to say
  }
  return new RuntimeRequestError(response.status, `${call}: ${response.status}${said}`, retryAfterMs(response.headers.get('retry-after')), issues);
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
    if (!response.ok) throw await requestError(response, `${init?.method ?? 'GET'} ${path}`);
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
        if (options.sendBeacon(`${base}/events`, body)) return null;
      }
      const answer = await json<Partial<RuntimeEventBatchAnswer> | null>('/events', post(batch, leaving));
      return { accepted: answer?.accepted ?? 0, refused: answer?.refused ?? [] };
    },
    fileUrl: (fileId) => `${options.studio}/uploads/${encodeURIComponent(fileId)}/original.webp`,
  };
}
