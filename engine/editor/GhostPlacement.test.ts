import { describe, expect, it } from 'vitest';
import type { GhostPlacementEvent } from '../machines/ghostPlacementMachine';
import { FlowModel } from '../model/FlowModel';
import { applyPatch } from '../model/patch/applyPatch';
import { testNode } from '../testing/testNode';
import { GhostPlacement } from './GhostPlacement';

function setup(options: { canEdit?: boolean; snap?: boolean } = {}) {
  const model = FlowModel.fromDocument({ nodes: [testNode(1, 'entrypoint')], connections: [] });
  const events: GhostPlacementEvent[] = [];
  const selected: number[][] = [];
  const ghost = new GhostPlacement({
    model,
    canEdit: () => options.canEdit ?? true,
    snap: () => options.snap ?? false,
    // a view at scale 2 shifted by (100, 50)
    toWorld: (screen) => ({ x: (screen.x - 100) / 2, y: (screen.y - 50) / 2 }),
    ghost: (event) => events.push(event),
    commit: (patch) => applyPatch(model, patch),
    select: (ids) => selected.push(ids),
    random: () => 0.5,
  });
  return { model, events, selected, ghost };
}

describe('GhostPlacement', () => {
  it('starts a new node centred under the last pointer position', () => {
    const { events, ghost } = setup();
    ghost.trackPointer({ x: 500, y: 450 });
    ghost.startNode('redirect');
    const start = events[0] as Extract<GhostPlacementEvent, { type: 'GHOST.START' }>;
    expect(start.type).toBe('GHOST.START');
    expect(start.template.nodes[0]!.type).toBe('redirect');
    // world pointer (200, 200) minus half the 240 × 80 card
    expect(start).toMatchObject({ x: 80, y: 160 });
  });

  it('without a known pointer the ghost starts without a position; the entrypoint kind is never placed', () => {
    const { events, ghost } = setup();
    ghost.startNode('entrypoint');
    expect(events).toHaveLength(0);
    ghost.startNode('note');
    expect(events[0]).not.toHaveProperty('x');
  });

  it('follows and places on the grid when snapping', () => {
    const { events, ghost } = setup({ snap: true });
    ghost.startNode('await');
    ghost.pointer({ x: 333, y: 217 }, false);
    ghost.pointer({ x: 333, y: 217 }, true);
    const moved = events[1] as { type: string; x: number; y: number };
    expect(moved.type).toBe('POINTER.MOVE');
    expect(moved.x % 40).toBe(0);
    expect(moved.y % 40).toBe(0);
    expect(events[2]).toMatchObject({ type: 'PLACE', x: moved.x, y: moved.y });
  });

  it('placing adds the nodes and selects them; read-only places nothing', () => {
    const { model, ghost, selected, events } = setup();
    ghost.startNode('note');
    const start = events[0] as Extract<GhostPlacementEvent, { type: 'GHOST.START' }>;
    ghost.place(start.template, 40, 80);
    expect(model.getNode(2)).toMatchObject({ type: 'note', x: 40, y: 80 });
    expect(selected).toEqual([[2]]);
    const readOnly = setup({ canEdit: false });
    readOnly.ghost.startNode('note');
    readOnly.ghost.place(start.template, 0, 0);
    expect(readOnly.events).toHaveLength(0);
    expect(readOnly.model.nodeCount).toBe(1);
  });
});
