// The flow the editor opens, loaded with progress (loadFlow.ts); `reload()` fetches it again (after a conflict
// or an import). A final failure is thrown during render, like useApiQuery, so the route's error screens show.
import { useCallback, useEffect, useState } from 'react';
import type { WidgetFlow } from '../../../contracts/entities';
import { useApi } from '../../api/ApiContext';
import { keys } from '../../api/queries';
import type { FlowLoadProgress } from './flowLoadProtocol';
import { takePrefetchedFlow } from './flowPrefetch';
import { loadFlow } from './loadFlow';

export interface FlowLoadState {
  data: WidgetFlow | undefined;
  progress: FlowLoadProgress;
  reload(): Promise<unknown>;
}

const START: FlowLoadProgress = { phase: 'download', fraction: 0 };

export function useFlowLoad(widgetId: string | null): FlowLoadState {
  const api = useApi();
  const [data, setData] = useState<WidgetFlow | undefined>(undefined);
  const [error, setError] = useState<unknown>(undefined);
  const [progress, setProgress] = useState<FlowLoadProgress>(START);
  const [generation, setGeneration] = useState(0);
  const [waiters] = useState(() => new Set<() => void>());

  useEffect(() => {
    if (!widgetId) return;
    const controller = new AbortController();
    setProgress(START);
    const path = keys.widgetFlow(widgetId);
    // The first load takes over the one the route started (flowPrefetch.ts); a reload fetches anew.
    const prefetched = generation === 0 ? takePrefetchedFlow(path) : null;
    let flow: Promise<WidgetFlow>;
    if (prefetched) {
      const unsubscribe = prefetched.onProgress(setProgress);
      controller.signal.addEventListener('abort', () => {
        unsubscribe();
        prefetched.abort();
      });
      flow = prefetched.flow;
    } else flow = loadFlow(api, path, setProgress, controller.signal);
    flow.then(
      (flow) => {
        if (controller.signal.aborted) return;
        setData(flow);
        for (const done of waiters) done();
        waiters.clear();
      },
      (failure: unknown) => {
        if (!controller.signal.aborted) setError(failure);
      },
    );
    return () => controller.abort();
  }, [api, widgetId, generation, waiters]);

  const reload = useCallback(
    () =>
      new Promise<void>((resolve) => {
        waiters.add(resolve);
        setGeneration((value) => value + 1);
      }),
    [waiters],
  );
  if (error !== undefined) throw error;
  return { data, progress, reload };
}
