// @vitest-environment happy-dom
// The property panel as each block type's form, rendered with the studio's providers: its sections, and
// read-only (archived widget or no Widgets:Edit: editor.md §6) with every field disabled and no add, remove
// or reorder control, which the editable form does show.
import { createElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Block } from '../../../../engine/model/view/blockTree';
import { ApiProvider } from '../../../api/ApiContext';
import type { AppConfig } from '../../../config/AppConfig';
import { ConfigContext } from '../../../config/ConfigContext';
import { ViewEditorContext, type ViewEditorApi } from '../viewEditorApi';
import { BlockPropertiesPanel } from './BlockPropertiesPanel';
import type { CustomBlockForm } from './customForms';

const hovered = { when: ['hovered'], styles: [{ property: 'color', value: '#ff0000' }] };
const root: Block = {
  id: 1,
  type: 'container',
  config: { direction: 'row', weights: [6, 6], adaptive: true },
  style: { background: { color: '#fafafa', image: 'logo_1' } },
  children: [
    { id: 2, type: 'text', config: { text: 'Hi {{1.page_url}}' }, style: { shadows: [{ blur: 3 }] } },
    {
      id: 3,
      type: 'container',
      config: { direction: 'column' },
      style: {},
      children: [
        { id: 4, type: 'button', config: { label: 'Go' }, style: { overrides: [hovered, hovered] } },
        { id: 5, type: 'input', config: { name: 'email', type: 'email', required: true }, style: { overrides: [{ when: ['focused'], styles: [{ property: 'border', value: { width: 2 } }] }] } },
        { id: 6, type: 'checkbox', config: { name: 'ok', label: 'OK' }, style: { overrides: [{ when: ['checked'], styles: [{ property: 'checkColor', value: '#00ff00' }] }] } },
        { id: 7, type: 'image', config: { image: null, alt: '' }, style: {} },
      ],
    },
  ],
};

/** An injected form for buttons: a field bound to the button's label through the panel's BlockForm. */
const trackingForm: CustomBlockForm = {
  id: 'tracking',
  title: 'Tracking',
  types: ['button'],
  render: (form) => createElement('input', { 'data-testid': 'custom-tracking-label', value: String(form.config.label ?? ''), readOnly: true }),
};

function render(selectedId: number, readOnly: boolean, customForms: readonly CustomBlockForm[] = []): HTMLElement {
  const editor: ViewEditorApi = {
    root,
    selectedId,
    readOnly,
    mode: readOnly ? 'preview' : 'design',
    contextValues: [{ source: 'node', token: '1.page_url', name: 'page_url', nodeId: 1, nodeType: 'entrypoint' }],
    customForms,
    run: () => null,
    select: () => undefined,
    openAddBlock: () => undefined,
  };
  const wrap = (children: ReactNode) =>
    createElement(
      ConfigContext.Provider,
      { value: { contentBase: 'http://studio.test' } as AppConfig },
      createElement(ApiProvider, { baseUrl: 'http://studio.test/api', getAccessToken: () => null, children: createElement(ViewEditorContext.Provider, { value: editor }, children) }),
    );
  const host = document.createElement('div');
  host.innerHTML = renderToStaticMarkup(wrap(createElement(BlockPropertiesPanel)));
  return host;
}

const ids = (host: HTMLElement, selector: string) => [...host.querySelectorAll(selector)].map((element) => element.getAttribute('data-testid'));
/** Controls that add, remove or reorder something. */
const STRUCTURAL = '[data-testid$="-add"], [data-testid$="-remove"], [data-testid$="-up"], [data-testid$="-down"], [data-testid$="-add-property"], [data-testid$="-insert"], [data-testid$="-clear"]';

describe('the block property panel', () => {
  it('is titled by the block type and shows that type sections', () => {
    expect(render(4, false).querySelector('[data-testid="view-properties-title"]')!.textContent).toContain('button');
    expect(ids(render(4, false), 'details')).toEqual(['view-section-config', 'view-section-layout', 'view-section-font', 'view-section-appearance', 'view-section-border', 'view-section-overrides']);
    expect(ids(render(5, false), 'details')).toContain('view-section-validation');
    expect(ids(render(7, false), 'details')).toEqual(['view-section-config', 'view-section-layout', 'view-section-appearance', 'view-section-border']);
  });

  it('offers the states of the type only in an override', () => {
    const button = render(4, false);
    expect(button.querySelector('[data-testid="view-override-0-state-hovered"]')).not.toBeNull();
    expect(button.querySelector('[data-testid="view-override-0-state-checked"]')).toBeNull();
    expect(render(6, false).querySelector('[data-testid="view-override-0-state-checked"]')).not.toBeNull();
  });

  for (const [id, type] of [[1, 'container'], [2, 'text'], [4, 'button'], [5, 'input'], [6, 'checkbox'], [7, 'image']] as const) {
    it(`${type}: read-only disables every field and hides every add, remove and reorder control`, () => {
      const editable = render(id, false);
      const readOnly = render(id, true);
      if (type !== 'image') expect(editable.querySelectorAll(STRUCTURAL).length).toBeGreaterThan(0);
      expect(ids(readOnly, STRUCTURAL)).toEqual([]);
      const controls = [...readOnly.querySelectorAll<HTMLInputElement>('input, select, textarea, button')];
      expect(controls.length).toBeGreaterThan(3);
      const enabled = controls.filter((control) => !control.hasAttribute('disabled') && !control.closest('fieldset[disabled]'));
      expect(enabled.map((control) => control.outerHTML.slice(0, 80))).toEqual([]);
      expect(editable.querySelector('fieldset[disabled]')).toBeNull();
    });
  }

  it('shows an injected custom form after the built-in sections, for its block types only, disabled when read-only', () => {
    const button = render(4, false, [trackingForm]);
    expect(ids(button, 'details').at(-1)).toBe('view-section-custom-tracking');
    expect(button.querySelector('[data-testid="view-section-custom-tracking-toggle"]')!.textContent).toBe('Tracking');
    expect(button.querySelector<HTMLInputElement>('[data-testid="custom-tracking-label"]')!.getAttribute('value')).toBe('Go');
    expect(button.querySelector('[data-testid="custom-tracking-label"]')!.closest('fieldset[disabled]')).toBeNull();
    expect(render(2, false, [trackingForm]).querySelector('[data-testid="view-section-custom-tracking"]')).toBeNull();
    expect(render(4, true, [trackingForm]).querySelector('[data-testid="custom-tracking-label"]')!.closest('fieldset[disabled]')).not.toBeNull();
    expect(render(2, false, [{ ...trackingForm, types: undefined }]).querySelector('[data-testid="view-section-custom-tracking"]')).not.toBeNull();
  });

  it('read-only keeps the empty state without its add-block button', () => {
    expect(render(99, false).querySelector('[data-testid="view-properties-empty"] button')).not.toBeNull();
    expect(render(99, true).querySelector('[data-testid="view-properties-empty"] button')).toBeNull();
  });
});
