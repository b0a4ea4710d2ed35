// Long work written once as a generator that yields between small pieces: run to the end at once (the
// server, tests), or in slices of a time budget with a pause between them (the studio opening a 100k-node
// flow), so no single main-thread task grows with the flow. No DOM: the pause is the host's.
export type SlicedWork<T> = Generator<void, T, void>;

/** Items handled between two yields: small enough that a slice can stop close to its budget. */
export const SLICE_ITEMS = 1_000;

export function runAtOnce<T>(work: SlicedWork<T>): T {
  for (;;) {
    const step = work.next();
    if (step.done) return step.value;
  }
}

/** Steps `work` until `deadline` (a `now()` time), at least once so slices always progress; true once it is done. */
export function stepUntil(work: SlicedWork<unknown>, deadline: number, now: () => number = () => performance.now()): boolean {
  do {
    if (work.next().done) return true;
  } while (now() < deadline);
  return false;
}

export interface SliceOptions {
  /** Milliseconds of work before pausing (default 40). */
  budgetMs?: number;
  /** Gives the thread back (default: a macrotask). */
  pause?: () => Promise<void>;
  now?: () => number;
  /** Stops between slices: the promise rejects with the signal's reason. */
  signal?: AbortSignal;
}

export async function runInSlices<T>(work: SlicedWork<T>, options: SliceOptions = {}): Promise<T> {
  const budget = options.budgetMs ?? 40;
  const pause = options.pause ?? (() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
  const now = options.now ?? (() => performance.now());
  let started = now();
  for (;;) {
    const step = work.next();
    if (step.done) return step.value;
    if (now() - started < budget) continue;
    await pause();
    options.signal?.throwIfAborted();
    started = now();
  }
}
