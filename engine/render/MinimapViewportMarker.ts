// The minimap's viewport rectangle as layers of the page moved by the compositor, over the minimap's canvas: a fill,
// a halo and a line (minimapViewportStyle.ts), each piece a one-pixel block of one colour that a transform places and
// stretches. Moving the view moves only transforms: nothing is painted or rastered again and no canvas is sent to the
// GPU process. Drawn into the minimap's canvas instead, the rectangle made every frame of a pan or zoom upload a new
// canvas: without a GPU that cost a sixth of the browser's CPU per gesture (7–26 % in three runs; bench/README.md,
// "The minimap's rectangle moved by the compositor"). DOM only; no framework.
import type { MinimapViewportStyle } from './minimapViewportStyle';

export interface MapRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface MinimapViewportMarker {
  /** The pieces' container: goes over the canvas, the map's size, clipping what lies beyond the map. */
  readonly element: HTMLElement;
  /** Puts the rectangle (map CSS pixels) where the view is. */
  place(rect: MapRect): void;
  /** The pieces' colours and widths. */
  setStyle(style: MinimapViewportStyle): void;
}

type Piece = 'fill' | 'halo' | 'line';
const SIDES = ['top', 'bottom', 'left', 'right'] as const;

/** Where each edge of a stroke `width` wide, centred on the rectangle's outline, lies (as a canvas's strokeRect). */
export function strokeEdges(rect: MapRect, width: number): MapRect[] {
  const half = width / 2;
  const { x, y } = rect;
  const right = rect.x + rect.width;
  const bottom = rect.y + rect.height;
  return [
    { x: x - half, y: y - half, width: rect.width + width, height: width },
    { x: x - half, y: bottom - half, width: rect.width + width, height: width },
    { x: x - half, y: y - half, width, height: rect.height + width },
    { x: right - half, y: y - half, width, height: rect.height + width },
  ];
}

export function createMinimapViewportMarker(owner: Document, width: number, height: number): MinimapViewportMarker {
  const element = owner.createElement('div');
  element.setAttribute('aria-hidden', 'true');
  Object.assign(element.style, { position: 'absolute', left: '0', top: '0', width: `${width}px`, height: `${height}px`, overflow: 'hidden', pointerEvents: 'none' });
  const block = (piece: Piece): HTMLElement => {
    const child = owner.createElement('div');
    child.dataset.piece = piece;
    // One pixel, stretched by its transform; its own layer, so a new transform is the compositor's alone. Its colour
    // is the studio's theme's even in forced-colours mode, as the canvas's rectangle was.
    Object.assign(child.style, { position: 'absolute', left: '0', top: '0', width: '1px', height: '1px', transformOrigin: '0 0', willChange: 'transform', forcedColorAdjust: 'none' });
    element.append(child);
    return child;
  };
  const fill = block('fill');
  const halo = SIDES.map(() => block('halo'));
  const line = SIDES.map(() => block('line'));
  let style: MinimapViewportStyle | null = null;
  let placed: MapRect | null = null;

  const put = (piece: HTMLElement, rect: MapRect) => {
    piece.style.transform = `translate(${rect.x}px, ${rect.y}px) scale(${Math.max(0, rect.width)}, ${Math.max(0, rect.height)})`;
  };
  const layOut = () => {
    if (!placed || !style) return;
    put(fill, placed);
    strokeEdges(placed, style.haloWidth).forEach((edge, index) => put(halo[index]!, edge));
    strokeEdges(placed, style.lineWidth).forEach((edge, index) => put(line[index]!, edge));
  };

  return {
    element,
    place(rect) {
      placed = { ...rect };
      layOut();
    },
    setStyle(next) {
      style = next;
      fill.style.background = next.fill;
      for (const piece of halo) piece.style.background = next.halo;
      for (const piece of line) piece.style.background = next.line;
      layOut();
    },
  };
}
