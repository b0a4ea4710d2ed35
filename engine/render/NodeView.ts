// One node on stage at full detail: a rounded card with the kind's colour stripe, kind label and id, a gear
// for operation kinds, input ports on the left and outputs on the right, selected/hovered outlines and the keyboard
// focus ring.
// Views are pooled: bind() re-dresses a view for another node by pointing it at cached contexts.
import { BitmapText, Container, Graphics } from 'pixi.js';
import type { FlowNode } from '../model/flowTypes';
import { nodeHeight, nodeWidth, PORT_RADIUS } from '../spatial/nodeGeometry';
import { FLOW_FONT, FLOW_FONT_BOLD } from './flowFont';
import type { PortRefOnSide } from './FlowRenderer';
import { nodeCardText, CARD_PADDING_X, LABEL_SIZE, NOTE_LINE_HEIGHT, SUMMARY_SIZE, SUMMARY_Y, TITLE_SIZE, TITLE_Y } from './nodeCardText';
import { findHighlightContext, type FindMark } from './findHighlight';
import { cardContext, focusRingContext, outlineContext, portsContext, warningContext } from './nodeGraphics';
import { WARNING_ICON_SIZE, warningIconCenter } from '../spatial/warningIcon';
import type { RenderTheme } from './renderTheme';
import type { BBox } from 'rbush';

/**
 * How far outside its card a view paints (world units): the find ring (7 out, 4 wide) and the focus ring (7 out,
 * 3 wide) reach 9, a hovered port's circle (radius PORT_RADIUS + 2, a 2 wide stroke) 9 beyond the edge.
 */
const PAINTED_REACH = Math.max(9, PORT_RADIUS + 3) + 1;

function paintedBoxOf(node: FlowNode): BBox {
  return { minX: node.x - PAINTED_REACH, minY: node.y - PAINTED_REACH, maxX: node.x + nodeWidth(node) + PAINTED_REACH, maxY: node.y + nodeHeight(node) + PAINTED_REACH };
}

export interface NodeViewState {
  selected: boolean;
  hovered: boolean;
  /** Ports greyed: the node cannot take the connection being drawn. */
  disabled: boolean;
  hoveredPort: PortRefOnSide | null;
  /** Number of warnings (0: no icon). */
  warnings: number;
  /** Find's highlight. */
  find: FindMark;
  /** The keyboard focus (issue 25): a thick ring in the text colour, outside the selection outline. */
  focused: boolean;
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
  private readonly subtitle = new BitmapText({ text: '', style: { fontFamily: FLOW_FONT, fontSize: SUMMARY_SIZE, lineHeight: NOTE_LINE_HEIGHT } });
  /** Output labels beside the ports (grown on demand, hidden when unused). */
  private readonly outputLabels: BitmapText[] = [];
  private readonly findRing = new Graphics();
  private readonly focusRing = new Graphics();
  private node: FlowNode | null = null;
  private theme: RenderTheme | null = null;
  private box: BBox | null = null;

  constructor() {
    this.container.addChild(this.focusRing, this.findRing, this.outline, this.card, this.title, this.subtitle, this.ports, this.warning);
    this.title.position.set(CARD_PADDING_X, TITLE_Y + 2);
    this.subtitle.position.set(CARD_PADDING_X, SUMMARY_Y);
  }

  /** Dresses the view for `node` (its config and shape as they are now). */
  bind(node: FlowNode, theme: RenderTheme, state: NodeViewState): void {
    this.nodeId = node.id;
    this.nodeType = node.type;
    this.node = node;
    this.theme = theme;
    this.container.position.set(node.x, node.y);
    this.box = paintedBoxOf(node);
    this.card.context = cardContext(node, nodeWidth(node), nodeHeight(node), theme);
    // Laid out here, when the view is dressed for a node or its config changed, never per frame.
    const text = nodeCardText(node);
    this.title.text = text.title;
    this.title.tint = theme.text;
    if (this.subtitle.style.wordWrap !== text.wrap || this.subtitle.style.wordWrapWidth !== text.wrapWidth) {
      this.subtitle.style.wordWrap = text.wrap;
      this.subtitle.style.wordWrapWidth = text.wrapWidth;
    }
    this.subtitle.text = text.summary;
    this.subtitle.tint = node.type === 'note' ? theme.text : theme.textMuted;
    for (let index = 0; index < Math.max(text.outputs.length, this.outputLabels.length); index += 1) {
      const layout = text.outputs[index];
      let label = this.outputLabels[index];
      if (!layout) {
        if (label) label.visible = false;
        continue;
      }
      if (!label) {
        label = new BitmapText({ text: '', style: { fontFamily: FLOW_FONT, fontSize: LABEL_SIZE } });
        label.anchor.set(1, 0.5);
        this.outputLabels.push(label);
        this.container.addChild(label);
      }
      label.visible = true;
      label.text = layout.text;
      label.tint = theme.textMuted;
      label.position.set(layout.x, layout.y);
    }
    this.setState(state);
  }

  /** Dresses the view for `state`; answers whether its look changed (false when it was already dressed so). */
  setState(state: NodeViewState): boolean {
    const node = this.node;
    const theme = this.theme;
    if (!node || !theme) return false;
    const width = nodeWidth(node);
    const height = nodeHeight(node);
    const hoveredPort = state.hoveredPort && state.hoveredPort.nodeId === node.id ? `${state.hoveredPort.side}:${state.hoveredPort.port}` : '';
    const outline = outlineContext(width, height, state.selected, state.hovered, theme);
    const findRing = findHighlightContext(width, height, state.find);
    const focusRing = focusRingContext(width, height, state.focused, theme);
    const ports = portsContext(node, width, height, state.disabled, hoveredPort, theme);
    const warningShown = state.warnings > 0;
    let changed =
      outline !== this.outline.context ||
      findRing !== this.findRing.context ||
      focusRing !== this.focusRing.context ||
      ports !== this.ports.context ||
      warningShown !== this.warning.visible;
    this.outline.context = outline;
    this.findRing.context = findRing;
    this.focusRing.context = focusRing;
    this.ports.context = ports;
    this.warning.visible = warningShown;
    if (warningShown) {
      const center = warningIconCenter(node);
      const warning = warningContext(center.x, center.y, WARNING_ICON_SIZE, theme);
      changed ||= warning !== this.warning.context;
      this.warning.context = warning;
    }
    return changed;
  }

  /**
   * The world box the view paints in, its looks included: the card and what is drawn around it (the focus and
   * find rings 7 units out, a hovered port's circle over the edge), where it was last dressed (bind): before a
   * moved node's view is dressed again, its old box. Null while the view shows no node.
   */
  paintedBox(): BBox | null {
    return this.node ? this.box : null;
  }

  /** Marks the view as showing nothing (pooled); the next bind redraws what it needs. */
  unbind(): void {
    this.node = null;
  }

  destroy(): void {
    this.container.destroy({ children: true });
  }
}
