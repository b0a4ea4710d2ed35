// @vitest-environment happy-dom
// The first view drawn on the flow canvas by the first script, before the page exists: shown over the page once the
// canvas and the answer are both in, adopted by the page (the same editor, the canvas moved into its frame), never
// started once the page's frame is there or while the first view's picture is up, and taken down when nobody
// adopts it — releasing the canvas's scene only while the canvas is still its own.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FlowFirstView } from '../../../contracts/firstView';
import type { FlowCanvas, PixiFlowRenderer } from '../../../engine/index';
import { generateFlow } from '../../../engine/testing/generateFlow';

const ANSWER: FlowFirstView = {
  widgetId: 'w-1',
  version: 4,
  updatedAt: '2026-11-28T10:00:00.000Z',
  updatedBy: 'u-1',
  view: { scale: 0.5, offsetX: 40, offsetY: -120 },
  counts: { nodes: 20_000, connections: 19_000 },
  complete: false,
  flow: generateFlow({ nodeCount: 30, seed: 5 }),
};

/** A flow canvas whose renderer records what it is asked (happy-dom has no WebGL). */
function recordingCanvas(): { flowCanvas: FlowCanvas; calls: string[]; sizes: [number, number][] } {
  const calls: string[] = [];
  const sizes: [number, number][] = [];
  const renderer = new Proxy({} as Record<string, unknown>, {
    get: (_target, name: string) => {
      if (name === 'stats') return () => ({ draws: 1, visibleNodes: 12, settled: true });
      if (name === 'then') return undefined;
      return (...args: unknown[]) => {
        calls.push(name);
        if (name === 'resize') sizes.push(args as [number, number]);
      };
    },
  }) as unknown as PixiFlowRenderer;
  const canvas = document.createElement('canvas');
  canvas.className = 'flow-canvas__surface';
  return { flowCanvas: { canvas, renderer }, calls, sizes };
}

async function load(pictureUp = false) {
  vi.resetModules();
  vi.doMock('./firstViewPicture', () => ({ firstViewPictureShown: () => pictureUp }));
  return { ...(await import('./earlyPreview')), ...(await import('./earlyPreviewState')) };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const earlyHost = () => document.querySelector<HTMLElement>('.flow-early-preview');
type DebugWindow = Window & { __flowEditor?: { viewport(): { scale: number } } };

afterEach(() => {
  vi.doUnmock('./firstViewPicture');
  vi.useRealTimers();
  document.body.replaceChildren();
  delete (window as DebugWindow).__flowEditor;
});

describe('earlyPreview', () => {
  it('draws the first view on the flow canvas where the page will hold it, and hands the same editor to the page', async () => {
    const early = await load();
    const { flowCanvas, calls, sizes } = recordingCanvas();
    early.showEarlyPreview(Promise.resolve(ANSWER), Promise.resolve(flowCanvas));
    await settle();
    const host = earlyHost();
    expect(host).not.toBeNull();
    expect(host!.getAttribute('aria-hidden')).toBe('true');
    expect(host!.contains(flowCanvas.canvas)).toBe(true);
    expect(host!.style.width).toBe(`${window.innerWidth}px`);
    // The scene was handed to the renderer and the editor sized to the canvas it will be shown on.
    expect(calls).toContain('setScene');
    expect(sizes.at(-1)).toEqual([window.innerWidth, expect.any(Number)]);
    // The benches and tests read it like the page's editor.
    expect((window as DebugWindow).__flowEditor?.viewport().scale).toBe(0.5);

    // Another answer (another widget, a later version) is not this one's.
    expect(early.takeEarlyPreview({ ...ANSWER })).toBeNull();
    const editor = early.takeEarlyPreview(ANSWER);
    expect(editor).not.toBeNull();
    expect(editor!.getSnapshot()).toMatchObject({ canEdit: false, nodeCount: 30 });
    expect(editor!.viewport()).toMatchObject({ scale: 0.5, offsetX: 40, offsetY: -120 });
    expect(early.takeEarlyPreview(ANSWER)).toBeNull();
    // The page's handle replaces the early one.
    expect((window as DebugWindow).__flowEditor).toBeUndefined();

    // The page moved the canvas into its frame: the empty host goes, the scene stays drawn.
    early.closeEarlyPreview();
    const frame = document.createElement('div');
    document.body.append(frame);
    frame.prepend(flowCanvas.canvas);
    early.removeEarlyHost();
    expect(earlyHost()).toBeNull();
    expect(calls).not.toContain('releaseScene');
    editor!.destroy();
  });

  it('starts none once the page has mounted its canvas frame', async () => {
    const early = await load();
    const { flowCanvas, calls } = recordingCanvas();
    let answer!: (value: FlowFirstView) => void;
    early.showEarlyPreview(new Promise((resolve) => (answer = resolve)), Promise.resolve(flowCanvas));
    early.closeEarlyPreview();
    answer(ANSWER);
    await settle();
    expect(earlyHost()).toBeNull();
    expect(calls).toEqual([]);
    expect(early.takeEarlyPreview(ANSWER)).toBeNull();
  });

  it("starts none while the first view's picture is up: it already shows the view", async () => {
    const early = await load(true);
    const { flowCanvas, calls } = recordingCanvas();
    early.showEarlyPreview(Promise.resolve(ANSWER), Promise.resolve(flowCanvas));
    await settle();
    expect(earlyHost()).toBeNull();
    expect(calls).toEqual([]);
  });

  it('shows nothing when the answer or the canvas fails', async () => {
    const early = await load();
    const { flowCanvas } = recordingCanvas();
    early.showEarlyPreview(Promise.reject(new Error('offline')), Promise.resolve(flowCanvas));
    early.showEarlyPreview(Promise.resolve(ANSWER), Promise.reject(new Error('no WebGL')));
    await settle();
    expect(earlyHost()).toBeNull();
  });

  it("is taken down when no page adopts it: the canvas's scene released while the canvas is still its own", async () => {
    vi.useFakeTimers();
    const early = await load();
    const { flowCanvas, calls } = recordingCanvas();
    early.showEarlyPreview(Promise.resolve(ANSWER), Promise.resolve(flowCanvas));
    await vi.advanceTimersByTimeAsync(0);
    expect(earlyHost()).not.toBeNull();
    await vi.advanceTimersByTimeAsync(20_000);
    expect(earlyHost()).toBeNull();
    expect(flowCanvas.canvas.isConnected).toBe(false);
    expect(calls).toContain('releaseScene');
    expect((window as DebugWindow).__flowEditor).toBeUndefined();
    expect(early.takeEarlyPreview(ANSWER)).toBeNull();
  });

  it("leaves the canvas's scene to the page once the page holds the canvas (its own editor came first)", async () => {
    const early = await load();
    const { flowCanvas, calls } = recordingCanvas();
    early.showEarlyPreview(Promise.resolve(ANSWER), Promise.resolve(flowCanvas));
    await settle();
    early.closeEarlyPreview();
    const frame = document.createElement('div');
    document.body.append(frame);
    frame.prepend(flowCanvas.canvas);
    early.removeEarlyHost();
    early.discardEarlyPreview();
    expect(calls).not.toContain('releaseScene');
    expect(flowCanvas.canvas.parentElement).toBe(frame);
    expect(early.takeEarlyPreview(ANSWER)).toBeNull();
  });
});
