// The settled scene drawn once with a margin around the screen, then moved by the browser's compositor while
// the view pans or zooms: the canvas itself grows by the margin (snapshotPlacement.ts) and gets a CSS
// transform, so a pan or zoom frame draws nothing in WebGL at all. Under software WebGL (SwiftShader) the
// pixels of a WebGL frame are filled on the CPU — even a screen-sized textured quad costs tens of ms a frame
// there — while a compositor layer move costs what compositing the page costs anyway (measured: 12 vs 38 ms
// per presented frame). It is how a DOM editor pans (a transformed layer). A pan moves the canvas by whole
// pixels and the picture stays as it is; a zoom scales it (softer until the scene is drawn again at rest).
// Content changes (edits, hover, selection) draw at screen size: the canvas shrinks back until the next
// capture, so those frames fill no margin.
import type { Renderer } from 'pixi.js';
import type { ViewportState } from './FlowRenderer';
import { placeSnapshot, snapshotViewport, type SnapshotFrame } from './snapshotPlacement';

/** The canvas's CSS transform as a string (pure, for tests): integer pixels when unscaled. */
export function canvasTransform(x: number, y: number, scale: number): string {
  const exact = Math.abs(scale - 1) < 1e-9;
  return exact ? `translate(${Math.round(x)}px, ${Math.round(y)}px)` : `translate(${x}px, ${y}px) scale(${scale})`;
}

export class MotionCanvas {
  /** What the grown canvas shows (drawn at `frame.at` plus the margin), or null when it shows nothing usable. */
  private frame: SnapshotFrame | null = null;
  private grownSize: { width: number; height: number } | null = null;
  private transform = '';
  /** The canvas is shown moved by a placement that is not its drawn one (the view moved since the draw). */
  moved = false;
  /** The last placement was unscaled: the picture is exactly what a live frame would show. */
  exact = true;

  constructor(private readonly renderer: Renderer) {
    const style = (renderer.canvas as HTMLCanvasElement).style as CSSStyleDeclaration | undefined;
    if (style) {
      style.position = 'absolute';
      style.left = '0';
      style.top = '0';
      style.transformOrigin = '0 0';
      style.willChange = 'transform';
    }
  }

  /** The canvas holds the scene with its margin for a viewport (moves can be shown without drawing). */
  get valid(): boolean {
    return this.frame !== null;
  }

  get grown(): boolean {
    return this.grownSize !== null;
  }

  invalidate(): void {
    this.frame = null;
  }

  /**
   * Grows the canvas to `at` plus the margin (when it is not already that size) and returns the viewport the
   * scene must be drawn with now; the canvas is placed so the picture does not move. Call `drawn()` once
   * the scene has been rendered into it.
   */
  grow(at: ViewportState): ViewportState {
    const grown = snapshotViewport(at);
    const { width, height } = grown.viewport;
    if (this.grownSize?.width !== width || this.grownSize?.height !== height) {
      this.renderer.resize(width, height);
      this.grownSize = { width, height };
    }
    this.pending = grown;
    this.setTransform(canvasTransform(-grown.marginX, -grown.marginY, 1));
    this.moved = false;
    this.exact = true;
    return grown.viewport;
  }

  /** The scene was rendered at the viewport `grow` returned: moves can now be shown from it. */
  drawn(complete: boolean): void {
    this.frame = complete ? this.pending : null;
    this.pending = null;
  }

  /** Back to the screen's size (a content change draws without the margin). */
  shrink(viewport: ViewportState): void {
    this.frame = null;
    this.moved = false;
    this.exact = true;
    if (this.grownSize !== null || this.renderer.width !== viewport.width || this.renderer.height !== viewport.height) {
      this.renderer.resize(Math.max(1, viewport.width), Math.max(1, viewport.height));
    }
    this.grownSize = null;
    this.setTransform('');
  }

  /** Moves the canvas to show `viewport`; false (nothing changed) when the picture does not cover the screen there. */
  place(viewport: ViewportState): boolean {
    if (!this.frame) return false;
    const placement = placeSnapshot(this.frame, viewport);
    if (!placement.covers) return false;
    this.exact = Math.abs(placement.scale - 1) < 1e-9;
    this.moved = true;
    this.setTransform(canvasTransform(placement.x, placement.y, placement.scale));
    return true;
  }

  private pending: SnapshotFrame | null = null;

  private setTransform(transform: string): void {
    if (transform === this.transform) return;
    this.transform = transform;
    const style = (this.renderer.canvas as HTMLCanvasElement).style as CSSStyleDeclaration | undefined;
    if (style) style.transform = transform;
  }
}
