// The ring around a node that find matched (a thin one) or is showing now (a thick one): shared contexts per
// size and strength, like nodeGraphics, so highlighting many cards costs no tessellation.
import { GraphicsContext } from 'pixi.js';
import { CARD_RADIUS } from './cardShape';
import { roundedRectPoints } from './flatShapes';

export const FIND_MATCH_COLOR = 0xf5a300;
const contexts = new Map<string, GraphicsContext>();
const EMPTY = new GraphicsContext();

export type FindMark = 'none' | 'match' | 'current';

export function findHighlightContext(width: number, height: number, mark: FindMark): GraphicsContext {
  if (mark === 'none') return EMPTY;
  const key = `${width}|${height}|${mark}`;
  let context = contexts.get(key);
  if (!context) {
    context = new GraphicsContext();
    context.autoGarbageCollect = false;
    const grow = mark === 'current' ? 7 : 5;
    context
      .poly(roundedRectPoints(-grow, -grow, width + 2 * grow, height + 2 * grow, CARD_RADIUS + grow))
      .stroke({ width: mark === 'current' ? 4 : 2, color: FIND_MATCH_COLOR, alpha: mark === 'current' ? 1 : 0.8 });
    contexts.set(key, context);
  }
  return context;
}
