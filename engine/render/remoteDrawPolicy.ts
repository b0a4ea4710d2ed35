// When the renderer draws what someone else changed (co-editing). On a GPU at once, like a local edit. Under
// software WebGL (SwiftShader: every pixel filled on the CPU) a live frame costs several times what a pan frame
// costs — a pan only moves the canvas by CSS transform (MotionCanvas) — so a stream of remote edits drawn as they
// come would turn every frame of the local designer's pan into a full WebGL frame. There they are held while the
// view moves and drawn once it has rested for REST_MS (or after MAX_HOLD_MS at the latest), batched at most every
// DRAW_INTERVAL_MS. (The frame that draws them covers the margin too, so a pan resumed after it is moved by the
// compositor again.) Pure (the clock is passed in), tested in Node.

/** The view counts as resting this long after its last move. */
export const REST_MS = 250;
/** Held no longer than this even while the view keeps moving (one frame over the margin, then moves again). */
export const MAX_HOLD_MS = 1000;
/** Remote edits drawn at most this often under software WebGL (a batch per draw). */
export const DRAW_INTERVAL_MS = 250;

export class RemoteDrawPolicy {
  private lastMove = Number.NEGATIVE_INFINITY;
  private lastDraw = Number.NEGATIVE_INFINITY;
  private heldSince = Number.POSITIVE_INFINITY;

  constructor(
    /** Software WebGL: hold remote edits while the view moves. */
    readonly holdWhileMoving: boolean,
    private readonly now: () => number,
  ) {}

  viewMoved(): void {
    this.lastMove = this.now();
  }

  /** Remote edits arrived while none were held. */
  remoteHeld(): void {
    if (this.heldSince === Number.POSITIVE_INFINITY) this.heldSince = this.now();
  }

  /** Held remote edits were handed to a frame. */
  remoteDrawn(): void {
    this.lastDraw = this.now();
    this.heldSince = Number.POSITIVE_INFINITY;
  }

  /** How long held remote edits should still wait before they are drawn (0: now). */
  waitBeforeDraw(): number {
    if (!this.holdWhileMoving) return 0;
    const now = this.now();
    const due = Math.min(this.lastMove + REST_MS, this.heldSince + MAX_HOLD_MS);
    return Math.max(0, due - now, this.lastDraw + DRAW_INTERVAL_MS - now);
  }
}
