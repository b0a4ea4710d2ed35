// The scene drawn once into a texture and moved while the view pans or zooms. Under software WebGL a frame's
// cost is mostly filling the screen with the grid, cards, text and curves (the GPU process, not JavaScript);
// moving one screen-sized textured quad instead costs a fraction of it, as a compositor layer move does for a
// DOM editor. The snapshot holds a margin around the screen (snapshotPlacement.ts), so a pan shows real
// content up to the margin; beyond it the renderer brings the scene up to date there and captures it again;
// after any content change it draws live. A pan moves the snapshot by whole pixels and it stays as the final
// picture; zooming scales it (softer until the view settles and is drawn live at full detail).
import { Container, RenderTexture, Sprite, type Renderer } from 'pixi.js';
import type { ViewportState } from './FlowRenderer';
import { placeSnapshot, snapshotViewport, type SnapshotFrame } from './snapshotPlacement';

export class MotionSnapshot {
  readonly sprite = new Sprite();
  private texture: RenderTexture | null = null;
  private frame: SnapshotFrame | null = null;
  /** The last placement moved the snapshot without scaling it: it shows exactly what a live frame would. */
  exact = false;

  get valid(): boolean {
    return this.frame !== null;
  }

  invalidate(): void {
    this.frame = null;
  }

  /**
   * Draws `content` into the texture as it looks at `at` plus the margin: `prepare(viewport)` must set the
   * content up for the grown viewport it is given (grid size and offset, world transform).
   */
  capture(renderer: Renderer, content: Container, at: ViewportState, background: number, prepare: (viewport: ViewportState) => void): void {
    const grown = snapshotViewport(at);
    const { width, height } = grown.viewport;
    const resolution = renderer.resolution;
    if (!this.texture || this.texture.width !== width || this.texture.height !== height || this.texture.source.resolution !== resolution) {
      this.texture?.destroy(true);
      this.texture = RenderTexture.create({ width, height, resolution, antialias: false });
      this.sprite.texture = this.texture;
    }
    prepare(grown.viewport);
    const visible = content.visible;
    content.visible = true;
    renderer.render({ container: content, target: this.texture, clear: true, clearColor: background });
    content.visible = visible;
    this.frame = grown;
  }

  /** Places the sprite for `viewport`; false (sprite untouched) when the snapshot does not cover the screen. */
  place(viewport: ViewportState): boolean {
    if (!this.frame) return false;
    const placement = placeSnapshot(this.frame, viewport);
    if (!placement.covers) return false;
    // Unscaled, it lands on whole pixels (no resampling blur; at most half a pixel off the exact offset).
    this.exact = Math.abs(placement.scale - 1) < 1e-9;
    if (this.exact) this.sprite.position.set(Math.round(placement.x), Math.round(placement.y));
    else this.sprite.position.set(placement.x, placement.y);
    this.sprite.scale.set(this.exact ? 1 : placement.scale);
    return true;
  }

  destroy(): void {
    this.texture?.destroy(true);
    this.texture = null;
    this.sprite.destroy();
  }
}
