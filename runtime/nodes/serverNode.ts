// A server-side node (http_request, email, ai_prompt, code, collect): the browser sends the node id and the
// context values its config references; the server runs it with the published config and its secrets.
// awaits: the flow waits for the answer and takes what the node adds; else the call is fired and the flow goes on.
// A failure the server answers (ok false) was recorded there as error_thrown: the flow ends at this node.
// A call that never got an answer (network, 4xx/5xx) is recorded here as error_thrown and ends the flow too
// (awaited), or is only logged (fired and forgotten).
import type { ClientServerNode, ContextValue } from '../../contracts/runtime';
import type { RuntimeApi } from '../api/runtimeApi';
import { sendableRunValues } from '../api/sendableValues';
import type { NodeExecutor, NodeRun } from './nodeExecutor';

export interface ServerNodeSources {
  api: Pick<RuntimeApi, 'runNode'>;
  version: number;
  /** What the manifest says of each server-side node. */
  nodes: ReadonlyMap<number, ClientServerNode>;
  log(step: string, detail?: unknown): void;
}

function referencedValues(run: NodeRun, references: readonly string[]): Record<string, ContextValue> {
  const values: Record<string, ContextValue> = {};
  for (const token of references) {
    const value = run.context.get(token);
    if (value !== undefined) values[token] = value;
  }
  return sendableRunValues(values);
}

export function serverNode(sources: ServerNodeSources): NodeExecutor {
  return async (run) => {
    const described = sources.nodes.get(run.node.id);
    if (!described) {
      run.emit('widget_flow_error_thrown', { error: 'node-unknown', message: `Node ${run.node.id} is not in the published manifest.` });
      return { port: null };
    }
    const call = sources.api.runNode(
      run.node.id,
      { version: sources.version, ...run.visitor, values: referencedValues(run, described.references) },
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
      run.emit('widget_flow_error_thrown', { error: 'node-unreachable', message: error instanceof Error ? error.message : String(error) });
      return { port: null };
    }
  };
}
