// The flow page's download started by the route, before the page's own code (the engine, pixi) has loaded and
// run: the router knows the widget as soon as the URL is read, while the page chunk and its modules take a few
// hundred milliseconds more (measured at 100k nodes: the request went out at ~630 ms after navigation instead of
// ~320 ms). The page takes the running load over (useFlowLoad); one that is not taken is dropped after a while.
import type { WidgetFlow } from '../../../contracts/entities';
import type { FlowLoadProgress } from './flowLoadProtocol';
import { loadFlow, type FlowLoader } from './loadFlow';

/** A prefetch the page did not take within this time is aborted (the user went elsewhere). */
const UNCLAIMED_MS = 30_000;

export interface PrefetchedFlow {
  readonly flow: Promise<WidgetFlow>;
  /** The latest progress, then every change until the flow has arrived; returns the unsubscribe. */
  onProgress(listener: (progress: FlowLoadProgress) => void): () => void;
  abort(): void;
}

const pending = new Map<string, { prefetched: PrefetchedFlow; expiry: ReturnType<typeof setTimeout> }>();

/** Starts loading the flow at `path` unless a load of it is already waiting to be taken. */
export function prefetchFlow(api: FlowLoader, path: string): void {
  if (pending.has(path)) return;
  const controller = new AbortController();
  const listeners = new Set<(progress: FlowLoadProgress) => void>();
  let latest: FlowLoadProgress = { phase: 'download', fraction: 0 };
  const flow = loadFlow(
    api,
    path,
    (progress) => {
      latest = progress;
      for (const listener of listeners) listener(progress);
    },
    controller.signal,
  );
  // Failures surface where the page takes the load; an unclaimed one must not be an unhandled rejection.
  flow.catch(() => undefined);
  const prefetched: PrefetchedFlow = {
    flow,
    onProgress(listener) {
      listeners.add(listener);
      listener(latest);
      return () => listeners.delete(listener);
    },
    abort: () => controller.abort(),
  };
  const expiry = setTimeout(() => {
    if (pending.get(path)?.prefetched !== prefetched) return;
    pending.delete(path);
    prefetched.abort();
  }, UNCLAIMED_MS);
  pending.set(path, { prefetched, expiry });
}

/** The running load of `path`, handed over once (later loads, a reload, start afresh); null when none. */
export function takePrefetchedFlow(path: string): PrefetchedFlow | null {
  const entry = pending.get(path);
  if (!entry) return null;
  pending.delete(path);
  clearTimeout(entry.expiry);
  return entry.prefetched;
}
