// Runs the debounced warning recompute in slices (WARNING_SLICE_MS per task; all of it when flushed), so
// checking a 100k-node flow never holds the main thread for long, and keeps the canvas's warning counts in step.
// Slices after the first run in idle time (requestIdleCallback, where there is one): the first recompute of a
// large flow comes about a second after opening, often while the user already pans, and back-to-back slices
// took the frames' time (a pan at 100k measured 30–90 ms of main thread per frame while it ran). Idle time is not
// free while the view moves either: on a machine without a GPU the frame's drawing runs on the same cores, and a
// pan right after opening 100k nodes spent 87 slices (736 ms) of its 2 s in the first recompute. So slices wait
// until the view has been still for VIEW_STILL_MS (`viewMoved()` on every step of a pan or zoom).
import type { FlowWarnings } from '../model/warnings/FlowWarnings';
import { cancelIdle, whenIdle, type IdleHandle } from '../render/idleTask';

/** Longest run of warning checks in one task (a recompute of a large flow continues in the next). */
export const WARNING_SLICE_MS = 8;

export interface WarningSchedulerHost {
  warnings: FlowWarnings;
  /** The canvas's per-node counts (InteractionState.warningCounts). */
  counts: Map<number, number>;
  /** Nodes whose warnings changed: redraw them and tell the host. */
  changed(ids: Set<number>): void;
  /** `callback` after `ms` on the editor's clock; returns the cancel. */
  later(callback: () => void, ms: number): () => void;
}

/** Longest wait for idle time before a slice runs anyway. */
const IDLE_TIMEOUT_MS = 1000;
/** Slices wait until the view has not moved for this long: past the renderer's settled redraw (SETTLE_MS, 250 ms). */
export const VIEW_STILL_MS = 300;

export class WarningScheduler {
  private slice: IdleHandle | null = null;
  /** Cancels the wait for the view to be still (null when it is still). */
  private cancelStill: (() => void) | null = null;
  /** A slice is due once the view is still. */
  private due = false;
  private flushing = false;
  private stopped = false;

  constructor(private readonly host: WarningSchedulerHost) {}

  /** Runs `trigger` (which makes the debounce machine fire now) with the recompute going to the end. */
  flush(trigger: () => void): void {
    this.flushing = true;
    try {
      trigger();
    } finally {
      this.flushing = false;
    }
  }

  /** One slice of the recompute (at most `budgetMs`); what does not fit continues in a later task. */
  run(budgetMs = WARNING_SLICE_MS): void {
    if (this.stopped) return;
    this.cancelSlice();
    if (!this.flushing && this.cancelStill) {
      this.due = true;
      return;
    }
    const { changed, done } = this.flushing ? this.runAll() : this.host.warnings.recomputeSlice(performance.now() + budgetMs);
    if (!done) this.scheduleSlice();
    if (changed.size === 0) return;
    const counts = this.host.counts;
    for (const id of changed) {
      const count = this.host.warnings.current(id).length;
      if (count > 0) counts.set(id, count);
      else counts.delete(id);
    }
    this.host.changed(changed);
  }

  /** The view panned or zoomed: slices wait until it has been still for VIEW_STILL_MS. */
  viewMoved(): void {
    if (this.stopped) return;
    this.cancelStill?.();
    this.cancelStill = this.host.later(() => {
      this.cancelStill = null;
      // The first slice runs in this task, as the debounce's does; the rest in idle time.
      if (this.due) this.run();
    }, VIEW_STILL_MS);
    if (this.slice === null) return;
    cancelIdle(this.slice);
    this.slice = null;
    this.due = true;
  }

  stop(): void {
    this.stopped = true;
    this.cancelSlice();
    this.cancelStill?.();
    this.cancelStill = null;
  }

  private scheduleSlice(): void {
    this.due = this.cancelStill !== null;
    if (this.due) return;
    this.slice = whenIdle(
      (deadline) => {
        this.slice = null;
        // Idle time left in this frame (at least 1 ms, at most a slice); a whole slice when it waited too long or
        // without idle callbacks.
        this.run(!deadline || deadline.didTimeout ? WARNING_SLICE_MS : Math.min(WARNING_SLICE_MS, Math.max(1, deadline.timeRemaining())));
      },
      { timeoutMs: IDLE_TIMEOUT_MS, fallbackMs: 0 },
    );
  }

  private cancelSlice(): void {
    if (this.slice !== null) cancelIdle(this.slice);
    this.slice = null;
    this.due = false;
  }

  /** Everything pending, including what edits marked while a sliced recompute was under way. */
  private runAll(): { changed: Set<number>; done: true } {
    const changed = new Set<number>();
    while (this.host.warnings.pending) for (const id of this.host.warnings.recompute()) changed.add(id);
    return { changed, done: true };
  }
}
