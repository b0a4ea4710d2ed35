// Client events batched in the browser: sent every `flushMs`, at once when a batch is full, and with sendBeacon
// when the page hides (visibilitychange hidden, pagehide) so nothing is lost when the visitor leaves.
// A batch that fails to send (network, 5xx) is put back and tried again with the next flush.
import { EVENT_BATCH_MAX, type ClientEventName, type ContextValue, type EventStamp, type RuntimeEvent, type RuntimeEventBatch, type VisitorIds } from '../../contracts/runtime';

export interface EventQueueOptions {
  version: number;
  send(batch: RuntimeEventBatch, leaving: boolean): Promise<void>;
  flushMs?: number;
  now?: () => number;
  newId?: () => string;
}

export const EVENT_FLUSH_MS = 2000;
/** Events kept while the studio cannot be reached; beyond this the oldest are dropped. */
export const EVENT_BACKLOG_MAX = 500;

export class EventQueue {
  private pending: RuntimeEvent[] = [];
  private timer: ReturnType<typeof setTimeout> | null = null;
  private sequence = 0;
  private readonly now: () => number;
  private readonly newId: () => string;

  constructor(private readonly options: EventQueueOptions) {
    this.now = options.now ?? Date.now;
    this.newId = options.newId ?? (() => crypto.randomUUID());
  }

  get size(): number {
    return this.pending.length;
  }

  /**
   * The time and the next sequence number of this run: every event gets one, and so does each server-node call (the
   * events the server records for it take it), so events of one millisecond still sort in the order they happened.
   */
  stamp(): EventStamp {
    return { at: this.now(), seq: this.sequence++ };
  }

  push(name: ClientEventName, ids: VisitorIds, nodeId: number | null, payload?: Record<string, ContextValue>): RuntimeEvent {
    const event: RuntimeEvent = { id: this.newId(), name, ...ids, nodeId, ...this.stamp(), ...(payload ? { payload } : {}) };
    this.pending.push(event);
    if (this.pending.length > EVENT_BACKLOG_MAX) this.pending.splice(0, this.pending.length - EVENT_BACKLOG_MAX);
    if (this.pending.length >= EVENT_BATCH_MAX) void this.flush(false);
    else this.schedule();
    return event;
  }

  /** Sends everything queued, in batches of at most EVENT_BATCH_MAX. */
  async flush(leaving: boolean): Promise<void> {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    const sends: Promise<void>[] = [];
    while (this.pending.length > 0) {
      const events = this.pending.splice(0, EVENT_BATCH_MAX);
      sends.push(
        this.options.send({ version: this.options.version, events }, leaving).catch(() => {
          this.pending.unshift(...events);
          if (!leaving) this.schedule();
        }),
      );
    }
    await Promise.all(sends);
    if (!leaving && this.pending.length > 0 && this.timer === null) this.schedule();
  }

  /** Flushes with sendBeacon when the page hides; returns the detach function. */
  flushWhenLeaving(view: Window): () => void {
    const leave = () => void this.flush(true);
    const visibility = () => view.document.visibilityState === 'hidden' && leave();
    view.addEventListener('pagehide', leave);
    view.document.addEventListener('visibilitychange', visibility);
    return () => {
      view.removeEventListener('pagehide', leave);
      view.document.removeEventListener('visibilitychange', visibility);
    };
  }

  private schedule(): void {
    if (this.timer === null) this.timer = setTimeout(() => void this.flush(false), this.options.flushMs ?? EVENT_FLUSH_MS);
  }
}
