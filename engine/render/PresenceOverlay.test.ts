// @vitest-environment happy-dom
// The presence overlay with nobody else in view: hidden, and nothing drawn (no frame even asked for) on any frame of a pan (a cleared
// full-viewport canvas cost a full-window fill and blend per frame without a GPU); shown and drawn once a peer's
// pointer is in view, hidden again when it goes.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FlowModel } from '../model/FlowModel';
import { recordingContext } from '../testing/recordingContext';
import { testNode } from '../testing/testNode';
import { PeerPresence } from '../collab/PeerPresence';
import type { Presence } from '../collab/presenceTypes';
import type { OverviewSink } from './MinimapView';
import { createPresenceOverlay } from './PresenceOverlay';

/** The 2D context the overlay draws on (happy-dom has no canvas), made anew for each test. */
let recorded = recordingContext();
/** The names of the 2D calls made, in order. */
const calls = () => recorded.calls.map((call) => call.name);

const frames: FrameRequestCallback[] = [];

beforeEach(() => {
  recorded = recordingContext();
  frames.length = 0;
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(() => recorded.context as never);
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
  vi.stubGlobal('cancelAnimationFrame', () => undefined);
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function runFrames(): void {
  for (const callback of frames.splice(0)) callback(0);
}

function peer(clientId: string, pointer: [number, number] | null): Presence {
  return { clientId, userId: `user-${clientId}`, name: `Name ${clientId}`, avatar: null, color: '#d6336c', pointer, selection: [], viewport: null, canEdit: true };
}

describe('createPresenceOverlay', () => {
  it('stays hidden and draws nothing while no peer is in view, however often the view moves', () => {
    const model = FlowModel.fromDocument({ nodes: [testNode(1, 'entrypoint', 0, 0)], connections: [] });
    let view = { scale: 1, offsetX: 0, offsetY: 0, width: 800, height: 600 };
    let sink: OverviewSink | null = null;
    const presence = new PeerPresence();
    const host = document.createElement('div');
    const overlay = createPresenceOverlay(host, { model, viewport: () => view, attachOverview: (s) => ((sink = s), () => undefined) }, presence);
    runFrames();

    for (let move = 0; move < 30; move += 1) {
      view = { ...view, offsetX: view.offsetX + 5 };
      sink!.viewportChanged();
      expect(frames).toHaveLength(0);
      runFrames();
    }
    expect(overlay.canvas.hidden).toBe(true);
    expect(calls()).toEqual([]);

    presence.set(peer('a', [100, 100]));
    runFrames();
    expect(overlay.canvas.hidden).toBe(false);
    expect(calls()).toContain('clearRect');
    expect(calls()).toContain('fillText');

    recorded.calls.length = 0;
    presence.remove('a');
    runFrames();
    expect(overlay.canvas.hidden).toBe(true);
    expect(calls()).toEqual([]);
    overlay.destroy();
  });
});
