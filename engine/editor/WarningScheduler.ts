// Runs the debounced warning recompute in slices (WARNING_SLICE_MS per task; all of it when flushed), so
// checking a 100k-node flow never holds the main thread for long, and keeps the canvas's warning counts in step.
import type { FlowWarnings } from '../model/warnings/FlowWarnings';

/** Longest run of warning checks in one task (a recompute of a large flow continues in the next). */
export const WARNING_SLICE_MS = 8;

export interface WarningSchedulerHost {
  warnings: FlowWarnings;
  /** The canvas's per-node counts (InteractionState.warningCounts). */
  counts: Map<number, number>;
  /** Nodes whose warnings changed: redraw them and tell the host. */
  changed(ids: Set<number>): void;
}

export class WarningScheduler {
  private slice: ReturnType<typeof setTimeout> | null = null;
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

  /** One slice of the recompute; what does not fit continues in a later task. */
  run(): void {
    if (this.stopped) return;
    this.cancelSlice();
    const { changed, done } = this.flushing ? this.runAll() : this.host.warnings.recomputeSlice(performance.now() + WARNING_SLICE_MS);
    if (!done) {
      this.slice = setTimeout(() => {
        this.slice = null;
        this.run();
      }, 0);
    }
    if (changed.size === 0) return;
    const counts = this.host.counts;
    for (const id of changed) {
      const count = this.host.warnings.current(id).length;
      if (count > 0) counts.set(id, count);
      else counts.delete(id);
    }
    this.host.changed(changed);
  }

  stop(): void {
    this.stopped = true;
    this.cancelSlice();
  }

  private cancelSlice(): void {
    if (this.slice !== null) {
      clearTimeout(this.slice);
      this.slice = null;
    }
  }

  /** Everything pending, including what edits marked while a sliced recompute was under way. */
  private runAll(): { changed: Set<number>; done: true } {
    const changed = new Set<number>();
    while (this.host.warnings.pending) for (const id of this.host.warnings.recompute()) changed.add(id);
    return { changed, done: true };
  }
}
