// The connections inside the covered area. Full detail: one pooled Graphics per connection (bezier, hover and
// active colours). Low detail: all covered connections as straight 1 px lines batched in ONE Graphics.
// As with nodes, full-detail views for a newly covered area are built over frames (build() with a deadline);
// a connection waiting for its view is drawn as the straight line meanwhile.
import { Container, Graphics } from 'pixi.js';
import type { BBox } from 'rbush';
import { connectionCurve, curveBounds, type CubicCurve } from '../spatial/connectionCurve';
import { portPosition } from '../spatial/nodeGeometry';
import { batchedGraphics, inOwnRenderGroup } from './batchedGraphics';
import type { InteractionState, SceneSource } from './FlowRenderer';
import type { RenderTheme } from './renderTheme';
import { intersects } from './visibleWorld';
import { growBox } from './paintedRegion';
import { RenderChunks } from './RenderChunks';
import { ViewPool } from './ViewPool';

/** How far a drawn curve reaches beyond its control points' box (world units): half the active width, round caps. */
export const CURVE_REACH = 3;

/** Connection views per render group (see RenderChunks). */
const CHUNK_VIEWS = 32;

type ConnectionLook = 'normal' | 'hovered' | 'active';

interface ConnectionView {
  graphics: Graphics;
  key: string;
  /** The world box its curve was last drawn in (stroke and caps included); null until drawn. */
  painted: BBox | null;
}

export class ConnectionLayer {
  readonly view = new Container();
  private readonly lines = batchedGraphics();
  private readonly views = new Map<number, ConnectionView>();
  private readonly pool = new ViewPool<ConnectionView>(() => ({ graphics: batchedGraphics(), key: '', painted: null }));
  private readonly lineKeys = new Set<number>();
  private readonly warming: ConnectionView[] = [];
  /** Full detail: covered keys still waiting for a view (drawn as lines meanwhile). */
  private readonly pending = new Set<number>();
  private linesDirty = false;
  private lowDetail = false;

  private readonly chunks: RenderChunks;

  constructor() {
    this.view.addChild(inOwnRenderGroup(this.lines));
    this.chunks = new RenderChunks(this.view, CHUNK_VIEWS);
  }

  get visibleCount(): number {
    return this.lowDetail ? this.lineKeys.size : this.views.size + this.pending.size;
  }

  get pendingCount(): number {
    return this.pending.size;
  }

  /** Replaces the covered set; in full detail the views queue for build(). */
  cover(keys: readonly number[], lowDetail: boolean): void {
    if (lowDetail !== this.lowDetail) {
      this.lowDetail = lowDetail;
      for (const key of [...this.views.keys()]) this.release(key);
      this.lineKeys.clear();
      this.pending.clear();
      this.linesDirty = true;
    }
    if (lowDetail) {
      this.lineKeys.clear();
      for (const key of keys) this.lineKeys.add(key);
      this.linesDirty = true;
      return;
    }
    const wanted = new Set(keys);
    for (const key of [...this.views.keys()]) if (!wanted.has(key)) this.release(key);
    const before = this.pending.size;
    for (const key of this.pending) if (!wanted.has(key)) this.pending.delete(key);
    for (const key of keys) if (!this.views.has(key)) this.pending.add(key);
    if (this.pending.size > 0 || before > 0) this.linesDirty = true;
  }

  /** Builds up to `limit` queued views, until `deadline` (performance.now() ms); returns how many it built. */
  build(scene: SceneSource, theme: RenderTheme, deadline: number, limit: number): number {
    if (this.pending.size === 0 || limit <= 0) return 0;
    let built = 0;
    for (const key of this.pending) {
      if (built >= limit || performance.now() >= deadline) break;
      this.pending.delete(key);
      this.show(scene, key, theme);
      built += 1;
    }
    // The straight stand-ins are redrawn once the queue is empty, not every slice.
    if (this.pending.size === 0) this.linesDirty = true;
    return built;
  }

  /**
   * Connections changed (an end moved, added, deleted): their views follow. At full detail `painted` hears the world
   * boxes the changed curves were drawn in before and are drawn in now.
   */
  changed(scene: SceneSource, keys: Iterable<number>, covered: BBox, theme: RenderTheme, painted?: (box: BBox) => void): void {
    for (const key of keys) {
      const connection = scene.model.getConnection(key);
      const inside = connection !== undefined && intersects(curveBounds(connectionCurve(scene.model, connection)), covered);
      if (this.lowDetail) {
        if (inside) this.lineKeys.add(key);
        else this.lineKeys.delete(key);
        this.linesDirty = true;
      } else if (!inside) {
        const view = this.views.get(key);
        if (view?.painted && painted) painted(view.painted);
        this.release(key);
        if (this.pending.delete(key)) this.linesDirty = true;
      } else if (this.pending.has(key)) {
        this.linesDirty = true;
      } else if (this.views.has(key)) {
        this.redraw(scene, key, this.views.get(key)!, theme, painted);
      } else {
        this.show(scene, key, theme);
        const shown = this.views.get(key)?.painted;
        if (shown && painted) painted(shown);
      }
    }
  }

  /** Hover and active looks: only the views whose look changed are redrawn (`painted` hears where they were and are). */
  refreshStates(scene: SceneSource, theme: RenderTheme, painted?: (box: BBox) => void): void {
    for (const [key, view] of this.views) this.redraw(scene, key, view, theme, painted);
  }

  private redraw(scene: SceneSource, key: number, view: ConnectionView, theme: RenderTheme, painted?: (box: BBox) => void): void {
    const before = view.painted;
    if (!this.draw(scene, key, view, theme) || !painted) return;
    if (before) painted(before);
    if (view.painted) painted(view.painted);
  }

  /** A repaint draws only the curves whose painted box meets `region`; null: every curve (NodeLayer.limitTo says why). */
  limitTo(region: BBox | null): void {
    for (const view of this.views.values()) view.graphics.renderable = region === null || (view.painted !== null && intersects(view.painted, region));
  }

  redrawAll(scene: SceneSource, theme: RenderTheme): void {
    for (const [key, view] of this.views) {
      view.key = '';
      this.draw(scene, key, view, theme);
    }
    this.linesDirty = true;
  }

  flush(scene: SceneSource, theme: RenderTheme): void {
    if (!this.linesDirty) return;
    this.linesDirty = false;
    const lines = this.lines;
    lines.clear();
    const keys = this.lowDetail ? this.lineKeys : this.pending;
    if (keys.size === 0) return;
    for (const key of keys) {
      const connection = scene.model.getConnection(key);
      if (!connection) continue;
      const from = portPosition(scene.model.getNode(connection.from[0])!, 'output', connection.from[1]);
      const to = portPosition(scene.model.getNode(connection.to[0])!, 'input', connection.to[1]);
      lines.moveTo(from.x, from.y).lineTo(to.x, to.y);
    }
    lines.stroke({ width: 1, color: theme.connection, pixelLine: true });
  }

  clear(): void {
    for (const key of [...this.views.keys()]) this.release(key);
    this.lineKeys.clear();
    this.pending.clear();
    this.lines.clear();
  }

  destroy(): void {
    this.clear();
    this.pool.drain((view) => view.graphics.destroy());
    this.view.destroy({ children: true });
  }

  /** As NodeLayer.warmUp: pooled connection views drawn for `sample` connections, on `stage` for one render. */
  warmUp(scene: SceneSource, theme: RenderTheme, sample: readonly number[], count: number, stage: Container): void {
    for (let i = 0; i < count && i < sample.length; i += 1) {
      const view = this.pool.acquire();
      view.key = '';
      this.draw(scene, sample[i]!, view, theme);
      stage.addChild(view.graphics);
      this.warming.push(view);
    }
  }

  endWarmUp(): void {
    for (const view of this.warming) {
      view.graphics.parent?.removeChild(view.graphics);
      this.pool.release(view);
    }
    this.warming.length = 0;
  }

  private show(scene: SceneSource, key: number, theme: RenderTheme): void {
    if (!scene.model.getConnection(key)) return;
    const view = this.pool.acquire();
    view.key = '';
    this.views.set(key, view);
    this.chunks.add(view.graphics);
    this.draw(scene, key, view, theme);
  }

  private release(key: number): void {
    const view = this.views.get(key);
    if (!view) return;
    this.views.delete(key);
    view.graphics.renderable = true;
    this.chunks.remove(view.graphics);
    this.pool.release(view);
  }

  /** Draws the view for its connection's look now; answers whether it was redrawn (false when unchanged). */
  private draw(scene: SceneSource, key: number, view: ConnectionView, theme: RenderTheme): boolean {
    const connection = scene.model.getConnection(key);
    if (!connection) return false;
    const curve = connectionCurve(scene.model, connection);
    const look = lookOf(scene.interaction, key);
    const drawKey = `${look}|${curveKey(curve)}`;
    if (drawKey === view.key) return false;
    view.key = drawKey;
    view.painted = growBox(curveBounds(curve), CURVE_REACH);
    drawCurve(view.graphics.clear(), curve, look === 'active' ? 3 : 2, look === 'active' ? theme.accent : look === 'hovered' ? theme.connectionHover : theme.connection, 'butt');
    return true;
  }
}

function lookOf(interaction: InteractionState, key: number): ConnectionLook {
  if (interaction.activeConnection === key) return 'active';
  if (interaction.hoveredConnection === key) return 'hovered';
  return 'normal';
}

function curveKey(curve: CubicCurve): string {
  return `${curve[0].x},${curve[0].y},${curve[3].x},${curve[3].y}`;
}

/**
 * The curve stroked `width` wide. A connection's ends are port centres, under the port's disc: its ends are cut
 * square there (`cap: 'butt'`), where round caps added 30 triangles a curve that nobody sees (flatShapes.ts says what
 * a triangle costs without a GPU); a curve ending at the pointer keeps round ends.
 */
export function drawCurve(graphics: Graphics, curve: CubicCurve, width: number, color: number, cap: 'round' | 'butt' = 'round'): Graphics {
  const [start, c1, c2, end] = curve;
  return graphics.moveTo(start.x, start.y).bezierCurveTo(c1.x, c1.y, c2.x, c2.y, end.x, end.y).stroke({ width, color, cap });
}
