import { describe, expect, it } from 'vitest';
import type { HitResult } from '../spatial/hitTest';
import type { CanvasPointer } from './canvasPointer';
import { PointerRouter, type DrawingPhase, type PointerRouterHost } from './PointerRouter';

/** A host that records what the router sends; the hit under each point is scripted. */
function setup(
  options: { hits?: (x: number, y: number) => HitResult; canEdit?: boolean; ghost?: boolean; phase?: DrawingPhase; warningIcon?: (id: number, x: number, y: number) => boolean; edge?: (id: number, x: number) => boolean } = {},
) {
  const sent: string[] = [];
  const state = { ghost: options.ghost ?? false, phase: options.phase ?? ('idle' as DrawingPhase), cursor: '' };
  const host: PointerRouterHost = {
    hitTest: (p) => options.hits?.(p.x, p.y) ?? { kind: 'background' },
    toWorld: (p) => ({ x: p.x / 2, y: p.y / 2 }),
    canEdit: () => options.canEdit ?? true,
    ghostActive: () => state.ghost,
    drawingPhase: () => state.phase,
    viewport: (event) => sent.push(`viewport ${event.type}`),
    connection: (event) => sent.push(`connection ${event.type}`),
    drag: (event) => sent.push(`drag ${event.type}`),
    ghost: (world, place) => sent.push(`ghost ${place ? 'place' : 'move'} ${world.x},${world.y}`),
    boxSelect: (box, done) => sent.push(`box ${box ? `${box.minX},${box.minY},${box.maxX},${box.maxY}` : 'none'}${done ? ' done' : ''}`),
    hover: () => undefined,
    cursor: (cursor) => {
      state.cursor = cursor;
    },
    openNode: (id) => sent.push(`open ${id}`),
    onWarningIcon: (id, world) => options.warningIcon?.(id, world.x, world.y) ?? false,
    openWarnings: (id, screen) => sent.push(`warnings ${id} ${screen.x},${screen.y}`),
    onResizeEdge: (id, world) => options.edge?.(id, world.x) ?? false,
    resize: (phase, id, world) => sent.push(`resize ${phase} ${id} ${world.x}`),
  };
  const router = new PointerRouter(host);
  const at = (x: number, y: number, shift = false): CanvasPointer => ({ x, y, shift, mod: false, button: 0 });
  return { router, sent, state, at };
}

describe('PointerRouter', () => {
  it('a press on a note\'s resize edge resizes it (ew-resize cursor) instead of dragging; cancel reverts', () => {
    const { router, sent, state, at } = setup({ hits: () => ({ kind: 'node', nodeId: 6 }), edge: (id, x) => id === 6 && x >= 95 });
    router.move(at(192, 10));
    expect(state.cursor).toBe('ew-resize');
    router.move(at(100, 10));
    expect(state.cursor).toBe('pointer');
    router.down(at(196, 10));
    router.move(at(260, 10));
    expect(state.cursor).toBe('ew-resize');
    router.up(at(300, 10));
    router.down(at(196, 10));
    router.cancel();
    expect(sent).toEqual(['resize start 6 98', 'resize move 6 130', 'resize end 6 150', 'resize start 6 98', 'resize cancel 6 0']);
  });

  it('a press on a node\'s warning icon opens its warnings and starts no gesture', () => {
    const { router, sent, at } = setup({ hits: () => ({ kind: 'node', nodeId: 4 }), warningIcon: (id, x) => id === 4 && x > 50 });
    router.down(at(120, 10));
    router.up(at(120, 10));
    expect(sent).toEqual(['warnings 4 120,10']);
    router.down(at(20, 10));
    expect(sent.at(-1)).toBe('drag NODE.DOWN');
  });

  it('a still press on the background pans nothing and clicks the background', () => {
    const { router, sent, at } = setup();
    router.down(at(10, 10));
    router.move(at(12, 11));
    router.up(at(12, 11));
    expect(sent).toEqual(['viewport PAN.START', 'viewport POINTER.MOVE', 'viewport POINTER.UP', 'drag BACKGROUND.CLICK']);
  });

  it('dragging the background pans (no click) with a grabbing cursor', () => {
    const { router, sent, state, at } = setup();
    router.down(at(10, 10));
    router.move(at(40, 10));
    expect(state.cursor).toBe('grabbing');
    router.up(at(40, 10));
    expect(sent).toEqual(['viewport PAN.START', 'viewport POINTER.MOVE', 'viewport POINTER.UP']);
    expect(state.cursor).toBe('grab');
  });

  it('a click on a connection activates it', () => {
    const { router, sent, at } = setup({ hits: () => ({ kind: 'connection', key: 77 }) });
    router.down(at(5, 5));
    router.up(at(5, 5));
    expect(sent.at(-1)).toBe('drag CONNECTION.CLICK');
  });

  it('a press on a node goes to the drag machine, with world coordinates', () => {
    const { router, sent, at } = setup({ hits: () => ({ kind: 'node', nodeId: 3 }) });
    router.down(at(10, 10, true));
    router.move(at(30, 10));
    router.up(at(30, 10));
    expect(sent).toEqual(['drag NODE.DOWN', 'drag POINTER.MOVE', 'drag POINTER.UP']);
  });

  it('a port starts a connection when editable and is a node press when read-only', () => {
    const port: HitResult = { kind: 'port', nodeId: 2, side: 'output', port: 0 };
    const editable = setup({ hits: () => port });
    editable.router.down(editable.at(1, 1));
    editable.router.up(editable.at(1, 1));
    expect(editable.sent).toEqual(['connection PORT.DOWN', 'connection PORT.UP']);
    const readOnly = setup({ hits: () => port, canEdit: false });
    readOnly.router.down(readOnly.at(1, 1));
    expect(readOnly.sent).toEqual(['drag NODE.DOWN']);
  });

  it('releasing a drawn connection away from a port cancels it', () => {
    const { router, sent, at } = setup({ hits: (x) => (x < 5 ? { kind: 'port', nodeId: 2, side: 'output', port: 0 } : { kind: 'background' }) });
    router.down(at(1, 1));
    router.move(at(50, 50));
    router.up(at(50, 50));
    expect(sent).toEqual(['connection PORT.DOWN', 'connection POINTER.MOVE', 'connection POINTER.UP']);
  });

  it('an open connection follows the pointer and a press elsewhere cancels it', () => {
    const { router, sent, at } = setup({ phase: 'open' });
    router.move(at(20, 20));
    router.down(at(20, 20));
    expect(sent).toEqual(['connection POINTER.MOVE', 'connection POINTER.DOWN', 'viewport PAN.START']);
  });

  it('Shift+drag on the background draws a selection box in world units', () => {
    const { router, sent, at } = setup();
    router.down(at(10, 10, true));
    router.move(at(50, 30, true));
    router.up(at(50, 30, true));
    expect(sent).toEqual(['box 5,5,25,15', 'box 5,5,25,15 done']);
  });

  it('a ghost follows the pointer and a click places it', () => {
    const { router, sent, at } = setup({ ghost: true });
    router.move(at(20, 40));
    router.down(at(20, 40));
    router.up(at(20, 40));
    expect(sent).toEqual(['ghost move 10,20', 'viewport PAN.START', 'viewport POINTER.UP', 'ghost place 10,20']);
  });

  it('after the view moved under a still pointer, what is under it now is hovered, and a ghost follows it; nothing once it left or during a gesture', () => {
    let offset = 0;
    const hovered: HitResult[] = [];
    const { router, sent, state, at } = setup({ hits: (x) => (x + offset < 100 ? { kind: 'node', nodeId: 3 } : { kind: 'background' }) });
    const host = (router as unknown as { host: PointerRouterHost }).host;
    host.hover = (hit) => hovered.push(hit);
    router.move(at(60, 10));
    expect(hovered.at(-1)).toEqual({ kind: 'node', nodeId: 3 });
    expect(state.cursor).toBe('pointer');
    // A wheel pan moves the card away from under the pointer.
    offset = 80;
    router.viewMoved();
    expect(hovered.at(-1)).toEqual({ kind: 'background' });
    expect(state.cursor).toBe('grab');
    // A ghost being placed follows the pointer to its new place in the flow.
    state.ghost = true;
    router.viewMoved();
    expect(sent.at(-1)).toBe('ghost move 30,5');
    state.ghost = false;
    // Pressed on the background: the pan follows the pointer itself.
    router.down(at(60, 10));
    const during = hovered.length;
    offset = 0;
    router.viewMoved();
    expect(hovered).toHaveLength(during);
    router.up(at(60, 10));
    router.leave();
    const left = hovered.length;
    router.viewMoved();
    expect(hovered).toHaveLength(left);
  });

  it('a double-click on a node opens it', () => {
    const { router, sent, at } = setup({ hits: () => ({ kind: 'node', nodeId: 9 }) });
    router.doubleClick(at(0, 0));
    expect(sent).toEqual(['open 9']);
  });
});
