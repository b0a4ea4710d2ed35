// @vitest-environment happy-dom
// The shape atlas (the cards' repeated shapes drawn once, used as tinted quads): what it draws in each cell — a white
// disc, a ring RING_WIDTH wide inside the card's corner radius, the gear with its hole cut out — each inside its own
// cell with clear pixels round it; the textures' frames on those cells; and the quads that place them on a card so that
// a corner's arc is centred CARD_RADIUS in from both sides and a disc's quad holds the whole disc.
import { beforeAll, describe, expect, it } from 'vitest';
import { CARD_RADIUS, GEAR_HOLE_RADIUS, GEAR_OUTER_RADIUS } from './cardShape';
import { canvasesDrawOn, recordingContext } from '../testing/recordingContext';
import { cardCornerQuad, DISC_QUAD_SCALE, discQuad, gearQuad, RING_WIDTH, shapeAtlas } from './shapeAtlas';

interface Call {
  name: string;
  args: number[];
  /** An arc drawn the other way (a hole, by the non-zero rule). */
  anticlockwise: boolean;
}

const recorded = recordingContext();

beforeAll(() => {
  // happy-dom has no 2D canvas: a context that records the atlas's drawing.
  canvasesDrawOn(recorded.context);
});

/** The atlas's calls: their numeric arguments, and whether an arc was drawn anticlockwise. */
function atlasCalls(): Call[] {
  return recorded.calls.map(({ name, args }) => ({ name, args: args.filter((arg): arg is number => typeof arg === 'number'), anticlockwise: args[5] === true }));
}

/** The calls between two fills: the paths each shape was filled with, in order. */
function paths(): Call[][] {
  const shapes: Call[][] = [];
  let current: Call[] = [];
  for (const call of atlasCalls()) {
    if (call.name === 'beginPath') current = [];
    else if (call.name === 'fill') shapes.push(current);
    else current.push(call);
  }
  return shapes;
}

describe('shapeAtlas', () => {
  it('draws the disc, the ring and the gear once, each inside its own cell with clear pixels round it', () => {
    const atlas = shapeAtlas();
    expect(shapeAtlas()).toBe(atlas);
    expect(recorded.calls.filter((call) => call.name === 'fill')).toHaveLength(3);
    const [disc, ring, gear] = paths();
    const cell = atlas.disc.frame.width;
    const centre = cell / 2;
    // The disc: one full circle centred in the first cell, short of its edge.
    expect(disc).toHaveLength(1);
    const [x, y, radius] = disc![0]!.args;
    expect([x, y]).toEqual([atlas.disc.frame.x + centre, centre]);
    expect(radius).toBeLessThan(centre);
    expect(radius).toBeGreaterThan(centre - 4);
    // The ring: the same circle in its cell with a hole RING_WIDTH in from it at the corner's scale, drawn the other way.
    expect(ring).toHaveLength(2);
    const ringCentre = atlas.ringQuarters.topLeft.frame.x + centre;
    expect(ring![0]!.args.slice(0, 3)).toEqual([ringCentre, centre, radius]);
    expect(ring![1]!.args.slice(0, 2)).toEqual([ringCentre, centre]);
    expect(ring![1]!.args[2]).toBeCloseTo((radius! * (CARD_RADIUS - RING_WIDTH)) / CARD_RADIUS, 9);
    expect(ring!.map((call) => call.anticlockwise)).toEqual([false, true]);
    // The gear: its outline reaching the shape's radius, its hole cut out the other way.
    const gearCentre = atlas.gear.frame.x + centre;
    const outline = gear!.filter((call) => call.name === 'lineTo' || call.name === 'moveTo');
    const farthest = Math.max(...outline.map((call) => Math.hypot(call.args[0]! - gearCentre, call.args[1]! - centre)));
    expect(farthest).toBeCloseTo(radius!, 6);
    const hole = gear!.at(-1)!;
    expect(hole.name).toBe('arc');
    expect(hole.anticlockwise).toBe(true);
    expect(hole.args[2]).toBeCloseTo((GEAR_HOLE_RADIUS * radius!) / GEAR_OUTER_RADIUS, 9);
  });

  it('frames each texture on its own cell, with a gap between cells, and the quarters on the cell’s quarters', () => {
    const atlas = shapeAtlas();
    const { disc, gear, discQuarters, ringQuarters } = atlas;
    const cell = disc.frame.width;
    const ringLeft = ringQuarters.topLeft.frame.x;
    expect(ringLeft).toBeGreaterThan(disc.frame.x + cell);
    expect(gear.frame.x).toBeGreaterThan(ringLeft + cell);
    expect(gear.frame.x + cell).toBeLessThanOrEqual(disc.source.width);
    for (const [quarters, left] of [[discQuarters, disc.frame.x], [ringQuarters, ringLeft]] as const) {
      expect([quarters.topLeft.frame.x, quarters.topLeft.frame.y]).toEqual([left, 0]);
      expect([quarters.topRight.frame.x, quarters.topRight.frame.y]).toEqual([left + cell / 2, 0]);
      expect([quarters.bottomRight.frame.x, quarters.bottomRight.frame.y]).toEqual([left + cell / 2, cell / 2]);
      expect([quarters.bottomLeft.frame.x, quarters.bottomLeft.frame.y]).toEqual([left, cell / 2]);
      expect(quarters.topLeft.frame.width).toBe(cell / 2);
    }
    // Every texture draws from the one source (one batch texture slot for all of a card's shapes).
    const sources = new Set([disc, gear, ...Object.values(discQuarters), ...Object.values(ringQuarters)].map((texture) => texture.source));
    expect(sources.size).toBe(1);
  });
});

describe('the quads', () => {
  it('holds a disc of the radius asked for, with the cell’s clear edge round it', () => {
    const [left, top, side] = discQuad(100, 50, 6);
    expect(side).toBeCloseTo(12 * DISC_QUAD_SCALE, 9);
    expect(left + side / 2).toBeCloseTo(100, 9);
    expect(top + side / 2).toBeCloseTo(50, 9);
    expect(DISC_QUAD_SCALE).toBeGreaterThan(1);
  });

  it('puts the gear’s teeth at its outer radius around its centre', () => {
    const [left, top, side] = gearQuad(30, 40);
    // The quad is the gear's cell; the teeth reach the radius the atlas drew its shapes at (the disc's).
    const cell = shapeAtlas().gear.frame.width;
    const drawnRadius = paths()[0]![0]!.args[2]!;
    expect(((side / 2) * drawnRadius) / (cell / 2)).toBeCloseTo(GEAR_OUTER_RADIUS, 9);
    expect([left + side / 2, top + side / 2]).toEqual([30, 40]);
  });

  it('centres each corner’s arc CARD_RADIUS in from both of the card’s sides, its quad reaching the corner', () => {
    const width = 200;
    const height = 90;
    const corners = {
      topLeft: [CARD_RADIUS, CARD_RADIUS],
      topRight: [width - CARD_RADIUS, CARD_RADIUS],
      bottomRight: [width - CARD_RADIUS, height - CARD_RADIUS],
      bottomLeft: [CARD_RADIUS, height - CARD_RADIUS],
    } as const;
    for (const [quarter, [centreX, centreY]] of Object.entries(corners) as [keyof typeof corners, readonly [number, number]][]) {
      const [left, top, side] = cardCornerQuad(quarter, width, height);
      // The quad's inner corner is the arc's centre; its outer one is past the card's corner by the cell's clear edge.
      const inner = [quarter.endsWith('Left') ? left + side : left, quarter.startsWith('top') ? top + side : top];
      expect(inner[0]).toBeCloseTo(centreX, 9);
      expect(inner[1]).toBeCloseTo(centreY, 9);
      expect(side).toBeGreaterThanOrEqual(CARD_RADIUS);
      expect(side).toBeLessThan(CARD_RADIUS * 1.1);
    }
  });
});
