// The pixi renderer: grid (screen space) under a world container (connections, nodes, overlays) that carries
// the viewport transform. It draws on demand: every notification sets a dirty flag and asks for one animation
// frame; the frame updates only what is dirty and renders once. The ticker never drives it. The covered area
// (the visible world plus a margin) is queried from the spatial index only when the view leaves it.
// The world container is a pixi render group: a pan or zoom changes one transform and re-packs nothing.
// Shader and uniform upload code without eval/new Function, so the studio's CSP needs no 'unsafe-eval'. It
// patches pixi's renderer classes when loaded, before any renderer is created (this module is imported first).
import 'pixi.js/unsafe-eval';
// While the view moves and nothing else changes, the settled picture (MotionSnapshot, taken in idle time) is
// moved instead of drawing the scene; SETTLE_MS after the last move the scene is drawn live again.
import { Container, RenderTexture, type Application } from 'pixi.js';
import type { BBox } from 'rbush';
import { BuildBudget } from './BuildBudget';
import type { FlowRenderer, RenderStats, ResultsChange, SceneSource, ViewportState } from './FlowRenderer';
import { ConnectionLayer } from './ConnectionLayer';
import { installFlowFonts } from './flowFont';
import { GridLayer } from './GridLayer';
import { MotionSnapshot } from './MotionSnapshot';
import { NodeLayer } from './NodeLayer';
import { OverlayLayer } from './OverlayLayer';
import { renderTheme, type RenderTheme } from './renderTheme';
import { ResultsLayer } from './ResultsLayer';
import type { ResultsDrawn } from './resultsFigures';
import { containsBox, COVER_MARGIN, isLowDetail, LOW_DETAIL_SCALE, padBox, visibleWorld } from './visibleWorld';

/** Upper bound of pooled node views prepared ahead (see warmUp). */
const WARM_VIEWS_MAX = 320;
/** Connection views drawn once ahead, to warm the curve code paths. */
const WARM_CONNECTIONS = 24;
/** Longest idle slice the warm-up takes. */
const WARM_SLICE_MS = 8;
/** The view counts as settled (drawn live, detail brought up to date) this long after its last move. */
export const SETTLE_MS = 250;

export class PixiFlowRenderer implements FlowRenderer {
  private readonly grid: GridLayer;
  private readonly world = new Container({ isRenderGroup: true });
  /** Grid and world: what the motion snapshot captures and replaces while the view moves. */
  private readonly content = new Container();
  private readonly snapshot = new MotionSnapshot();
  /** The viewport the live scene was last drawn at (the snapshot is taken there). */
  private liveViewport: ViewportState | null = null;
  private snapshotShown = false;
  /** The next frame draws live (the view has settled). */
  private forceLive = false;
  private settleTimer: ReturnType<typeof setTimeout> | null = null;
  private captureHandle: number | null = null;
  private readonly budget = new BuildBudget();
  private readonly connections = new ConnectionLayer();
  private readonly nodes = new NodeLayer();
  private readonly overlays = new OverlayLayer();
  private readonly results = new ResultsLayer();
  /** Results overlay changes waiting for the next frame: everything, or these ids. */
  private resultsAll = false;
  private readonly resultNodes = new Set<number>();
  private readonly resultConnections = new Set<number>();
  private theme: RenderTheme;
  private scene: SceneSource | null = null;
  private covered: BBox | null = null;
  private lowDetail = false;
  private frame: number | null = null;
  private draws = 0;
  private viewportDirty = true;
  private statesDirty = false;
  private overlaysDirty = false;
  private readonly dirtyNodes = new Set<number>();
  private readonly dirtyConnections = new Set<number>();
  private warmState: 'waiting' | 'running' | 'done' = 'waiting';
  private warmHandle: number | null = null;
  private warmTarget: RenderTexture | null = null;
  private connectionsWarmed = false;

  constructor(
    private readonly app: Application,
    private readonly root: Container,
    themeName: 'light' | 'dark',
  ) {
    installFlowFonts();
    this.theme = renderTheme(themeName);
    this.grid = new GridLayer(this.theme);
    this.world.addChild(this.results.bands, this.connections.view, this.nodes.view, this.results.labels, this.overlays.view);
    this.content.addChild(this.grid.view, this.world);
    this.snapshot.sprite.visible = false;
    this.root.addChild(this.content, this.snapshot.sprite);
    this.app.renderer.background.color = this.theme.background;
  }

  setScene(scene: SceneSource): void {
    this.scene = scene;
    this.nodes.clear();
    this.connections.clear();
    this.results.clear();
    this.covered = null;
    this.viewportDirty = this.statesDirty = this.overlaysDirty = true;
    this.dirtyNodes.clear();
    this.dirtyConnections.clear();
    this.request();
  }

  setTheme(themeName: 'light' | 'dark'): void {
    const theme = renderTheme(themeName);
    if (theme === this.theme) return;
    this.theme = theme;
    this.app.renderer.background.color = theme.background;
    this.grid.setTheme(theme);
    if (this.scene) {
      this.nodes.rebindAll(this.scene, theme);
      this.connections.redrawAll(this.scene, theme);
      this.results.rebindAll(this.scene, theme);
    }
    this.overlaysDirty = true;
    this.request();
  }

  viewportChanged(): void {
    this.viewportDirty = true;
    this.request();
  }

  resize(width: number, height: number): void {
    this.app.renderer.resize(Math.max(1, width), Math.max(1, height));
    this.viewportDirty = true;
    this.request();
  }

  nodesChanged(ids: Iterable<number>): void {
    for (const id of ids) this.dirtyNodes.add(id);
    this.request();
  }

  connectionsChanged(keys: Iterable<number>): void {
    for (const key of keys) this.dirtyConnections.add(key);
    this.request();
  }

  statesChanged(): void {
    this.statesDirty = true;
    this.request();
  }

  overlaysChanged(): void {
    this.overlaysDirty = true;
    this.request();
  }

  resultsChanged(change: ResultsChange): void {
    if (change === 'all') this.resultsAll = true;
    else {
      for (const id of change.nodes) this.resultNodes.add(id);
      for (const key of change.connections) this.resultConnections.add(key);
    }
    this.request();
  }

  /** The results overlay's views on stage and what they say (the debug handle). */
  resultsDrawn(): ResultsDrawn {
    return this.results.drawn();
  }

  stats(): RenderStats {
    return {
      visibleNodes: this.nodes.visibleCount,
      visibleConnections: this.connections.visibleCount,
      pooledNodeViews: this.nodes.pooledCount,
      draws: this.draws,
      lowDetail: this.lowDetail,
      pendingViews: this.nodes.pendingCount + this.connections.pendingCount + this.results.pendingCount,
      settled:
        (!this.snapshotShown || this.snapshot.exact) &&
        this.frame === null &&
        this.settleTimer === null &&
        this.nodes.pendingCount === 0 &&
        this.connections.pendingCount === 0 &&
        this.results.pendingCount === 0,
    };
  }

  /** Draws now instead of on the next animation frame (tests, screenshots). */
  renderNow(): void {
    if (this.frame !== null) cancelAnimationFrame(this.frame);
    this.frame = null;
    this.forceLive = true;
    this.draw();
  }

  destroy(): void {
    if (this.frame !== null) cancelAnimationFrame(this.frame);
    this.frame = null;
    if (this.warmHandle !== null) cancelIdle(this.warmHandle);
    this.warmHandle = null;
    if (this.captureHandle !== null) cancelIdle(this.captureHandle);
    this.captureHandle = null;
    if (this.settleTimer !== null) clearTimeout(this.settleTimer);
    this.settleTimer = null;
    this.snapshot.destroy();
    this.warmState = 'done';
    this.scene = null;
    this.nodes.destroy();
    this.connections.destroy();
    this.overlays.destroy();
    this.results.destroy();
    this.grid.destroy();
    this.world.destroy();
  }

  private request(): void {
    if (this.frame !== null) return;
    this.frame = requestAnimationFrame(() => {
      this.frame = null;
      this.draw();
    });
  }

  private draw(): void {
    const scene = this.scene;
    if (!scene) return;
    const viewport = scene.viewport();
    if (viewport.width <= 0 || viewport.height <= 0) return;
    if (this.viewportDirty && !this.forceLive && this.contentAtRest() && this.snapshot.valid && this.snapshot.place(viewport)) {
      this.viewportDirty = false;
      this.presentSnapshot();
      return;
    }
    this.drawLive(scene, viewport);
  }

  /**
   * Shows the (placed) snapshot instead of the scene. A pan moves it pixel for pixel and it stays as the final
   * picture; a zoom scales it, so the scene is drawn live again SETTLE_MS after the last move.
   */
  private presentSnapshot(): void {
    this.showSnapshot(true);
    this.app.render();
    this.draws += 1;
    if (this.settleTimer !== null) clearTimeout(this.settleTimer);
    this.settleTimer = null;
    if (this.snapshot.exact) return;
    this.settleTimer = setTimeout(() => {
      this.settleTimer = null;
      this.forceLive = true;
      this.viewportDirty = true;
      this.request();
    }, SETTLE_MS);
  }

  /** Nothing but the viewport differs from the last live frame (no edits, states, overlays or views to build). */
  private contentAtRest(): boolean {
    return (
      this.dirtyNodes.size === 0 &&
      this.dirtyConnections.size === 0 &&
      !this.statesDirty &&
      !this.overlaysDirty &&
      !this.resultsAll &&
      this.resultNodes.size === 0 &&
      this.resultConnections.size === 0 &&
      this.nodes.pendingCount === 0 &&
      this.connections.pendingCount === 0 &&
      this.results.pendingCount === 0
    );
  }

  private showSnapshot(shown: boolean): void {
    this.snapshotShown = shown;
    this.snapshot.sprite.visible = shown;
    this.content.visible = !shown;
  }

  /** Grid and world transform for `viewport` (also used for the snapshot's grown viewport). */
  private applyViewport(viewport: ViewportState): void {
    this.grid.update(viewport);
    this.world.position.set(viewport.offsetX, viewport.offsetY);
    this.world.scale.set(viewport.scale);
  }

  private drawLive(scene: SceneSource, viewport: ViewportState): void {
    const theme = this.theme;
    // The view moved beyond the snapshot while moving (the last frame showed it): once the scene is complete
    // here, it is captured again and shown, instead of being drawn to the screen and captured later.
    const moving = this.viewportDirty && this.snapshotShown && !this.forceLive;
    this.forceLive = false;
    if (this.viewportDirty || this.snapshotShown) {
      this.applyViewport(viewport);
      this.showSnapshot(false);
    }
    this.snapshot.invalidate();
    if (this.captureHandle !== null) cancelIdle(this.captureHandle);
    this.captureHandle = null;

    if (this.viewportDirty) {
      this.viewportDirty = false;
      const lowDetail = isLowDetail(viewport.scale);
      const visible = visibleWorld(viewport);
      if (lowDetail !== this.lowDetail || !this.covered || !containsBox(this.covered, visible)) {
        this.lowDetail = lowDetail;
        this.covered = padBox(visible, COVER_MARGIN);
        const nodeIds = scene.index.nodeIdsIn(this.covered);
        const connectionKeys = scene.index.connectionKeysIn(this.covered);
        this.nodes.cover(nodeIds, lowDetail, visible, scene.index);
        this.connections.cover(connectionKeys, lowDetail);
        this.results.cover(scene, this.covered, nodeIds, connectionKeys, lowDetail);
      }
    }
    const covered = this.covered;
    if (covered && this.dirtyNodes.size > 0) {
      this.nodes.changed(scene, this.dirtyNodes, covered, theme);
      this.results.nodesChanged(scene, this.dirtyNodes, theme);
      this.dirtyNodes.clear();
    }
    if (covered && this.dirtyConnections.size > 0) {
      this.connections.changed(scene, this.dirtyConnections, covered, theme);
      this.results.connectionsChanged(scene, this.dirtyConnections, theme);
      this.dirtyConnections.clear();
    }
    if (covered && (this.resultsAll || this.resultNodes.size > 0 || this.resultConnections.size > 0)) {
      this.results.resultsChanged(scene, this.resultsAll ? 'all' : { nodes: this.resultNodes, connections: this.resultConnections }, theme);
      this.resultsAll = false;
      this.resultNodes.clear();
      this.resultConnections.clear();
    }
    if (this.statesDirty) {
      this.statesDirty = false;
      this.nodes.refreshStates(scene.interaction);
      this.nodes.markBoxesDirty();
      this.connections.refreshStates(scene, theme);
    }
    // Full-detail views of a newly covered area: a budget per frame (BuildBudget), nodes first; the rest show
    // as boxes/lines meanwhile.
    const buildStart = performance.now();
    const deadline = buildStart + this.budget.budgetMs();
    const limit = this.budget.limit();
    const builtNodes = this.nodes.build(scene, theme, deadline, limit);
    const builtViews = builtNodes + this.connections.build(scene, theme, deadline, limit - builtNodes);
    const built = builtViews + this.results.build(scene, theme, deadline, limit - builtViews);
    const buildMs = performance.now() - buildStart;
    this.nodes.flush(scene, theme);
    this.connections.flush(scene, theme);
    this.results.flush(scene, theme);
    if (this.overlaysDirty) {
      this.overlaysDirty = false;
      this.overlays.update(scene, theme);
    }
    this.liveViewport = { ...viewport };
    const complete = this.nodes.pendingCount === 0 && this.connections.pendingCount === 0 && this.results.pendingCount === 0;
    if (moving && complete) {
      this.captureSnapshot();
      if (this.snapshot.place(viewport)) {
        this.presentSnapshot();
        return;
      }
    }
    const renderStart = performance.now();
    this.app.render();
    const renderEnd = performance.now();
    this.budget.learn(renderEnd, built, buildMs, renderEnd - renderStart);
    this.draws += 1;
    if (!complete) this.request();
    else this.captureHandle = whenIdle(() => this.captureSnapshot());
    if (this.warmState === 'waiting') {
      this.warmState = 'running';
      this.warmHandle = whenIdle(() => this.warmUp());
    }
  }

  /** In idle time after a complete live frame: the picture the next pan or zoom moves. */
  private captureSnapshot(): void {
    this.captureHandle = null;
    const at = this.liveViewport;
    if (!at || !this.contentAtRest()) return;
    this.snapshot.capture(this.app.renderer, this.content, at, this.theme.background, (grown) => this.applyViewport(grown));
    this.applyViewport(at);
  }

  /**
   * After the first frame, in idle time: fills the node-view pool with as many views as full detail will need
   * for this flow's density at the threshold scale, and renders them once offscreen, so crossing into full
   * detail reuses prepared views (GPU data made, code paths warm) instead of creating a screenful at once.
   */
  private warmUp(): void {
    this.warmHandle = null;
    const scene = this.scene;
    const covered = this.covered;
    if (this.warmState !== 'running' || !scene || !covered) {
      this.warmState = 'done';
      return;
    }
    const deadline = performance.now() + WARM_SLICE_MS;
    const ids = scene.index.nodeIdsIn(covered);
    const viewport = scene.viewport();
    const coveredArea = (covered.maxX - covered.minX) * (covered.maxY - covered.minY);
    const thresholdArea = ((viewport.width * viewport.height) / (LOW_DETAIL_SCALE * LOW_DETAIL_SCALE)) * (1 + 2 * COVER_MARGIN) ** 2;
    const wanted = Math.min(WARM_VIEWS_MAX, Math.ceil((ids.length / Math.max(1, coveredArea)) * Math.min(thresholdArea, coveredArea * 64) * 1.2));
    const stage = new Container();
    const pooled = this.nodes.warmUp(scene, this.theme, ids, wanted, stage, deadline);
    if (!this.connectionsWarmed) {
      this.connectionsWarmed = true;
      this.connections.warmUp(scene, this.theme, scene.index.connectionKeysIn(covered), WARM_CONNECTIONS, stage);
    }
    if (stage.children.length > 0) {
      this.warmTarget ??= RenderTexture.create({ width: 4, height: 4 });
      this.app.renderer.render({ container: stage, target: this.warmTarget });
    }
    this.nodes.endWarmUp();
    this.connections.endWarmUp();
    stage.destroy();
    if (pooled < wanted && ids.length > 0) this.warmHandle = whenIdle(() => this.warmUp());
    else {
      this.warmState = 'done';
      this.warmTarget?.destroy(true);
      this.warmTarget = null;
    }
  }
}

function whenIdle(callback: () => void): number {
  return typeof requestIdleCallback === 'function' ? requestIdleCallback(callback, { timeout: 1000 }) : (setTimeout(callback, 16) as unknown as number);
}

function cancelIdle(handle: number): void {
  if (typeof cancelIdleCallback === 'function') cancelIdleCallback(handle);
  else clearTimeout(handle);
}
