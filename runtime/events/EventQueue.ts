// Client events batched in the browser: sent every `flushMs`, at once when a batch is full, and with sendBeacon
// when the page hides (visibilitychange hidden, pagehide) so nothing is lost when the visitor leaves.
// Nothing is built that the studio would refuse when the runtime can help it: payload texts are fitted
// (api/sendableValues.ts), batches stay under the studio's body cap (eventBatches.ts) and carry the browser's clock
// (`sentAt`). The studio stores each valid event of a batch and names those it refused; those are never sent again.
// A send that failed is handled by retryPolicy.ts: tried again only when it may pass later (network, 5xx, 429),
// waiting longer after each failure (and at least Retry-After); a batch over the cap goes again in smaller batches.
import {
  EVENT_BATCH_MAX,
  type ClientEventName,
  type ContextValue,
  type EventStamp,
  type RuntimeEvent,
  type RuntimeEventBatch,
  type RuntimeEventBatchAnswer,
  type VisitorIds,
} from '../../contracts/runtime';
import { sendableEventPayload } from '../api/sendableValues';
import { EVENT_BATCH_BYTES_MAX, eventBatches, eventBytes } from './eventBatches';
import { afterFailedSend } from './retryPolicy';

export interface EventQueueOptions {
  version: number;
  /** Sends one batch: the studio's answer, null when none comes back (a beacon); throws when it failed. */
  send(batch: RuntimeEventBatch, leaving: boolean): Promise<RuntimeEventBatchAnswer | null>;
  flushMs?: number;
  now?: () => number;
  newId?: () => string;
  /** data-debug: what the studio refused, what was given up. */
  log?: (step: string, detail?: unknown) => void;
}

export const EVENT_FLUSH_MS = 2000;
/** Events kept while the studio cannot be reached; beyond this the oldest are dropped. */
export const EVENT_BACKLOG_MAX = 500;
/** The longest wait between two tries while the studio cannot be reached (it doubles from the flush interval). */
export const EVENT_RETRY_MAX_MS = 60_000;

export class EventQueue {
  private pending: RuntimeEvent[] = [];
  /** Batches sent and not answered yet: the beacon sends them again if the page goes meanwhile (ids dedupe). */
  private readonly inFlight = new Set<RuntimeEvent[]>();
  private timer: ReturnType<typeof setTimeout> | null = null;
  private sequence = 0;
  /** Transient failures in a row; each doubles the wait before the next try. */
  private failures = 0;
  /** No send before this moment (`now()`), after a transient failure; a leaving page sends all the same. */
  private retryAt = 0;
  /** The batch body limit; halved below a batch the studio answered 413 (its cap was set lower than the contract's). */
  private batchBytes = EVENT_BATCH_BYTES_MAX;
  private readonly now: () => number;
  private readonly newId: () => string;
  private readonly log: (step: string, detail?: unknown) => void;

  constructor(private readonly options: EventQueueOptions) {
    this.now = options.now ?? Date.now;
    this.newId = options.newId ?? (() => crypto.randomUUID());
    this.log = options.log ?? (() => {});
  }

  /** Events waiting to be sent (not those in flight). */
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
    const event: RuntimeEvent = { id: this.newId(), name, ...ids, nodeId, ...this.stamp(), ...(payload ? { payload: sendableEventPayload(payload) } : {}) };
    this.pending.push(event);
    if (this.pending.length > EVENT_BACKLOG_MAX) this.pending.splice(0, this.pending.length - EVENT_BACKLOG_MAX);
    if (this.pending.length >= EVENT_BATCH_MAX && !this.waiting()) void this.flush(false);
    else this.schedule();
    return event;
  }

  /**
   * Sends everything queued, in batches the studio takes. While waiting after a failure it only schedules the next
   * try, unless the page is leaving: then the events in flight go again too (the page may not live to hear their
   * answer), flow events before node_reached (a beacon's room is limited: the events that count go first).
   */
  async flush(leaving: boolean): Promise<void> {
    this.clearTimer();
    if (!leaving && this.waiting()) return this.schedule();
    let events = this.pending.splice(0);
    if (leaving) {
      const unique = [...new Map([...[...this.inFlight].flat(), ...events].map((event) => [event.id, event])).values()];
      events = [...unique.filter((event) => event.name !== 'node_reached'), ...unique.filter((event) => event.name === 'node_reached')];
    }
    await Promise.all(eventBatches(events, this.batchBytes).map((batch) => this.send(batch, leaving)));
    if (this.pending.length > 0) this.schedule();
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

  private async send(events: RuntimeEvent[], leaving: boolean): Promise<void> {
    this.inFlight.add(events);
    try {
      const answer = await this.options.send({ version: this.options.version, sentAt: this.now(), events }, leaving);
      this.failures = 0;
      this.retryAt = 0;
      const refused = answer?.refused ?? [];
      if (refused.length > 0) this.log('events refused by the studio, not sent again', refused.map((each) => ({ ...each, event: events[each.index] })));
    } catch (error) {
      const remedy = afterFailedSend(error, events.length);
      if (remedy.kind === 'retry') {
        this.failures += 1;
        const backoff = Math.min(EVENT_RETRY_MAX_MS, (this.options.flushMs ?? EVENT_FLUSH_MS) * 2 ** (this.failures - 1));
        this.retryAt = this.now() + Math.max(backoff, remedy.afterMs);
        this.putBack(events);
      } else if (remedy.kind === 'smaller') {
        this.batchBytes = Math.min(this.batchBytes, Math.floor(events.reduce((sum, event) => sum + eventBytes(event) + 1, 0) / 2));
        this.putBack(events);
      } else if (remedy.kind === 'without') {
        this.log('events refused by the studio, not sent again', remedy.indexes.map((index) => events[index]));
        this.putBack(events.filter((_event, index) => !remedy.indexes.includes(index)));
      } else {
        this.log(`events refused by the studio (${remedy.why}), not sent again`, events);
      }
    } finally {
      this.inFlight.delete(events);
    }
  }

  /** Puts events back in front of the queue, once each (a beacon may have sent them again meanwhile). */
  private putBack(events: RuntimeEvent[]): void {
    const queued = new Set(this.pending.map((event) => event.id));
    this.pending.unshift(...events.filter((event) => !queued.has(event.id)));
    if (this.pending.length > EVENT_BACKLOG_MAX) this.pending.splice(0, this.pending.length - EVENT_BACKLOG_MAX);
  }

  private waiting(): boolean {
    return this.now() < this.retryAt;
  }

  private schedule(): void {
    if (this.timer !== null) return;
    const delay = Math.max(this.options.flushMs ?? EVENT_FLUSH_MS, this.retryAt - this.now());
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.flush(false);
    }, delay);
  }

  private clearTimer(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }
}
