import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { recomputeDebounceMachine } from './recomputeDebounceMachine';

function start() {
  const clock = new SimulatedClock();
  const actor = createActor(recomputeDebounceMachine, { clock });
  let fired = 0;
  actor.on('recompute', () => (fired += 1));
  actor.start();
  return { clock, actor, fired: () => fired };
}

describe('recomputeDebounceMachine', () => {
  it('fires once, 1000 ms after the last change', () => {
    const { clock, actor, fired } = start();
    actor.send({ type: 'CHANGE' });
    clock.increment(600);
    actor.send({ type: 'CHANGE' });
    clock.increment(600);
    expect(fired()).toBe(0);
    clock.increment(400);
    expect(fired()).toBe(1);
    expect(actor.getSnapshot().value).toBe('idle');
    clock.increment(5000);
    expect(fired()).toBe(1);
  });

  it('FLUSH fires at once and cancels the wait', () => {
    const { clock, actor, fired } = start();
    actor.send({ type: 'CHANGE' });
    actor.send({ type: 'FLUSH' });
    expect(fired()).toBe(1);
    clock.increment(2000);
    expect(fired()).toBe(1);
  });
});
