// The interpreter: walks the published flow from the entrypoint along wired output ports, one node at a time.
// Each node runs through the executor of its kind; what it adds joins the context (RunContext); the walk ends
// when a node takes no port or a port with no connection (finished), when a node fails (error_thrown, recorded
// by whoever saw it), or when the run is torn down. Notes are never reached (no ports). When it ends finished or
// failed, the view still on screen takes its end state (viewNode.endShownView: a dialog closes, an inline view
// shows the pressed button done).
import { SERVER_NODE_TYPES, type ClientEventName, type ContextValue, type VisitorIds } from '../../contracts/runtime';
import { FlowModel } from '../../engine/model/FlowModel';
import type { FlowDocument, FlowNode, NodeType } from '../../engine/model/flowTypes';
import { RunContext } from '../context/RunContext';
import type { NodeExecutor, NodeOutcome, NodeRun } from '../nodes/nodeExecutor';
import { endShownView } from '../nodes/viewNode';

export type FlowEnd = 'finished' | 'failed' | 'aborted';

export interface FlowRunOptions {
  flow: FlowDocument;
  executors: Partial<Record<NodeType, NodeExecutor>>;
  visitor(): VisitorIds;
  mount: HTMLElement;
  fileUrl(fileId: string): string;
  /** Records an event (the queue adds ids and time). */
  emit(name: ClientEventName, nodeId: number | null, payload?: Record<string, ContextValue>): void;
  signal: AbortSignal;
  nonce?: string;
  log(step: string, detail?: unknown): void;
  /** Called as each node is reached (before it runs). */
  onNode?(node: FlowNode): void;
  /** Called with what each node answered (after it ran, unless the run was torn down). */
  onOutcome?(node: FlowNode, outcome: NodeOutcome): void;
}

const SERVER_TYPES: ReadonlySet<string> = new Set(SERVER_NODE_TYPES);

export function isServerNode(node: FlowNode): boolean {
  return SERVER_TYPES.has(node.type);
}

export interface FlowRun {
  context: RunContext;
  end: Promise<FlowEnd>;
}

export function runFlow(options: FlowRunOptions): FlowRun {
  const context = new RunContext();
  const end = walk(options, context).then((how) => {
    if (how !== 'aborted') endShownView(options.mount, how === 'finished');
    return how;
  });
  return { context, end };
}

async function walk(options: FlowRunOptions, context: RunContext): Promise<FlowEnd> {
  const model = FlowModel.fromDocument(options.flow);
  let node = options.flow.nodes.find((candidate) => candidate.type === 'entrypoint');
  if (!node) {
    options.emit('widget_flow_error_thrown', null, { error: 'entrypoint-missing', message: 'The published flow has no entrypoint.' });
    return 'failed';
  }
  while (node) {
    if (options.signal.aborted) return 'aborted';
    const current: FlowNode = node;
    options.onNode?.(current);
    options.emit('node_reached', current.id);
    options.log(`node ${current.id} (${current.type})`, current.config);
    let failed = false;
    const run: NodeRun = {
      node: current,
      context,
      visitor: options.visitor(),
      mount: options.mount,
      fileUrl: options.fileUrl,
      emit(name, payload) {
        if (name === 'widget_flow_error_thrown') failed = true;
        options.emit(name, current.id, payload);
      },
      signal: options.signal,
      ...(options.nonce ? { nonce: options.nonce } : {}),
    };
    const executor = options.executors[current.type];
    if (!executor) {
      run.emit('widget_flow_error_thrown', { error: 'node-type-unsupported', message: `Nodes of type ${current.type} cannot run here.` });
      return 'failed';
    }
    let outcome;
    try {
      outcome = await executor(run);
    } catch (error) {
      if (options.signal.aborted) return 'aborted';
      run.emit('widget_flow_error_thrown', { error: 'node-failed', message: error instanceof Error ? error.message : String(error) });
      return 'failed';
    }
    if (options.signal.aborted) return 'aborted';
    options.onOutcome?.(current, outcome);
    options.log(`node ${current.id} took port ${outcome.port}`, outcome.values);
    // A server-side node has one output; answering none means it failed (error_thrown recorded by the server).
    if (failed || (outcome.port === null && isServerNode(current))) return 'failed';
    if (outcome.port === null) return 'finished';
    if (isServerNode(current)) context.addAnswered(current.id, outcome.values ?? {});
    else context.addOffered(current, outcome.port, outcome.values);
    const next = model.connectionAtOutput(current.id, outcome.port);
    node = next ? model.getNode(next.to[0]) : undefined;
  }
  return 'finished';
}
