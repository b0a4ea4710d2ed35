// The white disc every port is drawn from: one small texture (antialiased edge, mipmapped), drawn as a tinted quad —
// two triangles where a port's disc as a polygon took eighteen (DISC_CORNERS 20). Without a GPU each triangle a frame
// draws costs SwiftShader about 1.4 µs whatever its size (bench/README, "Triangles per frame"), and a screenful of
// ports was 5,076 of a whole frame's 22,367 primitives at 1k ("What a whole frame's parts cost"). The texture joins
// the card batch's others (Graphics' white, the two font pages): four, the batch's slots under software WebGL.
import { CanvasSource, DOMAdapter, Texture } from 'pixi.js';

/**
 * The texture's side in pixels: a hovered port's outer disc, (PORT_RADIUS + 3) × 2 = 18 world units across, is 90
 * screen pixels at the editor's largest zoom (×5), so 128 keeps its edge sharp there; mipmaps serve the small sizes.
 */
export const PORT_DISC_SIZE = 128;
/** Clear pixels around the disc, so its antialiased edge is not cut by the quad. */
const EDGE = 2;

/** How much larger than a disc's diameter its quad is (the clear edge around the drawn disc). */
export const PORT_DISC_QUAD_SCALE = PORT_DISC_SIZE / (PORT_DISC_SIZE - 2 * EDGE);

let disc: Texture | null = null;

export function portDiscTexture(): Texture {
  if (disc) return disc;
  const canvas = DOMAdapter.get().createCanvas(PORT_DISC_SIZE, PORT_DISC_SIZE);
  const context = canvas.getContext('2d') as CanvasRenderingContext2D;
  context.fillStyle = '#ffffff';
  context.beginPath();
  context.arc(PORT_DISC_SIZE / 2, PORT_DISC_SIZE / 2, PORT_DISC_SIZE / 2 - EDGE, 0, Math.PI * 2);
  context.fill();
  disc = new Texture({ source: new CanvasSource({ resource: canvas, autoGenerateMipmaps: true, alphaMode: 'premultiply-alpha-on-upload' }) });
  return disc;
}

/** The quad of a disc of `radius` around (x, y), for GraphicsContext.texture: [left, top, side]. */
export function portDiscQuad(x: number, y: number, radius: number): [number, number, number] {
  const half = radius * PORT_DISC_QUAD_SCALE;
  return [x - half, y - half, half * 2];
}
