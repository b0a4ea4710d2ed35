import { describe, expect, it } from 'vitest';
import { runAtOnce } from '../model/slicedWork';
import { generateFlow } from '../testing/generateFlow';
import { prepareFlow, prepareFlowNow } from './prepareFlow';

describe('prepareFlow', () => {
  it('builds in many small steps the same model and index as building at once', () => {
    const document = generateFlow({ nodeCount: 3_000, seed: 3 });
    const work = prepareFlow(document);
    let steps = 0;
    let result: IteratorResult<void, ReturnType<typeof prepareFlowNow>>;
    while (!(result = work.next()).done) steps += 1;
    const sliced = result.value;
    const atOnce = prepareFlowNow(document);
    expect(steps).toBeGreaterThan(3);
    expect(sliced.model.nodeCount).toBe(3_000);
    expect(sliced.model.toDocument()).toEqual(atOnce.model.toDocument());
    expect(sliced.index.nodesBounds()).toEqual(atOnce.index.nodesBounds());
    const box = { minX: 0, minY: 0, maxX: 2000, maxY: 2000 };
    expect(sliced.index.nodeIdsIn(box).sort()).toEqual(atOnce.index.nodeIdsIn(box).sort());
    expect(runAtOnce(prepareFlow(document)).model.connectionCount).toBe(atOnce.model.connectionCount);
  });
});
