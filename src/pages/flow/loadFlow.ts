// Loads a widget's flow for the editor: in the loading worker when the build has one (the page stays
// responsive: no main-thread JSON.parse of megabytes, the flow arrives in slices), otherwise with the API
// client. Reports determinate progress; failures are the API client's errors, so the page shows the same screens.
import type { WidgetFlow } from '../../../contracts/entities';
import type { FlowDocument } from '../../../engine/model/flowTypes';
import { HttpError, NetworkError } from '../../api/errors';
import { FlowAssembler, type FlowLoadMessage, type FlowLoadProgress, type FlowLoadRequest } from './flowLoadProtocol';
import { markFlowOpen } from './flowOpenMarks';

import { takeFlowLoadWorker } from './flowLoadWorker';

export { flowLoadWorkerUrl } from './flowLoadWorker';

export interface FlowLoader {
  url(path: string): string;
  accessToken(): string | null;
  get<T>(path: string): Promise<T>;
}

/** `T`: the answer's shape, a flow plus its meta (the draft's GET /flow, or a published version). */
export function loadFlow<T extends { flow: FlowDocument } = WidgetFlow>(
  api: FlowLoader,
  path: string,
  onProgress: (progress: FlowLoadProgress) => void,
  signal: AbortSignal,
): Promise<T> {
  const worker = takeFlowLoadWorker();
  if (!worker) return api.get<T>(path);
  return new Promise<T>((resolve, reject) => {
    const assembler = new FlowAssembler();
    // The bar moves in whole percents: a render per message would add up over hundreds of slices.
    let shownPercent = -1;
    const stop = () => worker.terminate();
    signal.addEventListener('abort', () => {
      stop();
      reject(new DOMException('flow load aborted', 'AbortError'));
    });
    worker.addEventListener('message', (event: MessageEvent<FlowLoadMessage>) => {
      const message = event.data;
      if (message.type === 'failed') {
        stop();
        reject(message.status === null ? new NetworkError(`GET ${path}: ${message.text}`, 'bad-response') : new HttpError(message.status, message.text));
        return;
      }
      if (message.type === 'meta') markFlowOpen('parsed');
      const flow = assembler.take(message);
      const percent = Math.round(assembler.progress.fraction * 100);
      if (percent !== shownPercent && (message.type === 'progress' || message.type === 'meta' || message.type === 'nodes' || message.type === 'connections')) {
        shownPercent = percent;
        onProgress(assembler.progress);
      }
      if (flow) {
        markFlowOpen('received');
        stop();
        // The worker hands back every field of the answer beside the flow (flowSlices), whatever the answer.
        resolve(flow as unknown as T);
      } else if (message.type !== 'progress') {
        // Taken: the next slice comes as a new task, after whatever the page queued meanwhile.
        const more: FlowLoadRequest = { type: 'more' };
        worker.postMessage(more);
      }
    });
    worker.addEventListener('error', (event) => {
      stop();
      reject(new NetworkError(`GET ${path}: the loading worker failed (${event.message})`, 'bad-response'));
    });
    const request: FlowLoadRequest = { type: 'load', url: api.url(path), accessToken: api.accessToken() };
    markFlowOpen('request');
    worker.postMessage(request);
  });
}
