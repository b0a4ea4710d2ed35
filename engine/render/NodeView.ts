// One node on stage at full detail: a rounded card with the kind's colour stripe, kind label and id, a gear
// for operation kinds, input ports on the left and outputs on the right, and selected/hovered outlines.
// Views are pooled: bind() re-dresses a view for another node and redraws only what differs.
import { BitmapText, Container, Graphics } from 'pixi.js';
import { getNodeKind } from '../model/kinds/nodeKindRegistry';
import type { FlowNode } from '../model/flowTypes';
import { nodeHeight, nodeWidth, PORT_RADIUS, portPosition, type PortSide } from '../spatial/nodeGeometry';
import { FLOW_FONT, FLOW_FONT_BOLD } from './flowFont';
import type { PortRefOnSide } from './FlowRenderer';
import { NODE_KIND_COLORS, NODE_KIND_LABELS, NOTE_FILLS } from './nodeKindStyle';
import type { RenderTheme } from './renderTheme';

const RADIUS = 8;
const STRIPE = 5;
const PADDING_X = 14;
const TITLE_SIZE = 14;
const SUBTITLE_SIZE = 12;
const SUBTITLE_MAX_CHARS = 30;

export interface NodeViewState {
  selected: boolean;
  hovered: boolean;
  /** Ports greyed: the node cannot take the connection being drawn. */
  disabled: boolean;
  hoveredPort: PortRefOnSide | null;
}

export class NodeView {
  readonly container = new Container();
  nodeId = 0;
  private readonly outline = new Graphics();
  private readonly card = new Graphics();
  private readonly gear = new Graphics();
  private readonly ports = new Graphics();
  private readonly title = new BitmapText({ text: '', style: { fontFamily: FLOW_FONT_BOLD, fontSize: TITLE_SIZE } });
  private readonly subtitle = new BitmapText({ text: '', style: { fontFamily: FLOW_FONT, fontSize: SUBTITLE_SIZE } });
  private node: FlowNode | null = null;
  private theme: RenderTheme | null = null;
  private cardKey = '';
  private portKey = '';
  private outlineKey = '';

  constructor() {
    this.container.addChild(this.outline, this.card, this.gear, this.title, this.subtitle, this.ports);
    this.title.position.set(PADDING_X, 16);
    this.subtitle.position.set(PADDING_X, 38);
  }

  /** Dresses the view for `node` (its config and shape as they are now). */
  bind(node: FlowNode, theme: RenderTheme, state: NodeViewState): void {
    this.nodeId = node.id;
    this.node = node;
    if (this.theme !== theme) {
      this.theme = theme;
      this.cardKey = this.portKey = this.outlineKey = '';
    }
    this.container.position.set(node.x, node.y);
    const width = nodeWidth(node);
    const height = nodeHeight(node);
    const noteColor = node.type === 'note' ? String(node.config.color ?? 'neutral') : '';
    const cardKey = `${node.type}|${width}|${height}|${noteColor}`;
    if (cardKey !== this.cardKey) {
      this.cardKey = cardKey;
      this.drawCard(node, width, height, theme);
    }
    this.title.text = NODE_KIND_LABELS[node.type];
    this.title.tint = theme.text;
    this.subtitle.text = subtitleOf(node);
    this.subtitle.tint = theme.textMuted;
    this.setState(state);
  }

  setState(state: NodeViewState): void {
    const node = this.node;
    const theme = this.theme;
    if (!node || !theme) return;
    const width = nodeWidth(node);
    const height = nodeHeight(node);
    const outlineKey = `${width}|${height}|${state.selected}|${state.hovered}`;
    if (outlineKey !== this.outlineKey) {
      this.outlineKey = outlineKey;
      this.outline.clear();
      if (state.selected) this.outline.roundRect(-3, -3, width + 6, height + 6, RADIUS + 3).stroke({ width: 2, color: theme.accent });
      else if (state.hovered) this.outline.roundRect(-2, -2, width + 4, height + 4, RADIUS + 2).stroke({ width: 1.5, color: theme.accent, alpha: 0.45 });
    }
    const hoveredPort = state.hoveredPort && state.hoveredPort.nodeId === node.id ? `${state.hoveredPort.side}:${state.hoveredPort.port}` : '';
    const portKey = `${width}|${height}|${node.inputs}|${node.outputs}|${state.disabled}|${hoveredPort}`;
    if (portKey !== this.portKey) {
      this.portKey = portKey;
      this.drawPorts(node, theme, state.disabled, hoveredPort);
    }
  }

  /** Marks the view as showing nothing (pooled); the next bind redraws what it needs. */
  unbind(): void {
    this.node = null;
  }

  destroy(): void {
    this.container.destroy({ children: true });
  }

  private drawCard(node: FlowNode, width: number, height: number, theme: RenderTheme): void {
    const kindColor = NODE_KIND_COLORS[node.type];
    const fill = node.type === 'note' ? (NOTE_FILLS[String(node.config.color)] ?? theme.cardFill) : theme.cardFill;
    const card = this.card;
    card.clear();
    // The whole card in the kind's colour, then the body over it below the stripe (square top corners).
    card.roundRect(0, 0, width, height, RADIUS).fill({ color: kindColor });
    card.roundRect(0, STRIPE, width, height - STRIPE, RADIUS).fill({ color: fill });
    card.rect(0, STRIPE, width, RADIUS).fill({ color: fill });
    card.roundRect(0, 0, width, height, RADIUS).stroke({ width: 1, color: theme.cardStroke, alpha: 0.9 });

    this.gear.clear();
    if (getNodeKind(node.type).operation) drawGear(this.gear, width - 22, 24, theme.textMuted, fill);
  }

  private drawPorts(node: FlowNode, theme: RenderTheme, disabled: boolean, hoveredPort: string): void {
    const ports = this.ports;
    ports.clear();
    const kindColor = NODE_KIND_COLORS[node.type];
    const sides: [PortSide, number][] = [
      ['input', node.inputs],
      ['output', node.outputs],
    ];
    for (const [side, count] of sides) {
      for (let index = 0; index < count; index += 1) {
        const at = portPosition(node, side, index);
        const x = at.x - node.x;
        const y = at.y - node.y;
        const hovered = hoveredPort === `${side}:${index}`;
        if (disabled) {
          ports.circle(x, y, PORT_RADIUS).fill({ color: theme.portDisabled }).stroke({ width: 2, color: theme.portDisabled });
        } else if (hovered) {
          ports.circle(x, y, PORT_RADIUS + 2).fill({ color: kindColor }).stroke({ width: 2, color: theme.portFill });
        } else {
          ports.circle(x, y, PORT_RADIUS).fill({ color: theme.portFill }).stroke({ width: 2, color: kindColor });
        }
      }
    }
  }
}

function subtitleOf(node: FlowNode): string {
  if (node.id === 0) return 'Click to place';
  if (node.type === 'note') {
    const text = String(node.config.text ?? '').replace(/\s+/g, ' ').trim();
    if (text) return text.length > SUBTITLE_MAX_CHARS ? `${text.slice(0, SUBTITLE_MAX_CHARS - 1)}…` : text;
  }
  return `#${node.id}`;
}

/** A small cog: eight teeth around a ring. */
function drawGear(graphics: Graphics, cx: number, cy: number, color: number, hole: number): void {
  const teeth = 8;
  const outer = 7.5;
  const inner = 5.5;
  const points: number[] = [];
  for (let step = 0; step < teeth * 4; step += 1) {
    const angle = (step / (teeth * 4)) * Math.PI * 2;
    const radius = step % 4 < 2 ? outer : inner;
    points.push(cx + Math.cos(angle) * radius, cy + Math.sin(angle) * radius);
  }
  graphics.poly(points).fill({ color });
  graphics.circle(cx, cy, 2.5).fill({ color: hole });
}
