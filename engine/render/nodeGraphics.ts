// The vector parts of a node view as shared pixi GraphicsContexts: one card (body, kind stripe, gear), one set of
// ports and one outline per distinct look, triangulated and uploaded once and then reused by every view with
// that look. A view that comes on screen only points its Graphics at cached contexts, so bringing a screenful
// of views in costs no tessellation and no buffer uploads. Looks are few (kind × size × note colour × theme; port
// layout × state), so the cache stays small; it lives as long as the page.
import { GraphicsContext } from 'pixi.js';
import type { FlowNode } from '../model/flowTypes';
import { PORT_RADIUS, portPosition, type PortSide } from '../spatial/nodeGeometry';
import { NODE_KIND_COLORS, NOTE_FILLS } from './nodeKindStyle';
import type { RenderTheme } from './renderTheme';
import { CARD_RADIUS, CARD_STRIPE, gearCenter } from './cardShape';
import { roundedRectPoints } from './flatShapes';
import { cardCornerQuad, discQuad, gearQuad, RING_WIDTH, shapeAtlas, type Quarter } from './shapeAtlas';

const byTheme = new WeakMap<RenderTheme, Map<string, GraphicsContext>>();
const EMPTY = new GraphicsContext();

function cached(theme: RenderTheme, key: string, draw: (context: GraphicsContext) => void): GraphicsContext {
  let contexts = byTheme.get(theme);
  if (!contexts) {
    contexts = new Map();
    byTheme.set(theme, contexts);
  }
  let context = contexts.get(key);
  if (!context) {
    context = new GraphicsContext();
    // Shared by many views and never dropped while the page lives: keep its GPU data.
    context.autoGarbageCollect = false;
    // Batched even when large: one draw call for all cards instead of one each (the batch is rebuilt only when
    // views come and go; the world container is a render group, so pans and zooms do not re-batch).
    context.batchMode = 'batch';
    draw(context);
    contexts.set(key, context);
  }
  return context;
}

export function noteColorOf(node: FlowNode): string {
  return node.type === 'note' ? String(node.config.color ?? 'neutral') : '';
}

/** The border's alpha over what lies under it. */
const BORDER_ALPHA = 0.9;
const QUARTERS: readonly Quarter[] = ['topLeft', 'topRight', 'bottomRight', 'bottomLeft'];

/**
 * Card body in the kind's colour with the stripe on top, the border, and the gear of operation kinds: rectangles, and
 * tinted quads of the shape atlas for the rounded corners, the border's corners and the gear (shapeAtlas.ts: 16 quads,
 * 32 triangles, where the same card as polygons took about 120).
 */
export function cardContext(node: FlowNode, width: number, height: number, theme: RenderTheme): GraphicsContext {
  const noteColor = noteColorOf(node);
  return cached(theme, `card|${node.type}|${width}|${height}|${noteColor}`, (card) => {
    const atlas = shapeAtlas();
    const kindColor = NODE_KIND_COLORS[node.type];
    const fill = node.type === 'note' ? (NOTE_FILLS[noteColor] ?? theme.cardFill) : theme.cardFill;
    const corner = (quarter: Quarter, ring: boolean, color: number) => {
      const [left, top, side] = cardCornerQuad(quarter, width, height);
      card.texture((ring ? atlas.ringQuarters : atlas.discQuarters)[quarter], color, left, top, side, side);
    };
    // The card's top in the kind's colour (rounded top corners), then the body from the stripe down (square top
    // corners, rounded bottom ones) over the rest of it: each pixel of the card is filled about once.
    corner('topLeft', false, kindColor);
    corner('topRight', false, kindColor);
    card.rect(CARD_RADIUS, 0, width - 2 * CARD_RADIUS, CARD_RADIUS).fill({ color: kindColor });
    card.rect(0, CARD_STRIPE, width, height - CARD_STRIPE - CARD_RADIUS).fill({ color: fill });
    corner('bottomLeft', false, fill);
    corner('bottomRight', false, fill);
    card.rect(CARD_RADIUS, height - CARD_RADIUS, width - 2 * CARD_RADIUS, CARD_RADIUS).fill({ color: fill });
    // The border, 1 wide inside the outline: a ring's quarters at the corners, rectangles along the sides (crisp
    // where the card lies on whole pixels).
    card.setFillStyle({ alpha: BORDER_ALPHA });
    for (const quarter of QUARTERS) corner(quarter, true, theme.cardStroke);
    card.setFillStyle({ alpha: 1 });
    const border = { color: theme.cardStroke, alpha: BORDER_ALPHA };
    card.rect(CARD_RADIUS, 0, width - 2 * CARD_RADIUS, RING_WIDTH).fill(border);
    card.rect(CARD_RADIUS, height - RING_WIDTH, width - 2 * CARD_RADIUS, RING_WIDTH).fill(border);
    card.rect(0, CARD_RADIUS, RING_WIDTH, height - 2 * CARD_RADIUS).fill(border);
    card.rect(width - RING_WIDTH, CARD_RADIUS, RING_WIDTH, height - 2 * CARD_RADIUS).fill(border);
    const gear = gearCenter(node, width);
    if (gear) {
      const [left, top, side] = gearQuad(gear.x, gear.y);
      card.texture(atlas.gear, theme.textMuted, left, top, side, side);
    }
  });
}

/** Selected / hovered outline, or an empty context. */
export function outlineContext(width: number, height: number, selected: boolean, hovered: boolean, theme: RenderTheme): GraphicsContext {
  if (!selected && !hovered) return EMPTY;
  return cached(theme, `outline|${width}|${height}|${selected}`, (outline) => {
    if (selected) outline.poly(roundedRectPoints(-3, -3, width + 6, height + 6, CARD_RADIUS + 3)).stroke({ width: 2, color: theme.accent });
    else outline.poly(roundedRectPoints(-2, -2, width + 4, height + 4, CARD_RADIUS + 2)).stroke({ width: 1.5, color: theme.accent, alpha: 0.45 });
  });
}

/**
 * The keyboard focus ring (issue 25): 3 px in the text colour, 6 px outside the card (beyond the selection outline
 * and clear of the find ring's colour), so it reads on the canvas in either theme and is never only a hue change.
 */
export function focusRingContext(width: number, height: number, focused: boolean, theme: RenderTheme): GraphicsContext {
  if (!focused) return EMPTY;
  return cached(theme, `focus|${width}|${height}`, (ring) => {
    ring.poly(roundedRectPoints(-7, -7, width + 14, height + 14, CARD_RADIUS + 7)).stroke({ width: 3, color: theme.text });
  });
}

/** Port circles relative to the node's corner; `hoveredPort` is `side:index` or ''. */
export function portsContext(node: FlowNode, width: number, height: number, disabled: boolean, hoveredPort: string, theme: RenderTheme): GraphicsContext {
  if (node.inputs === 0 && node.outputs === 0) return EMPTY;
  const kindColor = NODE_KIND_COLORS[node.type];
  return cached(theme, `ports|${width}|${height}|${node.inputs}|${node.outputs}|${kindColor}|${disabled}|${hoveredPort}`, (ports) => {
    // Positions relative to the corner: the geometry of the same node placed at the origin.
    const origin: FlowNode = { ...node, x: 0, y: 0 };
    const sides: [PortSide, number][] = [
      ['input', node.inputs],
      ['output', node.outputs],
    ];
    const disc = shapeAtlas().disc;
    for (const [side, count] of sides) {
      for (let index = 0; index < count; index += 1) {
        const { x, y } = portPosition(origin, side, index);
        // A ring 2 wide around a disc, drawn as two discs (the ring's colour under the disc's), each a tinted
        // quad of the shape atlas's disc: 4 triangles where two polygon discs took 36 (shapeAtlas.ts).
        const discs: [number, number][] = disabled
          ? [[PORT_RADIUS + 1, theme.portDisabled]]
          : hoveredPort === `${side}:${index}`
            ? [[PORT_RADIUS + 3, theme.portFill], [PORT_RADIUS + 1, kindColor]]
            : [[PORT_RADIUS + 1, kindColor], [PORT_RADIUS - 1, theme.portFill]];
        for (const [radius, color] of discs) {
          const [left, top, across] = discQuad(x, y, radius);
          ports.texture(disc, color, left, top, across, across);
        }
      }
    }
  });
}

/** The warning icon: an amber triangle with an exclamation mark, centred at (cx, cy) relative to the card. */
export function warningContext(cx: number, cy: number, size: number, theme: RenderTheme): GraphicsContext {
  return cached(theme, `warning|${cx}|${cy}|${size}`, (icon) => {
    const half = size / 2;
    icon.poly([cx, cy - half, cx + half, cy + half * 0.85, cx - half, cy + half * 0.85]).fill({ color: theme.warning });
    icon.rect(cx - 1, cy - half * 0.35, 2, half * 0.7).fill({ color: 0xffffff });
    icon.circle(cx, cy + half * 0.55, 1.2).fill({ color: 0xffffff });
  });
}
