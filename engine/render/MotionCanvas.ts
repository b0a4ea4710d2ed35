// The canvas is larger than the screen by a margin on every side (snapshotPlacement.ts) and sits shifted by
// that margin; once the scene is drawn over all of it, a pan or zoom only changes the canvas's CSS transform
// and the browser's compositor moves the picture: nothing is drawn in WebGL at all. Under software WebGL
// (SwiftShader) every pixel of a WebGL frame is filled on the CPU — even one screen-sized textured quad costs
// tens of ms a frame there — while a compositor layer move costs about what compositing the page costs anyway
// (measured per presented frame: 12 vs 38 ms). It is how a DOM editor pans (a transformed layer). A pan moves
// the canvas by whole pixels and the picture stays as it is; a zoom scales it (softer until the scene is
// drawn again at rest), sampled nearest-neighbour while it is scaled (`image-rendering: pixelated`: 11 instead
// of 17 ms per composited frame under SwiftShader; blocky for the quarter second until the live redraw). The
// canvas keeps its size (resizing a WebGL canvas is a synchronous trip to the GPU
// process: 150 ms and more on a busy machine); a frame drawn for a content change (edit, hover, selection)
// fills the grid only over the screen, and the margin is completed in idle time.
import type { Renderer } from 'pixi.js';
import type { ViewportState } from './FlowRenderer';
import { placeSnapshot, snapshotViewport, type SnapshotFrame } from './snapshotPlacement';

/** The canvas's CSS transform as a string (pure, for tests): integer pixels when unscaled. */
export function canvasTransform(x: number, y: number, scale: number): string {
  const exact = Math.abs(scale - 1) < 1e-9;
  return exact ? `translate(${Math.round(x)}px, ${Math.round(y)}px)` : `translate(${x}px, ${y}px) scale(${scale})`;
}

export class MotionCanvas {
  /** What the canvas shows over all of it (drawn at `frame.at`), or null when the margin is not drawn. */
  private frame: SnapshotFrame | null = null;
  private screen = { width: 0, height: 0 };
  private margin = { x: 0, y: 0 };
  private transform = '';
  private shown = false;
  private sampling: '' | 'pixelated' = '';
  /** The canvas is shown moved (the view changed since the draw without drawing). */
  moved = false;
  /** The last placement was unscaled: the picture is exactly what a live frame would show. */
  exact = true;

  constructor(private readonly renderer: Renderer) {
    const style = this.style();
    if (style) {
      style.position = 'absolute';
      style.left = '0';
      style.top = '0';
      style.transformOrigin = '0 0';
      style.willChange = 'transform';
      // Nothing to show before the first frame (a WebGL canvas never drawn shows black or garbage).
      style.visibility = 'hidden';
    }
  }

  /** The canvas holds the scene over all of it: moves can be shown without drawing. */
  get valid(): boolean {
    return this.frame !== null;
  }

  /** Margin beyond each screen edge (canvas pixels). */
  get marginX(): number {
    return this.margin.x;
  }

  get marginY(): number {
    return this.margin.y;
  }

  invalidate(): void {
    this.frame = null;
  }

  /** The screen's size: the canvas becomes that plus the margin (resized only when it changes; answers whether it did). */
  resize(width: number, height: number): boolean {
    if (width === this.screen.width && height === this.screen.height) return false;
    this.screen = { width, height };
    const grown = snapshotViewport({ scale: 1, offsetX: 0, offsetY: 0, width: Math.max(1, width), height: Math.max(1, height) });
    this.margin = { x: grown.marginX, y: grown.marginY };
    this.renderer.resize(grown.viewport.width, grown.viewport.height);
    this.frame = null;
    this.rest();
    return true;
  }

  /** The viewport the scene is drawn with for `viewport` on screen: shifted by the margin, as large as the canvas. */
  drawViewport(viewport: ViewportState): ViewportState {
    return snapshotViewport(viewport).viewport;
  }

  /**
   * The scene was drawn for `viewport` (drawViewport's); `overAll`: the grid and every view cover the whole
   * canvas, margin included, so later moves can be shown from it. The canvas goes back to its resting place.
   */
  drawn(viewport: ViewportState, overAll: boolean): void {
    this.frame = overAll ? snapshotViewport(viewport) : null;
    this.rest();
    if (!this.shown) {
      this.shown = true;
      const style = this.style();
      if (style) style.visibility = '';
    }
  }

  /** Shows nothing until the next drawn frame (the scene went away: a kept canvas must not show the old picture). */
  hide(): void {
    this.frame = null;
    this.rest();
    if (!this.shown) return;
    this.shown = false;
    const style = this.style();
    if (style) style.visibility = 'hidden';
  }

  /** Moves the canvas to show `viewport`; false (nothing changed) when the picture does not cover the screen there. */
  place(viewport: ViewportState): boolean {
    if (!this.frame) return false;
    const placement = placeSnapshot(this.frame, viewport);
    if (!placement.covers) return false;
    this.exact = Math.abs(placement.scale - 1) < 1e-9;
    this.moved = true;
    this.setTransform(canvasTransform(placement.x, placement.y, placement.scale));
    this.setSampling(this.exact ? '' : 'pixelated');
    return true;
  }

  private rest(): void {
    this.moved = false;
    this.exact = true;
    this.setTransform(canvasTransform(-this.margin.x, -this.margin.y, 1));
    this.setSampling('');
  }

  private setSampling(rendering: '' | 'pixelated'): void {
    if (rendering === this.sampling) return;
    this.sampling = rendering;
    const style = this.style();
    if (style) style.imageRendering = rendering;
  }

  private style(): CSSStyleDeclaration | undefined {
    return (this.renderer.canvas as HTMLCanvasElement).style as CSSStyleDeclaration | undefined;
  }

  private setTransform(transform: string): void {
    if (transform === this.transform) return;
    this.transform = transform;
    const style = this.style();
    if (style) style.transform = transform;
  }
}
