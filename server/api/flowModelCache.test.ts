import { describe, expect, it } from 'vitest';
import { FlowModel } from '../../engine/model/FlowModel';
import { generateFlow } from '../../engine/testing/generateFlow';
import { FlowModelCache } from './flowModelCache';

const modelOf = (nodeCount: number) => FlowModel.fromDocument(generateFlow({ nodeCount, seed: nodeCount }));

describe('FlowModelCache', () => {
  it('hands a model out only for the version it was put under, and forgets it once taken', () => {
    const cache = new FlowModelCache({ maxNodes: 1000, idleMs: 60_000 });
    const model = modelOf(10);
    cache.put('w1', 4, model);
    expect(cache.take('w1', 3)).toBeNull();
    expect(cache.take('w1', 4)).toBeNull();
    cache.put('w1', 4, model);
    expect(cache.take('w1', 4)).toBe(model);
    expect(cache.take('w1', 4)).toBeNull();
    expect(cache.take('w2', 4)).toBeNull();
  });

  it('hands out whatever version it holds to a save that can catch it up (takeAny), and forgets it', () => {
    const cache = new FlowModelCache({ maxNodes: 1000, idleMs: 60_000 });
    const model = modelOf(10);
    cache.put('w1', 3, model);
    expect(cache.takeAny('w1')).toEqual({ version: 3, model });
    expect(cache.takeAny('w1')).toBeNull();
  });

  it('lets a read look at a kept model without taking it', () => {
    const cache = new FlowModelCache({ maxNodes: 1000, idleMs: 60_000 });
    const model = modelOf(10);
    cache.put('w1', 2, model);
    expect(cache.peek('w1', 1)).toBeNull();
    expect(cache.peek('w1', 2)).toBe(model);
    expect(cache.take('w1', 2)).toBe(model);
    expect(cache.peek('w1', 2)).toBeNull();
  });

  it('keeps the newer version when an older save finishes last', () => {
    const cache = new FlowModelCache({ maxNodes: 1000, idleMs: 60_000 });
    const newer = modelOf(10);
    cache.put('w1', 6, newer);
    cache.put('w1', 5, modelOf(10));
    expect(cache.take('w1', 5)).toBeNull();
    cache.put('w1', 6, newer);
    expect(cache.take('w1', 6)).toBe(newer);
  });

  it('holds at most maxNodes nodes, dropping the least recently used flows', () => {
    const cache = new FlowModelCache({ maxNodes: 250, idleMs: 60_000 });
    cache.put('a', 1, modelOf(100));
    cache.put('b', 1, modelOf(100));
    cache.put('c', 1, modelOf(100));
    expect(cache.size).toBe(2);
    expect(cache.take('a', 1)).toBeNull();
    expect(cache.take('c', 1)).not.toBeNull();
    // A flow larger than the whole budget is not kept at all.
    cache.put('huge', 1, modelOf(300));
    expect(cache.take('huge', 1)).toBeNull();
  });

  it('drops a flow left idle for idleMs', () => {
    let now = 1_000;
    const cache = new FlowModelCache({ maxNodes: 1000, idleMs: 60_000, clock: { now: () => now } });
    cache.put('w1', 1, modelOf(10));
    now += 59_000;
    const kept = cache.take('w1', 1);
    expect(kept).not.toBeNull();
    cache.put('w1', 1, kept!);
    now += 61_000;
    expect(cache.take('w1', 1)).toBeNull();
  });
});
