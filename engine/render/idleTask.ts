// Work for the main thread's idle time: requestIdleCallback where the browser has it (at most `timeoutMs` later),
// a timeout elsewhere (Node tests, older browsers). The callback learns the idle period's deadline, null from the
// timeout fallback.

export type IdleHandle = number | ReturnType<typeof setTimeout>;

export function whenIdle(callback: (deadline: IdleDeadline | null) => void, { timeoutMs = 1000, fallbackMs = 16 }: { timeoutMs?: number; fallbackMs?: number } = {}): IdleHandle {
  if (typeof requestIdleCallback === 'function') return requestIdleCallback(callback, { timeout: timeoutMs });
  return setTimeout(() => callback(null), fallbackMs);
}

export function cancelIdle(handle: IdleHandle): void {
  if (typeof cancelIdleCallback === 'function' && typeof handle === 'number') cancelIdleCallback(handle);
  else clearTimeout(handle);
}
