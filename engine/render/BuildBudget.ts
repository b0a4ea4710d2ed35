// How many full-detail views one frame may build (NodeLayer/ConnectionLayer build()), learnt from what frames
// cost. A view costs its build plus what it adds to pixi's render; a frame also has a fixed cost that does not
// depend on how many views it brings in (on software WebGL, the GPU process's fill of the whole screen, often
// 50–200 ms). When frames are that slow, building a few views per frame would take seconds to show a screenful,
// so the budget grows with the frame interval: half of what exceeds a 60 Hz frame goes to building, and detail catches up in a
// frame or two whatever the machine.
/** Engine time per frame for building on a fast machine (60 Hz frames). */
export const FRAME_BUDGET_MS = 3;
/** A 60 Hz frame (ms). */
const FAST_FRAME_MS = 16;
/** The share of a slow frame interval beyond FAST_FRAME_MS that may go to building views. */
export const SLOW_FRAME_SHARE = 0.5;
/** Upper bound of the building part of one frame, however slow frames are. */
export const BUILD_BUDGET_MAX_MS = 40;
/** Views built per frame at least, so the queue always drains. */
export const BUILD_LIMIT_MIN = 8;
/** Views built per frame at most. */
export const BUILD_LIMIT_MAX = 400;
/**
 * Building time a frame may take while the view is at rest (after opening, after a zoom settled): nothing moves,
 * so a frame may spend most of a 60 Hz interval bringing detail in (full detail sooner) and stay smooth.
 */
export const AT_REST_BUDGET_MS = 12;

export class BuildBudget {
  /** Cost of bringing one view on stage (ms, moving average). */
  viewCostMs = 0.5;
  /** A frame's render without new views (ms, moving average). */
  baseRenderMs = 1;
  /** Interval between drawn frames (ms, moving average of the intervals between consecutive frames). */
  frameIntervalMs = 16;
  /** The latest interval between consecutive frames (ms): one slow frame is enough to raise the budget. */
  lastIntervalMs = 16;
  private lastFrameAt: number | null = null;

  /** Frames come at well under 30 Hz (software WebGL, a busy machine). */
  slow(): boolean {
    return Math.max(this.frameIntervalMs, this.lastIntervalMs) > 2 * FAST_FRAME_MS;
  }

  /** Building time the next frame may take (ms); more while the view is at rest. */
  budgetMs(atRest = false): number {
    const fast = Math.max(FRAME_BUDGET_MS / 3, FRAME_BUDGET_MS - this.baseRenderMs);
    const learnt = Math.min(BUILD_BUDGET_MAX_MS, Math.max(fast, (Math.max(this.frameIntervalMs, this.lastIntervalMs) - FAST_FRAME_MS) * SLOW_FRAME_SHARE));
    return atRest ? Math.max(learnt, AT_REST_BUDGET_MS) : learnt;
  }

  /** Views the next frame may build at the cost per view measured so far. */
  limit(atRest = false): number {
    return Math.max(BUILD_LIMIT_MIN, Math.min(BUILD_LIMIT_MAX, Math.floor(this.budgetMs(atRest) / this.viewCostMs)));
  }

  /**
   * A frame drew at `now` (performance.now() ms), building `built` views in `buildMs` and rendering in
   * `renderMs`. Only consecutive frames (less than a second apart) count towards the frame interval.
   */
  learn(now: number, built: number, buildMs: number, renderMs: number): void {
    if (this.lastFrameAt !== null) {
      const interval = now - this.lastFrameAt;
      if (interval < 1000) {
        this.lastIntervalMs = interval;
        this.frameIntervalMs += (interval - this.frameIntervalMs) * 0.3;
      }
    }
    this.lastFrameAt = now;
    // Samples are clamped: one-off stalls (shader compiles, a collection) must not stop building for long.
    if (built === 0) {
      this.baseRenderMs += (Math.min(renderMs, FRAME_BUDGET_MS) - this.baseRenderMs) * 0.2;
      return;
    }
    // On slow frames the render's growth is mostly one-off (shader compiles, first uploads) and the frame is
    // slow anyway: only the building itself counts, so a screenful is built in one or two frames.
    const added = this.slow() ? 0 : Math.max(0, renderMs - this.baseRenderMs);
    const perView = Math.min(FRAME_BUDGET_MS, (buildMs + added) / built);
    this.viewCostMs = Math.max(0.02, this.viewCostMs + (perView - this.viewCostMs) * 0.3);
  }
}
