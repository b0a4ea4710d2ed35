import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import type { FlowPatch } from '../model/patch/flowPatch';
import { SaveConflictError, saveMachine, type SendPatchesInput, type SendPatchesOutput } from './saveMachine';

const patch = (id: number): FlowPatch => ({ ops: [{ op: 'moveNode', id, from: [0, 0], to: [id, id] }] });
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function start() {
  const requests: { input: SendPatchesInput; resolve: (out: SendPatchesOutput) => void; reject: (error: unknown) => void }[] = [];
  const machine = saveMachine.provide({
    actors: {
      sendPatches: fromPromise<SendPatchesOutput, SendPatchesInput>(
        ({ input }) => new Promise((resolve, reject) => requests.push({ input, resolve, reject })),
      ),
    },
  });
  const clock = new SimulatedClock();
  const actor = createActor(machine, { input: { baseVersion: 7 }, clock }).start();
  return { actor, clock, requests, state: () => actor.getSnapshot().value, context: () => actor.getSnapshot().context };
}

describe('saveMachine', () => {
  it('debounces changes for 1000 ms, then sends them with the base version', async () => {
    const { actor, clock, requests, state, context } = start();
    expect(state()).toBe('saved');
    actor.send({ type: 'CHANGE', patch: patch(1) });
    clock.increment(600);
    actor.send({ type: 'CHANGE', patch: patch(2) });
    clock.increment(600);
    expect(state()).toBe('draft');
    expect(requests).toHaveLength(0);
    clock.increment(400);
    expect(state()).toBe('pending');
    expect(requests[0]!.input).toEqual({ baseVersion: 7, patches: [patch(1), patch(2)] });
    requests[0]!.resolve({ version: 8 });
    await flush();
    expect(state()).toBe('saved');
    expect(context()).toMatchObject({ baseVersion: 8, unsent: [], sending: [] });
  });

  it('a change during pending goes back to draft after, and is sent on the new version', async () => {
    const { actor, clock, requests, state } = start();
    actor.send({ type: 'CHANGE', patch: patch(1) });
    clock.increment(1000);
    actor.send({ type: 'CHANGE', patch: patch(2) });
    expect(state()).toBe('pending');
    requests[0]!.resolve({ version: 8 });
    await flush();
    expect(state()).toBe('draft');
    clock.increment(1000);
    expect(requests[1]!.input).toEqual({ baseVersion: 8, patches: [patch(2)] });
  });

  it('an error keeps the unsent patches and retries on the next change', async () => {
    const { actor, clock, requests, state, context } = start();
    actor.send({ type: 'CHANGE', patch: patch(1) });
    clock.increment(1000);
    actor.send({ type: 'CHANGE', patch: patch(2) });
    requests[0]!.reject(new Error('offline'));
    await flush();
    expect(state()).toBe('error');
    expect(context().unsent).toEqual([patch(1), patch(2)]);
    clock.increment(5000);
    expect(requests).toHaveLength(1);
    actor.send({ type: 'CHANGE', patch: patch(3) });
    expect(state()).toBe('draft');
    clock.increment(1000);
    expect(requests[1]!.input).toEqual({ baseVersion: 7, patches: [patch(1), patch(2), patch(3)] });
  });

  it('a 409 is a distinct conflict state that sends nothing until RESET', async () => {
    const { actor, clock, requests, state, context } = start();
    actor.send({ type: 'CHANGE', patch: patch(1) });
    clock.increment(1000);
    requests[0]!.reject(new SaveConflictError());
    await flush();
    expect(state()).toBe('conflict');
    actor.send({ type: 'CHANGE', patch: patch(2) });
    clock.increment(5000);
    expect(requests).toHaveLength(1);
    expect(context().unsent).toHaveLength(2);
    actor.send({ type: 'RESET', baseVersion: 12 });
    expect(state()).toBe('saved');
    expect(context()).toMatchObject({ baseVersion: 12, unsent: [] });
  });

  it('treats any error with status 409 as a conflict', async () => {
    const { actor, clock, requests, state } = start();
    actor.send({ type: 'CHANGE', patch: patch(1) });
    actor.send({ type: 'FLUSH' });
    expect(state()).toBe('pending');
    requests[0]!.reject(Object.assign(new Error('Conflict'), { status: 409 }));
    await flush();
    expect(state()).toBe('conflict');
    void clock;
  });
});
