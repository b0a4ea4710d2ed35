// The dotted grid: one small sprite per dot in a ParticleContainer (one draw call), laid out once per dot
// spacing and moved with the viewport, so the dots sit on world multiples of the grid spacing (40). Far out,
// every 2nd/4th/… line is shown so dots never crowd closer than a few pixels, and a dot keeps about the same
// size on screen at every zoom. Dots, not a screen-filling repeated texture: under software WebGL a
// TilingSprite over a 1920 × 1200 canvas cost ~80 ms of fill per frame, the dots ~16 ms (measured).
import { CanvasSource, Container, Particle, ParticleContainer, Texture } from 'pixi.js';
import { GRID_SPACING } from '../model/flowLimits';
import type { ViewportState } from './FlowRenderer';
import { dotScreenRadius, gridStride } from './gridDots';
import { cssColor } from './nodeKindStyle';
import type { RenderTheme } from './renderTheme';

/** Texture pixels of the dot sprite (a power of two; the dot is drawn at its middle). */
const DOT_TEXTURE_PX = 8;

/** Dots across and down to cover `viewport`'s width × height every `cell` from a dot left of / above its corner. */
export function gridSize(viewport: Pick<ViewportState, 'width' | 'height'>, cell: number): { columns: number; rows: number } {
  return { columns: Math.ceil(Math.max(1, viewport.width) / cell) + 2, rows: Math.ceil(Math.max(1, viewport.height) / cell) + 2 };
}

export class GridLayer {
  readonly view = new Container();
  private readonly dots: ParticleContainer;
  private readonly canvas: HTMLCanvasElement;
  private readonly source: CanvasSource;
  private readonly texture: Texture;
  private color: number;
  private radius = 0;
  /** The laid-out pattern: spacing (screen px) and how many dots across and down. */
  private layout = { cell: 0, columns: 0, rows: 0 };
  /** Dots made before and not laid out now. */
  private readonly spare: Particle[] = [];

  constructor(theme: RenderTheme) {
    this.color = theme.gridDot;
    this.canvas = document.createElement('canvas');
    this.canvas.width = DOT_TEXTURE_PX;
    this.canvas.height = DOT_TEXTURE_PX;
    this.source = new CanvasSource({ resource: this.canvas });
    this.texture = new Texture({ source: this.source });
    this.dots = new ParticleContainer({ texture: this.texture, dynamicProperties: { position: false, vertex: false, rotation: false, uvs: false, color: false } });
    this.view.addChild(this.dots);
  }

  /** Covers `viewport`'s width × height with its top-left corner at (x, y) of the canvas. */
  update(viewport: ViewportState, x = 0, y = 0): void {
    const cell = GRID_SPACING * gridStride(viewport.scale) * viewport.scale;
    const radius = Math.round(dotScreenRadius(viewport.scale) * 4) / 4;
    if (radius !== this.radius) {
      this.radius = radius;
      this.paint();
    }
    const { columns, rows } = gridSize(viewport, cell);
    // A new spacing (a zoom) lays exactly this area's dots; at the same spacing a larger area only adds dots (frames
    // alternate between the whole canvas and the screen's part of it while views are still building).
    if (cell !== this.layout.cell) this.lay(cell, columns, rows);
    else if (columns > this.layout.columns || rows > this.layout.rows) this.lay(cell, Math.max(columns, this.layout.columns), Math.max(rows, this.layout.rows));
    // The first dot left of / above the area's corner, then one every `cell`.
    const firstX = ((viewport.offsetX % cell) + cell) % cell;
    const firstY = ((viewport.offsetY % cell) + cell) % cell;
    this.view.position.set(x + firstX - cell, y + firstY - cell);
  }

  /** Dots laid out now (each is two triangles of every frame that draws the grid). */
  get dotCount(): number {
    return this.dots.particleChildren.length;
  }

  setTheme(theme: RenderTheme): void {
    this.color = theme.gridDot;
    this.paint();
  }

  destroy(): void {
    this.view.destroy({ children: true });
    this.texture.destroy(true);
  }

  /**
   * Lays the dots every `cell` over columns × rows: dots beyond the area fall outside it and still cost a frame
   * their triangles (without a GPU each is set up and clipped: flatShapes.ts), so after a zoom out to the closest
   * spacing (14 px: twice the dots of the usual 20) and back the count goes back down. Dots no longer needed wait in
   * a pool for the next larger area.
   */
  private lay(cell: number, columns: number, rows: number): void {
    const count = columns * rows;
    const laid = this.dots.particleChildren.length;
    if (laid > count) this.spare.push(...(this.dots.removeParticles(count, laid) as Particle[]));
    else if (laid < count) {
      const made: Particle[] = [];
      for (let index = laid; index < count; index += 1) made.push(this.spare.pop() ?? new Particle({ texture: this.texture, anchorX: 0.5, anchorY: 0.5 }));
      this.dots.addParticle(...made);
    }
    const particles = this.dots.particleChildren as Particle[];
    for (let index = 0; index < particles.length; index += 1) {
      particles[index]!.x = (index % columns) * cell;
      particles[index]!.y = Math.floor(index / columns) * cell;
    }
    this.dots.update();
    this.layout = { cell, columns, rows };
  }

  private paint(): void {
    const context = this.canvas.getContext('2d')!;
    context.clearRect(0, 0, DOT_TEXTURE_PX, DOT_TEXTURE_PX);
    context.fillStyle = cssColor(this.color);
    context.beginPath();
    context.arc(DOT_TEXTURE_PX / 2, DOT_TEXTURE_PX / 2, Math.min(DOT_TEXTURE_PX / 2, this.radius), 0, Math.PI * 2);
    context.fill();
    this.source.update();
  }
}
