import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { isPublishEnabled, publishMachine } from './publishMachine';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function start(outcome: 'ok' | 'fail', context = { allowed: true, saved: true }) {
  let calls = 0;
  const machine = publishMachine.provide({
    actors: {
      publish: fromPromise<void, void>(async () => {
        calls += 1;
        if (outcome === 'fail') throw new Error('nope');
      }),
    },
  });
  const clock = new SimulatedClock();
  const actor = createActor(machine, { input: context, clock }).start();
  const events: string[] = [];
  actor.on('*', (event) => events.push(event.type));
  return { actor, clock, events, calls: () => calls, state: () => actor.getSnapshot().value };
}

describe('publishMachine', () => {
  it('publishes, shows done for 2000 ms, then idles', async () => {
    const { actor, clock, events, state } = start('ok');
    expect(isPublishEnabled(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'PUBLISH' });
    expect(state()).toBe('pending');
    expect(isPublishEnabled(actor.getSnapshot())).toBe(false);
    await flush();
    expect(state()).toBe('done');
    expect(events).toEqual(['published']);
    clock.increment(1999);
    expect(state()).toBe('done');
    clock.increment(1);
    expect(state()).toBe('idle');
  });

  it('shows error for 2000 ms', async () => {
    const { actor, clock, events, state } = start('fail');
    actor.send({ type: 'PUBLISH' });
    await flush();
    expect(state()).toBe('error');
    expect(events).toEqual(['publishFailed']);
    clock.increment(2000);
    expect(state()).toBe('idle');
  });

  it('is enabled only when saved and allowed', () => {
    const { actor, calls, state } = start('ok', { allowed: true, saved: false });
    actor.send({ type: 'PUBLISH' });
    expect(state()).toBe('idle');
    expect(isPublishEnabled(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'SAVED.CHANGED', saved: true });
    actor.send({ type: 'ALLOWED.CHANGED', allowed: false });
    actor.send({ type: 'PUBLISH' });
    expect(state()).toBe('idle');
    expect(calls()).toBe(0);
    actor.send({ type: 'ALLOWED.CHANGED', allowed: true });
    actor.send({ type: 'PUBLISH' });
    expect(state()).toBe('pending');
  });
});
