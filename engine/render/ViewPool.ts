// Display objects for what scrolls into view are taken from here and given back when it scrolls out, so a
// pan creates nothing once the pool is warm.
export class ViewPool<T> {
  private readonly free: T[] = [];

  constructor(private readonly create: () => T) {}

  acquire(): T {
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
