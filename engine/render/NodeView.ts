// One node on stage at full detail: a rounded card with the kind's colour stripe, kind label and id, a gear
// for operation kinds, input ports on the left and outputs on the right, and selected/hovered outlines.
// Views are pooled: bind() re-dresses a view for another node by pointing it at cached contexts.
import { BitmapText, Container, Graphics } from 'pixi.js';
import type { FlowNode } from '../model/flowTypes';
import { nodeHeight, nodeWidth } from '../spatial/nodeGeometry';
import { FLOW_FONT, FLOW_FONT_BOLD } from './flowFont';
import type { PortRefOnSide } from './FlowRenderer';
import { NODE_KIND_LABELS } from './nodeKindStyle';
import { cardContext, outlineContext, portsContext, warningContext } from './nodeGraphics';
import { WARNING_ICON_SIZE, warningIconCenter } from '../spatial/warningIcon';
import type { RenderTheme } from './renderTheme';

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
  /** Number of warnings (0: no icon). */
  warnings: number;
}

export class NodeView {
  readonly container = new Container();
  nodeId = 0;
  /** The kind last shown (kept while pooled): a view re-dressed for the same kind keeps its title as laid out. */
  nodeType: FlowNode['type'] | null = null;
  // The vector parts point at shared, cached contexts (nodeGraphics.ts); only the labels are per view.
  private readonly outline = new Graphics();
  private readonly card = new Graphics();
  private readonly ports = new Graphics();
  private readonly warning = new Graphics();
  private readonly title = new BitmapText({ text: '', style: { fontFamily: FLOW_FONT_BOLD, fontSize: TITLE_SIZE } });
  private readonly subtitle = new BitmapText({ text: '', style: { fontFamily: FLOW_FONT, fontSize: SUBTITLE_SIZE } });
  private node: FlowNode | null = null;
  private theme: RenderTheme | null = null;

  constructor() {
    this.container.addChild(this.outline, this.card, this.title, this.subtitle, this.ports, this.warning);
    this.title.position.set(PADDING_X, 16);
    this.subtitle.position.set(PADDING_X, 38);
  }

  /** Dresses the view for `node` (its config and shape as they are now). */
  bind(node: FlowNode, theme: RenderTheme, state: NodeViewState): void {
    this.nodeId = node.id;
    this.nodeType = node.type;
    this.node = node;
    this.theme = theme;
    this.container.position.set(node.x, node.y);
    this.card.context = cardContext(node, nodeWidth(node), nodeHeight(node), theme);
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
    this.outline.context = outlineContext(width, height, state.selected, state.hovered, theme);
    const hoveredPort = state.hoveredPort && state.hoveredPort.nodeId === node.id ? `${state.hoveredPort.side}:${state.hoveredPort.port}` : '';
    this.ports.context = portsContext(node, width, height, state.disabled, hoveredPort, theme);
    this.warning.visible = state.warnings > 0;
    if (state.warnings > 0) {
      const center = warningIconCenter(node);
      this.warning.context = warningContext(center.x, center.y, WARNING_ICON_SIZE, theme);
    }
  }

  /** Marks the view as showing nothing (pooled); the next bind redraws what it needs. */
  unbind(): void {
    this.node = null;
  }

  destroy(): void {
    this.container.destroy({ children: true });
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
