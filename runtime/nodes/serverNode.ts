// A server-side node (http_request, email, ai_prompt, code, collect): the browser sends the node id and the
// context values its config references (fitted to what the studio takes: api/sendableValues.ts); the server runs it
// with the published config and its secrets.
// awaits: the flow waits for the answer and takes what the node adds; else the call is fired and the flow goes on
// (the manifest makes every collect await: a visitor's submission is never left to a call nobody waits for).
// A failure the server answers (ok false) was recorded there as error_thrown: the flow ends at this node.
// A call the studio refused (4xx/5xx: `node-refused`, with its status, error code and message) or that got no answer
// (`node-unreachable`) is recorded here as error_thrown and ends the flow too (awaited), or is only logged (fired and
// forgotten). A 429 did nothing on the server: the call is tried again after its Retry-After (runWithRetries).
import type { ClientServerNode, ContextValue, EventStamp, ServerNodeRunRequest, ServerNodeRunResult } from '../../contracts/runtime';
import { RuntimeRequestError, type RuntimeApi } from '../api/runtimeApi';
import { sendableRunValues } from '../api/sendableValues';
import type { NodeExecutor, NodeRun } from './nodeExecutor';

export interface ServerNodeSources {
  api: Pick<RuntimeApi, 'runNode'>;
  version: number;
  /** What the manifest says of each server-side node. */
  nodes: ReadonlyMap<number, ClientServerNode>;
  log(step: string, detail?: unknown): void;
  /** The run's time and next sequence number (the event queue's), sent with the call for the events it records. */
  stamp?(): EventStamp;
}

/** Tries of one run answered 429 (rate-limited: nothing was done), and the longest Retry-After waited for. */
export const RUN_TRIES = 3;
export const RUN_RETRY_WAIT_MAX_MS = 30_000;

function referencedValues(run: NodeRun, references: readonly string[]): Record<string, ContextValue> {
  const values: Record<string, ContextValue> = {};
  for (const token of references) {
    const value = run.context.get(token);
    if (value !== undefined) values[token] = value;
  }
  return sendableRunValues(values);
}

function waitFor(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    const stop = () => {
      clearTimeout(timer);
      resolve();
    };
    signal?.addEventListener('abort', stop, { once: true });
  });
}

/** The run, tried again after a 429 (at most RUN_TRIES, each wait its Retry-After up to RUN_RETRY_WAIT_MAX_MS). */
async function runWithRetries(sources: ServerNodeSources, nodeId: number, request: ServerNodeRunRequest, signal: AbortSignal | undefined): Promise<ServerNodeRunResult> {
  for (let tries = 1; ; tries += 1) {
    try {
      return await sources.api.runNode(nodeId, request, signal);
    } catch (error) {
      const wait = error instanceof RuntimeRequestError && error.status === 429 ? (error.retryAfterMs ?? 1000) : null;
      if (wait === null || tries >= RUN_TRIES || wait > RUN_RETRY_WAIT_MAX_MS || signal?.aborted) throw error;
      sources.log(`node ${nodeId} rate-limited, trying again in ${wait} ms`);
      await waitFor(wait, signal);
    }
  }
}

export function serverNode(sources: ServerNodeSources): NodeExecutor {
  return async (run) => {
    const described = sources.nodes.get(run.node.id);
    if (!described) {
      run.emit('widget_flow_error_thrown', { error: 'node-unknown', message: `Node ${run.node.id} is not in the published manifest.` });
      return { port: null };
    }
    const call = runWithRetries(
      sources,
      run.node.id,
      { version: sources.version, ...run.visitor, values: referencedValues(run, described.references), ...sources.stamp?.() },
      described.awaits ? run.signal : undefined,
    );
    if (!described.awaits) {
      call.then(
        (result) => sources.log(`node ${run.node.id} answered`, result),
        (error: unknown) => sources.log(`node ${run.node.id} failed`, error),
      );
      return { port: 0 };
    }
    try {
      const result = await call;
      if (!result.ok) return { port: null };
      return { port: 0, values: result.values };
    } catch (error) {
      if (run.signal.aborted) return { port: null };
      const message = error instanceof Error ? error.message : String(error);
      run.emit('widget_flow_error_thrown', { error: error instanceof RuntimeRequestError ? 'node-refused' : 'node-unreachable', message });
      return { port: null };
    }
  };
}
