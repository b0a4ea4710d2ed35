// Timing helpers for benchmarks that run in Node and in the page (performance.now is high-resolution in both).

/** Milliseconds spent in fn. */
export function timeMs(fn: () => void): number {
  const start = performance.now();
  fn();
  return performance.now() - start;
}

/** Microseconds spent in fn. */
export function timeUs(fn: () => void): number {
  return timeMs(fn) * 1000;
}

/** Asks V8 for a full collection when the process was started with --expose-gc. */
export function collectGarbage(): void {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (gc) gc();
}
