// The nodes inside the covered area. Full detail: one pooled NodeView per node (acquired when it comes into
// the area, released when it leaves). Low detail: every covered node as a plain coloured box in ONE Graphics.
// Work is proportional to the covered nodes or the changed ids, never to the flow.
// Views for a newly covered area are built over several frames (build() with a deadline, on-screen nodes
// first); until its view exists a node is drawn as its low-detail box, so the picture is complete every frame
// and crossing into full detail costs a few milliseconds per frame instead of one long frame.
import { Container } from 'pixi.js';
import type { BBox } from 'rbush';
import { nodeBounds, nodeHeight, nodeWidth } from '../spatial/nodeGeometry';
import { batchedGraphics, inOwnRenderGroup } from './batchedGraphics';
import type { InteractionState, SceneSource } from './FlowRenderer';
import { NODE_KIND_COLORS } from './nodeKindStyle';
import { NodeView, type NodeViewState } from './NodeView';
import type { RenderTheme } from './renderTheme';
import { intersects } from './visibleWorld';
import { RenderChunks } from './RenderChunks';
import { ViewPool } from './ViewPool';
import { FIND_MATCH_COLOR } from './findHighlight';

/** Views per render group (see RenderChunks). */
const CHUNK_VIEWS = 16;

export class NodeLayer {
  readonly view = new Container();
  private readonly boxes = batchedGraphics();
  private readonly views = new Map<number, NodeView>();
  private readonly pool = new ViewPool(() => new NodeView());
  private readonly warming: NodeView[] = [];
  /** Covered node ids in low detail. */
  private readonly boxIds = new Set<number>();
  /** Full detail: covered ids still waiting for a view (drawn as boxes meanwhile), in build order. */
  private readonly pending = new Set<number>();
  private readonly chunks: RenderChunks;
  private boxesDirty = false;
  private lowDetail = false;

  constructor() {
    this.view.addChild(inOwnRenderGroup(this.boxes));
    this.chunks = new RenderChunks(this.view, CHUNK_VIEWS);
  }

  get visibleCount(): number {
    return this.lowDetail ? this.boxIds.size : this.views.size + this.pending.size;
  }

  /** Covered nodes still drawn as boxes while their views are built. */
  get pendingCount(): number {
    return this.pending.size;
  }

  get pooledCount(): number {
    return this.pool.size;
  }

  /** The node is drawn as a card (full detail, view built): its decorations are visible. */
  showsCard(id: number): boolean {
    return !this.lowDetail && this.views.has(id);
  }

  /**
   * Replaces the covered set (after the viewport left the covered area or the detail level changed). In full
   * detail the views are not built here: the ids queue for build(), those inside `visible` first.
   */
  cover(ids: readonly number[], lowDetail: boolean, visible: BBox, index: SceneSource['index']): void {
    if (lowDetail !== this.lowDetail) {
      this.lowDetail = lowDetail;
      for (const id of [...this.views.keys()]) this.release(id);
      this.boxIds.clear();
      this.pending.clear();
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
    const before = this.pending.size;
    for (const id of this.pending) if (!wanted.has(id)) this.pending.delete(id);
    const later: number[] = [];
    for (const id of ids) {
      if (this.views.has(id) || this.pending.has(id)) continue;
      const box = index.nodeBox(id);
      if (box && intersects(box, visible)) this.pending.add(id);
      else later.push(id);
    }
    for (const id of later) this.pending.add(id);
    if (this.pending.size > 0 || before > 0) this.boxesDirty = true;
  }

  /** Builds up to `limit` queued views, until `deadline` (performance.now() ms); returns how many it built. */
  build(scene: SceneSource, theme: RenderTheme, deadline: number, limit: number): number {
    if (this.pending.size === 0 || limit <= 0) return 0;
    let built = 0;
    for (const id of this.pending) {
      // At least one view per call, so the queue always drains.
      if (built >= limit || (built > 0 && performance.now() >= deadline)) break;
      this.pending.delete(id);
      this.show(scene, id, theme);
      built += 1;
    }
    // A built view covers its box, so the boxes are redrawn once the queue is empty, not every slice.
    if (this.pending.size === 0) this.boxesDirty = true;
    return built;
  }

  /**
   * Nodes a patch touched (moved, resized, edited, added, deleted): re-dressed, shown or hidden depending on where
   * they are now. At full detail `painted` hears the
   * world boxes the changed views painted before and paint now (a frame may repaint just those: paintedRegion.ts).
   */
  changed(scene: SceneSource, ids: Iterable<number>, covered: BBox, theme: RenderTheme, painted?: (box: BBox) => void): void {
    const paintedBy = (view: NodeView | undefined) => {
      const box = view?.paintedBox();
      if (box && painted) painted(box);
    };
    for (const id of ids) {
      const node = scene.model.getNode(id);
      const inside = node !== undefined && intersects(nodeBounds(node), covered);
      if (this.lowDetail) {
        if (inside) this.boxIds.add(id);
        else this.boxIds.delete(id);
        this.boxesDirty = true;
      } else if (!inside) {
        paintedBy(this.views.get(id));
        this.release(id);
        if (this.pending.delete(id)) this.boxesDirty = true;
      } else {
        const view = this.views.get(id);
        if (view) {
          paintedBy(view);
          view.bind(node, theme, stateOf(scene.interaction, id));
          paintedBy(view);
        } else if (this.pending.has(id)) this.boxesDirty = true;
        else {
          this.show(scene, id, theme);
          paintedBy(this.views.get(id));
        }
      }
    }
  }

  /** Selection, hover or disabled ports changed: O(views on stage). `painted` hears the world box of each view whose look changed. */
  refreshStates(interaction: InteractionState, painted?: (box: BBox) => void): void {
    for (const [id, view] of this.views) {
      if (!view.setState(stateOf(interaction, id)) || !painted) continue;
      const box = view.paintedBox();
      if (box) painted(box);
    }
  }

  /**
   * A repaint (PixiFlowRenderer.repaint) draws only the views whose painted box meets `region`; null: every view.
   * Without a GPU every triangle of a frame is set up and clipped even where the repaint's scissor cuts it away
   * (bench/README, "Triangles per frame"), so the views outside the region are left out of the frame. O(views on stage).
   */
  limitTo(region: BBox | null): void {
    for (const view of this.views.values()) {
      const box = view.paintedBox();
      view.container.renderable = region === null || (box !== null && intersects(box, region));
    }
  }

  /** Re-dresses every view (theme change). */
  rebindAll(scene: SceneSource, theme: RenderTheme): void {
    for (const [id, view] of this.views) {
      const node = scene.model.getNode(id);
      if (node) view.bind(node, theme, stateOf(scene.interaction, id));
    }
    this.boxesDirty = true;
  }

  /** Redraws the boxes (low detail: every covered node; full detail: the nodes still waiting for a view). */
  flush(scene: SceneSource, theme: RenderTheme): void {
    if (!this.boxesDirty) return;
    this.boxesDirty = false;
    const boxes = this.boxes;
    boxes.clear();
    const ids = this.lowDetail ? this.boxIds : this.pending;
    const selection = scene.interaction.selection;
    const focused = scene.interaction.keyboardFocusVisible ? scene.interaction.keyboardFocus : null;
    for (const id of ids) {
      const node = scene.model.getNode(id);
      if (!node) continue;
      // The keyboard focus shows at low detail too: the box in the text colour, framed.
      if (id === focused) boxes.rect(node.x - 12, node.y - 12, nodeWidth(node) + 24, nodeHeight(node) + 24).fill({ color: theme.text });
      const color = selection.has(id) ? theme.accent : scene.interaction.findMatches.has(id) ? FIND_MATCH_COLOR : NODE_KIND_COLORS[node.type];
      boxes.rect(node.x, node.y, nodeWidth(node), nodeHeight(node)).fill({ color });
    }
  }

  /** Selection shows in low detail too. */
  markBoxesDirty(): void {
    if (this.lowDetail || this.pending.size > 0) this.boxesDirty = true;
  }

  clear(): void {
    for (const id of [...this.views.keys()]) this.release(id);
    this.boxIds.clear();
    this.pending.clear();
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
    const view = this.pool.acquire((free) => free.nodeType === node.type);
    view.bind(node, theme, stateOf(scene.interaction, id));
    this.views.set(id, view);
    this.chunks.add(view.container);
  }

  private release(id: number): void {
    const view = this.views.get(id);
    if (!view) return;
    this.views.delete(id);
    view.unbind();
    view.container.renderable = true;
    this.chunks.remove(view.container);
    this.pool.release(view);
  }

  /**
   * Fills the pool up to `count` views, dressed for `sample` nodes and added to `stage` so one offscreen render
   * prepares their GPU data (label glyph quads, shared card contexts) and warms the code paths; give them back
   * with endWarmUp(). Until `deadline` (performance.now() ms); returns how many views the pool then holds.
   */
  warmUp(scene: SceneSource, theme: RenderTheme, sample: readonly number[], count: number, stage: Container, deadline: number): number {
    const made: NodeView[] = [];
    for (let i = 0; this.pool.size + made.length < count && sample.length > 0 && performance.now() < deadline; i += 1) {
      const node = scene.model.getNode(sample[i % sample.length]!);
      if (!node) break;
      const view = new NodeView();
      view.bind(node, theme, stateOf(scene.interaction, node.id));
      stage.addChild(view.container);
      made.push(view);
    }
    this.warming.push(...made);
    return this.pool.size + made.length;
  }

  /** The views of warmUp() go to the pool. */
  endWarmUp(): void {
    for (const view of this.warming) {
      view.container.parent?.removeChild(view.container);
      view.unbind();
      this.pool.release(view);
    }
    this.warming.length = 0;
  }
}

export function stateOf(interaction: InteractionState, id: number): NodeViewState {
  return {
    selected: interaction.selection.has(id),
    hovered: interaction.hoveredNode === id,
    disabled: interaction.drawing !== null && interaction.disabledNodes.has(id),
    hoveredPort: interaction.hoveredPort,
    warnings: interaction.warningCounts.get(id) ?? 0,
    find: interaction.findCurrent === id ? 'current' : interaction.findMatches.has(id) ? 'match' : 'none',
    focused: interaction.keyboardFocusVisible && interaction.keyboardFocus === id,
  };
}
