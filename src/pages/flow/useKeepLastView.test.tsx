// @vitest-environment happy-dom
// The editor keeps where the designer is: a moment after the view last moved (once per pause, not per frame), when
// the page hides and when the page leaves the flow; read back by the next open's first view request.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FlowEditor } from '../../../engine/index';
import { generateFlow } from '../../../engine/testing/generateFlow';
import { renderInDom, unmountAll } from '../../../tests/harness/renderInDom';
import { lastViewHere, lastViewKey } from './lastFlowView';
import { KEEP_VIEW_AFTER_MS, useKeepLastView } from './useKeepLastView';

const SESSION_KEY = 'oidc.user:http://localhost/oidc:studio';

function Keeper({ editor, widgetId }: { editor: FlowEditor | null; widgetId: string }) {
  useKeepLastView(editor, widgetId);
  return null;
}

function openEditor(): FlowEditor {
  const editor = new FlowEditor({ document: generateFlow({ nodeCount: 20, seed: 2 }), version: 1, canEdit: true, publishAllowed: true, sendPatches: async () => ({ version: 2 }) as never, publish: async () => undefined });
  editor.resize(1000, 600);
  return editor;
}

beforeEach(() => {
  vi.useFakeTimers();
  sessionStorage.setItem(SESSION_KEY, JSON.stringify({ access_token: 't', profile: { sub: 'user-1' } }));
  localStorage.clear();
});

afterEach(async () => {
  await unmountAll();
  vi.useRealTimers();
  sessionStorage.clear();
});

describe('useKeepLastView', () => {
  it('keeps the view a moment after it stops moving, then at once when the page hides', async () => {
    const editor = openEditor();
    await renderInDom(<Keeper editor={editor} widgetId="w-1" />);
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    editor.jumpTo({ scale: 0.5, offsetX: 100, offsetY: -50 });
    for (let frame = 1; frame <= 20; frame += 1) editor.jumpTo({ scale: 0.5, offsetX: 100 - frame, offsetY: -50 });
    expect(lastViewHere('w-1')).toBeNull();
    vi.advanceTimersByTime(KEEP_VIEW_AFTER_MS);
    expect(setItem).toHaveBeenCalledTimes(1);
    expect(lastViewHere('w-1')).toEqual({ x: (500 - 80) / 0.5, y: (300 + 50) / 0.5, scale: 0.5 });
    editor.jumpTo({ scale: 2, offsetX: 0, offsetY: 0 });
    window.dispatchEvent(new Event('pagehide'));
    expect(lastViewHere('w-1')).toEqual({ x: 250, y: 150, scale: 2 });
    // Nothing moved since: the timer's turn keeps nothing more.
    vi.advanceTimersByTime(KEEP_VIEW_AFTER_MS);
    expect(setItem).toHaveBeenCalledTimes(2);
    setItem.mockRestore();
  });

  it('keeps the last view when the page leaves the flow, and nothing for nobody signed in', async () => {
    const editor = openEditor();
    const rendered = await renderInDom(<Keeper editor={editor} widgetId="w-2" />);
    editor.jumpTo({ scale: 1, offsetX: -500, offsetY: -300 });
    await rendered.unmount();
    expect(lastViewHere('w-2')).toEqual({ x: 1000, y: 600, scale: 1 });
    sessionStorage.clear();
    const other = openEditor();
    await renderInDom(<Keeper editor={other} widgetId="w-3" />);
    other.jumpTo({ scale: 1, offsetX: 0, offsetY: 0 });
    vi.advanceTimersByTime(KEEP_VIEW_AFTER_MS);
    expect(Object.keys(localStorage).filter((key) => key.endsWith(':w-3'))).toEqual([]);
    expect(localStorage.getItem(lastViewKey('user-1', 'w-3'))).toBeNull();
  });
});
