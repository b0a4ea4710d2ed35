// The minimap overview's drawing surface as plain pixels: fillRect and clearRect write whole pixels into an
// RGBA buffer on the page's own thread. A 2D canvas would send every rectangle to the GPU process, and under
// software WebGL (SwiftShader) rasterising a 100k-node overview there took ~3 s, during which pixi's first
// synchronous WebGL call of the opening editor waited. The buffer reaches the screen with one putImageData.
import type { OverviewContext } from './MinimapOverview';

/** The part of ImageData the surface writes (a plain object in Node tests). */
export interface PixelBuffer {
  readonly width: number;
  readonly height: number;
  readonly data: Uint8ClampedArray;
}

export class PixelOverviewContext implements OverviewContext {
  /** '#rrggbb' (what the overview sets); anything else paints black. */
  fillStyle: string | CanvasGradient | CanvasPattern = '#000000';
  private readonly pixels: Uint32Array;
  /** Set by fillRect/clearRect, cleared by the view once it has put the buffer on its canvas. */
  changed = false;

  /** `ratio`: device pixels per map unit (the overview draws in CSS pixels). */
  constructor(
    readonly buffer: PixelBuffer,
    private readonly ratio: number,
  ) {
    this.pixels = new Uint32Array(buffer.data.buffer, buffer.data.byteOffset, buffer.width * buffer.height);
  }

  fillRect(x: number, y: number, width: number, height: number): void {
    this.paint(x, y, width, height, packedColour(typeof this.fillStyle === 'string' ? this.fillStyle : '#000000'));
  }

  clearRect(x: number, y: number, width: number, height: number): void {
    this.paint(x, y, width, height, 0);
  }

  /** Covers every device pixel the rectangle touches (at least one), clipped to the buffer. */
  private paint(x: number, y: number, width: number, height: number, value: number): void {
    const { width: columns, height: rows } = this.buffer;
    const left = Math.max(0, Math.floor(x * this.ratio));
    const top = Math.max(0, Math.floor(y * this.ratio));
    const right = Math.min(columns, Math.max(left + 1, Math.ceil((x + width) * this.ratio)));
    const bottom = Math.min(rows, Math.max(top + 1, Math.ceil((y + height) * this.ratio)));
    for (let row = top; row < bottom; row += 1) this.pixels.fill(value, row * columns + left, row * columns + right);
    this.changed = true;
  }
}

const packed = new Map<string, number>();

/** '#rrggbb' as one RGBA pixel in the platform's byte order (opaque). */
function packedColour(hex: string): number {
  let value = packed.get(hex);
  if (value === undefined) {
    const rgb = /^#[0-9a-f]{6}$/i.test(hex) ? Number.parseInt(hex.slice(1), 16) : 0;
    const bytes = new Uint8ClampedArray([rgb >> 16, (rgb >> 8) & 0xff, rgb & 0xff, 255]);
    value = new Uint32Array(bytes.buffer)[0]!;
    packed.set(hex, value);
  }
  return value;
}
