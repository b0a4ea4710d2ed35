// The card of a node on the canvas (editor.md §1: "Nodes that perform operations carry a gear icon"): the gear is
// drawn on the cards of the four kinds whose work counts as an operation (studio.md §2.15: email_sent,
// http_requested, ai_prompted, record_collected) and on no other, top right of the card, in the theme's muted
// text colour, in light and dark alike. The ports, the cards' rounded corners, their border's corners and the gear are
// tinted quads of one texture (the shape atlas); the rest of a card is rectangles.
// @vitest-environment happy-dom
import type { GraphicsContext } from 'pixi.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { NODE_TYPES } from '../model/flowTypes';
import { canvasesDrawOn, recordingContext } from '../testing/recordingContext';
import { testNode } from '../testing/testNode';
import { nodeHeight, nodeWidth, PORT_RADIUS, portPosition } from '../spatial/nodeGeometry';
import { cardContext, portsContext } from './nodeGraphics';
import { DISC_QUAD_SCALE, RING_WIDTH, shapeAtlas } from './shapeAtlas';
import { NODE_KIND_COLORS } from './nodeKindStyle';
import { CARD_RADIUS, CARD_STRIPE } from './cardShape';
import { DARK_THEME, LIGHT_THEME, type RenderTheme } from './renderTheme';

const OPERATION_KINDS = ['ai_prompt', 'collect', 'email', 'http_request'];

beforeAll(() => {
  // happy-dom has no 2D canvas: the atlas's drawing calls go nowhere (the quads are what is tested here).
  canvasesDrawOn(recordingContext().context);
});

interface DrawnPart {
  /** 'rect' for a filled rectangle, else the atlas texture drawn. */
  kind: 'rect' | 'texture';
  texture: unknown;
  color: number;
  alpha: number;
  x: number;
  y: number;
  width: number;
  height: number;
}

/** What a card context draws, in order: each filled rectangle and each texture quad, with its colour and box. */
function drawnParts(context: GraphicsContext): DrawnPart[] {
  return context.instructions.flatMap((instruction): DrawnPart[] => {
    if (instruction.action === 'texture') {
      const { dx, dy, dw, dh, style, alpha, image } = instruction.data;
      return [{ kind: 'texture', texture: image, color: style, alpha, x: dx, y: dy, width: dw, height: dh }];
    }
    if (instruction.action !== 'fill') return [];
    const style = instruction.data.style as { color: number; alpha: number };
    return instruction.data.path.instructions
      .filter((step) => step.action === 'rect')
      .map((step) => {
        const [x, y, width, height] = step.data as number[];
        return { kind: 'rect' as const, texture: null, color: style.color, alpha: style.alpha, x: x!, y: y!, width: width!, height: height! };
      });
  });
}

/** The triangles a context draws: two a quad or rectangle. */
function trianglesOf(context: GraphicsContext): number {
  return 2 * drawnParts(context).length;
}

const gearOf = (parts: DrawnPart[]) => parts.filter((part) => part.texture === shapeAtlas().gear);

describe('node card gear', () => {
  it.each([LIGHT_THEME, DARK_THEME] as RenderTheme[])('is drawn on operation kinds only (theme %#)', (theme) => {
    const withGear = NODE_TYPES.filter((type) => {
      const node = testNode(2, type);
      return gearOf(drawnParts(cardContext(node, nodeWidth(node), nodeHeight(node), theme))).length > 0;
    });
    expect([...withGear].sort()).toEqual(OPERATION_KINDS);
  });

  it.each(OPERATION_KINDS)('sits in the top right corner of the %s card, in the muted text colour', (type) => {
    const node = testNode(2, type as (typeof NODE_TYPES)[number]);
    const width = nodeWidth(node);
    const [gear, ...more] = gearOf(drawnParts(cardContext(node, width, nodeHeight(node), LIGHT_THEME)));
    expect(more).toEqual([]);
    expect(gear!.color).toBe(LIGHT_THEME.textMuted);
    // A square quad whose centre is 22 px from the right edge, 24 px from the top, a little larger than the gear's
    // 15 px across (the clear edge round it in the atlas).
    expect(gear!.width).toBeCloseTo(gear!.height);
    expect(gear!.x + gear!.width / 2).toBeCloseTo(width - 22);
    expect(gear!.y + gear!.height / 2).toBeCloseTo(24);
    expect(gear!.width).toBeGreaterThan(15);
    expect(gear!.width).toBeLessThan(17);
  });
});

describe('node ports', () => {
  interface DrawnDisc {
    color: number;
    x: number;
    y: number;
    radius: number;
    texture: unknown;
  }

  /** Each port disc a ports context draws: its tint, centre and radius (the quad less the texture's clear edge). */
  function drawnDiscs(context: GraphicsContext): DrawnDisc[] {
    return context.instructions.flatMap((instruction) => {
      if (instruction.action !== 'texture') return [];
      const { dx, dy, dw, dh, style, image } = instruction.data;
      expect(dw).toBeCloseTo(dh);
      return [{ color: style, x: dx + dw / 2, y: dy + dh / 2, radius: dw / 2 / DISC_QUAD_SCALE, texture: image }];
    });
  }

  it("draw each port as a ring 2 wide in the kind's colour round the port's fill: a disc under a smaller one, each a quad of the atlas's disc", () => {
    const node = testNode(2, 'email');
    const context = portsContext(node, nodeWidth(node), nodeHeight(node), false, '', LIGHT_THEME);
    const discs = drawnDiscs(context);
    const at = portPosition({ ...node, x: 0, y: 0 }, 'input', 0);
    const [ring, fill] = discs;
    expect(context.instructions.every((instruction) => instruction.action === 'texture')).toBe(true);
    expect(discs.every((disc) => disc.texture === shapeAtlas().disc)).toBe(true);
    expect(ring).toMatchObject({ color: NODE_KIND_COLORS.email });
    expect(ring!.x).toBeCloseTo(at.x);
    expect(ring!.y).toBeCloseTo(at.y);
    expect(ring!.radius).toBeCloseTo(PORT_RADIUS + 1);
    expect(fill).toMatchObject({ color: LIGHT_THEME.portFill });
    expect(fill!.radius).toBeCloseTo(PORT_RADIUS - 1);
    expect(discs).toHaveLength(2 * (node.inputs + node.outputs));
    const output = portPosition({ ...node, x: 0, y: 0 }, 'output', 0);
    expect(discs.at(-1)!.x).toBeCloseTo(output.x);
    expect(discs.at(-1)!.y).toBeCloseTo(output.y);
  });

  it('grow the hovered port and fill it with the kind, ringed in the port colour', () => {
    const node = testNode(2, 'email');
    const discs = drawnDiscs(portsContext(node, nodeWidth(node), nodeHeight(node), false, 'input:0', LIGHT_THEME));
    expect(discs[0]).toMatchObject({ color: LIGHT_THEME.portFill });
    expect(discs[0]!.radius).toBeCloseTo(PORT_RADIUS + 3);
    expect(discs[1]).toMatchObject({ color: NODE_KIND_COLORS.email });
    expect(discs[1]!.radius).toBeCloseTo(PORT_RADIUS + 1);
  });

  it("draw a disabled node's ports as one disc each in the disabled colour", () => {
    const node = testNode(2, 'email');
    const discs = drawnDiscs(portsContext(node, nodeWidth(node), nodeHeight(node), true, '', DARK_THEME));
    expect(discs).toHaveLength(node.inputs + node.outputs);
    expect(discs.every((disc) => disc.color === DARK_THEME.portDisabled)).toBe(true);
    expect(discs[0]!.radius).toBeCloseTo(PORT_RADIUS + 1);
  });
});

describe('node card body', () => {
  it("fills the card's top in the kind's colour with rounded corners, and the body from the stripe down", () => {
    const node = testNode(2, 'email');
    const width = nodeWidth(node);
    const height = nodeHeight(node);
    const atlas = shapeAtlas();
    const parts = drawnParts(cardContext(node, width, height, LIGHT_THEME));
    const kind = parts.filter((part) => part.color === NODE_KIND_COLORS.email);
    // The top corners: the disc's top quarters, their arcs' centres CARD_RADIUS in from the card's top corners.
    const [left, right, band] = kind;
    expect(left).toMatchObject({ kind: 'texture', texture: atlas.discQuarters.topLeft });
    expect(left!.x + left!.width).toBeCloseTo(CARD_RADIUS);
    expect(left!.y + left!.height).toBeCloseTo(CARD_RADIUS);
    // The quarter's disc radius is CARD_RADIUS: its quad is that and the atlas's clear edge.
    expect(left!.width).toBeCloseTo(CARD_RADIUS * DISC_QUAD_SCALE);
    expect(right).toMatchObject({ kind: 'texture', texture: atlas.discQuarters.topRight });
    expect(right!.x).toBeCloseTo(width - CARD_RADIUS);
    expect(band).toMatchObject({ kind: 'rect', x: CARD_RADIUS, y: 0, width: width - 2 * CARD_RADIUS, height: CARD_RADIUS });
    expect(kind).toHaveLength(3);
    const body = parts.filter((part) => part.color === LIGHT_THEME.cardFill);
    expect(body[0]).toMatchObject({ kind: 'rect', x: 0, y: CARD_STRIPE, width, height: height - CARD_STRIPE - CARD_RADIUS });
    expect(body.slice(1, 3).map((part) => part.texture)).toEqual([atlas.discQuarters.bottomLeft, atlas.discQuarters.bottomRight]);
    expect(body[1]!.y).toBeCloseTo(height - CARD_RADIUS);
    expect(body[3]).toMatchObject({ kind: 'rect', x: CARD_RADIUS, y: height - CARD_RADIUS, width: width - 2 * CARD_RADIUS, height: CARD_RADIUS });
    expect(body).toHaveLength(4);
  });

  it.each([LIGHT_THEME, DARK_THEME] as RenderTheme[])('draws the border 1 wide inside the outline: the ring at the corners, rectangles along the sides (theme %#)', (theme) => {
    const node = testNode(2, 'condition');
    const width = nodeWidth(node);
    const height = nodeHeight(node);
    const atlas = shapeAtlas();
    const border = drawnParts(cardContext(node, width, height, theme)).filter((part) => part.color === theme.cardStroke);
    expect(border.every((part) => part.alpha === 0.9)).toBe(true);
    const corners = border.filter((part) => part.kind === 'texture');
    expect(corners.map((part) => part.texture)).toEqual([atlas.ringQuarters.topLeft, atlas.ringQuarters.topRight, atlas.ringQuarters.bottomRight, atlas.ringQuarters.bottomLeft]);
    // Each ring quarter lies in its corner, its arc's centre CARD_RADIUS in from both sides.
    expect(corners[0]!.x + corners[0]!.width).toBeCloseTo(CARD_RADIUS);
    expect(corners[2]!.x).toBeCloseTo(width - CARD_RADIUS);
    expect(corners[2]!.y).toBeCloseTo(height - CARD_RADIUS);
    const sides = border.filter((part) => part.kind === 'rect');
    expect(sides).toEqual([
      expect.objectContaining({ x: CARD_RADIUS, y: 0, width: width - 2 * CARD_RADIUS, height: RING_WIDTH }),
      expect.objectContaining({ x: CARD_RADIUS, y: height - RING_WIDTH, width: width - 2 * CARD_RADIUS, height: RING_WIDTH }),
      expect.objectContaining({ x: 0, y: CARD_RADIUS, width: RING_WIDTH, height: height - 2 * CARD_RADIUS }),
      expect.objectContaining({ x: width - RING_WIDTH, y: CARD_RADIUS, width: RING_WIDTH, height: height - 2 * CARD_RADIUS }),
    ]);
  });

  it('draws every part of a card from one texture source and takes 32 triangles with the gear', () => {
    const node = testNode(2, 'http_request');
    const context = cardContext(node, nodeWidth(node), nodeHeight(node), LIGHT_THEME);
    const sources = new Set(drawnParts(context).flatMap((part) => (part.kind === 'texture' ? [(part.texture as { source: unknown }).source] : [])));
    expect(sources).toEqual(new Set([shapeAtlas().disc.source]));
    expect(trianglesOf(context)).toBe(32);
  });
});
