// @vitest-environment happy-dom
// The end of a flow as a visitor sees it (runtime/README.md "The end of a flow"): the interpreter with the real
// view node and block renderer, the visitor pressing buttons in the shadow DOM.
import { afterEach, describe, expect, it } from 'vitest';
import type { ClientServerNode, ServerNodeRunResult } from '../../contracts/runtime';
import type { FlowConnection, FlowDocument } from '../../engine/model/flowTypes';
import type { Block } from '../../engine/model/view/blockTree';
import { createExecutors } from '../nodes/registry';
import { TEST_VISITOR, testNode } from '../testing/nodeRunFixture';
import { runFlow, type FlowRunOptions } from './runFlow';

const link = (from: number, port: number, to: number): FlowConnection => ({ from: [from, port], to: [to, 0] });
const entry = () => testNode('entrypoint', { queryParams: [], allowedOrigins: ['*'], dataAttributes: [] }, 1);
const form = (): Block => ({
  id: 1,
  type: 'container',
  config: {},
  style: {},
  children: [
    { id: 2, type: 'input', config: { name: 'email' }, style: {} },
    { id: 3, type: 'button', config: { label: 'Send' }, style: {} },
    { id: 4, type: 'button', config: { label: 'Later' }, style: {} },
  ],
});
const view = (id: number, dialog = false) => testNode('view', { root: form(), dialog, size: 'm' }, id, dialog ? 3 : 2);

function harness(flow: FlowDocument, answer: () => Promise<ServerNodeRunResult> = async () => ({ ok: true, values: {} }), server: ClientServerNode[] = []) {
  const mount = document.body.appendChild(document.createElement('div'));
  const events: string[] = [];
  const executors = createExecutors({
    entrypoint: { widgetId: 'w-1', dataAttributes: {}, visitorFacts: async () => ({ ip: '198.51.100.7', country: 'FR' }) },
    server: { api: { runNode: () => answer() }, version: 1, nodes: new Map(server.map((node) => [node.id, node])), log: () => {} },
    navigation: { followedChoice: () => null, flushEvents: () => {}, go: () => {} },
  });
  const options: FlowRunOptions = {
    flow,
    executors,
    visitor: () => TEST_VISITOR,
    mount,
    fileUrl: (id) => `https://studio.test/uploads/${id}/original.webp`,
    emit: (name) => events.push(name),
    signal: new AbortController().signal,
    log: () => {},
  };
  return { options, mount, events };
}

/** The shown view's shadow root (inline: inside the mount; dialog: hung off the body). */
const shown = () => (document.querySelector('[data-widget-view]') as HTMLElement | null)?.shadowRoot ?? null;
const press = (selector: string) => shown()!.querySelector(selector)!.dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true }));
/** Lets the interpreter take its next steps (promise jobs). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => document.body.replaceChildren());

describe('the end of a flow', () => {
  it('an inline view whose pressed button leads nowhere finishes the flow and shows the button done, the form closed', async () => {
    const { options } = harness({ nodes: [entry(), view(2)], connections: [link(1, 0, 2)] });
    const run = runFlow(options);
    await settle();
    press('.b3');
    expect(await run.end).toBe('finished');
    const root = shown()!;
    expect(root.querySelector('.b3')!.hasAttribute('data-done')).toBe(true);
    expect(root.querySelector('.b3')!.hasAttribute('data-pending')).toBe(false);
    expect(root.querySelector('.b4')!.hasAttribute('data-done')).toBe(false);
    expect(root.querySelector('.b2')!.hasAttribute('data-pending')).toBe(false);
    // Nothing more can be sent: the controls stay disabled.
    expect((root.querySelector('.b3') as HTMLButtonElement).disabled).toBe(true);
    expect((root.querySelector('.b2 .f') as HTMLInputElement).disabled).toBe(true);
  });

  it('an inline view before a server node shows the pressed button pending while it runs, then done', async () => {
    let answer!: (result: ServerNodeRunResult) => void;
    const flow: FlowDocument = { nodes: [entry(), view(2), testNode('collect', {}, 3)], connections: [link(1, 0, 2), link(2, 0, 3)] };
    const { options } = harness(flow, () => new Promise((resolve) => (answer = resolve)), [{ id: 3, type: 'collect', awaits: true, references: [] }]);
    const run = runFlow(options);
    await settle();
    press('.b3');
    await settle();
    expect(shown()!.querySelector('.b3')!.hasAttribute('data-pending')).toBe(true);
    expect(shown()!.querySelector('.b3')!.hasAttribute('data-done')).toBe(false);
    answer({ ok: true, values: { record_id: 'r-1' } });
    expect(await run.end).toBe('finished');
    expect(shown()!.querySelector('.b3')!.hasAttribute('data-pending')).toBe(false);
    expect(shown()!.querySelector('.b3')!.hasAttribute('data-done')).toBe(true);
  });

  it('a dialog view still open when the flow ends closes', async () => {
    const { options } = harness({ nodes: [entry(), view(2, true)], connections: [link(1, 0, 2)] });
    const run = runFlow(options);
    await settle();
    expect(shown()).not.toBeNull();
    press('.b4');
    expect(await run.end).toBe('finished');
    expect(document.querySelector('[data-widget-view]')).toBeNull();
  });

  it('a flow that fails after a press ends the pending state without a done mark; the form stays closed', async () => {
    const flow: FlowDocument = { nodes: [entry(), view(2), testNode('collect', {}, 3)], connections: [link(1, 0, 2), link(2, 0, 3)] };
    const { options } = harness(flow, async () => ({ ok: false, error: 'collect-failed', message: 'The record was not stored.' }), [{ id: 3, type: 'collect', awaits: true, references: [] }]);
    const run = runFlow(options);
    await settle();
    press('.b3');
    expect(await run.end).toBe('failed');
    const button = shown()!.querySelector('.b3') as HTMLButtonElement;
    expect(button.hasAttribute('data-pending')).toBe(false);
    expect(button.hasAttribute('data-done')).toBe(false);
    expect(button.disabled).toBe(true);
  });

  it('a view without buttons that ends the flow stays as designed', async () => {
    const text: Block = { id: 1, type: 'container', config: {}, style: {}, children: [{ id: 2, type: 'text', config: { text: 'Thanks' }, style: {} }] };
    const { options } = harness({ nodes: [entry(), testNode('view', { root: text, dialog: false, size: 'm' }, 2, 0)], connections: [link(1, 0, 2)] });
    expect(await runFlow(options).end).toBe('finished');
    expect(shown()!.querySelector('.b2')!.textContent).toBe('Thanks');
  });
});
