import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { debounce } from './debounce';

describe('debounce', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs once with the last value after the wait, each call restarting it', () => {
    const run = vi.fn();
    const debounced = debounce(run, 1000);
    debounced('a');
    vi.advanceTimersByTime(900);
    debounced('ab');
    vi.advanceTimersByTime(900);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(100);
    expect(run).toHaveBeenCalledTimes(1);
    expect(run).toHaveBeenCalledWith('ab');
  });

  it('flush runs the pending call now; cancel drops it', () => {
    const run = vi.fn();
    const debounced = debounce(run, 1000);
    debounced('x');
    debounced.flush();
    expect(run).toHaveBeenCalledWith('x');
    debounced('y');
    debounced.cancel();
    vi.advanceTimersByTime(2000);
    expect(run).toHaveBeenCalledTimes(1);
    debounced.flush();
    expect(run).toHaveBeenCalledTimes(1);
  });
});
