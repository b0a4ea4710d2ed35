// Display objects for what scrolls into view are taken from here and given back when it scrolls out, so a
// pan creates nothing once the pool is warm.
/** How many free views acquire() looks through for a preferred one. */
const PREFER_SCAN = 64;

export class ViewPool<T> {
  private readonly free: T[] = [];

  constructor(private readonly create: () => T) {}

  /** A free view (the most recently released one that `prefer` accepts, among the last few), or a new one. */
  acquire(prefer?: (view: T) => boolean): T {
    if (prefer) {
      for (let i = this.free.length - 1, scanned = 0; i >= 0 && scanned < PREFER_SCAN; i -= 1, scanned += 1) {
        if (prefer(this.free[i]!)) return this.free.splice(i, 1)[0]!;
      }
    }
    return this.free.pop() ?? this.create();
  }

  release(view: T): void {
    this.free.push(view);
  }

  get size(): number {
    return this.free.length;
  }

  drain(destroy: (view: T) => void): void {
    for (const view of this.free.splice(0)) destroy(view);
  }
}
