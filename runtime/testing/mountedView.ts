// Tests only (happy-dom): a view rendered into a host on the page, the blocks it is built from, and the events a
// visitor's browser would send. renderView.test (what is drawn) and viewAccessibility.test (what assistive
// technology gets) both mount views this way; destroyMountedViews (afterEach) removes them and what they left.
import type { Block } from '../../engine/model/view/blockTree';
import type { ViewConfig } from '../../engine/model/kinds/viewKind';
import { renderView, type RenderViewOptions, type ViewHandle } from '../view/renderView';

export const fileUrl = (id: string) => `https://studio.test/uploads/${id}/original.webp`;

export const text = (id: number, value: string, config: Record<string, unknown> = {}, style: Record<string, unknown> = {}): Block => ({ id, type: 'text', config: { text: value, ...config }, style });
export const button = (id: number, label: string, style: Record<string, unknown> = {}): Block => ({ id, type: 'button', config: { label }, style });
export const input = (id: number, config: Record<string, unknown>): Block => ({ id, type: 'input', config, style: {} });
export const checkbox = (id: number, config: Record<string, unknown>): Block => ({ id, type: 'checkbox', config, style: {} });
export const container = (id: number, children: Block[], config: Record<string, unknown> = {}): Block => ({ id, type: 'container', config, style: {}, children });
export const view = (root: Block, patch: Partial<ViewConfig> = {}): ViewConfig => ({ root, dialog: false, size: 'm', ...patch });

const mounted: ViewHandle[] = [];

/** `config` rendered into a new host at the end of the page; `$` queries its shadow root, `live` reads its live region. */
export function mountView(config: ViewConfig, options: Partial<RenderViewOptions> = {}) {
  const host = document.createElement('div');
  document.body.append(host);
  const handle = renderView(host, config, { fileUrl, ...options });
  mounted.push(handle);
  const $ = (selector: string) => handle.shadowRoot.querySelector(selector) as HTMLElement;
  // The region appends a no-break space every other time (so the same text is said again): not part of the text.
  const live = () => ($('[role=status]').textContent ?? '').replace(/\u00a0$/, '');
  return { host, handle, $, live };
}

/** Destroys every mounted view and empties the page (body and head: fonts and style elements a view added). */
export function destroyMountedViews(): void {
  for (const handle of mounted.splice(0)) handle.destroy();
  document.body.replaceChildren();
  document.head.replaceChildren();
}

export const click = (element: Element) => element.dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true }));
export const blur = (field: Element) => field.dispatchEvent(new FocusEvent('focusout', { bubbles: true, composed: true }));
export function type(field: HTMLInputElement | HTMLTextAreaElement, value: string) {
  field.value = value;
  field.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
}
