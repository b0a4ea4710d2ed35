import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { ghostPlacementMachine, type GhostPlacementEmitted } from './ghostPlacementMachine';

function start(canEdit = true) {
  const actor = createActor(ghostPlacementMachine, { input: { canEdit } }).start();
  const placed: GhostPlacementEmitted[] = [];
  actor.on('place', (event) => placed.push(event));
  return { actor, placed };
}

describe('ghostPlacementMachine', () => {
  it('follows the pointer and places on click', () => {
    const { actor, placed } = start();
    actor.send({ type: 'GHOST.START', template: { type: 'condition' } });
    actor.send({ type: 'POINTER.MOVE', x: 10, y: 20 });
    expect(actor.getSnapshot().context.position).toEqual({ x: 10, y: 20 });
    actor.send({ type: 'PLACE', x: 12, y: 22 });
    expect(placed).toEqual([{ type: 'place', template: { type: 'condition' }, x: 12, y: 22 }]);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.template).toBeNull();
  });

  it('places a pasted node with its config', () => {
    const { actor, placed } = start();
    const config = { fields: [{ key: 'a', value: 'b' }] };
    actor.send({ type: 'GHOST.START', template: { type: 'define', config }, x: 5, y: 5 });
    actor.send({ type: 'PLACE', x: 5, y: 5 });
    expect(placed[0]?.template.config).toBe(config);
  });

  it('Escape cancels without placing; read-only never starts', () => {
    const { actor, placed } = start();
    actor.send({ type: 'GHOST.START', template: { type: 'note' } });
    actor.send({ type: 'CANCEL' });
    actor.send({ type: 'PLACE', x: 0, y: 0 });
    expect(placed).toEqual([]);
    const readOnly = start(false);
    readOnly.actor.send({ type: 'GHOST.START', template: { type: 'note' } });
    expect(readOnly.actor.getSnapshot().value).toBe('idle');
  });
});
