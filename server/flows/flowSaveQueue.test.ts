import { describe, expect, it } from 'vitest';
import { FlowSaveQueue } from './flowSaveQueue';

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

describe('FlowSaveQueue', () => {
  it('runs one save of a flow at a time, in order, and saves of other flows alongside', async () => {
    const queue = new FlowSaveQueue();
    const log: string[] = [];
    const first = deferred();
    const a1 = queue.run('a', async () => {
      log.push('a1 start');
      await first.promise;
      log.push('a1 end');
      return 1;
    });
    const a2 = queue.run('a', async () => {
      log.push('a2');
      return 2;
    });
    const b1 = queue.run('b', async () => {
      log.push('b1');
      return 3;
    });
    expect(await b1).toBe(3);
    expect(log).toEqual(['a1 start', 'b1']);
    first.resolve();
    expect(await Promise.all([a1, a2])).toEqual([1, 2]);
    expect(log).toEqual(['a1 start', 'b1', 'a1 end', 'a2']);
    expect(queue.size).toBe(0);
  });

  it('goes on after a save that failed, and gives its caller the error', async () => {
    const queue = new FlowSaveQueue();
    const failed = queue.run('a', async () => {
      throw new Error('refused');
    });
    const next = queue.run('a', async () => 'saved');
    await expect(failed).rejects.toThrow('refused');
    expect(await next).toBe('saved');
    expect(queue.size).toBe(0);
  });
});
