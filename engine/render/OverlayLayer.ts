// What sits above the flow: the incomplete connection following the pointer, the ghost node, the selection box.
import { AlphaFilter, Container, Graphics } from 'pixi.js';
import { getNodeKind } from '../model/kinds/nodeKindRegistry';
import type { FlowNode } from '../model/flowTypes';
import { curveBetween } from '../spatial/connectionCurve';
import { portPosition } from '../spatial/nodeGeometry';
import { drawCurve } from './ConnectionLayer';
import type { SceneSource } from './FlowRenderer';
import { NodeView } from './NodeView';
import type { RenderTheme } from './renderTheme';

const GHOST_ALPHA = 0.6;

export class OverlayLayer {
  readonly view = new Container();
  private readonly drawing = new Graphics();
  private readonly box = new Graphics();
  private readonly ghost = new NodeView();

  constructor() {
    // One composited alpha for the whole card (a container alpha would let the overlapping shapes show through).
    this.ghost.container.filters = [new AlphaFilter({ alpha: GHOST_ALPHA })];
    this.ghost.container.visible = false;
    this.view.addChild(this.drawing, this.ghost.container, this.box);
  }

  update(scene: SceneSource, theme: RenderTheme): void {
    const { drawing, ghost, selectionBox } = scene.interaction;

    this.drawing.clear();
    const startNode = drawing ? scene.model.getNode(drawing.start.nodeId) : undefined;
    if (drawing && startNode) {
      const port = portPosition(startNode, drawing.start.side, drawing.start.port);
      if (drawing.pointer) {
        const curve = drawing.start.side === 'output' ? curveBetween(port, drawing.pointer) : curveBetween(drawing.pointer, port);
        drawCurve(this.drawing, curve, 2, theme.accent);
      }
      this.drawing.circle(port.x, port.y, 8).stroke({ width: 2, color: theme.accent });
    }

    if (ghost) {
      const kind = getNodeKind(ghost.type);
      const node: FlowNode = { id: 0, type: ghost.type, x: ghost.x, y: ghost.y, ...kind.ports(ghost.config), config: ghost.config };
      this.ghost.bind(node, theme, { selected: true, hovered: false, disabled: false, hoveredPort: null, warnings: 0 });
      this.ghost.container.visible = true;
    } else {
      this.ghost.container.visible = false;
    }

    this.box.clear();
    if (selectionBox) {
      const { minX, minY, maxX, maxY } = selectionBox;
      this.box.rect(minX, minY, maxX - minX, maxY - minY).fill({ color: theme.selectionFill, alpha: 0.08 }).stroke({ width: 1, color: theme.selectionFill, pixelLine: true });
    }
  }

  destroy(): void {
    this.ghost.destroy();
    this.view.destroy({ children: true });
  }
}
