import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { singleNodeFragment } from '../model/clipboard';
import { ghostPlacementMachine, type GhostPlacementEmitted } from './ghostPlacementMachine';

const one = (type: Parameters<typeof singleNodeFragment>[0], config: Record<string, unknown> = {}) => singleNodeFragment(type, config);

function start(canEdit = true) {
  const actor = createActor(ghostPlacementMachine, { input: { canEdit } }).start();
  const placed: GhostPlacementEmitted[] = [];
  actor.on('place', (event) => placed.push(event));
  return { actor, placed };
}

describe('ghostPlacementMachine', () => {
  it('follows the pointer and places on click', () => {
    const { actor, placed } = start();
    const template = one('condition');
    actor.send({ type: 'GHOST.START', template });
    actor.send({ type: 'POINTER.MOVE', x: 10, y: 20 });
    expect(actor.getSnapshot().context.position).toEqual({ x: 10, y: 20 });
    actor.send({ type: 'PLACE', x: 12, y: 22 });
    expect(placed).toEqual([{ type: 'place', template, x: 12, y: 22 }]);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.template).toBeNull();
  });

  it('places a pasted group as it was copied', () => {
    const { actor, placed } = start();
    const template = { nodes: [one('await').nodes[0]!, { ...one('note').nodes[0]!, dx: 300 }], connections: [{ from: [0, 0] as [number, number], to: [1, 0] as [number, number] }] };
    actor.send({ type: 'GHOST.START', template, x: 5, y: 5 });
    actor.send({ type: 'PLACE', x: 5, y: 5 });
    expect(placed[0]?.template).toBe(template);
  });

  it('Escape cancels without placing; read-only never starts', () => {
    const { actor, placed } = start();
    actor.send({ type: 'GHOST.START', template: one('note') });
    actor.send({ type: 'CANCEL' });
    actor.send({ type: 'PLACE', x: 0, y: 0 });
    expect(placed).toEqual([]);
    const readOnly = start(false);
    readOnly.actor.send({ type: 'GHOST.START', template: one('note') });
    expect(readOnly.actor.getSnapshot().value).toBe('idle');
  });
});
