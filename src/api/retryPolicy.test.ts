import { describe, expect, it, vi } from 'vitest';
import { HttpError, NetworkError } from './errors';
import { isRetryable, isRetrying, onErrorRetry } from './retryPolicy';

describe('retry policy', () => {
  it('retries server and network failures, not client errors', () => {
    expect(isRetryable(new HttpError(500, ''))).toBe(true);
    expect(isRetryable(new HttpError(503, ''))).toBe(true);
    expect(isRetryable(new NetworkError('x', 'offline'))).toBe(true);
    expect(isRetryable(new HttpError(404, ''))).toBe(false);
    expect(isRetryable(new HttpError(401, ''))).toBe(false);
    expect(isRetryable(new HttpError(403, ''))).toBe(false);
  });

  it('retries up to errorRetryCount at a fixed interval, marking the error as still retrying', () => {
    vi.useFakeTimers();
    try {
      const revalidate = vi.fn();
      const first = new HttpError(500, '');
      onErrorRetry(first, '/users/me', { errorRetryCount: 5, errorRetryInterval: 2500 }, revalidate, { retryCount: 1, dedupe: true });
      expect(isRetrying(first)).toBe(true);
      vi.advanceTimersByTime(2499);
      expect(revalidate).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(revalidate).toHaveBeenCalledWith({ retryCount: 1, dedupe: true });

      const last = new HttpError(500, '');
      onErrorRetry(last, '/x', { errorRetryCount: 1, errorRetryInterval: 1000 }, revalidate, { retryCount: 2, dedupe: true });
      expect(isRetrying(last)).toBe(false);
      vi.advanceTimersByTime(5000);
      expect(revalidate).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });
});
