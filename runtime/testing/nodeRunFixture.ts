// Tests only: a NodeRun for one node with a real RunContext, recording what the node emits.
import type { ClientEventName, ContextValue } from '../../contracts/runtime';
import type { FlowNode, NodeType } from '../../engine/model/flowTypes';
import { RunContext } from '../context/RunContext';
import type { NodeRun } from '../nodes/nodeExecutor';

export const TEST_VISITOR = {
  sessionId: '11111111-1111-4111-8111-111111111111',
  pageloadId: '22222222-2222-4222-8222-222222222222',
  leadId: '33333333-3333-4333-8333-333333333333',
};

export function testNode(type: NodeType, config: Record<string, unknown>, id = 2, outputs = 1): FlowNode {
  return { id, type, x: 0, y: 0, inputs: type === 'entrypoint' ? 0 : 1, outputs, config };
}

export interface NodeRunFixture {
  run: NodeRun;
  context: RunContext;
  emitted: { name: ClientEventName; payload?: Record<string, ContextValue> }[];
  abort(): void;
}

/** `values`: tokens already in the context (`{'1.email': 'a@b.c'}`), added as answered values of their nodes. */
export function nodeRunFixture(node: FlowNode, values: Record<string, ContextValue> = {}, mount?: HTMLElement): NodeRunFixture {
  const context = new RunContext();
  for (const [token, value] of Object.entries(values)) {
    const [id, name] = token.split('.');
    context.addAnswered(Number(id), { [name!]: value });
  }
  const controller = new AbortController();
  const emitted: NodeRunFixture['emitted'] = [];
  const run: NodeRun = {
    node,
    context,
    visitor: TEST_VISITOR,
    mount: mount ?? (typeof document === 'undefined' ? (null as unknown as HTMLElement) : document.body),
    fileUrl: (fileId) => `https://studio.test/uploads/${fileId}/original.webp`,
    emit: (name, payload) => emitted.push(payload ? { name, payload } : { name }),
    signal: controller.signal,
  };
  return { run, context, emitted, abort: () => controller.abort() };
}
