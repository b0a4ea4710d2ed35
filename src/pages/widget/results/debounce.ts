// A trailing debounce (studio.md §2.15: filter inputs wait 1000 ms): each call restarts the wait; flush runs
// the pending call now, cancel drops it.
export const FILTER_DEBOUNCE_MS = 1000;

export interface Debounced<A extends unknown[]> {
  (...args: A): void;
  flush(): void;
  cancel(): void;
}

export function debounce<A extends unknown[]>(run: (...args: A) => void, waitMs: number): Debounced<A> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending: A | undefined;
  const fire = () => {
    timer = undefined;
    const args = pending;
    pending = undefined;
    if (args) run(...args);
  };
  const debounced = (...args: A) => {
    pending = args;
    clearTimeout(timer);
    timer = setTimeout(fire, waitMs);
  };
  debounced.flush = () => {
    clearTimeout(timer);
    fire();
  };
  debounced.cancel = () => {
    clearTimeout(timer);
    timer = undefined;
    pending = undefined;
  };
  return debounced;
}
