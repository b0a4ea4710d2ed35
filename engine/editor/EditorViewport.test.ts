import { describe, expect, it } from 'vitest';
import type { ViewportEvent } from '../machines/viewportMachine';
import { FlowModel } from '../model/FlowModel';
import type { ViewportState } from '../render/FlowRenderer';
import { SpatialIndex } from '../spatial/SpatialIndex';
import { testNode } from '../testing/testNode';
import { EditorViewport } from './EditorViewport';

function setup(nodes = [testNode(1, 'entrypoint', 100, 100), testNode(2, 'await', 500, 100)]) {
  const model = FlowModel.fromDocument({ nodes, connections: [] });
  const index = SpatialIndex.build(model);
  const state: ViewportState = { scale: 2, offsetX: 10, offsetY: 20, width: 800, height: 600 };
  const sent: ViewportEvent[] = [];
  const resized: string[] = [];
  const view = new EditorViewport({ model, index, state: () => state, send: (event) => sent.push(event), resized: (w, h) => resized.push(`${w}x${h}`) });
  return { view, sent, resized, state };
}

describe('EditorViewport', () => {
  it('converts between screen and world with the current transform', () => {
    const { view } = setup();
    expect(view.worldToScreen(5, 5)).toEqual({ x: 20, y: 30 });
    expect(view.screenToWorld(20, 30)).toEqual({ x: 5, y: 5 });
    expect(view.current()).toEqual({ scale: 2, offsetX: 10, offsetY: 20, width: 800, height: 600 });
  });

  it('the first non-empty size opens the first view once; later sizes only resize', () => {
    const { view, sent, resized } = setup();
    view.resize(0, 0);
    expect(sent.map((event) => event.type)).toEqual(['RESIZE']);
    view.resize(1000, 800);
    view.resize(1200, 800);
    expect(sent.map((event) => event.type)).toEqual(['RESIZE', 'RESIZE', 'READY', 'RESIZE']);
    const ready = sent[2] as Extract<ViewportEvent, { type: 'READY' }>;
    expect(ready.first).toMatchObject({ animate: true });
    expect(resized).toEqual(['0x0', '1000x800', '1200x800']);
  });

  it('startAt replaces the first view before the first size (shown at once), and jumps after it', () => {
    const { view, sent } = setup();
    view.startAt({ scale: 0.5, offsetX: 40, offsetY: -300 });
    view.resize(1000, 800);
    const ready = sent.find((event) => event.type === 'READY') as Extract<ViewportEvent, { type: 'READY' }>;
    expect(ready.first).toEqual({ view: { scale: 0.5, offsetX: 40, offsetY: -300 }, animate: false });
    view.startAt({ scale: 1, offsetX: 0, offsetY: 0 });
    expect(sent[sent.length - 1]).toEqual({ type: 'JUMP.TO', transform: { scale: 1, offsetX: 0, offsetY: 0 } });
    expect(sent.filter((event) => event.type === 'READY')).toHaveLength(1);
  });

  it('before its first size, the view is where startAt will open it (a preview replaced before it was laid out)', () => {
    const { view } = setup();
    view.startAt({ scale: 0.5, offsetX: 40, offsetY: -300 });
    expect(view.current()).toEqual({ scale: 0.5, offsetX: 40, offsetY: -300, width: 800, height: 600 });
    view.resize(1000, 800);
    expect(view.current()).toEqual({ scale: 2, offsetX: 10, offsetY: 20, width: 800, height: 600 });
  });

  it('an empty flow opens without a first view', () => {
    const { view, sent } = setup([]);
    view.resize(800, 600);
    const ready = sent.find((event) => event.type === 'READY') as Extract<ViewportEvent, { type: 'READY' }>;
    expect(ready.first).toBeNull();
  });

  it('toolbar zoom, fit and jumps become viewport events', () => {
    const { view, sent } = setup();
    view.zoomIn();
    view.zoomOut();
    view.fit();
    view.jumpTo({ scale: 1, offsetX: 0, offsetY: 0 });
    expect(sent.map((event) => event.type)).toEqual(['ZOOM.IN', 'ZOOM.OUT', 'FIT', 'JUMP.TO']);
  });
});
