// @vitest-environment happy-dom
// One widget as the loader starts it, with the studio's API answered here: what the visitor's run sends.
import { afterEach, describe, expect, it } from 'vitest';
import type { RuntimeEventBatch, RuntimeManifest } from '../contracts/runtime';
import type { FlowDocument } from '../engine/model/flowTypes';
import type { RuntimeApi } from './api/runtimeApi';
import { startWidget } from './startWidget';
import { testNode } from './testing/nodeRunFixture';

function api(flow: FlowDocument) {
  const batches: RuntimeEventBatch[] = [];
  const manifest: RuntimeManifest = { widgetId: 'w-1', version: 4, publishedAt: '2025-01-01T00:00:00.000Z', flow, server: [], filesBase: 'https://studio.test/uploads' };
  const fake: RuntimeApi = {
    manifest: async () => manifest,
    visitor: async () => ({ ip: '198.51.100.7', country: 'FR' }),
    runNode: async () => ({ ok: true, values: {} }),
    sendEvents: async (batch) => {
      batches.push(batch);
      return { accepted: batch.events.length, refused: [] };
    },
    fileUrl: (fileId) => `https://studio.test/uploads/${fileId}/original.webp`,
  };
  return { fake, names: () => batches.flatMap((batch) => batch.events.map((event) => event.name)) };
}

afterEach(() => document.body.replaceChildren());

describe('startWidget', () => {
  it('records finished when the visitor presses a button whose output leads nowhere', async () => {
    const view = testNode('view', { root: { id: 1, type: 'container', config: {}, style: {}, children: [{ id: 2, type: 'button', config: { label: 'OK' }, style: {} }] }, dialog: false, size: 'm' }, 2, 1);
    const entry = testNode('entrypoint', { queryParams: [], allowedOrigins: ['*'], dataAttributes: [] }, 1);
    const { fake, names } = api({ nodes: [entry, view], connections: [{ from: [1, 0], to: [2, 0] }] });
    const mount = document.body.appendChild(document.createElement('div'));
    const widget = startWidget({ studio: 'https://studio.test', widgetId: 'w-1', mount, api: fake });
    let button: HTMLElement | null = null;
    await expect.poll(() => (button = (mount.querySelector('[data-widget-view]') as HTMLElement | null)?.shadowRoot?.querySelector('.b2') ?? null)).not.toBeNull();
    button!.dispatchEvent(new Event('pointerdown', { bubbles: true, composed: true }));
    button!.dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true }));
    expect(await widget.done).toBe('finished');
    await expect.poll(names).toContain('widget_flow_finished');
    expect(names()).toEqual(expect.arrayContaining(['widget_flow_widget_shown', 'widget_flow_widget_touched', 'node_reached', 'widget_flow_finished']));
    widget.stop();
  });
});
