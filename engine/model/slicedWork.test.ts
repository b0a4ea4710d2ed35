import { describe, expect, it } from 'vitest';
import { generateFlow } from '../testing/generateFlow';
import { FlowModel } from './FlowModel';
import { SpatialIndex } from '../spatial/SpatialIndex';
import { runAtOnce, runInSlices, type SlicedWork } from './slicedWork';

function* counting(pieces: number, log: string[]): SlicedWork<number> {
  for (let piece = 0; piece < pieces; piece += 1) {
    log.push(`piece ${piece}`);
    yield;
  }
  return pieces;
}

describe('sliced work', () => {
  it('runs to the end at once', () => {
    const log: string[] = [];
    expect(runAtOnce(counting(5, log))).toBe(5);
    expect(log).toHaveLength(5);
  });

  it('pauses whenever a slice used its budget, and only then', async () => {
    const log: string[] = [];
    let clock = 0;
    const result = await runInSlices(counting(6, log), {
      budgetMs: 20,
      now: () => (clock += 10),
      pause: async () => void log.push('pause'),
    });
    expect(result).toBe(6);
    // Each piece costs 10 ms on this clock: a pause after every two pieces.
    expect(log.filter((entry) => entry === 'pause')).toHaveLength(3);
    expect(log.slice(0, 3)).toEqual(['piece 0', 'piece 1', 'pause']);
  });

  it('stops between slices when its signal aborts', async () => {
    const controller = new AbortController();
    const log: string[] = [];
    const running = runInSlices(counting(100, log), { budgetMs: 0, signal: controller.signal, pause: async () => controller.abort(new Error('left the page')) });
    await expect(running).rejects.toThrow('left the page');
    expect(log.length).toBeLessThan(100);
  });

  it('builds the same model and index in slices as at once', async () => {
    const document = generateFlow({ nodeCount: 3_000, seed: 7 });
    const pauses: number[] = [];
    const sliced = await runInSlices(FlowModel.build(document), { budgetMs: 0, pause: async () => void pauses.push(1) });
    expect(pauses.length).toBeGreaterThan(2);
    expect(sliced.toDocument()).toEqual(FlowModel.fromDocument(document).toDocument());
    const index = await runInSlices(SpatialIndex.buildSliced(sliced), { budgetMs: 0, pause: async () => undefined });
    const atOnce = SpatialIndex.build(sliced);
    const everywhere = { minX: -1e9, minY: -1e9, maxX: 1e9, maxY: 1e9 };
    expect(index.nodeCount).toBe(atOnce.nodeCount);
    expect(index.connectionCount).toBe(atOnce.connectionCount);
    expect(new Set(index.nodeIdsIn(everywhere))).toEqual(new Set(atOnce.nodeIdsIn(everywhere)));
    expect(new Set(index.connectionKeysIn(everywhere))).toEqual(new Set(atOnce.connectionKeysIn(everywhere)));
  });
});
