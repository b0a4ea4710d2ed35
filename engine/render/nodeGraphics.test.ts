// The card of a node on the canvas (editor.md §1: "Nodes that perform operations carry a gear icon"): the gear is
// drawn on the cards of the four kinds whose work counts as an operation (studio.md §2.15: email_sent,
// http_requested, ai_prompted, record_collected) and on no other, top right of the card, in the theme's muted
// text colour, in light and dark alike. Ports are tinted quads of one white disc texture.
// @vitest-environment happy-dom
import type { GraphicsContext } from 'pixi.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { NODE_TYPES } from '../model/flowTypes';
import { testNode } from '../testing/testNode';
import { nodeHeight, nodeWidth, PORT_RADIUS, portPosition } from '../spatial/nodeGeometry';
import { cardContext, portsContext } from './nodeGraphics';
import { PORT_DISC_QUAD_SCALE, portDiscTexture } from './portDisc';
import { NODE_KIND_COLORS } from './nodeKindStyle';
import { CARD_RADIUS, CARD_STRIPE } from './cardShape';
import { DARK_THEME, LIGHT_THEME, type RenderTheme } from './renderTheme';

const OPERATION_KINDS = ['ai_prompt', 'collect', 'email', 'http_request'];

interface DrawnShape {
  action: string;
  shape: string;
  color: number;
  points: number[];
}

/** What a card context draws: each fill or stroke with its shape, colour and (for polygons) points. */
function drawnShapes(context: GraphicsContext): DrawnShape[] {
  return context.instructions.flatMap((instruction) => {
    if (instruction.action !== 'fill' && instruction.action !== 'stroke') return [];
    const style = instruction.data.style as { color: number };
    return instruction.data.path.instructions
      .filter((step) => step.action !== 'moveTo')
      .map((step) => ({ action: instruction.action, shape: step.action, color: style.color, points: step.action === 'poly' ? ([...(step.data[0] as number[])] as number[]) : [] }));
  });
}

/** The gear: the filled polygon with eight teeth (32 corners); the card's body and stripe are polygons too. */
const gearOf = (shapes: DrawnShape[]) => shapes.filter((shape) => shape.action === 'fill' && shape.shape === 'poly' && shape.points.length === 64);

describe('node card gear', () => {
  it.each([LIGHT_THEME, DARK_THEME] as RenderTheme[])('is drawn on operation kinds only (theme %#)', (theme) => {
    const withGear = NODE_TYPES.filter((type) => {
      const node = testNode(2, type);
      return gearOf(drawnShapes(cardContext(node, nodeWidth(node), nodeHeight(node), theme))).length > 0;
    });
    expect([...withGear].sort()).toEqual(OPERATION_KINDS);
  });

  it.each(OPERATION_KINDS)('sits in the top right corner of the %s card, in the muted text colour', (type) => {
    const node = testNode(2, type as (typeof NODE_TYPES)[number]);
    const width = nodeWidth(node);
    const [gear, ...more] = gearOf(drawnShapes(cardContext(node, width, nodeHeight(node), LIGHT_THEME)));
    expect(more).toEqual([]);
    expect(gear!.color).toBe(LIGHT_THEME.textMuted);
    const xs = gear!.points.filter((_, index) => index % 2 === 0);
    const ys = gear!.points.filter((_, index) => index % 2 === 1);
    // Eight teeth: 32 corners, within a 16 px square whose centre is 22 px from the right edge, 24 px from the top.
    expect(xs).toHaveLength(32);
    expect(Math.min(...xs)).toBeGreaterThanOrEqual(width - 30);
    expect(Math.max(...xs)).toBeLessThanOrEqual(width - 14);
    expect(Math.min(...ys)).toBeGreaterThanOrEqual(16);
    expect(Math.max(...ys)).toBeLessThanOrEqual(32);
  });
});

describe('node ports', () => {
  beforeAll(() => {
    // happy-dom has no 2D canvas: the disc's drawing calls go nowhere (the quads are what is tested here).
    const inert = new Proxy({}, { get: () => () => undefined, set: () => true });
    HTMLCanvasElement.prototype.getContext = (() => inert) as unknown as HTMLCanvasElement['getContext'];
  });

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
      return [{ color: style, x: dx + dw / 2, y: dy + dh / 2, radius: dw / 2 / PORT_DISC_QUAD_SCALE, texture: image }];
    });
  }

  it("draw each port as a ring 2 wide in the kind's colour round the port's fill: a disc under a smaller one, each a quad of the disc texture", () => {
    const node = testNode(2, 'email');
    const context = portsContext(node, nodeWidth(node), nodeHeight(node), false, '', LIGHT_THEME);
    const discs = drawnDiscs(context);
    const at = portPosition({ ...node, x: 0, y: 0 }, 'input', 0);
    const [ring, fill] = discs;
    expect(context.instructions.every((instruction) => instruction.action === 'texture')).toBe(true);
    expect(discs.every((disc) => disc.texture === portDiscTexture())).toBe(true);
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
  it("fills the card's top in the kind's colour with the card's own corners, and the body from the stripe down", () => {
    const node = testNode(2, 'email');
    const width = nodeWidth(node);
    const height = nodeHeight(node);
    const fills = drawnShapes(cardContext(node, width, height, LIGHT_THEME)).filter((shape) => shape.action === 'fill');
    const [top, body] = fills;
    expect(top!.color).toBe(NODE_KIND_COLORS.email);
    const topYs = top!.points.filter((_, index) => index % 2 === 1);
    expect(Math.min(...topYs)).toBeCloseTo(0);
    expect(Math.max(...topYs)).toBeCloseTo(CARD_RADIUS);
    // Its top left corner follows the card outline's arc: radius CARD_RADIUS round (CARD_RADIUS, CARD_RADIUS).
    for (let index = 0; index < 2 * 3; index += 2) {
      expect(Math.hypot(top!.points[index]! - CARD_RADIUS, top!.points[index + 1]! - CARD_RADIUS)).toBeCloseTo(CARD_RADIUS);
    }
    expect(body!.color).toBe(LIGHT_THEME.cardFill);
    const bodyYs = body!.points.filter((_, index) => index % 2 === 1);
    expect(Math.min(...bodyYs)).toBeCloseTo(CARD_STRIPE);
    expect(Math.max(...bodyYs)).toBeCloseTo(height);
  });
});
