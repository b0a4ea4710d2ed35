// One save of a flow at a time on this instance. Saves of one flow are serialised by its row lock anyway (the
// database's rule, across instances); without this queue every save waiting for that lock held one of the main
// pool's connections while it waited, so with 20 editors on one flow the pool (10 connections) was all lock
// waiters and every other request — the next saves' own sign-in checks, change reads — queued behind them
// (bench/coedit on PostgreSQL: a median of 33 requests waiting for a connection, 7 saves a second). Queued here,
// a flow's saves hold at most one connection of this instance while they wait. Correctness does not depend on it.
export class FlowSaveQueue {
  /** Per flow: the end of the last save queued. */
  private readonly tails = new Map<string, Promise<void>>();

  /** Runs `save` once every save of `widgetId` queued before it has ended (however it ended). */
  async run<T>(widgetId: string, save: () => Promise<T>): Promise<T> {
    const before = this.tails.get(widgetId) ?? Promise.resolve();
    let done!: () => void;
    const tail = before.then(() => new Promise<void>((resolve) => (done = resolve)));
    this.tails.set(widgetId, tail);
    await before;
    try {
      return await save();
    } finally {
      done();
      if (this.tails.get(widgetId) === tail) this.tails.delete(widgetId);
    }
  }

  /** Flows with a save running or queued. */
  get size(): number {
    return this.tails.size;
  }
}
