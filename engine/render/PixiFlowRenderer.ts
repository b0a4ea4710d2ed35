// The pixi renderer: grid (screen space) under a world container (connections, nodes, overlays) that carries
// the viewport transform. It draws on demand: every notification sets a dirty flag and asks for one animation
// frame; the frame updates only what is dirty and renders once. The ticker never drives it. The covered area
// (the visible world plus a margin) is queried from the spatial index only when the view leaves it.
// The world container is a pixi render group: a pan or zoom changes one transform and re-packs nothing.
// Shader and uniform upload code without eval/new Function, so the studio's CSP needs no 'unsafe-eval'. It
// patches pixi's renderer classes when loaded, before any renderer is created (this module is imported first).
import 'pixi.js/unsafe-eval';
import { Container, RenderTexture, type Application } from 'pixi.js';
import type { BBox } from 'rbush';
import type { FlowRenderer, RenderStats, SceneSource } from './FlowRenderer';
import { ConnectionLayer } from './ConnectionLayer';
import { installFlowFonts } from './flowFont';
import { GridLayer } from './GridLayer';
import { NodeLayer } from './NodeLayer';
import { OverlayLayer } from './OverlayLayer';
import { renderTheme, type RenderTheme } from './renderTheme';
import { containsBox, COVER_MARGIN, isLowDetail, LOW_DETAIL_SCALE, padBox, visibleWorld } from './visibleWorld';

/**
 * Engine time per frame while full-detail views are being built (build + pixi's render of them); the views
 * not built yet show as boxes and lines, so a frame is never held up by a screenful of new views.
 */
const FRAME_BUDGET_MS = 3;
/** Hard cap on the JavaScript building part of a frame. */
const BUILD_BUDGET_MS = 2;
/** Views built per frame at most, however cheap they have been. */
const BUILD_LIMIT_MAX = 64;
/** Views built per frame at least, so a screenful is done in a few dozen frames even when frames are slow. */
const BUILD_LIMIT_MIN = 4;
/** Upper bound of pooled node views prepared ahead (see warmUp). */
const WARM_VIEWS_MAX = 320;
/** Connection views drawn once ahead, to warm the curve code paths. */
const WARM_CONNECTIONS = 24;
/** Longest idle slice the warm-up takes. */
const WARM_SLICE_MS = 8;

export class PixiFlowRenderer implements FlowRenderer {
  private readonly grid: GridLayer;
  private readonly world = new Container({ isRenderGroup: true });
  private readonly connections = new ConnectionLayer();
  private readonly nodes = new NodeLayer();
  private readonly overlays = new OverlayLayer();
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
  /** Measured cost of bringing one view on stage (ms, moving average) and of a frame's render without new views. */
  private viewCostMs = 0.5;
  private baseRenderMs = 1;

  constructor(
    private readonly app: Application,
    private readonly root: Container,
    themeName: 'light' | 'dark',
  ) {
    installFlowFonts();
    this.theme = renderTheme(themeName);
    this.grid = new GridLayer(this.theme);
    this.world.addChild(this.connections.view, this.nodes.view, this.overlays.view);
    this.root.addChild(this.grid.view, this.world);
    this.app.renderer.background.color = this.theme.background;
  }

  setScene(scene: SceneSource): void {
    this.scene = scene;
    this.nodes.clear();
    this.connections.clear();
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

  stats(): RenderStats {
    return {
      visibleNodes: this.nodes.visibleCount,
      visibleConnections: this.connections.visibleCount,
      pooledNodeViews: this.nodes.pooledCount,
      draws: this.draws,
      lowDetail: this.lowDetail,
    };
  }

  /** Draws now instead of on the next animation frame (tests, screenshots). */
  renderNow(): void {
    if (this.frame !== null) cancelAnimationFrame(this.frame);
    this.frame = null;
    this.draw();
  }

  destroy(): void {
    if (this.frame !== null) cancelAnimationFrame(this.frame);
    this.frame = null;
    if (this.warmHandle !== null) cancelIdle(this.warmHandle);
    this.warmHandle = null;
    this.warmState = 'done';
    this.scene = null;
    this.nodes.destroy();
    this.connections.destroy();
    this.overlays.destroy();
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
    const theme = this.theme;
    const viewport = scene.viewport();
    if (viewport.width <= 0 || viewport.height <= 0) return;

    if (this.viewportDirty) {
      this.viewportDirty = false;
      this.grid.update(viewport);
      this.world.position.set(viewport.offsetX, viewport.offsetY);
      this.world.scale.set(viewport.scale);
      const lowDetail = isLowDetail(viewport.scale);
      const visible = visibleWorld(viewport);
      if (lowDetail !== this.lowDetail || !this.covered || !containsBox(this.covered, visible)) {
        this.lowDetail = lowDetail;
        this.covered = padBox(visible, COVER_MARGIN);
        this.nodes.cover(scene.index.nodeIdsIn(this.covered), lowDetail, visible, scene.index);
        this.connections.cover(scene.index.connectionKeysIn(this.covered), lowDetail);
      }
    }
    const covered = this.covered;
    if (covered && this.dirtyNodes.size > 0) {
      this.nodes.changed(scene, this.dirtyNodes, covered, theme);
      this.dirtyNodes.clear();
    }
    if (covered && this.dirtyConnections.size > 0) {
      this.connections.changed(scene, this.dirtyConnections, covered, theme);
      this.dirtyConnections.clear();
    }
    if (this.statesDirty) {
      this.statesDirty = false;
      this.nodes.refreshStates(scene.interaction);
      this.nodes.markBoxesDirty();
      this.connections.refreshStates(scene, theme);
    }
    // Full-detail views of a newly covered area: a slice per frame, nodes first; the rest show as boxes/lines.
    const buildStart = performance.now();
    const deadline = buildStart + BUILD_BUDGET_MS;
    const limit = this.buildLimit();
    const builtNodes = this.nodes.build(scene, theme, deadline, limit);
    const built = builtNodes + this.connections.build(scene, theme, deadline, limit - builtNodes);
    const buildMs = performance.now() - buildStart;
    this.nodes.flush(scene, theme);
    this.connections.flush(scene, theme);
    if (this.overlaysDirty) {
      this.overlaysDirty = false;
      this.overlays.update(scene, theme);
    }
    const renderStart = performance.now();
    this.app.render();
    this.learnBuildCost(built, buildMs, performance.now() - renderStart);
    this.draws += 1;
    if (this.nodes.pendingCount > 0 || this.connections.pendingCount > 0) this.request();
    if (this.warmState === 'waiting') {
      this.warmState = 'running';
      this.warmHandle = whenIdle(() => this.warmUp());
    }
  }

  /**
   * How many views the next frame may build: what fits in FRAME_BUDGET_MS beside the frame's usual render,
   * at the cost per view measured so far (its build plus what it added to pixi's render, which is most of it).
   */
  private buildLimit(): number {
    const room = Math.max(FRAME_BUDGET_MS / 3, FRAME_BUDGET_MS - this.baseRenderMs);
    return Math.max(BUILD_LIMIT_MIN, Math.min(BUILD_LIMIT_MAX, Math.floor(room / this.viewCostMs)));
  }

  private learnBuildCost(built: number, buildMs: number, renderMs: number): void {
    // Samples are clamped: one-off stalls (shader compiles, a collection) must not stop building for long.
    if (built === 0) {
      this.baseRenderMs += (Math.min(renderMs, FRAME_BUDGET_MS) - this.baseRenderMs) * 0.2;
      return;
    }
    const perView = Math.min(FRAME_BUDGET_MS, (buildMs + Math.max(0, renderMs - this.baseRenderMs)) / built);
    this.viewCostMs = Math.max(0.02, this.viewCostMs + (perView - this.viewCostMs) * 0.3);
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
