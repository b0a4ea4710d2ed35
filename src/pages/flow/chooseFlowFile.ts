// A flow file chosen for import, read and checked in the flow worker (flowImportProtocol.ts) when the build
// has one, otherwise on the page. The dialog sees only the counts or the problem; send() PUTs the document
// (rejecting with the API client's errors, so the dialog shows the server's 400 message).
import { HttpError, NetworkError } from '../../api/errors';
import { inspectFlowText, type FlowImportMessage, type FlowImportRequest } from './flowImportProtocol';
import { flowLoadWorkerUrl } from './loadFlow';

export interface ChosenFlowFile {
  fileName: string;
  nodes: number;
  connections: number;
  /** Why the file cannot be imported at all (not JSON, not a flow); null when it can. */
  problem: string | null;
  /** Replaces the widget's flow with the file's document on `baseVersion`. */
  send(baseVersion: number): Promise<void>;
  /** Frees the file's document (terminates its worker). */
  dispose(): void;
}

export interface FlowImporter {
  url(path: string): string;
  accessToken(): string | null;
  put<T>(path: string, body?: unknown): Promise<T>;
}

export function chooseFlowFile(file: File, api: FlowImporter, path: string): Promise<ChosenFlowFile> {
  const workerUrl = flowLoadWorkerUrl();
  if (!workerUrl || typeof Worker === 'undefined') return chooseOnPage(file, api, path);
  const worker = new Worker(workerUrl, { type: 'module', name: 'flow-import' });
  const next = () =>
    new Promise<FlowImportMessage>((resolve, reject) => {
      const onMessage = (event: MessageEvent<FlowImportMessage>) => {
        worker.removeEventListener('error', onError);
        resolve(event.data);
      };
      const onError = (event: ErrorEvent) => {
        worker.removeEventListener('message', onMessage);
        reject(new NetworkError(`the import worker failed (${event.message})`, 'bad-response'));
      };
      worker.addEventListener('message', onMessage, { once: true });
      worker.addEventListener('error', onError, { once: true });
    });
  const post = (request: FlowImportRequest) => worker.postMessage(request);
  const answer = next();
  post({ type: 'inspect-import', file });
  return answer.then(
    (message) => ({
      fileName: file.name,
      nodes: message.type === 'import-inspected' ? message.nodes : 0,
      connections: message.type === 'import-inspected' ? message.connections : 0,
      problem: message.type === 'import-problem' ? message.text : null,
      async send(baseVersion) {
        const sent = next();
        post({ type: 'send-import', url: api.url(path), accessToken: api.accessToken(), baseVersion });
        const result = await sent;
        if (result.type === 'import-failed') throw result.status === null ? new NetworkError(`PUT ${path}: ${result.text}`, 'offline') : new HttpError(result.status, result.text);
      },
      dispose: () => worker.terminate(),
    }),
    (error: unknown) => {
      worker.terminate();
      throw error;
    },
  );
}

/** Without a worker (tests, a build without one): the same checks on the page. */
async function chooseOnPage(file: File, api: FlowImporter, path: string): Promise<ChosenFlowFile> {
  const { document, message } = inspectFlowText(await file.text());
  return {
    fileName: file.name,
    nodes: document?.nodes.length ?? 0,
    connections: document?.connections.length ?? 0,
    problem: message.type === 'import-problem' ? message.text : null,
    async send(baseVersion) {
      await api.put(path, { baseVersion, flow: document });
    },
    dispose: () => undefined,
  };
}
