// The card of a node on the canvas (editor.md §1: "Nodes that perform operations carry a gear icon"): the gear is
// drawn on the cards of the four kinds whose work counts as an operation (studio.md §2.15: email_sent,
// http_requested, ai_prompted, record_collected) and on no other, top right of the card, in the theme's muted
// text colour, in light and dark alike.
import type { GraphicsContext } from 'pixi.js';
import { describe, expect, it } from 'vitest';
import { NODE_TYPES } from '../model/flowTypes';
import { testNode } from '../testing/testNode';
import { nodeHeight, nodeWidth, PORT_RADIUS, portPosition } from '../spatial/nodeGeometry';
import { cardContext, portsContext } from './nodeGraphics';
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
  const radiusOf = (shape: DrawnShape, x: number, y: number) => Math.hypot(shape.points[0]! - x, shape.points[1]! - y);

  it("draw each port as a ring 2 wide in the kind's colour round the port's fill: a disc under a smaller one", () => {
    const node = testNode(2, 'email');
    const shapes = drawnShapes(portsContext(node, nodeWidth(node), nodeHeight(node), false, '', LIGHT_THEME));
    const at = portPosition({ ...node, x: 0, y: 0 }, 'input', 0);
    const [ring, fill] = shapes;
    expect(shapes.every((shape) => shape.action === 'fill' && shape.shape === 'poly')).toBe(true);
    expect(ring!.color).toBe(NODE_KIND_COLORS.email);
    expect(radiusOf(ring!, at.x, at.y)).toBeCloseTo(PORT_RADIUS + 1);
    expect(fill!.color).toBe(LIGHT_THEME.portFill);
    expect(radiusOf(fill!, at.x, at.y)).toBeCloseTo(PORT_RADIUS - 1);
    expect(shapes).toHaveLength(2 * (node.inputs + node.outputs));
  });

  it('grow the hovered port and fill it with the kind, ringed in the port colour', () => {
    const node = testNode(2, 'email');
    const shapes = drawnShapes(portsContext(node, nodeWidth(node), nodeHeight(node), false, 'input:0', LIGHT_THEME));
    const at = portPosition({ ...node, x: 0, y: 0 }, 'input', 0);
    expect(shapes[0]!.color).toBe(LIGHT_THEME.portFill);
    expect(radiusOf(shapes[0]!, at.x, at.y)).toBeCloseTo(PORT_RADIUS + 3);
    expect(shapes[1]!.color).toBe(NODE_KIND_COLORS.email);
    expect(radiusOf(shapes[1]!, at.x, at.y)).toBeCloseTo(PORT_RADIUS + 1);
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
