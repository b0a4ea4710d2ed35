// The nodes inside the covered area. Full detail: one pooled NodeView per node (acquired when it comes into
// the area, released when it leaves). Low detail: every covered node as a plain coloured box in ONE Graphics.
// Work is proportional to the covered nodes or the changed ids, never to the flow.
import { Container, Graphics } from 'pixi.js';
import type { BBox } from 'rbush';
import { nodeBounds, nodeHeight, nodeWidth } from '../spatial/nodeGeometry';
import type { InteractionState, SceneSource } from './FlowRenderer';
import { NODE_KIND_COLORS } from './nodeKindStyle';
import { NodeView, type NodeViewState } from './NodeView';
import type { RenderTheme } from './renderTheme';
import { intersects } from './visibleWorld';
import { ViewPool } from './ViewPool';

export class NodeLayer {
  readonly view = new Container();
  private readonly boxes = new Graphics();
  private readonly views = new Map<number, NodeView>();
  private readonly pool = new ViewPool(() => new NodeView());
  /** Covered node ids in low detail. */
  private readonly boxIds = new Set<number>();
  private boxesDirty = false;
  private lowDetail = false;

  constructor() {
    this.view.addChild(this.boxes);
  }

  get visibleCount(): number {
    return this.lowDetail ? this.boxIds.size : this.views.size;
  }

  get pooledCount(): number {
    return this.pool.size;
  }

  /** Replaces the covered set (after the viewport left the covered area or the detail level changed). */
  cover(scene: SceneSource, ids: readonly number[], lowDetail: boolean, theme: RenderTheme): void {
    if (lowDetail !== this.lowDetail) {
      this.lowDetail = lowDetail;
      for (const id of [...this.views.keys()]) this.release(id);
      this.boxIds.clear();
      this.boxesDirty = true;
    }
    if (lowDetail) {
      this.boxIds.clear();
      for (const id of ids) this.boxIds.add(id);
      this.boxesDirty = true;
      return;
    }
    const wanted = new Set(ids);
    for (const id of [...this.views.keys()]) if (!wanted.has(id)) this.release(id);
    for (const id of ids) if (!this.views.has(id)) this.show(scene, id, theme);
  }

  /** Nodes a patch touched: re-dressed, shown or hidden depending on where they are now. */
  changed(scene: SceneSource, ids: Iterable<number>, covered: BBox, theme: RenderTheme): void {
    for (const id of ids) {
      const node = scene.model.getNode(id);
      const inside = node !== undefined && intersects(nodeBounds(node), covered);
      if (this.lowDetail) {
        if (inside) this.boxIds.add(id);
        else this.boxIds.delete(id);
        this.boxesDirty = true;
      } else if (!inside) {
        this.release(id);
      } else {
        const view = this.views.get(id);
        if (view) view.bind(node, theme, stateOf(scene.interaction, id));
        else this.show(scene, id, theme);
      }
    }
  }

  /** Selection, hover or disabled ports changed: O(views on stage). */
  refreshStates(interaction: InteractionState): void {
    for (const [id, view] of this.views) view.setState(stateOf(interaction, id));
  }

  /** Re-dresses every view (theme change). */
  rebindAll(scene: SceneSource, theme: RenderTheme): void {
    for (const [id, view] of this.views) {
      const node = scene.model.getNode(id);
      if (node) view.bind(node, theme, stateOf(scene.interaction, id));
    }
    this.boxesDirty = true;
  }

  /** Redraws the low-detail boxes when something changed. */
  flush(scene: SceneSource, theme: RenderTheme): void {
    if (!this.boxesDirty) return;
    this.boxesDirty = false;
    const boxes = this.boxes;
    boxes.clear();
    if (!this.lowDetail) return;
    const selection = scene.interaction.selection;
    for (const id of this.boxIds) {
      const node = scene.model.getNode(id);
      if (!node) continue;
      boxes.rect(node.x, node.y, nodeWidth(node), nodeHeight(node)).fill({ color: selection.has(id) ? theme.accent : NODE_KIND_COLORS[node.type] });
    }
  }

  /** Selection shows in low detail too. */
  markBoxesDirty(): void {
    if (this.lowDetail) this.boxesDirty = true;
  }

  clear(): void {
    for (const id of [...this.views.keys()]) this.release(id);
    this.boxIds.clear();
    this.boxes.clear();
  }

  destroy(): void {
    this.clear();
    this.pool.drain((view) => view.destroy());
    this.view.destroy({ children: true });
  }

  private show(scene: SceneSource, id: number, theme: RenderTheme): void {
    const node = scene.model.getNode(id);
    if (!node) return;
    const view = this.pool.acquire();
    view.bind(node, theme, stateOf(scene.interaction, id));
    this.views.set(id, view);
    this.view.addChild(view.container);
  }

  private release(id: number): void {
    const view = this.views.get(id);
    if (!view) return;
    this.views.delete(id);
    view.unbind();
    this.view.removeChild(view.container);
    this.pool.release(view);
  }
}

export function stateOf(interaction: InteractionState, id: number): NodeViewState {
  return {
    selected: interaction.selection.has(id),
    hovered: interaction.hoveredNode === id,
    disabled: interaction.drawing !== null && interaction.disabledNodes.has(id),
    hoveredPort: interaction.hoveredPort,
  };
}
