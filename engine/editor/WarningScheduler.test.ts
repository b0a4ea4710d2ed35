import { afterEach, describe, expect, it, vi } from 'vitest';
import { FlowModel } from '../model/FlowModel';
import { FlowContext } from '../model/context/FlowContext';
import { FlowWarnings } from '../model/warnings/FlowWarnings';
import { testNode } from '../testing/testNode';
import { WarningScheduler } from './WarningScheduler';

function setup(count: number) {
  const nodes = [testNode(1, 'entrypoint')];
  for (let id = 2; id <= count; id += 1) nodes.push(testNode(id, 'redirect', id * 300, 0, { url: '' }));
  const model = FlowModel.fromDocument({ nodes, connections: [] });
  const warnings = new FlowWarnings(model, new FlowContext(model));
  const counts = new Map<number, number>();
  const changes: number[][] = [];
  const scheduler = new WarningScheduler({ warnings, counts, changed: (ids) => changes.push([...ids]) });
  return { warnings, counts, changes, scheduler };
}

afterEach(() => vi.useRealTimers());

describe('WarningScheduler', () => {
  it('flushed: checks everything in one go and fills the counts', () => {
    const { counts, changes, scheduler } = setup(4);
    scheduler.flush(() => scheduler.run());
    expect(changes).toEqual([[2, 3, 4]]);
    expect([...counts]).toEqual([
      [2, 1],
      [3, 1],
      [4, 1],
    ]);
  });

  it('continues a recompute that does not fit in one slice in later tasks; stop() cancels the rest', () => {
    vi.useFakeTimers();
    const { warnings, changes, scheduler } = setup(3000);
    let now = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => (now += 5));
    scheduler.run();
    expect(warnings.pending).toBe(true);
    // The first slices rebuild the upstream index (sliced too), then the checks follow.
    for (let slice = 0; slice < 20 && changes.length === 0; slice += 1) vi.runOnlyPendingTimers();
    expect(warnings.pending).toBe(true);
    const afterTwo = changes.flat().length;
    expect(afterTwo).toBeGreaterThan(0);
    scheduler.stop();
    vi.runAllTimers();
    expect(changes.flat().length).toBe(afterTwo);
  });
});
