// What sits above the flow: the incomplete connection following the pointer, the ghost (one node or a pasted
// group with its connections; cards titled with their kind, ghostNodes.ts), the selection box. A large pasted group shows its first cards in full and the
// rest as plain boxes, so a ghost costs the same whatever was copied.
import { AlphaFilter, Container } from 'pixi.js';
import type { FlowFragment } from '../model/clipboard';
import type { BBox } from 'rbush';
import { curveBetween, curveBounds } from '../spatial/connectionCurve';
import { nodeHeight, nodeWidth, portPosition } from '../spatial/nodeGeometry';
import { batchedGraphics } from './batchedGraphics';
import { CURVE_REACH, drawCurve } from './ConnectionLayer';
import { ghostNodes } from './ghostNodes';
import type { SceneSource } from './FlowRenderer';
import { NodeView } from './NodeView';
import type { RenderTheme } from './renderTheme';
import { growBox, unionBox } from './paintedRegion';

const GHOST_ALPHA = 0.6;
/** How far the ring at a drawn connection's port reaches from its centre (radius 8, a 2 wide stroke), world units. */
const PORT_RING_REACH = 10;
/** Ghost nodes drawn as full cards; beyond this, plain boxes (and no connections). */
const GHOST_FULL_CARDS = 40;

export class OverlayLayer {
  readonly view = new Container();
  private readonly drawing = batchedGraphics();
  private readonly box = batchedGraphics();
  private readonly ghost = new Container();
  private readonly ghostLines = batchedGraphics();
  private readonly ghostViews: NodeView[] = [];
  /** The world boxes the connection being drawn and the selection box were last drawn in (null: not shown). */
  private readonly paintedBoxes: Record<'drawing' | 'box', BBox | null> = { drawing: null, box: null };
  /** What the ghost's content was drawn for: a pointer move then only moves the ghost container. */
  private ghostDrawn: { fragment: FlowFragment; theme: RenderTheme } | null = null;

  constructor() {
    // One composited alpha for the whole ghost (a container alpha would let the overlapping shapes show through).
    this.ghost.filters = [new AlphaFilter({ alpha: GHOST_ALPHA })];
    this.ghost.visible = false;
    this.ghost.addChild(this.ghostLines);
    this.view.addChild(this.drawing, this.ghost, this.box);
  }

  /** The ghost is shown: its alpha filter renders it offscreen first, so a frame cannot repaint part of the canvas. */
  get drawsOffscreen(): boolean {
    return this.ghost.visible;
  }

  /**
   * Draws the overlays for `scene.interaction`; `painted` hears the world boxes the connection being drawn and the
   * selection box were drawn in before and are drawn in now (the ghost is never repainted in part: drawsOffscreen).
   */
  update(scene: SceneSource, theme: RenderTheme, painted?: (box: BBox) => void): void {
    const { drawing, ghost, selectionBox } = scene.interaction;

    this.drawing.clear();
    let drawingBox: BBox | null = null;
    const startNode = drawing ? scene.model.getNode(drawing.start.nodeId) : undefined;
    if (drawing && startNode) {
      const port = portPosition(startNode, drawing.start.side, drawing.start.port);
      drawingBox = growBox({ minX: port.x, minY: port.y, maxX: port.x, maxY: port.y }, PORT_RING_REACH);
      if (drawing.pointer) {
        const curve = drawing.start.side === 'output' ? curveBetween(port, drawing.pointer) : curveBetween(drawing.pointer, port);
        drawCurve(this.drawing, curve, 2, theme.accent);
        drawingBox = unionBox(drawingBox, growBox(curveBounds(curve), CURVE_REACH));
      }
      this.drawing.circle(port.x, port.y, 8).stroke({ width: 2, color: theme.accent });
    }
    this.reportPainted('drawing', drawingBox, painted);

    if (ghost) {
      if (this.ghostDrawn?.fragment !== ghost.fragment || this.ghostDrawn.theme !== theme) this.drawGhost(ghost.fragment, theme);
      this.ghost.position.set(ghost.x, ghost.y);
      this.ghost.visible = true;
    } else {
      this.ghost.visible = false;
    }

    this.box.clear();
    if (selectionBox) {
      const { minX, minY, maxX, maxY } = selectionBox;
      this.box.rect(minX, minY, maxX - minX, maxY - minY).fill({ color: theme.selectionFill, alpha: 0.08 }).stroke({ width: 1, color: theme.selectionFill, pixelLine: true });
    }
    // The box's one-pixel line lies on its edges: the canvas pixels around the region (paintedRegion.ts) cover it.
    this.reportPainted('box', selectionBox ? { ...selectionBox } : null, painted);
  }

  /** Where `part` was drawn and is drawn now, to `painted`; remembers the new box. */
  private reportPainted(part: 'drawing' | 'box', now: BBox | null, painted?: (box: BBox) => void): void {
    const before = this.paintedBoxes[part];
    this.paintedBoxes[part] = now;
    if (!painted) return;
    if (before) painted(before);
    if (now) painted(now);
  }

  /** The fragment's cards, connections or boxes, relative to its top-left corner (the container's position). */
  private drawGhost(fragment: FlowFragment, theme: RenderTheme): void {
    this.ghostDrawn = { fragment, theme };
    const nodes = ghostNodes(fragment);
    const full = Math.min(nodes.length, GHOST_FULL_CARDS);
    while (this.ghostViews.length < full) {
      const view = new NodeView();
      this.ghostViews.push(view);
      this.ghost.addChild(view.container);
    }
    for (const [index, view] of this.ghostViews.entries()) {
      view.container.visible = index < full;
      if (index < full) view.bind(nodes[index]!, theme, { selected: true, hovered: false, disabled: false, hoveredPort: null, warnings: 0, find: 'none', focused: false });
    }
    const lines = this.ghostLines.clear();
    if (nodes.length <= GHOST_FULL_CARDS) {
      for (const { from, to } of fragment.connections) {
        const source = nodes[from[0]];
        const target = nodes[to[0]];
        if (source && target) drawCurve(lines, curveBetween(portPosition(source, 'output', from[1]), portPosition(target, 'input', to[1])), 2, theme.accent, 'butt');
      }
    } else {
      for (let index = full; index < nodes.length; index += 1) {
        const node = nodes[index]!;
        lines.rect(node.x, node.y, nodeWidth(node), nodeHeight(node));
      }
      lines.fill({ color: theme.accent, alpha: 0.5 });
    }
  }

  destroy(): void {
    for (const view of this.ghostViews) view.destroy();
    this.view.destroy({ children: true });
  }
}
