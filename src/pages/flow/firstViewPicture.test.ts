// @vitest-environment happy-dom
// The first view's picture: painted over the page when the first view answers, moved into the canvas's frame when
// the page mounts it, and gone once the canvas has drawn the view, at the first input, when the route is left or
// when no page took it; never painted for a widget whose page has already moved on.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FlowFirstView } from '../../../contracts/firstView';
import { testNode } from '../../../engine/testing/testNode';
import { recordingContext } from '../../../engine/testing/recordingContext';

const firstView: FlowFirstView = {
  widgetId: 'w1',
  version: 3,
  updatedAt: '2026-11-27T00:00:00.000Z',
  updatedBy: 'u1',
  view: { scale: 1, offsetX: 20, offsetY: 20 },
  counts: { nodes: 2, connections: 1 },
  complete: true,
  flow: { nodes: [testNode(1, 'entrypoint', 0, 0), testNode(2, 'view', 300, 0)], connections: [{ from: [1, 0], to: [2, 0] }] },
};

/** The picture's 2D calls are recorded and not looked at (happy-dom has no canvas). */
const quietContext = recordingContext().context;

let frames: FrameRequestCallback[] = [];
const runFrame = () => {
  const due = frames;
  frames = [];
  for (const callback of due) callback(performance.now());
};

async function load() {
  vi.resetModules();
  return import('./firstViewPicture');
}

const picture = () => document.querySelector<HTMLCanvasElement>('[data-testid="flow-first-view-picture"]');
const settleAnswer = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  frames = [];
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(() => quietContext as never);
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
  vi.stubGlobal('cancelAnimationFrame', () => undefined);
  performance.clearMarks();
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('the first view picture', () => {
  it('is painted over the page where the canvas will be, hidden from assistive technology, and marks the frame that shows it', async () => {
    const { showFirstViewPicture } = await load();
    showFirstViewPicture('w1', Promise.resolve(firstView));
    await settleAnswer();
    const shown = picture()!;
    expect(shown.parentElement).toBe(document.body);
    expect(shown.style.position).toBe('fixed');
    expect(shown.getAttribute('aria-hidden')).toBe('true');
    expect(shown.dataset.nodes).toBe('2');
    // The loaders hold still while it is up (flowEditor.css).
    expect(document.documentElement.dataset.firstViewPicture).toBe('');
    expect(performance.getEntriesByName('flow-open:picture')).toHaveLength(0);
    runFrame();
    expect(performance.getEntriesByName('flow-open:picture')).toHaveLength(1);
  });

  it('moves into the canvas frame when the page mounts it, and goes once the canvas has drawn the view', async () => {
    const { holdFirstViewPicture, showFirstViewPicture } = await load();
    showFirstViewPicture('w1', Promise.resolve(firstView));
    await settleAnswer();
    const host = document.createElement('div');
    document.body.append(host);
    let drawn = false;
    holdFirstViewPicture('w1', host, () => drawn);
    expect(picture()!.parentElement).toBe(host);
    expect(picture()!.classList.contains('flow-picture--in-frame')).toBe(true);
    expect(picture()!.style.position).toBe('');
    runFrame();
    runFrame();
    expect(picture()).not.toBeNull();
    drawn = true;
    runFrame();
    expect(picture()).toBeNull();
    expect(document.documentElement.dataset.firstViewPicture).toBeUndefined();
  });

  it('goes at the first press on the frame (the designer moves the view the canvas shows)', async () => {
    const { holdFirstViewPicture, showFirstViewPicture } = await load();
    const host = document.createElement('div');
    document.body.append(host);
    holdFirstViewPicture('w1', host, () => false);
    showFirstViewPicture('w1', Promise.resolve(firstView));
    await settleAnswer();
    // The frame was mounted first: painted straight into it.
    expect(picture()!.parentElement).toBe(host);
    host.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(picture()).toBeNull();
  });

  it('is not painted when the route was left, or the canvas drew, before the first view answered', async () => {
    const { discardFirstViewPicture, holdFirstViewPicture, showFirstViewPicture } = await load();
    let answer!: (value: FlowFirstView) => void;
    showFirstViewPicture('w1', new Promise((resolve) => (answer = resolve)));
    discardFirstViewPicture('w1');
    answer(firstView);
    await settleAnswer();
    expect(picture()).toBeNull();

    const host = document.createElement('div');
    holdFirstViewPicture('w2', host, () => true);
    runFrame();
    showFirstViewPicture('w2', Promise.resolve(firstView));
    await settleAnswer();
    expect(picture()).toBeNull();
  });

  it('is not painted when the flow canvas is ready to draw the view itself by the time the first view answers', async () => {
    const { showFirstViewPicture } = await load();
    showFirstViewPicture('w1', Promise.resolve(firstView), () => true);
    await settleAnswer();
    expect(picture()).toBeNull();
  });

  it('goes with the page that held it, and by itself when no page took it', async () => {
    const { holdFirstViewPicture, showFirstViewPicture } = await load();
    showFirstViewPicture('w1', Promise.resolve(firstView));
    await settleAnswer();
    const release = holdFirstViewPicture('w1', document.createElement('div'), () => false);
    release();
    expect(picture()).toBeNull();

    const again = await load();
    vi.useFakeTimers();
    again.showFirstViewPicture('w3', Promise.resolve(firstView));
    await vi.advanceTimersByTimeAsync(1);
    expect(picture()).not.toBeNull();
    await vi.advanceTimersByTimeAsync(20_000);
    expect(picture()).toBeNull();
  });
});
