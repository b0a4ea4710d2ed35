// Bounds how many image decodes run at once: at most `global` in the process and `perOwner` for one
// owner (an organization, or a user for their own files), so one tenant's uploads queue behind each
// other instead of filling the machine. Jobs wait in arrival order; an owner with `maxWaitingPerOwner`
// jobs already waiting is refused (QueueFullError) rather than queued without end.

export class QueueFullError extends Error {
  constructor() {
    super('too many image uploads are waiting for this owner');
  }
}

interface Waiting {
  owner: string;
  start: () => void;
}

export interface DecodeQueueLimits {
  global: number;
  perOwner: number;
  maxWaitingPerOwner: number;
}

export class DecodeQueue {
  private running = 0;
  private readonly runningByOwner = new Map<string, number>();
  private readonly waitingByOwner = new Map<string, number>();
  private readonly waiting: Waiting[] = [];

  constructor(private readonly limits: DecodeQueueLimits) {}

  /** Runs `job` once a slot is free for the process and for `owner`; answers its result. */
  async run<T>(owner: string, job: () => Promise<T>): Promise<T> {
    if (!this.canStart(owner)) {
      if ((this.waitingByOwner.get(owner) ?? 0) >= this.limits.maxWaitingPerOwner) throw new QueueFullError();
      await new Promise<void>((start) => {
        this.waiting.push({ owner, start });
        this.adjust(this.waitingByOwner, owner, 1);
      });
    } else {
      this.take(owner);
    }
    try {
      return await job();
    } finally {
      this.release(owner);
    }
  }

  /** Decodes running and waiting now (for tests and monitoring). */
  stats(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.waiting.length };
  }

  private canStart(owner: string): boolean {
    return this.running < this.limits.global && (this.runningByOwner.get(owner) ?? 0) < this.limits.perOwner;
  }

  private take(owner: string): void {
    this.running += 1;
    this.adjust(this.runningByOwner, owner, 1);
  }

  private release(owner: string): void {
    this.running -= 1;
    this.adjust(this.runningByOwner, owner, -1);
    // The first waiting job whose owner has room starts; others keep their places.
    for (let index = 0; index < this.waiting.length && this.running < this.limits.global; ) {
      const next = this.waiting[index]!;
      if (!this.canStart(next.owner)) {
        index += 1;
        continue;
      }
      this.waiting.splice(index, 1);
      this.adjust(this.waitingByOwner, next.owner, -1);
      this.take(next.owner);
      next.start();
    }
  }

  private adjust(counts: Map<string, number>, owner: string, delta: number): void {
    const value = (counts.get(owner) ?? 0) + delta;
    if (value === 0) counts.delete(owner);
    else counts.set(owner, value);
  }
}
