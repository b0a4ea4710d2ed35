// The first view's picture (issue 24): the nodes and connections the editor opens on, painted on a 2D canvas
// by the studio's first script as soon as GET …/flow/first_view answers — before pixi, its WebGL context and
// shaders, React's page and the editor exist (on a first visit without a GPU they take another 1–2 s). It is the
// renderer's full-detail frame drawn with the 2D API from the same geometry, words and colours (nodeGeometry,
// nodeCardText, cardShape, renderTheme), so the WebGL frame that replaces it shows the same picture; below the
// renderer's low-detail scale it draws the same plain boxes and lines. Pixi-free and framework-free: it needs
// nothing of the registry, pixi or React, and is what the first script can afford to carry.
import type { FlowConnection, FlowDocument, FlowNode } from '../model/flowTypes';
import { GRID_SPACING } from '../model/flowLimits';
import { curveBetween } from '../spatial/connectionCurve';
import { nodeHeight, nodeWidth, PORT_RADIUS, portPosition } from '../spatial/nodeGeometry';
import { CARD_RADIUS, CARD_STRIPE, GEAR_HOLE_RADIUS, gearCenter, traceGearOutline } from './cardShape';
import { dotScreenRadius, gridStride } from './gridDots';
import { CARD_FONT_FAMILY, CARD_PADDING_X, LABEL_SIZE, NOTE_LINE_HEIGHT, nodeCardText, SUMMARY_SIZE, SUMMARY_Y, TITLE_SIZE, TITLE_Y } from './nodeCardText';
import { cssColor, NODE_KIND_COLORS, NOTE_FILLS } from './nodeKindStyle';
import type { RenderTheme } from './renderTheme';
import { isLowDetail } from './visibleWorld';


export interface FirstViewScene {
  flow: FlowDocument;
  /** Screen = world × scale + offset (CSS pixels). */
  view: { scale: number; offsetX: number; offsetY: number };
}

/** What the 2D API offers that the picture uses (a CanvasRenderingContext2D; a recording fake in tests). */
export type PictureContext = Pick<
  CanvasRenderingContext2D,
  | 'setTransform'
  | 'fillStyle'
  | 'strokeStyle'
  | 'lineWidth'
  | 'lineCap'
  | 'globalAlpha'
  | 'font'
  | 'textAlign'
  | 'textBaseline'
  | 'fillRect'
  | 'beginPath'
  | 'moveTo'
  | 'lineTo'
  | 'bezierCurveTo'
  | 'arc'
  | 'rect'
  | 'roundRect'
  | 'closePath'
  | 'fill'
  | 'stroke'
  | 'fillText'
  | 'measureText'
>;

/**
 * Paints `scene` over a canvas of `size` CSS pixels at `pixelRatio` device pixels each; answers how many nodes are
 * in the picture (those whose card meets the canvas).
 */
export function paintFirstView(context: PictureContext, scene: FirstViewScene, size: { width: number; height: number }, theme: RenderTheme, pixelRatio = 1): number {
  const { scale, offsetX, offsetY } = scene.view;
  context.setTransform(pixelRatio, 0, 0, pixelRatio, 0, 0);
  context.fillStyle = cssColor(theme.background);
  context.fillRect(0, 0, size.width, size.height);
  paintGrid(context, scene.view, size, theme);
  // World coordinates from here on.
  context.setTransform(scale * pixelRatio, 0, 0, scale * pixelRatio, offsetX * pixelRatio, offsetY * pixelRatio);
  const seen = { minX: -offsetX / scale, minY: -offsetY / scale, maxX: (size.width - offsetX) / scale, maxY: (size.height - offsetY) / scale };
  const byId = new Map<number, FlowNode>();
  for (const node of scene.flow.nodes) byId.set(node.id, node);
  const shown = scene.flow.nodes.filter(
    (node) => node.x <= seen.maxX && node.x + nodeWidth(node) >= seen.minX && node.y <= seen.maxY && node.y + nodeHeight(node) >= seen.minY,
  );
  if (isLowDetail(scale)) {
    paintLines(context, scene.flow.connections, byId, scale, theme);
    for (const node of shown) {
      context.fillStyle = cssColor(NODE_KIND_COLORS[node.type]);
      context.fillRect(node.x, node.y, nodeWidth(node), nodeHeight(node));
    }
    return shown.length;
  }
  paintCurves(context, scene.flow.connections, byId, theme);
  for (const node of shown) paintCard(context, node, theme);
  return shown.length;
}

/** The dotted grid as GridLayer lays it: dots on world multiples of the spacing, thinned and sized by the zoom. */
function paintGrid(context: PictureContext, view: FirstViewScene['view'], size: { width: number; height: number }, theme: RenderTheme): void {
  const cell = GRID_SPACING * gridStride(view.scale) * view.scale;
  const radius = Math.round(dotScreenRadius(view.scale) * 4) / 4;
  const firstX = ((view.offsetX % cell) + cell) % cell;
  const firstY = ((view.offsetY % cell) + cell) % cell;
  context.fillStyle = cssColor(theme.gridDot);
  context.beginPath();
  for (let y = firstY; y <= size.height + radius; y += cell) {
    for (let x = firstX; x <= size.width + radius; x += cell) {
      context.moveTo(x + radius, y);
      context.arc(x, y, radius, 0, Math.PI * 2);
    }
  }
  context.fill();
}

function ends(connection: FlowConnection, byId: ReadonlyMap<number, FlowNode>): [{ x: number; y: number }, { x: number; y: number }] | null {
  const source = byId.get(connection.from[0]);
  const target = byId.get(connection.to[0]);
  if (!source || !target) return null;
  return [portPosition(source, 'output', connection.from[1]), portPosition(target, 'input', connection.to[1])];
}

/** Low detail: one screen pixel wide straight lines, port to port (ConnectionLayer's lines). */
function paintLines(context: PictureContext, connections: readonly FlowConnection[], byId: ReadonlyMap<number, FlowNode>, scale: number, theme: RenderTheme): void {
  context.strokeStyle = cssColor(theme.connection);
  context.lineWidth = 1 / scale;
  context.beginPath();
  for (const connection of connections) {
    const points = ends(connection, byId);
    if (!points) continue;
    context.moveTo(points[0].x, points[0].y);
    context.lineTo(points[1].x, points[1].y);
  }
  context.stroke();
}

/** Full detail: each connection's bezier, 2 units wide with round caps (ConnectionLayer's drawCurve). */
function paintCurves(context: PictureContext, connections: readonly FlowConnection[], byId: ReadonlyMap<number, FlowNode>, theme: RenderTheme): void {
  context.strokeStyle = cssColor(theme.connection);
  context.lineWidth = 2;
  context.lineCap = 'round';
  context.beginPath();
  for (const connection of connections) {
    const points = ends(connection, byId);
    if (!points) continue;
    const [start, c1, c2, end] = curveBetween(points[0], points[1]);
    context.moveTo(start.x, start.y);
    context.bezierCurveTo(c1.x, c1.y, c2.x, c2.y, end.x, end.y);
  }
  context.stroke();
}

/** One card as NodeView draws it: body, stripe, border, gear, title, summary, output labels, ports. */
function paintCard(context: PictureContext, node: FlowNode, theme: RenderTheme): void {
  const width = nodeWidth(node);
  const height = nodeHeight(node);
  const { x, y } = node;
  const kindColor = cssColor(NODE_KIND_COLORS[node.type]);
  const fill = cssColor(node.type === 'note' ? (NOTE_FILLS[String(node.config.color ?? 'neutral')] ?? theme.cardFill) : theme.cardFill);
  context.fillStyle = kindColor;
  context.beginPath();
  context.roundRect(x, y, width, height, CARD_RADIUS);
  context.fill();
  context.fillStyle = fill;
  context.beginPath();
  context.roundRect(x, y + CARD_STRIPE, width, height - CARD_STRIPE, CARD_RADIUS);
  context.rect(x, y + CARD_STRIPE, width, CARD_RADIUS);
  context.fill();
  // The border 1 wide inside the outline, as the engine's card draws it (a stroke centred on the outline would lie
  // half a pixel outside it, and the canvas's frame would move it when it replaces the picture).
  context.strokeStyle = cssColor(theme.cardStroke);
  context.globalAlpha = 0.9;
  context.lineWidth = 1;
  context.beginPath();
  context.roundRect(x + 0.5, y + 0.5, width - 1, height - 1, CARD_RADIUS - 0.5);
  context.stroke();
  context.globalAlpha = 1;
  const gear = gearCenter(node, width);
  if (gear) {
    context.fillStyle = cssColor(theme.textMuted);
    context.beginPath();
    traceGearOutline(context, x + gear.x, y + gear.y);
    context.fill();
    context.fillStyle = fill;
    context.beginPath();
    context.arc(x + gear.x, y + gear.y, GEAR_HOLE_RADIUS, 0, Math.PI * 2);
    context.fill();
  }
  paintWords(context, node, theme);
  paintPorts(context, node, kindColor, theme);
}

/**
 * Where the 2D API's text lands against pixi's bitmap text set at the same position (world units, measured on the
 * two pictures of one card at scales 0.73 and 1.5): a bitmap line's glyphs sit lower in its box than the font's em
 * box top. The small output labels differ by a pixel either way with the scale (glyphs rasterised at another size).
 */
const TITLE_DROP = 3.5;
const SUMMARY_DROP = 4;
const LABEL_DROP = 1;

function paintWords(context: PictureContext, node: FlowNode, theme: RenderTheme): void {
  const text = nodeCardText(node);
  context.textBaseline = 'top';
  context.textAlign = 'left';
  context.fillStyle = cssColor(theme.text);
  context.font = `600 ${TITLE_SIZE}px ${CARD_FONT_FAMILY}`;
  context.fillText(text.title, node.x + CARD_PADDING_X, node.y + TITLE_Y + 2 + TITLE_DROP);
  context.font = `${SUMMARY_SIZE}px ${CARD_FONT_FAMILY}`;
  context.fillStyle = cssColor(node.type === 'note' ? theme.text : theme.textMuted);
  const lines = text.wrap ? wrapLines(context, text.summary, text.wrapWidth) : [text.summary];
  lines.forEach((line, index) => context.fillText(line, node.x + CARD_PADDING_X, node.y + SUMMARY_Y + SUMMARY_DROP + index * NOTE_LINE_HEIGHT));
  if (text.outputs.length === 0) return;
  context.font = `${LABEL_SIZE}px ${CARD_FONT_FAMILY}`;
  context.fillStyle = cssColor(theme.textMuted);
  context.textAlign = 'right';
  context.textBaseline = 'middle';
  for (const label of text.outputs) context.fillText(label.text, node.x + label.x, node.y + label.y + LABEL_DROP);
}

/** Greedy word wrap within `width` (a note's text; pixi's wordWrap does the same on the WebGL card). */
export function wrapLines(context: Pick<PictureContext, 'measureText'>, text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && context.measureText(candidate).width > width) {
      lines.push(line);
      line = word;
    } else line = candidate;
  }
  if (line) lines.push(line);
  return lines;
}

function paintPorts(context: PictureContext, node: FlowNode, kindColor: string, theme: RenderTheme): void {
  context.lineWidth = 2;
  context.strokeStyle = kindColor;
  context.fillStyle = cssColor(theme.portFill);
  for (const [side, count] of [['input', node.inputs], ['output', node.outputs]] as const) {
    for (let index = 0; index < count; index += 1) {
      const { x, y } = portPosition(node, side, index);
      context.beginPath();
      context.arc(x, y, PORT_RADIUS, 0, Math.PI * 2);
      context.fill();
      context.stroke();
    }
  }
}
