// The shapes every card repeats, drawn once on one small canvas and used as tinted quads of it: the port's disc, the
// card's rounded corners (quarters of the same disc), its border's corners (quarters of a ring) and the gear. Without
// a GPU each triangle a WebGL frame draws costs SwiftShader about 1.4–1.8 µs whatever its size (bench/README,
// "Triangles per frame", "Cards as quads of the shape atlas"): a port as two polygon discs took 36 triangles and a
// card's stripe, body, border and gear as polygons about 120, where quads take 4 and 32. The edges come antialiased
// and mipmapped from the canvas, where the polygons were aliased.
//
// One texture source for all of them: it joins the card batch's others (Graphics' white texture, the two font pages)
// as its fourth, the number of slots the batch shader has under software WebGL, so a frame stays a few draw calls.
// Each shape has a cell of its own with clear pixels round it and a gap between cells, so the smaller mip levels the
// small sizes sample do not mix one shape into another.
import { CanvasSource, DOMAdapter, Rectangle, Texture } from 'pixi.js';
import { CARD_RADIUS, GEAR_HOLE_RADIUS, GEAR_OUTER_RADIUS, traceGearOutline } from './cardShape';

/**
 * A cell's side in pixels: a hovered port's outer disc, (PORT_RADIUS + 3) × 2 = 18 world units across, is 90 screen
 * pixels at the editor's largest zoom (×5), and a card's corner 40; 128 keeps their edges sharp there.
 */
const SHAPE_CELL = 128;
/** Clear pixels inside a cell round its shape, so an antialiased edge is not cut by the quad. */
const EDGE = 2;
/** Clear pixels between cells: at the smallest mip level a card corner samples (×0.45: level 4) still 2 texels. */
const GAP = 32;
/** The radius a shape is drawn at in its cell, in pixels. */
const SHAPE_RADIUS = SHAPE_CELL / 2 - EDGE;

/** The width of the card border's ring, in world units: 1, inside the card's outline (crisp on whole pixels, over the fills' own edges). */
export const RING_WIDTH = 1;

export type Quarter = 'topLeft' | 'topRight' | 'bottomRight' | 'bottomLeft';

export interface ShapeAtlas {
  /** A white disc filling its cell (less the clear edge). */
  disc: Texture;
  /** The disc's quarters: a filled rounded corner. */
  discQuarters: Record<Quarter, Texture>;
  /** A white ring's quarters, RING_WIDTH wide inside a circle of CARD_RADIUS: a card corner's border. */
  ringQuarters: Record<Quarter, Texture>;
  /** A white gear (cardShape's outline) with its hole clear. */
  gear: Texture;
}

let atlas: ShapeAtlas | null = null;

/** The cells' left edges, in pixels: disc, ring, gear. */
const CELL_X = { disc: 0, ring: SHAPE_CELL + GAP, gear: 2 * (SHAPE_CELL + GAP) } as const;

/** Scale of the disc's and the ring's quarters as card corners: their outer radius is the card's corner radius. */
const CORNER_PIXELS_PER_UNIT = SHAPE_RADIUS / CARD_RADIUS;

/** Scale of the gear's cell: the gear's teeth reach the shape radius. */
const GEAR_PIXELS_PER_UNIT = SHAPE_RADIUS / GEAR_OUTER_RADIUS;

function quarters(source: CanvasSource, left: number): Record<Quarter, Texture> {
  const half = SHAPE_CELL / 2;
  const frame = (x: number, y: number) => new Texture({ source, frame: new Rectangle(left + x, y, half, half) });
  return { topLeft: frame(0, 0), topRight: frame(half, 0), bottomRight: frame(half, half), bottomLeft: frame(0, half) };
}

/** The atlas, drawn at first use. */
export function shapeAtlas(): ShapeAtlas {
  if (atlas) return atlas;
  const canvas = DOMAdapter.get().createCanvas(3 * SHAPE_CELL + 2 * GAP, SHAPE_CELL);
  const context = canvas.getContext('2d') as CanvasRenderingContext2D;
  const centre = SHAPE_CELL / 2;
  context.fillStyle = '#ffffff';
  context.beginPath();
  context.arc(CELL_X.disc + centre, centre, SHAPE_RADIUS, 0, Math.PI * 2);
  context.fill();
  // The ring: the band inside the corner's radius, RING_WIDTH wide.
  context.beginPath();
  context.arc(CELL_X.ring + centre, centre, SHAPE_RADIUS, 0, Math.PI * 2);
  context.arc(CELL_X.ring + centre, centre, (CARD_RADIUS - RING_WIDTH) * CORNER_PIXELS_PER_UNIT, 0, Math.PI * 2, true);
  context.fill();
  // The gear: its outline at the gear cell's scale, the hole cut out.
  context.beginPath();
  traceGearOutline(context, CELL_X.gear + centre, centre, GEAR_PIXELS_PER_UNIT);
  context.arc(CELL_X.gear + centre, centre, GEAR_HOLE_RADIUS * GEAR_PIXELS_PER_UNIT, 0, Math.PI * 2, true);
  context.fill();
  const source = new CanvasSource({ resource: canvas, autoGenerateMipmaps: true, alphaMode: 'premultiply-alpha-on-upload' });
  const cell = (left: number) => new Texture({ source, frame: new Rectangle(left, 0, SHAPE_CELL, SHAPE_CELL) });
  atlas = {
    disc: cell(CELL_X.disc),
    discQuarters: quarters(source, CELL_X.disc),
    ringQuarters: quarters(source, CELL_X.ring),
    gear: cell(CELL_X.gear),
  };
  return atlas;
}

/** How much larger than a disc's diameter its quad is (the clear edge round the drawn disc). */
export const DISC_QUAD_SCALE = SHAPE_CELL / (2 * SHAPE_RADIUS);

/** The quad of a disc of `radius` around (x, y), for GraphicsContext.texture: [left, top, side]. */
export function discQuad(x: number, y: number, radius: number): [number, number, number] {
  const half = radius * DISC_QUAD_SCALE;
  return [x - half, y - half, half * 2];
}

/** The quad of the gear around (x, y): [left, top, side]. */
export function gearQuad(x: number, y: number): [number, number, number] {
  const half = SHAPE_CELL / 2 / GEAR_PIXELS_PER_UNIT;
  return [x - half, y - half, half * 2];
}

/**
 * The quad of a quarter (of the disc: a filled corner; of the ring: its border) for that corner of a card `width` ×
 * `height`: [left, top, side]. Its arc's centre is CARD_RADIUS in from both sides, and its inner edges lie on the arc's
 * centre lines, where the shape goes on (the disc solid, the ring's band into the border's straight edge), so the quad
 * meets the parts beside it without a seam.
 */
export function cardCornerQuad(quarter: Quarter, width: number, height: number): [number, number, number] {
  const side = SHAPE_CELL / 2 / CORNER_PIXELS_PER_UNIT;
  const left = quarter === 'topLeft' || quarter === 'bottomLeft' ? CARD_RADIUS - side : width - CARD_RADIUS;
  const top = quarter === 'topLeft' || quarter === 'topRight' ? CARD_RADIUS - side : height - CARD_RADIUS;
  return [left, top, side];
}
