// A co-editing editor against a real studio, in Node: a TestEditor (simulated clock for its debounces) whose
// engine/collab session saves with the real PATCH, catches up with GET …/changes, leases node ids, and listens on
// the real live channel through the studio's own LiveChannel wiring (src/pages/flow/collab/connectLive.ts) over a
// `ws` WebSocket. The one simulated client of the project: the API convergence test and bench/coedit run it.
import WebSocket from 'ws';
import type { FlowChangesPage, FlowPatchAnswer, NodeIdLease } from '../../contracts/collab';
import { FlowVersionTooOldError } from '../../engine/collab/collabTypes';
import type { CollabOptions } from '../../engine/collab/EditorCollab';
import type { FlowDocument } from '../../engine/model/flowTypes';
import { connectLive, type LiveConnection } from '../../src/pages/flow/collab/connectLive';
import type { SocketLike } from '../../src/pages/flow/collab/LiveChannel';
import type { ApiResponse } from './testStudio';
import { TestEditor } from './TestEditor';

/** An HTTP failure as the session sees it: status and the API's error code. */
export class ApiFailure extends Error {
  constructor(
    readonly status: number,
    readonly code: string | undefined,
    path: string,
  ) {
    super(`${path}: HTTP ${status} ${code ?? ''}`);
  }
}

type Request = (method: string, path: string, body?: unknown) => Promise<ApiResponse>;

/** Whom the editor acts for: the bearer token its channel offers (read at each (re)connection) and its API calls. */
export interface LiveEditorUser {
  readonly accessToken: string;
  request: Request;
}

export function apiTransport(request: Request, widgetId: string): CollabOptions['transport'] {
  const flow = `/widgets/${widgetId}/flow`;
  const call = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const response = await request(method, path, body);
    if (response.status >= 200 && response.status < 300) return response.body as T;
    const code = typeof response.body?.error === 'string' ? (response.body.error as string) : undefined;
    if (response.status === 409 && code === 'flow-version-too-old') throw new FlowVersionTooOldError();
    throw new ApiFailure(response.status, code, path);
  };
  return {
    sendPatches: ({ baseVersion, patches, clientId }) => call<FlowPatchAnswer>('PATCH', flow, clientId ? { baseVersion, patches, clientId } : { baseVersion, patches }),
    changesSince: (since) => call<FlowChangesPage>('GET', `${flow}/changes?since=${since}`),
    loadFlow: async () => {
      const read = await call<{ flow: FlowDocument; version: number }>('GET', flow);
      return { document: read.flow, version: read.version };
    },
    leaseNodeIds: () => call<NodeIdLease>('POST', `${flow}/node_ids`),
  };
}

export class LiveEditor {
  readonly test: TestEditor;
  private connection: LiveConnection | null = null;
  private opened = 0;

  private constructor(
    readonly name: string,
    private readonly baseUrl: string,
    private readonly widgetId: string,
    private readonly user: LiveEditorUser,
    userId: string,
    document: FlowDocument,
    version: number,
    request: Request,
  ) {
    this.test = new TestEditor(document, { version, collab: { transport: apiTransport(request, widgetId), userId } });
  }

  /** Loads the flow and opens an editor on it (its channel not yet open). */
  static async open(name: string, baseUrl: string, widgetId: string, user: LiveEditorUser, userId: string, request: Request = user.request.bind(user)): Promise<LiveEditor> {
    const read = await request('GET', `/widgets/${widgetId}/flow`);
    if (read.status !== 200) throw new Error(`GET flow: ${read.status}`);
    return new LiveEditor(name, baseUrl, widgetId, user, userId, read.body.flow as FlowDocument, read.body.version as number, request);
  }

  /** An editor on a flow already read at `version` (a bench reads a large flow once for all its editors). */
  static onDocument(name: string, baseUrl: string, widgetId: string, user: LiveEditorUser, userId: string, document: FlowDocument, version: number, request: Request = user.request.bind(user)): LiveEditor {
    return new LiveEditor(name, baseUrl, widgetId, user, userId, document, version, request);
  }

  get editor() {
    return this.test.editor;
  }

  get collab() {
    return this.test.editor.collab!;
  }

  get connected(): boolean {
    return this.connection !== null;
  }

  /** Times a welcome arrived (each (re)connection brings one). */
  get welcomes(): number {
    return this.opened;
  }

  connect(): this {
    if (this.connection) return this;
    this.connection = connectLive(this.collab, {
      url: `${this.baseUrl.replace(/^http/, 'ws')}/api/widgets/${this.widgetId}/flow/live`,
      token: () => this.user.accessToken,
      createSocket: (url, protocols) => new WebSocket(url, protocols) as unknown as SocketLike,
      message: (message) => {
        if (message.type === 'welcome') this.opened += 1;
      },
    });
    return this;
  }

  disconnect(): this {
    this.connection?.stop();
    this.connection = null;
    return this;
  }

  destroy(): void {
    this.disconnect();
    this.editor.destroy();
  }
}
