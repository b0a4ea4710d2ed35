// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FlowNode } from '../../engine/model/flowTypes';
import type { Block } from '../../engine/model/view/blockTree';
import type { NodeRun } from './nodeExecutor';
import { viewNode } from './viewNode';

const ids = { sessionId: '00000000-0000-4000-8000-000000000001', pageloadId: '00000000-0000-4000-8000-000000000002', leadId: '00000000-0000-4000-8000-000000000003' };
const container = (children: Block[]): Block => ({ id: 1, type: 'container', config: {}, style: {}, children });

function viewRun(root: Block, dialog = false, mount?: HTMLElement) {
  const node: FlowNode = { id: 7, type: 'view', x: 0, y: 0, inputs: 1, outputs: 0, config: { root, dialog, size: 'm' } };
  const target = mount ?? document.body.appendChild(document.createElement('div'));
  const controller = new AbortController();
  const emit = vi.fn();
  const run: NodeRun = {
    node,
    context: { get: () => undefined, substitute: (text) => text.replace(/\{\{\s*1\.name\s*\}\}/g, 'Ada') },
    visitor: ids,
    mount: target,
    fileUrl: (id) => `https://studio.test/uploads/${id}/original.webp`,
    emit,
    signal: controller.signal,
  };
  return { run, controller, emit, mount: target, outcome: viewNode(run) };
}
const shadowOf = (mount: ParentNode) => (mount.querySelector('[data-widget-view]') as HTMLElement).shadowRoot!;
const click = (element: Element) => element.dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true }));

afterEach(() => document.body.replaceChildren());

describe('view node', () => {
  it('renders where the widget stands and resolves with the clicked button and the values by normalised name', async () => {
    const { mount, outcome } = viewRun(
      container([
        { id: 2, type: 'text', config: { text: 'Hello {{1.name}}' }, style: {} },
        { id: 3, type: 'input', config: { name: 'Your Name', defaultValue: '{{1.name}}' }, style: {} },
        { id: 4, type: 'checkbox', config: { name: 'news', defaultValue: true }, style: {} },
        { id: 5, type: 'button', config: { label: 'No' }, style: {} },
        { id: 6, type: 'button', config: { label: 'Yes, {{1.name}}' }, style: {} },
      ]),
    );
    const root = shadowOf(mount);
    expect(root.querySelector('.b2')!.textContent).toBe('Hello Ada');
    click(root.querySelector('.b6')!);
    // The pressed button, as the visitor saw its label, and its output counted from 1 (events record it).
    await expect(outcome).resolves.toEqual({ port: 1, values: { your_name: 'Ada', news: true }, choice: { button: 'Yes, Ada', output: 2 } });
    expect(root.querySelector('.b6')!.hasAttribute('data-pending')).toBe(true);
    expect(mount.querySelector('[data-widget-view]')).not.toBeNull();
  });

  it('the next view of the same widget replaces the previous one; abort removes it', async () => {
    const first = viewRun(container([{ id: 2, type: 'button', config: { label: 'Next' }, style: {} }]));
    click(shadowOf(first.mount).querySelector('.b2')!);
    await first.outcome;
    const second = viewRun(container([{ id: 2, type: 'text', config: { text: 'Thanks' }, style: {} }]), false, first.mount);
    expect(first.mount.querySelectorAll('[data-widget-view]').length).toBe(1);
    expect(shadowOf(first.mount).querySelector('.b2')!.textContent).toBe('Thanks');
    await expect(second.outcome).resolves.toEqual({ port: null });
    second.controller.abort();
    expect(first.mount.querySelector('[data-widget-view]')).toBeNull();
  });

  it('a dialog hangs off the body; closing it takes the close output (after the buttons) and removes it', async () => {
    const { mount, outcome } = viewRun(container([{ id: 2, type: 'button', config: { label: 'A' }, style: {} }, { id: 3, type: 'button', config: { label: 'B' }, style: {} }]), true);
    expect(mount.querySelector('[data-widget-view]')).toBeNull();
    const host = document.body.querySelector(':scope > [data-widget-view]') as HTMLElement;
    click(host.shadowRoot!.querySelector('.close')!);
    await expect(outcome).resolves.toEqual({ port: 2, values: {}, choice: { button: 'close', output: 3 } });
    expect(host.isConnected).toBe(false);
  });

  it('validation holds the flow: an invalid form does not resolve', async () => {
    const { mount, outcome } = viewRun(container([{ id: 2, type: 'input', config: { name: 'e', type: 'email', required: true }, style: {} }, { id: 3, type: 'button', config: { label: 'Go' }, style: {} }]));
    const settled = vi.fn();
    void outcome.then(settled);
    click(shadowOf(mount).querySelector('.b3')!);
    await Promise.resolve();
    expect(settled).not.toHaveBeenCalled();
    expect(shadowOf(mount).querySelector('.b2')!.hasAttribute('data-invalid')).toBe(true);
  });

  it('records widget_touched once per widget on the first interaction', async () => {
    const first = viewRun(container([{ id: 2, type: 'button', config: { label: 'Go' }, style: {} }]));
    const press = (mount: HTMLElement) => shadowOf(mount).querySelector('.b2')!.dispatchEvent(new Event('pointerdown', { bubbles: true, composed: true }));
    press(first.mount);
    click(shadowOf(first.mount).querySelector('.b2')!);
    await first.outcome;
    const second = viewRun(container([{ id: 2, type: 'button', config: { label: 'Go' }, style: {} }]), false, first.mount);
    press(first.mount);
    expect(first.emit).toHaveBeenCalledTimes(1);
    expect(first.emit).toHaveBeenCalledWith('widget_flow_widget_touched');
    expect(second.emit).not.toHaveBeenCalled();
  });
});
