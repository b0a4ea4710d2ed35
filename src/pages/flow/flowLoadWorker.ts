// The flow-load worker (flowLoad.worker.ts, its own hashed file; the client learns its URL through the build's
// __FLOW_LOAD_WORKER_URL__). One can be started ahead (src/app/earlyStart.ts on a flow URL): a worker's script is
// fetched and started through the page's main thread, which is busy evaluating the app's and the engine's code
// a moment later — started first, the worker is ready when the first load is sent to it.

declare const __FLOW_LOAD_WORKER_URL__: string | undefined;

/** The worker's URL in a build made by esbuild.config.mjs; undefined in tests and the bench. */
export function flowLoadWorkerUrl(): string | undefined {
  return typeof __FLOW_LOAD_WORKER_URL__ === 'string' ? __FLOW_LOAD_WORKER_URL__ : undefined;
}

let spare: Worker | null = null;

/** Starts one worker for the next load (once; nothing without a worker build). */
export function startFlowLoadWorkerAhead(): void {
  const url = flowLoadWorkerUrl();
  if (spare || !url || typeof Worker === 'undefined') return;
  spare = new Worker(url, { type: 'module', name: 'flow-load' });
}

/** A worker for one load: the one started ahead if any, else a new one; null without a worker build. */
export function takeFlowLoadWorker(): Worker | null {
  const url = flowLoadWorkerUrl();
  if (!url || typeof Worker === 'undefined') return null;
  const worker = spare ?? new Worker(url, { type: 'module', name: 'flow-load' });
  spare = null;
  return worker;
}
