// The dotted grid as one primitive: a TilingSprite over the screen repeating one dot cell, scaled and offset
// with the viewport so the dots sit on world multiples of the grid spacing (40). Far out, every 2nd/4th/…
// line is shown so dots never crowd closer than a few pixels, and the cell texture is redrawn (only when the
// quantised dot size changes) so a dot stays about the same size on screen at every zoom.
import { CanvasSource, Texture, TilingSprite } from 'pixi.js';
import { GRID_SPACING } from '../model/flowLimits';
import type { ViewportState } from './FlowRenderer';
import { dotScreenRadius, gridStride } from './gridDots';
import { cssColor } from './nodeKindStyle';
import type { RenderTheme } from './renderTheme';

/** Texture pixels per drawn cell (a power of two, so it repeats and mipmaps). */
const CELL_PX = 64;
export class GridLayer {
  readonly view: TilingSprite;
  private readonly canvas: HTMLCanvasElement;
  private readonly source: CanvasSource;
  private color: number;
  private radius = 0;

  constructor(theme: RenderTheme) {
    this.color = theme.gridDot;
    this.canvas = document.createElement('canvas');
    this.canvas.width = CELL_PX;
    this.canvas.height = CELL_PX;
    this.source = new CanvasSource({ resource: this.canvas, autoGenerateMipmaps: true, addressMode: 'repeat' });
    this.view = new TilingSprite({ texture: new Texture({ source: this.source }), width: 1, height: 1 });
  }

  /** Covers `viewport`'s screen with its top-left corner at (x, y) of the canvas. */
  update(viewport: ViewportState, x = 0, y = 0): void {
    this.view.position.set(x, y);
    const cell = GRID_SPACING * gridStride(viewport.scale) * viewport.scale;
    const tileScale = cell / CELL_PX;
    const radius = Math.round(Math.min(CELL_PX / 4, Math.max(0.75, dotScreenRadius(viewport.scale) / tileScale)) * 4) / 4;
    if (radius !== this.radius) {
      this.radius = radius;
      this.paint();
    }
    this.view.width = Math.max(1, viewport.width);
    this.view.height = Math.max(1, viewport.height);
    this.view.tileScale.set(tileScale);
    // The dot is drawn in the middle of the cell: shift half a cell so it lands on the grid lines.
    this.view.tilePosition.set(viewport.offsetX - cell / 2, viewport.offsetY - cell / 2);
  }

  setTheme(theme: RenderTheme): void {
    this.color = theme.gridDot;
    this.paint();
  }

  destroy(): void {
    this.view.destroy({ texture: true, textureSource: true });
  }

  private paint(): void {
    const context = this.canvas.getContext('2d')!;
    context.clearRect(0, 0, CELL_PX, CELL_PX);
    context.fillStyle = cssColor(this.color);
    context.beginPath();
    context.arc(CELL_PX / 2, CELL_PX / 2, this.radius, 0, Math.PI * 2);
    context.fill();
    this.source.update();
  }
}
