// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import type { FlowFirstView } from '../../../contracts/firstView';
import type { FlowEditor } from '../../../engine/index';
import { generateFlow } from '../../../engine/testing/generateFlow';
import { renderInDom, unmountAll } from '../../../tests/harness/renderInDom';
import { expectedCanvasSize, firstViewPath, flowChrome, prefetchFirstView, takeFirstView } from './firstViewPrefetch';
import { useFirstView, usePreviewEditor } from './usePreviewEditor';

afterEach(unmountAll);

const FIRST: FlowFirstView = {
  widgetId: 'w-1',
  version: 4,
  updatedAt: '2026-11-26T10:00:00.000Z',
  updatedBy: 'u-1',
  view: { scale: 0.5, offsetX: 40, offsetY: -120 },
  counts: { nodes: 100_000, connections: 95_000 },
  complete: false,
  flow: generateFlow({ nodeCount: 30, seed: 3 }),
};

describe('firstViewPrefetch', () => {
  it('asks for the window below the header once, and hands the answer over once', async () => {
    const asked: string[] = [];
    const api = { get: async <T,>(path: string) => (asked.push(path), FIRST as T) };
    const tokens = { getPropertyValue: (name: string) => ({ '--header-height': '56px', '--flow-status-height': ' 27px' })[name] ?? '' };
    expect(flowChrome(tokens)).toEqual({ above: 57, below: 27 });
    expect(expectedCanvasSize({ innerWidth: 1280, innerHeight: 884 }, flowChrome(tokens))).toEqual({ width: 1280, height: 800 });
    prefetchFirstView(api, 'w-1', { width: 1280, height: 800 });
    prefetchFirstView(api, 'w-1', { width: 1280, height: 800 });
    expect(asked).toEqual([firstViewPath('w-1', { width: 1280, height: 800 })]);
    expect(asked[0]).toBe('/widgets/w-1/flow/first_view?width=1280&height=800');
    expect(await takeFirstView('w-1')).toBe(FIRST);
    expect(takeFirstView('w-1')).toBeNull();
  });
});

function Probe({ widgetId, active, onPreview }: { widgetId: string; active: boolean; onPreview(editor: FlowEditor | null): void }) {
  const firstView = useFirstView(widgetId);
  onPreview(usePreviewEditor(firstView, active));
  return null;
}

describe('usePreviewEditor', () => {
  it('shows the first view read-only, opening at the view the server chose, until the editor takes over', async () => {
    prefetchFirstView({ get: async <T,>() => FIRST as T }, 'w-2');
    let preview: FlowEditor | null = null;
    const rendered = await renderInDom(<Probe widgetId="w-2" active onPreview={(editor) => (preview = editor)} />);
    await rendered.rerender(<Probe widgetId="w-2" active onPreview={(editor) => (preview = editor)} />);
    expect(preview).not.toBeNull();
    const editor = preview! as FlowEditor;
    expect(editor.getSnapshot()).toMatchObject({ canEdit: false, nodeCount: 30 });
    editor.resize(1280, 800);
    expect(editor.viewport()).toMatchObject({ scale: 0.5, offsetX: 40, offsetY: -120 });
    // Editing is refused: nothing is deleted.
    editor.select([FIRST.flow.nodes[1]!.id]);
    editor.deleteSelection();
    expect(editor.getSnapshot().nodeCount).toBe(30);
    await rendered.rerender(<Probe widgetId="w-2" active={false} onPreview={(next) => (preview = next)} />);
    expect(preview).toBeNull();
  });
});
