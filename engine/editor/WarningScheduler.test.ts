import { afterEach, describe, expect, it, vi } from 'vitest';
import { FlowModel } from '../model/FlowModel';
import { FlowContext } from '../model/context/FlowContext';
import { FlowWarnings } from '../model/warnings/FlowWarnings';
import { testNode } from '../testing/testNode';
import { VIEW_STILL_MS, WarningScheduler } from './WarningScheduler';

function setup(count: number) {
  const nodes = [testNode(1, 'entrypoint')];
  for (let id = 2; id <= count; id += 1) nodes.push(testNode(id, 'redirect', id * 300, 0, { url: '' }));
  const model = FlowModel.fromDocument({ nodes, connections: [] });
  const warnings = new FlowWarnings(model, new FlowContext(model));
  const counts = new Map<number, number>();
  const changes: number[][] = [];
  const later = (callback: () => void, ms: number) => {
    const handle = setTimeout(callback, ms);
    return () => clearTimeout(handle);
  };
  const scheduler = new WarningScheduler({ warnings, counts, changed: (ids) => changes.push([...ids]), later });
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

  it('waits while the view moves: no slice runs until the view has been still for VIEW_STILL_MS', () => {
    vi.useFakeTimers();
    const { warnings, changes, scheduler } = setup(3000);
    let now = 1000;
    // Each check of the clock costs 1 ms, so a slice ends after its budget.
    vi.spyOn(performance, 'now').mockImplementation(() => (now += 1));
    scheduler.run();
    expect(warnings.pending).toBe(true);
    for (let slice = 0; slice < 40 && changes.length === 0; slice += 1) vi.runOnlyPendingTimers();
    const before = changes.flat().length;
    expect(before).toBeGreaterThan(0);
    // A pan: a move every 16 ms for a second. Nothing is checked meanwhile.
    for (let frame = 0; frame < 60; frame += 1) {
      scheduler.viewMoved();
      vi.advanceTimersByTime(16);
    }
    expect(changes.flat().length).toBe(before);
    // Still, but not yet for VIEW_STILL_MS since the last move (16 ms ago).
    vi.advanceTimersByTime(VIEW_STILL_MS - 16 - 1);
    expect(changes.flat().length).toBe(before);
    // Still long enough: the recompute goes on to the end.
    vi.advanceTimersByTime(1);
    for (let slice = 0; slice < 2000 && warnings.pending; slice += 1) vi.runOnlyPendingTimers();
    expect(warnings.pending).toBe(false);
    expect(changes.flat().length).toBe(2999);
  });

  it('a recompute asked for while the view moves starts when it is still; a flush does not wait', () => {
    vi.useFakeTimers();
    const { changes, counts, scheduler } = setup(4);
    scheduler.viewMoved();
    scheduler.run();
    expect(changes).toEqual([]);
    vi.advanceTimersByTime(VIEW_STILL_MS - 1);
    expect(changes).toEqual([]);
    vi.advanceTimersByTime(1);
    vi.runOnlyPendingTimers();
    expect(changes).toEqual([[2, 3, 4]]);

    const flushed = setup(4);
    flushed.scheduler.viewMoved();
    flushed.scheduler.flush(() => flushed.scheduler.run());
    expect(flushed.changes).toEqual([[2, 3, 4]]);
    expect(counts.size).toBe(3);
  });
});
