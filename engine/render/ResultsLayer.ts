// The results overlay on the canvas (figures: resultsFigures.ts). Full detail: a badge above each covered card
// (runs that reached it; a branching node also those that stopped there), and per covered connection a band under
// the curve whose width grows with the runs it carried plus a label at its middle (carried, and the drop-off or the
// branch's share). Low detail: the bands only, as straight lines in ONE Graphics. Like the node and connection
// layers it follows the covered area (visible world + margin), builds views over frames within the frame's budget,
// pools them, and re-dresses only the ids it is told changed: the counts are a Map looked up when a view is
// dressed; nothing here walks the flow.
import { BitmapText, Container, Graphics, GraphicsContext } from 'pixi.js';
import type { BBox } from 'rbush';
import type { FlowModel } from '../model/FlowModel';
import { connectionCurve, curveBounds, type CubicCurve, type Point } from '../spatial/connectionCurve';
import { batchedGraphics, inOwnRenderGroup } from './batchedGraphics';
import { nodeBounds, portPosition } from '../spatial/nodeGeometry';
import { FLOW_FONT, FLOW_FONT_BOLD } from './flowFont';
import type { ResultsChange, SceneSource } from './FlowRenderer';
import { RenderChunks } from './RenderChunks';
import type { RenderTheme } from './renderTheme';
import {
  bandWidth,
  connectionFigures,
  connectionLabelText,
  hasFigures,
  nodeBadgeText,
  nodeFigures,
  type ConnectionLabelText,
  type NodeBadgeText,
  type ResultsData,
  type ResultsDrawn,
} from './resultsFigures';
import { ViewPool } from './ViewPool';
import { intersects } from './visibleWorld';

const PILL_HEIGHT = 20;
const PILL_PAD = 7;
const PILL_GAP = 4;
/** Space between a badge and the card below it. */
const BADGE_GAP = 6;
const TEXT_SIZE = 13;
const BAND_ALPHA = 0.3;
const CHUNK_VIEWS = 16;

type PillLook = 'reach' | 'zero' | 'stop' | 'label';

const pillContexts = new WeakMap<RenderTheme, Map<string, GraphicsContext>>();

/** A rounded pill of a look and width (in 4-unit steps), shared by every view that needs it. */
function pillContext(theme: RenderTheme, look: PillLook, width: number): GraphicsContext {
  let contexts = pillContexts.get(theme);
  if (!contexts) {
    contexts = new Map();
    pillContexts.set(theme, contexts);
  }
  const stepped = Math.ceil(width / 4) * 4;
  const key = `${look}|${stepped}`;
  let context = contexts.get(key);
  if (!context) {
    context = new GraphicsContext();
    context.autoGarbageCollect = false;
    context.batchMode = 'batch';
    const radius = PILL_HEIGHT / 2;
    if (look === 'label') context.roundRect(0, 0, stepped, PILL_HEIGHT, radius).fill({ color: theme.cardFill }).stroke({ width: 1, color: theme.accent, alpha: 0.7 });
    else context.roundRect(0, 0, stepped, PILL_HEIGHT, radius).fill({ color: look === 'reach' ? theme.accent : look === 'stop' ? theme.danger : theme.cardStroke });
    contexts.set(key, context);
  }
  return context;
}

/** Text on a filled (accent or danger) pill: white on the light theme, the dark background on the dark one. */
function onPill(theme: RenderTheme): number {
  const r = theme.background >> 16;
  const g = (theme.background >> 8) & 0xff;
  const b = theme.background & 0xff;
  return 0.299 * r + 0.587 * g + 0.114 * b < 128 ? theme.background : 0xffffff;
}

function label(bold: boolean): BitmapText {
  const text = new BitmapText({ text: '', style: { fontFamily: bold ? FLOW_FONT_BOLD : FLOW_FONT, fontSize: TEXT_SIZE } });
  text.anchor.set(0, 0.5);
  text.y = PILL_HEIGHT / 2;
  return text;
}

/** Badge above a card: [reached] [−stopped (x%)]. */
class NodeBadge {
  readonly container = new Container();
  text: NodeBadgeText = { reached: '', stopped: null };
  private readonly reachPill = new Graphics();
  private readonly reachText = label(true);
  private readonly stopPill = new Graphics();
  private readonly stopText = label(true);

  constructor() {
    this.container.addChild(this.reachPill, this.reachText, this.stopPill, this.stopText);
  }

  dress(x: number, y: number, text: NodeBadgeText, zero: boolean, theme: RenderTheme): void {
    this.text = text;
    this.container.position.set(x, y - BADGE_GAP - PILL_HEIGHT);
    this.reachText.text = text.reached;
    this.reachText.tint = zero ? theme.textMuted : onPill(theme);
    this.reachText.x = PILL_PAD;
    const reachWidth = this.reachText.width + 2 * PILL_PAD;
    this.reachPill.context = pillContext(theme, zero ? 'zero' : 'reach', reachWidth);
    const stopped = text.stopped !== null;
    this.stopPill.visible = this.stopText.visible = stopped;
    if (!stopped) return;
    const left = Math.ceil(reachWidth / 4) * 4 + PILL_GAP;
    this.stopText.text = text.stopped!;
    this.stopText.tint = onPill(theme);
    this.stopText.x = left + PILL_PAD;
    this.stopPill.x = left;
    this.stopPill.context = pillContext(theme, 'stop', this.stopText.width + 2 * PILL_PAD);
  }
}

/** A connection's band (under the curves) and label (over the cards). */
interface ConnectionResultView {
  band: Graphics;
  label: Container;
  pill: Graphics;
  carried: BitmapText;
  detail: BitmapText;
  text: ConnectionLabelText | null;
  width: number;
  ends: { from: number; to: number };
}

function createConnectionView(): ConnectionResultView {
  const band = batchedGraphics();
  const label_ = new Container();
  const pill = new Graphics();
  const carried = label(true);
  const detail = label(false);
  label_.addChild(pill, carried, detail);
  return { band, label: label_, pill, carried, detail, text: null, width: 0, ends: { from: 0, to: 0 } };
}

/** The curve's middle (t = 0.5 of the cubic). */
function curveMiddle(curve: CubicCurve): Point {
  const [a, b, c, d] = curve;
  return { x: (a.x + 3 * b.x + 3 * c.x + d.x) / 8, y: (a.y + 3 * b.y + 3 * c.y + d.y) / 8 };
}

export class ResultsLayer {
  /** Bands: goes under the connection layer. */
  readonly bands = new Container();
  /** Badges and labels: goes over the node layer. */
  readonly labels = new Container();
  private readonly lines = batchedGraphics();
  private readonly badges = new Map<number, NodeBadge>();
  private readonly connectionViews = new Map<number, ConnectionResultView>();
  private readonly badgePool = new ViewPool(() => new NodeBadge());
  private readonly connectionPool = new ViewPool(createConnectionView);
  private readonly badgeChunks: RenderChunks;
  private readonly labelChunks: RenderChunks;
  private readonly bandChunks: RenderChunks;
  private readonly coveredNodes = new Set<number>();
  private readonly coveredConnections = new Set<number>();
  private readonly pendingNodes = new Set<number>();
  private readonly pendingConnections = new Set<number>();
  private covered: BBox | null = null;
  private lowDetail = false;
  private linesDirty = false;

  constructor() {
    this.bands.addChild(inOwnRenderGroup(this.lines));
    this.bandChunks = new RenderChunks(this.bands, CHUNK_VIEWS * 2);
    this.labelChunks = new RenderChunks(this.labels, CHUNK_VIEWS);
    this.badgeChunks = new RenderChunks(this.labels, CHUNK_VIEWS);
  }

  get pendingCount(): number {
    return this.pendingNodes.size + this.pendingConnections.size;
  }

  /**
   * The covered set changed (the view left the covered area, or the detail level changed). While the overlay is off
   * (no counts shown) the layer keeps nothing: turning it on asks the index for the covered ids (resultsChanged).
   */
  cover(scene: SceneSource, covered: BBox, nodeIds: readonly number[], connectionKeys: readonly number[], lowDetail: boolean): void {
    this.covered = covered;
    if (lowDetail !== this.lowDetail) {
      this.lowDetail = lowDetail;
      this.releaseAll();
    }
    if (!scene.interaction.results) {
      this.coveredNodes.clear();
      this.coveredConnections.clear();
      this.refill(scene);
      return;
    }
    this.track(nodeIds, connectionKeys);
    this.refill(scene);
  }

  /** The overlay's counts or on/off state changed. */
  resultsChanged(scene: SceneSource, change: ResultsChange, theme: RenderTheme): void {
    const data = scene.interaction.results;
    if (change === 'all' || !data) {
      if (data && this.covered) this.track(scene.index.nodeIdsIn(this.covered), scene.index.connectionKeysIn(this.covered));
      else this.track([], []);
      this.releaseAll();
      this.refill(scene);
      return;
    }
    if (this.lowDetail) {
      this.linesDirty = true;
      return;
    }
    for (const id of change.nodes) {
      const badge = this.badges.get(id);
      if (badge) this.dressBadge(scene.model, data, id, badge, theme);
    }
    for (const key of change.connections) {
      const view = this.connectionViews.get(key);
      if (view) this.dressConnection(scene.model, data, key, view, theme);
      else if (this.coveredConnections.has(key) && !this.pendingConnections.has(key)) this.pendingConnections.add(key);
    }
  }

  /** Nodes a patch touched (moved, added, removed, reshaped); nothing to do while the overlay is off. */
  nodesChanged(scene: SceneSource, ids: Iterable<number>, theme: RenderTheme): void {
    const covered = this.covered;
    const data = scene.interaction.results;
    if (!covered || !data) return;
    for (const id of ids) {
      const node = scene.model.getNode(id);
      const inside = node !== undefined && intersects(nodeBounds(node), covered);
      if (inside) this.coveredNodes.add(id);
      else this.coveredNodes.delete(id);
      if (!inside || this.lowDetail || !hasFigures(scene.model, id)) {
        this.releaseBadge(id);
        this.pendingNodes.delete(id);
        continue;
      }
      const badge = this.badges.get(id);
      if (badge) this.dressBadge(scene.model, data, id, badge, theme);
      else this.pendingNodes.add(id);
    }
  }

  /** Connections a patch touched; nothing to do while the overlay is off. */
  connectionsChanged(scene: SceneSource, keys: Iterable<number>, theme: RenderTheme): void {
    const covered = this.covered;
    const data = scene.interaction.results;
    if (!covered || !data) return;
    for (const key of keys) {
      const connection = scene.model.getConnection(key);
      const inside = connection !== undefined && intersects(curveBounds(connectionCurve(scene.model, connection)), covered);
      if (inside) this.coveredConnections.add(key);
      else this.coveredConnections.delete(key);
      if (this.lowDetail) {
        this.linesDirty = true;
        continue;
      }
      if (!inside) {
        this.releaseConnection(key);
        this.pendingConnections.delete(key);
        continue;
      }
      const view = this.connectionViews.get(key);
      if (view) this.dressConnection(scene.model, data, key, view, theme);
      else this.pendingConnections.add(key);
    }
  }

  /** Builds queued views until `deadline` or `limit`; returns how many it built (at least one when any wait). */
  build(scene: SceneSource, theme: RenderTheme, deadline: number, limit: number): number {
    const data = scene.interaction.results;
    if (!data || this.pendingCount === 0 || limit <= 0) return 0;
    let built = 0;
    for (const id of this.pendingNodes) {
      if (built > 0 && (built >= limit || performance.now() >= deadline)) return built;
      this.pendingNodes.delete(id);
      this.showBadge(scene.model, data, id, theme);
      built += 1;
    }
    for (const key of this.pendingConnections) {
      if (built > 0 && (built >= limit || performance.now() >= deadline)) return built;
      this.pendingConnections.delete(key);
      this.showConnection(scene.model, data, key, theme);
      built += 1;
    }
    return built;
  }

  /** Low detail: the covered connections' bands as straight lines, one stroke per width. */
  flush(scene: SceneSource, theme: RenderTheme): void {
    if (!this.linesDirty) return;
    this.linesDirty = false;
    const lines = this.lines.clear();
    const data = scene.interaction.results;
    if (!data || !this.lowDetail) return;
    const byWidth = new Map<number, [Point, Point][]>();
    for (const key of this.coveredConnections) {
      const connection = scene.model.getConnection(key);
      if (!connection) continue;
      const width = Math.round(bandWidth(data.reached.get(connection.to[0]) ?? 0));
      if (width === 0) continue;
      const from = portPosition(scene.model.getNode(connection.from[0])!, 'output', connection.from[1]);
      const to = portPosition(scene.model.getNode(connection.to[0])!, 'input', connection.to[1]);
      let segments = byWidth.get(width);
      if (!segments) byWidth.set(width, (segments = []));
      segments.push([from, to]);
    }
    for (const [width, segments] of byWidth) {
      for (const [from, to] of segments) lines.moveTo(from.x, from.y).lineTo(to.x, to.y);
      lines.stroke({ width, color: theme.accent, alpha: BAND_ALPHA * 1.5 });
    }
  }

  /** Theme change: every view re-dressed. */
  rebindAll(scene: SceneSource, theme: RenderTheme): void {
    const data = scene.interaction.results;
    if (!data) return;
    for (const [id, badge] of this.badges) this.dressBadge(scene.model, data, id, badge, theme);
    for (const [key, view] of this.connectionViews) this.dressConnection(scene.model, data, key, view, theme);
    this.linesDirty = true;
  }

  drawn(): ResultsDrawn {
    return {
      lowDetail: this.lowDetail,
      nodes: [...this.badges].map(([nodeId, badge]) => ({ nodeId, reached: badge.text.reached, stopped: badge.text.stopped })),
      connections: [...this.connectionViews]
        .filter(([, view]) => view.label.visible && view.text)
        .map(([, view]) => ({ ...view.ends, carried: view.text!.carried, detail: view.text!.detail, band: view.width })),
    };
  }

  clear(): void {
    this.releaseAll();
    this.coveredNodes.clear();
    this.coveredConnections.clear();
    this.covered = null;
  }

  destroy(): void {
    this.clear();
    this.badgePool.drain((badge) => badge.container.destroy({ children: true }));
    this.connectionPool.drain((view) => {
      view.band.destroy();
      view.label.destroy({ children: true });
    });
    this.bands.destroy({ children: true });
    this.labels.destroy({ children: true });
  }

  /** Queues views for every covered id with figures (when on), or draws the low-detail lines. */
  private track(nodeIds: readonly number[], connectionKeys: readonly number[]): void {
    this.coveredNodes.clear();
    for (const id of nodeIds) this.coveredNodes.add(id);
    this.coveredConnections.clear();
    for (const key of connectionKeys) this.coveredConnections.add(key);
  }

  private refill(scene: SceneSource): void {
    const data = scene.interaction.results;
    this.linesDirty = true;
    if (!data || this.lowDetail) {
      this.releaseAll();
      return;
    }
    for (const id of [...this.badges.keys()]) if (!this.coveredNodes.has(id)) this.releaseBadge(id);
    for (const key of [...this.connectionViews.keys()]) if (!this.coveredConnections.has(key)) this.releaseConnection(key);
    for (const id of this.pendingNodes) if (!this.coveredNodes.has(id)) this.pendingNodes.delete(id);
    for (const key of this.pendingConnections) if (!this.coveredConnections.has(key)) this.pendingConnections.delete(key);
    for (const id of this.coveredNodes) if (!this.badges.has(id) && hasFigures(scene.model, id)) this.pendingNodes.add(id);
    for (const key of this.coveredConnections) if (!this.connectionViews.has(key)) this.pendingConnections.add(key);
  }

  private releaseAll(): void {
    for (const id of [...this.badges.keys()]) this.releaseBadge(id);
    for (const key of [...this.connectionViews.keys()]) this.releaseConnection(key);
    this.pendingNodes.clear();
    this.pendingConnections.clear();
    this.linesDirty = true;
  }

  private showBadge(model: FlowModel, data: ResultsData, id: number, theme: RenderTheme): void {
    if (!hasFigures(model, id)) return;
    const badge = this.badgePool.acquire();
    this.badges.set(id, badge);
    this.badgeChunks.add(badge.container);
    this.dressBadge(model, data, id, badge, theme);
  }

  private dressBadge(model: FlowModel, data: ResultsData, id: number, badge: NodeBadge, theme: RenderTheme): void {
    const node = model.getNode(id);
    if (!node) return;
    const figures = nodeFigures(model, data, id);
    badge.dress(node.x, node.y, nodeBadgeText(figures), figures.reached === 0, theme);
  }

  private releaseBadge(id: number): void {
    const badge = this.badges.get(id);
    if (!badge) return;
    this.badges.delete(id);
    this.badgeChunks.remove(badge.container);
    this.badgePool.release(badge);
  }

  private showConnection(model: FlowModel, data: ResultsData, key: number, theme: RenderTheme): void {
    if (!model.getConnection(key)) return;
    const view = this.connectionPool.acquire();
    this.connectionViews.set(key, view);
    this.bandChunks.add(view.band);
    this.labelChunks.add(view.label);
    this.dressConnection(model, data, key, view, theme);
  }

  private dressConnection(model: FlowModel, data: ResultsData, key: number, view: ConnectionResultView, theme: RenderTheme): void {
    const connection = model.getConnection(key);
    const figures = connectionFigures(model, data, key);
    if (!connection || !figures) return;
    const curve = connectionCurve(model, connection);
    view.ends = { from: connection.from[0], to: connection.to[0] };
    view.width = bandWidth(figures.carried);
    view.band.clear();
    if (view.width > 0) {
      const [start, c1, c2, end] = curve;
      view.band.moveTo(start.x, start.y).bezierCurveTo(c1.x, c1.y, c2.x, c2.y, end.x, end.y).stroke({ width: view.width, color: theme.accent, alpha: BAND_ALPHA, cap: 'round' });
    }
    // Nothing reached either end: no label (a quiet part of the flow stays quiet).
    const quiet = figures.carried === 0 && figures.fraction === null;
    view.label.visible = !quiet;
    view.text = connectionLabelText(figures);
    if (quiet) return;
    const text = view.text;
    view.carried.text = text.carried;
    view.carried.tint = theme.text;
    view.carried.x = PILL_PAD;
    let width = view.carried.width + 2 * PILL_PAD;
    view.detail.visible = text.detail !== null;
    if (text.detail !== null) {
      view.detail.text = text.detail;
      view.detail.tint = text.detailIsDrop ? theme.danger : theme.textMuted;
      view.detail.x = width - PILL_PAD + PILL_GAP;
      width += view.detail.width + PILL_GAP;
    }
    view.pill.context = pillContext(theme, 'label', width);
    const middle = curveMiddle(curve);
    const stepped = Math.ceil(width / 4) * 4;
    view.label.position.set(Math.round(middle.x - stepped / 2), Math.round(middle.y - PILL_HEIGHT / 2));
  }

  private releaseConnection(key: number): void {
    const view = this.connectionViews.get(key);
    if (!view) return;
    this.connectionViews.delete(key);
    this.bandChunks.remove(view.band);
    this.labelChunks.remove(view.label);
    view.band.clear();
    view.text = null;
    this.connectionPool.release(view);
  }
}
