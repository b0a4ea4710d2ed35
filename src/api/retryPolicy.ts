// Which failures are retried, and whether a failure is still being retried (so the screen keeps
// showing its loader instead of the error). studio.md §7, §9: data queries retry once, the
// current-user query five times 2.5 s apart.
import { HttpError } from './errors';

const retrying = new WeakSet<object>();

/** Client errors are answers, not accidents: retrying a 404 or 403 cannot help. */
export function isRetryable(error: unknown): boolean {
  if (error instanceof HttpError) return error.status >= 500 || error.status === 408 || error.status === 429;
  return true;
}

export function markRetrying(error: unknown): void {
  if (typeof error === 'object' && error !== null) retrying.add(error);
}

export function isRetrying(error: unknown): boolean {
  return typeof error === 'object' && error !== null && retrying.has(error);
}

/** Fixed-interval retry, bounded by errorRetryCount (SWR's default backs off exponentially). */
export function onErrorRetry(
  error: unknown,
  _key: string,
  config: { errorRetryCount?: number; errorRetryInterval: number },
  revalidate: (options: { retryCount: number; dedupe: boolean }) => void,
  options: { retryCount: number; dedupe: boolean },
): void {
  const max = config.errorRetryCount ?? 1;
  if (options.retryCount > max) return;
  markRetrying(error);
  setTimeout(() => revalidate(options), config.errorRetryInterval);
}
