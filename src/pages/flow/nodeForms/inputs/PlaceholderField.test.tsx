// @vitest-environment happy-dom
// Inserting a value into a placeholder field puts the caret after it in the same task as the pick, and never later:
// a focus taken back on a later frame sent what the person typed into the next field into this one.
import { act, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInDom, unmountAll } from '../../../../../tests/harness/renderInDom';
import { NodeFormContext, type NodeFormEnvironment } from '../NodeFormContext';
import { NumberField } from './NumberField';
import { PlaceholderField } from './PlaceholderField';

const environment: NodeFormEnvironment = {
  readOnly: false,
  contextValues: [{ source: 'node', token: '1.country', name: 'country', nodeId: 1, nodeType: 'entrypoint' }],
};

function Form() {
  const [config, setConfig] = useState({ url: 'https://example.com/?from=', timeout: 5 });
  return (
    <NodeFormContext.Provider value={environment}>
      <PlaceholderField label="URL" value={config.url} testId="url" onChange={(url) => setConfig((current) => ({ ...current, url }))} />
      <NumberField label="Timeout" value={config.timeout} min={0} max={15} testId="timeout" onChange={(timeout) => setConfig((current) => ({ ...current, timeout }))} />
    </NodeFormContext.Provider>
  );
}

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));

describe('PlaceholderField', () => {
  afterEach(unmountAll);

  it('gives the focus back to the field, caret after the token, as the pick is handled and not on a later frame', async () => {
    const view = await renderInDom(<Form />);
    const url = view.byTestId<HTMLInputElement>('url')!;
    await act(async () => view.byTestId('url-insert')!.click());
    // Handled synchronously, as a click is: nothing after it (no timer, no frame) runs before the checks.
    act(() => view.byTestId('url-pick')!.click());
    expect(url.value).toBe('https://example.com/?from={{1.country}}');
    expect(document.activeElement).toBe(url);
    expect(url.selectionStart).toBe(url.value.length);

    // The person moves on to the timeout at once: a later frame must not take the focus back.
    const timeout = view.byTestId<HTMLInputElement>('timeout')!;
    timeout.focus();
    await act(async () => {
      await nextFrame();
      await nextFrame();
    });
    expect(document.activeElement).toBe(timeout);
  });
});
