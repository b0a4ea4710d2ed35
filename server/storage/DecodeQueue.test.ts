import { describe, expect, it } from 'vitest';
import { DecodeQueue, QueueFullError } from './DecodeQueue';

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('DecodeQueue', () => {
  it('runs at most `global` jobs at once and `perOwner` per owner, the others in arrival order', async () => {
    const queue = new DecodeQueue({ global: 2, perOwner: 1, maxWaitingPerOwner: 10 });
    const started: string[] = [];
    const gates = new Map<string, ReturnType<typeof deferred>>();
    const job = (name: string, owner: string) => {
      const gate = deferred();
      gates.set(name, gate);
      return queue.run(owner, async () => {
        started.push(name);
        await gate.promise;
        return name;
      });
    };
    const results = [job('a1', 'a'), job('a2', 'a'), job('b1', 'b'), job('c1', 'c')];
    await tick();
    expect(started).toEqual(['a1', 'b1']);
    expect(queue.stats()).toEqual({ running: 2, waiting: 2 });
    gates.get('a1')!.resolve();
    await tick();
    // a2 arrived first and its owner now has room.
    expect(started).toEqual(['a1', 'b1', 'a2']);
    gates.get('b1')!.resolve();
    await tick();
    expect(started).toEqual(['a1', 'b1', 'a2', 'c1']);
    gates.get('a2')!.resolve();
    gates.get('c1')!.resolve();
    expect(await Promise.all(results)).toEqual(['a1', 'a2', 'b1', 'c1']);
    expect(queue.stats()).toEqual({ running: 0, waiting: 0 });
  });

  it('frees the slot when a job fails', async () => {
    const queue = new DecodeQueue({ global: 1, perOwner: 1, maxWaitingPerOwner: 10 });
    await expect(queue.run('a', async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await queue.run('a', async () => 'next')).toBe('next');
  });

  it('refuses an owner who already has the most jobs waiting', async () => {
    const queue = new DecodeQueue({ global: 1, perOwner: 1, maxWaitingPerOwner: 1 });
    const gate = deferred();
    const first = queue.run('a', () => gate.promise);
    const second = queue.run('a', async () => 'second');
    await expect(queue.run('a', async () => 'third')).rejects.toBeInstanceOf(QueueFullError);
    gate.resolve();
    await first;
    expect(await second).toBe('second');
  });
});
