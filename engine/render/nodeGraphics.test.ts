// The card of a node on the canvas (editor.md §1: "Nodes that perform operations carry a gear icon"): the gear is
// drawn on the cards of the four kinds whose work counts as an operation (studio.md §2.15: email_sent,
// http_requested, ai_prompted, record_collected) and on no other, top right of the card, in the theme's muted
// text colour, in light and dark alike.
import type { GraphicsContext } from 'pixi.js';
import { describe, expect, it } from 'vitest';
import { NODE_TYPES } from '../model/flowTypes';
import { testNode } from '../testing/testNode';
import { nodeHeight, nodeWidth } from '../spatial/nodeGeometry';
import { cardContext } from './nodeGraphics';
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

const gearOf = (shapes: DrawnShape[]) => shapes.filter((shape) => shape.action === 'fill' && shape.shape === 'poly');

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
