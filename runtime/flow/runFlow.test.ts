// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import type { ClientServerNode, ContextValue, EventStamp, ServerNodeRunRequest, ServerNodeRunResult } from '../../contracts/runtime';
import type { FlowConnection, FlowDocument, FlowNode } from '../../engine/model/flowTypes';
import { createExecutors } from '../nodes/registry';
import type { NodeExecutor } from '../nodes/nodeExecutor';
import { TEST_VISITOR, testNode } from '../testing/nodeRunFixture';
import { runFlow, type FlowRunOptions } from './runFlow';

const link = (from: number, port: number, to: number): FlowConnection => ({ from: [from, port], to: [to, 0] });

interface Recorded { name: string; nodeId: number | null; payload?: Record<string, ContextValue> }

function harness(
  flow: FlowDocument,
  server: ClientServerNode[] = [],
  answer: (nodeId: number, request: ServerNodeRunRequest) => Promise<ServerNodeRunResult> = async () => ({ ok: true, values: {} }),
  stamp?: () => EventStamp,
) {
  const events: Recorded[] = [];
  const calls: { nodeId: number; request: ServerNodeRunRequest }[] = [];
  const navigations: string[] = [];
  const controller = new AbortController();
  const executors = createExecutors({
    entrypoint: { widgetId: 'w-1', dataAttributes: { 'data-plan': 'pro' }, visitorFacts: async () => ({ ip: '198.51.100.7', country: 'FR' }) },
    server: {
      api: { runNode: (nodeId, request) => { calls.push({ nodeId, request }); return answer(nodeId, request); } },
      version: 3,
      nodes: new Map(server.map((node) => [node.id, node])),
      log: () => {},
      ...(stamp ? { stamp } : {}),
    },
    navigation: { followedChoice: () => null, flushEvents: () => navigations.push('flush'), go: (_view, url) => navigations.push(url) },
  });
  const options: FlowRunOptions = {
    flow,
    executors,
    visitor: () => TEST_VISITOR,
    mount: document.body,
    fileUrl: (id) => id,
    emit: (name, nodeId, payload) => events.push(payload ? { name, nodeId, payload } : { name, nodeId }),
    signal: controller.signal,
    log: () => {},
  };
  return { options, events, calls, navigations, abort: () => controller.abort() };
}

const entry = (dataAttributes: string[] = ['data-plan']) => testNode('entrypoint', { queryParams: [], allowedOrigins: ['*'], dataAttributes }, 1);
const reached = (events: Recorded[]) => events.filter((event) => event.name === 'node_reached').map((event) => event.nodeId);

describe('runFlow', () => {
  it('walks along wired ports, records each node reached, and substitutes upstream values', async () => {
    const flow: FlowDocument = {
      nodes: [
        entry(),
        testNode('define', { fields: [{ key: 'Greeting', value: 'plan {{1.data_plan}} from {{1.country}}' }] }, 2),
        testNode('condition', { branches: [{ mode: 'and', conditions: [{ operator: 'eq', values: ['{{1.data_plan}}', 'pro'] }] }], hasDefault: true }, 3, 2),
        testNode('function', { functions: [{ name: 'uppercase', args: ['{{2.greeting}}'] }] }, 4),
        testNode('define', { fields: [{ key: 'never', value: 'x' }] }, 5),
        testNode('redirect', { url: 'https://example.com/?g={{4.return_fn_1}}', replace: false }, 6, 0),
      ],
      connections: [link(1, 0, 2), link(2, 0, 3), link(3, 0, 4), link(3, 1, 5), link(4, 0, 6)],
    };
    const { options, events, navigations } = harness(flow);
    const run = runFlow(options);
    expect(await run.end).toBe('finished');
    expect(reached(events)).toEqual([1, 2, 3, 4, 6]);
    expect(run.context.get('2.greeting')).toBe('plan pro from FR');
    expect(run.context.get('5.never')).toBeUndefined();
    expect(navigations).toEqual(['flush', 'https://example.com/?g=PLAN%20PRO%20FROM%20FR']);
    expect(events.find((event) => event.name === 'widget_flow_redirected')).toEqual({ name: 'widget_flow_redirected', nodeId: 6, payload: { destinationUrl: 'https://example.com/?g=PLAN%20PRO%20FROM%20FR' } });
  });

  it('finishes where a taken port has no connection; keeps only the offered names', async () => {
    const flow: FlowDocument = { nodes: [entry(), testNode('storage', { entries: [] }, 2)], connections: [link(1, 0, 2)] };
    const { options, events } = harness(flow);
    const run = runFlow(options);
    expect(await run.end).toBe('finished');
    expect(reached(events)).toEqual([1, 2]);
    expect(run.context.get('1.lead_id')).toBe(TEST_VISITOR.leadId);
    expect(run.context.get('1.data_plan')).toBe('pro');
  });

  it('sends a server node only the values it references and takes its answer when it awaits', async () => {
    const flow: FlowDocument = {
      nodes: [entry(), testNode('collect', {}, 2), testNode('define', { fields: [{ key: 'id', value: '#{{2.record_id}}' }] }, 3)],
      connections: [link(1, 0, 2), link(2, 0, 3)],
    };
    const { options, calls } = harness(flow, [{ id: 2, type: 'collect', awaits: true, references: ['1.data_plan', '1.unknown'] }], async () => ({ ok: true, values: { record_id: 'r-9' } }));
    const run = runFlow(options);
    expect(await run.end).toBe('finished');
    expect(calls).toEqual([{ nodeId: 2, request: { version: 3, ...TEST_VISITOR, values: { '1.data_plan': 'pro' } } }]);
    expect(run.context.get('3.id')).toBe('#r-9');
  });

  it('sends a server node call the time and sequence number it ran at, for the events the server records for it', async () => {
    const flow: FlowDocument = { nodes: [entry(), testNode('collect', {}, 2)], connections: [link(1, 0, 2)] };
    let seq = 4;
    const { options, calls } = harness(flow, [{ id: 2, type: 'collect', awaits: true, references: [] }], undefined, () => ({ at: 1_700_000_000_123, seq: seq++ }));
    expect(await runFlow(options).end).toBe('finished');
    expect(calls[0]!.request).toMatchObject({ at: 1_700_000_000_123, seq: 4 });
  });

  it('hands each node\'s outcome to onOutcome (a view\'s pressed button among it)', async () => {
    const flow: FlowDocument = { nodes: [entry(), testNode('define', { fields: [] }, 2)], connections: [link(1, 0, 2)] };
    const { options } = harness(flow);
    const outcomes: number[] = [];
    await runFlow({ ...options, onOutcome: (node) => outcomes.push(node.id) }).end;
    expect(outcomes).toEqual([1, 2]);
  });

  it('does not wait for a server node that does not await', async () => {
    const flow: FlowDocument = { nodes: [entry(), testNode('email', {}, 2), testNode('define', { fields: [] }, 3)], connections: [link(1, 0, 2), link(2, 0, 3)] };
    const never = new Promise<ServerNodeRunResult>(() => {});
    const { options, events } = harness(flow, [{ id: 2, type: 'email', awaits: false, references: [] }], () => never);
    expect(await runFlow(options).end).toBe('finished');
    expect(reached(events)).toEqual([1, 2, 3]);
  });

  it('ends the flow at a server node that failed (error_thrown recorded by the server, not again here)', async () => {
    const flow: FlowDocument = { nodes: [entry(), testNode('http_request', {}, 2), testNode('define', { fields: [] }, 3)], connections: [link(1, 0, 2), link(2, 0, 3)] };
    const { options, events } = harness(flow, [{ id: 2, type: 'http_request', awaits: true, references: [] }], async () => ({ ok: false, error: 'http-failed', message: 'boom' }));
    expect(await runFlow(options).end).toBe('failed');
    expect(reached(events)).toEqual([1, 2]);
    expect(events.some((event) => event.name === 'widget_flow_error_thrown')).toBe(false);
  });

  it('records error_thrown when a server node cannot be reached', async () => {
    const flow: FlowDocument = { nodes: [entry(), testNode('ai_prompt', {}, 2)], connections: [link(1, 0, 2)] };
    const { options, events } = harness(flow, [{ id: 2, type: 'ai_prompt', awaits: true, references: [] }], () => Promise.reject(new Error('offline')));
    expect(await runFlow(options).end).toBe('failed');
    expect(events.at(-1)).toEqual({ name: 'widget_flow_error_thrown', nodeId: 2, payload: { error: 'node-unreachable', message: 'offline' } });
  });

  it('records error_thrown for a node kind it cannot run and for an executor that throws', async () => {
    const view: FlowNode = testNode('view', { root: { id: 1, type: 'container', config: {}, style: {}, children: [] }, dialog: false, size: 'm' }, 2);
    const { options, events } = harness({ nodes: [entry(), view], connections: [link(1, 0, 2)] });
    options.executors = { ...options.executors, view: undefined };
    expect(await runFlow(options).end).toBe('failed');
    expect(events.at(-1)?.payload?.error).toBe('node-type-unsupported');
    const failing: NodeExecutor = async () => { throw new Error('bad'); };
    const second = harness({ nodes: [entry(), view], connections: [link(1, 0, 2)] });
    second.options.executors = { ...second.options.executors, view: failing };
    expect(await runFlow(second.options).end).toBe('failed');
    expect(second.events.at(-1)?.payload).toEqual({ error: 'node-failed', message: 'bad' });
  });

  it('stops when the run is torn down', async () => {
    const flow: FlowDocument = { nodes: [entry(), testNode('await', { events: [{ trigger: 'cursor-left', values: [] }], mode: 'every' }, 2), testNode('define', { fields: [] }, 3)], connections: [link(1, 0, 2), link(2, 0, 3)] };
    const { options, events, abort } = harness(flow);
    const run = runFlow(options);
    setTimeout(abort, 20);
    expect(await run.end).toBe('aborted');
    expect(reached(events)).toEqual([1, 2]);
  });

  it('a view button adds its fields only on that button output (values by the editor model)', async () => {
    const view = testNode('view', {
      root: { id: 1, type: 'container', config: {}, style: {}, children: [
        { id: 2, type: 'input', config: { name: 'E-mail' }, style: {} },
        { id: 3, type: 'button', config: { label: 'Go' }, style: {} },
      ] },
      dialog: false,
      size: 'm',
    }, 2);
    const { options } = harness({ nodes: [entry(), view], connections: [link(1, 0, 2)] });
    options.executors = { ...options.executors, view: async () => ({ port: 0, values: { 'E-mail': 'a@b.c', stray: 'x' } }) };
    const run = runFlow(options);
    expect(await run.end).toBe('finished');
    expect(run.context.get('2.e_mail')).toBe('a@b.c');
    expect(run.context.get('2.stray')).toBeUndefined();
  });

  it('fails without an entrypoint', async () => {
    const { options, events } = harness({ nodes: [], connections: [] });
    expect(await runFlow(options).end).toBe('failed');
    expect(events[0]?.payload?.error).toBe('entrypoint-missing');
  });
});
