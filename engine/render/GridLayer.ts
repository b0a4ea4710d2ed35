// The dotted grid: one point primitive per dot (gl.POINTS; a small shader draws each as an antialiased disc), one
// draw call, laid out once per dot spacing and moved with the viewport, so the dots sit on world multiples of the
// grid spacing (40). Far out, every 2nd/4th/… line is shown so dots never crowd closer than a few pixels, and a dot
// keeps about the same size on screen at every zoom.
//
// Why points: under software WebGL (SwiftShader) a frame's cost is mostly its primitives, each set up and clipped
// whatever it covers (bench/README, "Triangles per frame"). A dot as a sprite is two triangles and an 8 × 8 quad of
// blended texels; as a point it is one primitive of the dot's own size. Measured on a bare page (1920 × 1074, 5,488
// dots, CPU of the whole browser per draw, medians of 3): sprites 28 ms, 5-px sprites 23, points 14.5; a texture
// of several dots per quad is dearer (33–37: its fill), a screen-filling repeated texture dearer still (~80).
import { Buffer, BufferUsage, Container, Geometry, GlProgram, Mesh, Shader } from 'pixi.js';
import { GRID_SPACING } from '../model/flowLimits';
import type { ViewportState } from './FlowRenderer';
import type { CanvasRect } from './paintedRegion';
import { dotScreenRadius, gridStride } from './gridDots';
import type { RenderTheme } from './renderTheme';

/** Dots across and down to cover `viewport`'s width × height every `cell` from a dot left of / above its corner. */
export function gridSize(viewport: Pick<ViewportState, 'width' | 'height'>, cell: number): { columns: number; rows: number } {
  return { columns: Math.ceil(Math.max(1, viewport.width) / cell) + 2, rows: Math.ceil(Math.max(1, viewport.height) / cell) + 2 };
}

/**
 * The dots' positions, column by column along each row, every `cell` from (0, 0) (x, y pairs): `columns` × `rows`
 * of them from the dot `first` columns and rows in.
 */
export function dotPositions(cell: number, columns: number, rows: number, first = { column: 0, row: 0 }): Float32Array {
  const positions = new Float32Array(columns * rows * 2);
  for (let row = 0; row < rows; row += 1) {
    for (let column = 0; column < columns; column += 1) {
      const at = (row * columns + column) * 2;
      positions[at] = (first.column + column) * cell;
      positions[at + 1] = (first.row + row) * cell;
    }
  }
  return positions;
}

/** A rectangle of the canvas in CSS pixels, top left origin (the shape of paintedRegion's canvas-pixel rectangle). */
export type CssRect = CanvasRect;

/**
 * The laid-out dots (every `cell` over columns × rows from `origin`) whose point of `pointSize` reaches into `area`:
 * the first column and row and how many of each (none: zero columns or rows).
 */
export function dotsIn(area: CssRect, origin: { x: number; y: number }, layout: { cell: number; columns: number; rows: number }, pointSize: number) {
  const reach = pointSize / 2;
  const span = (from: number, to: number, start: number, count: number) => {
    const first = Math.max(0, Math.ceil((from - reach - start) / layout.cell));
    const last = Math.min(count - 1, Math.floor((to + reach - start) / layout.cell));
    return { first, count: Math.max(0, last - first + 1) };
  };
  const across = span(area.x, area.x + area.width, origin.x, layout.columns);
  const down = span(area.y, area.y + area.height, origin.y, layout.rows);
  return { column: across.first, row: down.first, columns: across.count, rows: down.count };
}

/** The point's side in CSS pixels for a dot of `radius`: the disc, its edge (DOT_EDGE_PX) and the edge's last half pixel all round. */
export function dotPointSize(radius: number): number {
  return Math.ceil(2 * (radius + DOT_EDGE_PX + 0.5));
}

// Positions are CSS pixels of the grid's container; the point's size and the disc's radius are scaled to the
// target's pixels (its resolution: the projection's x scale times its width in pixels, halved).
const VERTEX = `
in vec2 aPosition;
uniform mat3 uProjectionMatrix;
uniform mat3 uWorldTransformMatrix;
uniform vec2 uResolution;
uniform mat3 uTransformMatrix;
uniform float uPointSize;
uniform float uRadius;
out float vSize;
out float vRadius;
void main() {
  mat3 mvp = uProjectionMatrix * uWorldTransformMatrix * uTransformMatrix;
  gl_Position = vec4((mvp * vec3(aPosition, 1.0)).xy, 0.0, 1.0);
  float pixels = abs(uProjectionMatrix[0][0]) * uResolution.x * 0.5;
  vSize = uPointSize * pixels;
  vRadius = uRadius * pixels;
  gl_PointSize = vSize;
}
`;

/**
 * How far beyond its radius the disc reaches before its antialiased edge (px): 0.12 px fuller than a true disc, as
 * much ink per dot as the sprite of a 2D canvas's antialiased arc it replaces (and the first-view picture's arcs:
 * firstViewPicture.ts) — measured on screenshots, 3.9 px² at radius 1 and 17.7 px² at 2.2, where an exact disc has
 * 3.1 and 15.2 — and then half a pixel of edge.
 */
export const DOT_EDGE_PX = 0.62;

// Coverage of the pixel by the disc, from its centre's distance to the point's (a pixel's width of antialiasing).
const FRAGMENT = `
in float vSize;
in float vRadius;
uniform vec4 uDotColor;
out vec4 finalColor;
void main() {
  float distance = length(gl_PointCoord - 0.5) * vSize;
  finalColor = uDotColor * clamp(vRadius + ${DOT_EDGE_PX.toFixed(2)} - distance, 0.0, 1.0);
}
`;

export class GridLayer {
  readonly view = new Container();
  private readonly positions: Buffer;
  private readonly dots: Mesh<Geometry, Shader>;
  /** The dots of a repaint's region only (limitTo), drawn instead of all of them. */
  private readonly patchPositions: Buffer;
  private readonly patch: Mesh<Geometry, Shader>;
  private readonly shader: Shader;
  private color: number;
  private radius = 0;
  /** The point's side in CSS pixels (dotPointSize of the radius). */
  private pointSize = 0;
  /** The laid-out pattern: spacing (screen px) and how many dots across and down. */
  private layout = { cell: 0, columns: 0, rows: 0 };

  constructor(theme: RenderTheme) {
    this.color = theme.gridDot;
    this.positions = new Buffer({ data: new Float32Array(0), usage: BufferUsage.VERTEX | BufferUsage.COPY_DST, label: 'grid-dots' });
    const geometry = new Geometry({ attributes: { aPosition: { buffer: this.positions, format: 'float32x2' } }, topology: 'point-list' });
    this.shader = new Shader({
      glProgram: GlProgram.from({ vertex: VERTEX, fragment: FRAGMENT, name: 'grid-dots' }),
      resources: {
        gridUniforms: {
          uDotColor: { value: new Float32Array(4), type: 'vec4<f32>' },
          uRadius: { value: 1, type: 'f32' },
          uPointSize: { value: 4, type: 'f32' },
        },
      },
    });
    this.dots = new Mesh<Geometry, Shader>({ geometry, shader: this.shader });
    this.patchPositions = new Buffer({ data: new Float32Array(0), usage: BufferUsage.VERTEX | BufferUsage.COPY_DST, label: 'grid-dots-patch' });
    const patchGeometry = new Geometry({ attributes: { aPosition: { buffer: this.patchPositions, format: 'float32x2' } }, topology: 'point-list' });
    this.patch = new Mesh<Geometry, Shader>({ geometry: patchGeometry, shader: this.shader });
    this.patch.renderable = false;
    this.paint();
    this.view.addChild(this.dots, this.patch);
  }

  /**
   * A repaint (PixiFlowRenderer.repaint) draws only the dots that reach into `area` (CSS pixels of the canvas, as
   * update() placed them); null: all of them. Each dot is a primitive set up whatever the repaint's scissor keeps
   * (flatShapes.ts), and a card's repaint needs a few dozen of the canvas's thousands.
   */
  limitTo(area: CssRect | null): void {
    if (!area) {
      this.dots.renderable = true;
      this.patch.renderable = false;
      return;
    }
    const dots = dotsIn(area, this.view.position, this.layout, this.pointSize);
    this.patchPositions.data = dotPositions(this.layout.cell, dots.columns, dots.rows, dots);
    this.dots.renderable = false;
    this.patch.renderable = dots.columns * dots.rows > 0;
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

  /** Dots laid out now (each is a primitive of every frame that draws the grid). */
  get dotCount(): number {
    return this.positions.data.length / 2;
  }

  /** Dots the next render draws: all laid-out ones, or a repaint's (limitTo). */
  get drawnDotCount(): number {
    return this.patch.renderable ? this.patchPositions.data.length / 2 : this.dots.renderable ? this.dotCount : 0;
  }

  setTheme(theme: RenderTheme): void {
    this.color = theme.gridDot;
    this.paint();
  }

  destroy(): void {
    this.view.destroy({ children: true });
    this.shader.destroy();
    this.positions.destroy();
    this.patchPositions.destroy();
  }

  /**
   * Lays the dots every `cell` over columns × rows: dots beyond the area fall outside it and still cost a frame
   * their primitives (without a GPU each is set up and clipped: flatShapes.ts), so after a zoom out to the closest
   * spacing (14 px: twice the dots of the usual 20) and back the count goes back down.
   */
  private lay(cell: number, columns: number, rows: number): void {
    this.positions.data = dotPositions(cell, columns, rows);
    this.layout = { cell, columns, rows };
  }

  /** The dots' colour (premultiplied: pixi blends so) and size. */
  private paint(): void {
    const uniforms = this.shader.resources.gridUniforms.uniforms as { uDotColor: Float32Array; uRadius: number; uPointSize: number };
    uniforms.uDotColor.set([((this.color >> 16) & 0xff) / 255, ((this.color >> 8) & 0xff) / 255, (this.color & 0xff) / 255, 1]);
    uniforms.uRadius = this.radius;
    this.pointSize = dotPointSize(this.radius);
    uniforms.uPointSize = this.pointSize;
  }
}
