// The pixi renderer: grid (screen space) under a world container (connections, nodes, overlays) that carries
// the viewport transform. It draws on demand: every notification sets a dirty flag and asks for one animation
// frame; the frame updates only what is dirty and renders once. The ticker never drives it. The covered area
// (the visible world plus a margin) is queried from the spatial index only when the view leaves it.
// The world container is a pixi render group: a pan or zoom changes one transform and re-packs nothing.
// Shader and uniform upload code without eval/new Function, so the studio's CSP needs no 'unsafe-eval'. It
// patches pixi's renderer classes when loaded, before any renderer is created (this module is imported first).
import 'pixi.js/unsafe-eval';
// While the view pans or zooms and nothing else changes, the canvas holding the settled picture with a margin
// (MotionCanvas: every complete live frame covers it) is moved by the compositor instead of drawing the scene; SETTLE_MS after the last scaled move the scene
// is drawn again at the settled scale.
import { Container, Graphics, RenderTexture, type Renderer, type WebGLRenderer } from 'pixi.js';
import type { BBox } from 'rbush';
import { BuildBudget } from './BuildBudget';
import type { FlowRenderer, RenderStats, ResultsChange, SceneSource, ViewportState } from './FlowRenderer';
import { ConnectionLayer } from './ConnectionLayer';
import { installFlowFonts } from './flowFont';
import { GridLayer } from './GridLayer';
import { MotionCanvas } from './MotionCanvas';
import { NodeLayer } from './NodeLayer';
import { OverlayLayer } from './OverlayLayer';
import { renderTheme, type RenderTheme } from './renderTheme';
import { ResultsLayer } from './ResultsLayer';
import type { ResultsDrawn } from './resultsFigures';
import { sampleScene } from './sampleScene';
import { connectionKey as connectionKeyOf } from '../model/portKey';
import { containsBox, COVER_MARGIN, isLowDetail, LOW_DETAIL_SCALE, padBox, visibleWorld } from './visibleWorld';
import { cancelIdle, whenIdle, type IdleHandle } from './idleTask';
import { browserWebGlProfile } from './detectWebGlRenderer';
import { RemoteDrawPolicy } from './remoteDrawPolicy';
import { chooseFrame } from './frameChoice';
import { type CanvasRect, canvasRectOf, PaintedRegion, worldBoxOfRect } from './paintedRegion';

/** Upper bound of pooled node views prepared ahead (see warmUp). */
const WARM_VIEWS_MAX = 320;
/** Connection views drawn once ahead, to warm the curve code paths. */
const WARM_CONNECTIONS = 24;
/** Longest idle slice the warm-up takes to create views. */
const WARM_SLICE_MS = 8;
/**
 * Views created per warm-up slice at most: rendering them once (text layout, geometry, uploads) costs about ten
 * times creating them, so a slice is bounded by count too (an unbounded one measured ~100 ms at 100k nodes).
 */
const WARM_BATCH = 12;
/** The view counts as settled (drawn live, detail brought up to date) this long after its last move. */
export const SETTLE_MS = 250;

/** What the renderer draws with: pixi's Application, or a WebGLRenderer and its stage (flowCanvas.ts). */
export interface FlowSurface {
  readonly renderer: Renderer;
  /** Draws the surface's whole stage to the canvas. */
  render(): void;
}

export class PixiFlowRenderer implements FlowRenderer {
  private readonly grid: GridLayer;
  private readonly world = new Container({ isRenderGroup: true });
  /** Grid and world: the scene. */
  private readonly content = new Container();
  private readonly motion: MotionCanvas;
  /** The view moved: the next complete frame is drawn over the whole canvas (not only the screen). */
  private moveToCover = false;
  /** The next frame draws live (the view has settled). */
  private forceLive = false;
  private settleTimer: ReturnType<typeof setTimeout> | null = null;
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
  private moves = 0;
  private fullDraws = 0;
  /** Frames that repainted only the region of the views that changed (paintedRegion.ts). */
  private partialDraws = 0;
  /** The canvas keeps what it shows between frames (software WebGL: flowCanvasContext.ts), so a frame may repaint part of it. */
  private readonly patchable: boolean;
  private readonly painted = new PaintedRegion();
  /** The last render drew only a repaint's region (limitTo): the next whole one shows everything again. */
  private limited = false;
  /** Everything changed (the theme): the next frame is drawn whole. */
  private wholeFrame = false;
  private viewportDirty = true;
  private statesDirty = false;
  private overlaysDirty = false;
  private readonly dirtyNodes = new Set<number>();
  private readonly dirtyConnections = new Set<number>();
  /** Others' changes (co-editing) held until the view rests (software WebGL; remoteDrawPolicy.ts). */
  private readonly heldNodes = new Set<number>();
  private readonly heldConnections = new Set<number>();
  private heldTimer: ReturnType<typeof setTimeout> | null = null;
  /** Released remote changes wait for the next live frame; when it ends, `remoteDrawnAt`. */
  private remoteToDraw = false;
  private remoteDrawnAt = 0;
  private readonly remotePolicy = new RemoteDrawPolicy(browserWebGlProfile().software, () => performance.now());
  private warmState: 'waiting' | 'running' | 'done' = 'waiting';
  private warmHandle: IdleHandle | null = null;
  private warmTarget: RenderTexture | null = null;
  private connectionsWarmed = false;
  private prewarmHandle: number | null = null;

  constructor(
    private readonly app: FlowSurface,
    private readonly root: Container,
    themeName: 'light' | 'dark',
  ) {
    installFlowFonts();
    this.theme = renderTheme(themeName);
    this.grid = new GridLayer(this.theme);
    this.world.addChild(this.results.bands, this.connections.view, this.nodes.view, this.results.labels, this.overlays.view);
    this.content.addChild(this.grid.view, this.world);
    this.root.addChild(this.content);
    this.motion = new MotionCanvas(this.app.renderer);
    const gl = (this.app.renderer as Partial<WebGLRenderer>).gl;
    this.patchable = gl?.getContextAttributes()?.preserveDrawingBuffer === true;
    this.app.renderer.background.color = this.theme.background;
    // Timeouts, not idle callbacks: the page is busy receiving the flow, and this must be done before it arrives.
    this.prewarmHandle = setTimeout(() => this.prewarm(0), 0) as unknown as number;
    // A restored context starts with an empty canvas: the next frame is drawn whole, never repainted in part.
    this.canvasElement()?.addEventListener('webglcontextrestored', this.contextRestored);
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
    // A scene while the warm-up still runs (the first view drawn as soon as the canvas is ready: a second visit) is
    // drawn at the next frame, which compiles what the warm-up had left: its sample's own work would only come first
    // (canvas ready → nodes drawn 198 → 110 ms in warm 1k opens; bench/README.md, "The warm-up left to the first
    // frame"). On a first visit the scene comes after the warm-up, whose separate short tasks then stand.
    if (this.prewarmHandle !== null) {
      clearTimeout(this.prewarmHandle);
      this.prewarmHandle = null;
    }
    this.request();
  }

  /**
   * No scene any more (the editor left, the canvas is kept for the next one): its views go back to the pools, the
   * flow is no longer referenced, and the canvas shows nothing until a new scene draws.
   */
  releaseScene(): void {
    if (this.frame !== null) cancelAnimationFrame(this.frame);
    this.frame = null;
    if (this.settleTimer !== null) clearTimeout(this.settleTimer);
    this.settleTimer = null;
    if (this.heldTimer !== null) clearTimeout(this.heldTimer);
    this.heldTimer = null;
    this.heldNodes.clear();
    this.heldConnections.clear();
    this.remoteToDraw = false;
    if (this.warmState === 'running') {
      if (this.warmHandle !== null) cancelIdle(this.warmHandle);
      this.warmHandle = null;
      this.warmState = 'done';
    }
    this.scene = null;
    this.nodes.clear();
    this.connections.clear();
    this.results.clear();
    this.covered = null;
    this.dirtyNodes.clear();
    this.dirtyConnections.clear();
    this.motion.hide();
  }

  setTheme(themeName: 'light' | 'dark'): void {
    const theme = renderTheme(themeName);
    if (theme === this.theme) return;
    this.theme = theme;
    this.wholeFrame = true;
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
    this.remotePolicy.viewMoved();
    this.request();
  }

  /** The same size again changes nothing (the host's observers report it more than once: the frame stays drawn). */
  resize(width: number, height: number): void {
    if (!this.motion.resize(width, height)) return;
    this.viewportDirty = true;
    this.remotePolicy.viewMoved();
    this.request();
  }

  /** Others' changes: drawn at once on a GPU; under software WebGL once the view rests, a batch at a time. */
  remoteChanged(nodes: Iterable<number>, connections: Iterable<number>): void {
    this.remotePolicy.remoteHeld();
    for (const id of nodes) this.heldNodes.add(id);
    for (const key of connections) this.heldConnections.add(key);
    this.releaseHeldWhenDue();
  }

  nodesChanged(ids: Iterable<number>): void {
    for (const id of ids) this.dirtyNodes.add(id);
    this.request();
  }

  /**
   * Warning counts: only cards on stage show them (a card built later is dressed with the current counts), so
   * a recompute of a large flow does not turn every frame into a content change.
   */
  nodeDecorationsChanged(ids: Iterable<number>): void {
    let shown = false;
    for (const id of ids) {
      if (!this.nodes.showsCard(id)) continue;
      this.dirtyNodes.add(id);
      shown = true;
    }
    if (shown) this.request();
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
      moves: this.moves,
      fullDraws: this.fullDraws,
      partialDraws: this.partialDraws,
      heldRemote: this.heldNodes.size + this.heldConnections.size,
      remoteDrawnAt: this.remoteDrawnAt,
      settled:
        this.motion.exact &&
        this.frame === null &&
        this.settleTimer === null &&
        this.nodes.pendingCount === 0 &&
        this.connections.pendingCount === 0 &&
        this.results.pendingCount === 0,
    };
  }

  private releaseHeldWhenDue(): void {
    if (this.heldTimer !== null || (this.heldNodes.size === 0 && this.heldConnections.size === 0)) return;
    const wait = this.remotePolicy.waitBeforeDraw();
    if (wait > 0) {
      this.heldTimer = setTimeout(() => {
        this.heldTimer = null;
        this.releaseHeldWhenDue();
      }, wait);
      return;
    }
    for (const id of this.heldNodes) this.dirtyNodes.add(id);
    for (const key of this.heldConnections) this.dirtyConnections.add(key);
    this.heldNodes.clear();
    this.heldConnections.clear();
    this.remotePolicy.remoteDrawn();
    this.remoteToDraw = true;
    this.request();
  }

  /** Draws now instead of on the next animation frame (tests, screenshots). */
  renderNow(): void {
    if (this.frame !== null) cancelAnimationFrame(this.frame);
    this.frame = null;
    this.forceLive = true;
    this.draw();
  }

  destroy(): void {
    this.canvasElement()?.removeEventListener('webglcontextrestored', this.contextRestored);
    if (this.frame !== null) cancelAnimationFrame(this.frame);
    this.frame = null;
    if (this.warmHandle !== null) cancelIdle(this.warmHandle);
    this.warmHandle = null;
    if (this.prewarmHandle !== null) clearTimeout(this.prewarmHandle);
    this.prewarmHandle = null;
    if (this.settleTimer !== null) clearTimeout(this.settleTimer);
    this.settleTimer = null;
    if (this.heldTimer !== null) clearTimeout(this.heldTimer);
    this.heldTimer = null;
    this.warmState = 'done';
    this.scene = null;
    this.nodes.destroy();
    this.connections.destroy();
    this.overlays.destroy();
    this.results.destroy();
    this.grid.destroy();
    this.world.destroy();
  }

  private readonly contextRestored = (): void => {
    this.wholeFrame = true;
    this.motion.invalidate();
    this.viewportDirty = true;
    this.request();
  };

  /** The canvas as a DOM element (none in tests' fake renderers). */
  private canvasElement(): HTMLCanvasElement | null {
    const canvas = this.app.renderer.canvas as unknown;
    return typeof HTMLCanvasElement !== 'undefined' && canvas instanceof HTMLCanvasElement ? canvas : null;
  }

  private request(): void {
    // While the sample scene compiles the shaders (three short tasks) before any scene, nothing is drawn.
    if (this.frame !== null || this.prewarmHandle !== null) return;
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
    const choice = chooseFrame(
      {
        viewportDirty: this.viewportDirty,
        forceLive: this.forceLive,
        contentUnchanged: this.contentUnchanged(),
        pendingViews: this.pendingViews(),
      },
      () => this.motion.place(viewport),
    );
    if (choice === 'move') {
      this.viewportDirty = false;
      this.presentMove();
    } else this.drawLive(scene, viewport);
  }

  /** Views still to build in the covered area. */
  private pendingViews(): number {
    return this.nodes.pendingCount + this.connections.pendingCount + this.results.pendingCount;
  }

  /** The covered area for `viewport` (visible + margin) and its detail level: index queried, views queued. */
  private coverFor(scene: SceneSource, viewport: ViewportState): void {
    const lowDetail = isLowDetail(viewport.scale);
    const visible = visibleWorld(viewport);
    this.lowDetail = lowDetail;
    this.covered = padBox(visible, COVER_MARGIN);
    const nodeIds = scene.index.nodeIdsIn(this.covered);
    const connectionKeys = scene.index.connectionKeysIn(this.covered);
    this.nodes.cover(nodeIds, lowDetail, visible, scene.index);
    this.connections.cover(connectionKeys, lowDetail);
    this.results.cover(scene, this.covered, nodeIds, connectionKeys, lowDetail);
  }

  /**
   * The compositor shows the moved canvas: nothing is drawn. A pan moves it pixel for pixel and it stays as
   * the final picture; a zoom scales it, so the scene is drawn live again SETTLE_MS after the last move.
   */
  private presentMove(): void {
    this.draws += 1;
    this.moves += 1;
    if (this.settleTimer !== null) clearTimeout(this.settleTimer);
    this.settleTimer = null;
    if (this.motion.exact) return;
    this.settleTimer = setTimeout(() => {
      this.settleTimer = null;
      this.forceLive = true;
      this.viewportDirty = true;
      this.request();
    }, SETTLE_MS);
  }

  /** No edits, states, overlays or results waiting to be drawn (views may still be building). */
  private contentUnchanged(): boolean {
    return (
      this.dirtyNodes.size === 0 &&
      this.dirtyConnections.size === 0 &&
      !this.statesDirty &&
      !this.overlaysDirty &&
      !this.resultsAll &&
      this.resultNodes.size === 0 &&
      this.resultConnections.size === 0
    );
  }

  /**
   * Grid and world transform for `viewport` on screen, drawn into the grown canvas (shifted by its margin);
   * the grid covers the whole canvas (`overAll`) or only the screen's part of it.
   */
  private applyViewport(viewport: ViewportState, overAll: boolean): ViewportState {
    const drawn = this.motion.drawViewport(viewport);
    if (overAll) this.grid.update(drawn);
    else this.grid.update(viewport, this.motion.marginX, this.motion.marginY);
    this.world.position.set(drawn.offsetX, drawn.offsetY);
    this.world.scale.set(viewport.scale);
    return drawn;
  }

  /**
   * Draws the scene over the whole canvas, margin included (ready to be moved) once every view in the covered
   * area is built; frames still building views fill the grid only over the screen (they are redrawn).
   */
  private drawLive(scene: SceneSource, viewport: ViewportState): void {
    const theme = this.theme;
    // Views are built faster while nothing moves (opening, a settled zoom) than during a pan or zoom, and when a
    // move left the picture: the frame that redraws it is long anyway, and each extra one costs a full fill.
    const atRest = !this.viewportDirty && this.motion.exact;
    let patch = this.mayPatch();
    if (!this.contentUnchanged()) this.moveToCover = false;
    else if (this.draws > 0 && (this.viewportDirty || this.forceLive)) this.moveToCover = true;
    this.forceLive = false;

    if (this.viewportDirty) {
      this.viewportDirty = false;
      const lowDetail = isLowDetail(viewport.scale);
      const visible = visibleWorld(viewport);
      if (lowDetail !== this.lowDetail || !this.covered || !containsBox(this.covered, visible)) this.coverFor(scene, viewport);
    }
    const covered = this.covered;
    const painted = patch ? this.painted.add : undefined;
    if (covered && this.dirtyNodes.size > 0) {
      this.nodes.changed(scene, this.dirtyNodes, covered, theme, painted);
      this.results.nodesChanged(scene, this.dirtyNodes, theme);
      this.dirtyNodes.clear();
    }
    if (covered && this.dirtyConnections.size > 0) {
      this.connections.changed(scene, this.dirtyConnections, covered, theme, painted);
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
      this.nodes.refreshStates(scene.interaction, painted);
      this.nodes.markBoxesDirty();
      this.connections.refreshStates(scene, theme, painted);
    }
    // Full-detail views of a newly covered area: a budget per frame (BuildBudget), nodes first; the rest show
    // as boxes/lines meanwhile.
    const buildStart = performance.now();
    const generous = atRest || this.moveToCover;
    const deadline = buildStart + this.budget.budgetMs(generous);
    const limit = this.budget.limit(generous);
    const builtNodes = this.nodes.build(scene, theme, deadline, limit);
    const builtViews = builtNodes + this.connections.build(scene, theme, deadline, limit - builtNodes);
    const built = builtViews + this.results.build(scene, theme, deadline, limit - builtViews);
    const buildMs = performance.now() - buildStart;
    this.nodes.flush(scene, theme);
    this.connections.flush(scene, theme);
    this.results.flush(scene, theme);
    if (this.overlaysDirty) {
      this.overlaysDirty = false;
      this.overlays.update(scene, theme, painted);
      // The ghost came up: its filter renders offscreen, so this frame is drawn whole.
      if (this.overlays.drawsOffscreen) patch = false;
    }
    const complete = this.nodes.pendingCount === 0 && this.connections.pendingCount === 0 && this.results.pendingCount === 0;
    // A complete frame is drawn over the whole canvas, margin included, whatever it was drawn for (a move, an edit,
    // a hover): the next move is a compositor move at once. (The grid only over the screen saved a few ms of dots
    // per content change, and then cost a second whole-scene frame in idle time to complete the margin — a frame of
    // 0.1–0.2 s under SwiftShader that a drag starting then waited for; issue 24.)
    const overAll = complete;
    const drawn = this.applyViewport(viewport, overAll);
    const renderStart = performance.now();
    const patched = patch && complete;
    if (patched) this.repaint(drawn);
    else {
      this.painted.take();
      this.limitTo(null);
      this.app.render();
    }
    const renderEnd = performance.now();
    if (this.remoteToDraw && complete) {
      this.remoteToDraw = false;
      this.remoteDrawnAt = renderEnd;
    }
    this.motion.drawn(viewport, overAll);
    if (overAll) this.moveToCover = false;
    if (overAll && !patched) {
      this.fullDraws += 1;
      this.wholeFrame = false;
    }
    this.budget.learn(renderEnd, built, buildMs, renderEnd - renderStart);
    this.draws += 1;
    if (!complete) this.request();
    if (this.warmState === 'waiting') {
      this.warmState = 'running';
      this.warmHandle = whenIdle(() => this.warmUp());
    }
  }

  /**
   * Only some views changed — their looks (hover, selection, focus, find), their nodes and connections (a drag, an
   * edit, here or by others), the connection being drawn or the selection box — since a complete frame drawn at this
   * very view, on a canvas that keeps its pixels: the frame can repaint just those views' region, where they were
   * and where they are. Not after a change of theme, while the canvas is shown moved, detail is low or still building
   * (the stand-in boxes and lines are redrawn whole), the results overlay follows the nodes, or the ghost is up.
   */
  private mayPatch(): boolean {
    const edited = this.dirtyNodes.size > 0 || this.dirtyConnections.size > 0;
    return (
      this.patchable &&
      !this.wholeFrame &&
      (this.statesDirty || edited || this.overlaysDirty) &&
      !(edited && this.scene?.interaction.results) &&
      this.motion.valid &&
      !this.motion.moved &&
      !this.viewportDirty &&
      !this.forceLive &&
      !this.lowDetail &&
      this.pendingViews() === 0 &&
      !this.resultsAll &&
      this.resultNodes.size === 0 &&
      this.resultConnections.size === 0 &&
      !this.overlays.drawsOffscreen
    );
  }

  /**
   * Renders the scene (drawn with `drawn`, the canvas's viewport) clipped to the region of the views that changed (the GL scissor: pixi itself never uses it);
   * the rest of the canvas keeps its pixels. Nothing changed on stage (a hover over empty canvas, an edit outside the
   * covered area): nothing to paint.
   */
  private repaint(drawn: ViewportState): void {
    const region = this.painted.take();
    if (!region) return;
    const renderer = this.app.renderer as WebGLRenderer;
    const rect = canvasRectOf(region, drawn, renderer.canvas, renderer.resolution);
    if (!rect) return;
    const gl = renderer.gl;
    gl.enable(gl.SCISSOR_TEST);
    // GL's scissor box counts rows from the bottom.
    gl.scissor(rect.x, renderer.canvas.height - rect.y - rect.height, rect.width, rect.height);
    // The views in the rectangle as filled (whole pixels and the edge pixels beyond the region): whatever the scissored
    // clear wipes, the render draws again — a neighbour whose edge reaches only into those pixels included.
    this.limitTo(worldBoxOfRect(rect, drawn, renderer.resolution), rect, renderer.resolution);
    try {
      this.app.render();
    } finally {
      gl.disable(gl.SCISSOR_TEST);
    }
    this.partialDraws += 1;
  }

  /**
   * What the next render draws: only the views and dots that reach into `region` (world units; `rect`, its canvas
   * pixels) — a repaint, whose scissor would clip the rest away after paying for its every primitive (flatShapes.ts)
   * — or, with no region, everything again.
   */
  private limitTo(region: BBox | null, rect?: CanvasRect, resolution = 1): void {
    if (!region && !this.limited) return;
    this.limited = region !== null;
    this.nodes.limitTo(region);
    this.connections.limitTo(region);
    this.grid.limitTo(rect ? { x: rect.x / resolution, y: rect.y / resolution, width: rect.width / resolution, height: rect.height / resolution } : null);
  }

  /**
   * Before any flow (the canvas is made while the flow downloads: engine/render/flowCanvas.ts), in three short tasks:
   * the grid, a sample card and a sample connection rendered once offscreen, so the two programs every frame draws
   * with — the grid's point program and the batch program (every Graphics is batched: batchedGraphics.ts) — are
   * compiled and the font uploaded before the first frame (and the views go to the pool). A scene that arrives
   * meanwhile ends it (setScene): its first frame compiles the rest. Per-program costs: bench/README.md.
   */
  private prewarm(step: number): void {
    this.prewarmHandle = null;
    if (this.warmState === 'done') return;
    this.warmTarget ??= RenderTexture.create({ width: 4, height: 4 });
    const target = this.warmTarget;
    // Drawn inside the real layers (the world is a render group: its own shader variants), offscreen.
    this.grid.update({ scale: 1, offsetX: 0, offsetY: 0, width: 4, height: 4 });
    if (step === 1 || step === 2) {
      const sample = sampleScene();
      if (step === 1) this.nodes.warmUp(sample, this.theme, [...sample.model.nodes()].map((node) => node.id), this.nodes.pooledCount + 3, this.nodes.view, Number.POSITIVE_INFINITY);
      else this.connections.warmUp(sample, this.theme, [...sample.model.connections()].map((connection) => connectionKeyOf(connection)), 1, this.connections.view);
    }
    this.app.renderer.render({ container: this.content, target });
    this.nodes.endWarmUp();
    this.connections.endWarmUp();
    if (step < 2) this.prewarmHandle = setTimeout(() => this.prewarm(step + 1), 0) as unknown as number;
    else if (this.scene) this.request();
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
    const pooled = this.nodes.warmUp(scene, this.theme, ids, Math.min(wanted, this.nodes.pooledCount + WARM_BATCH), stage, deadline);
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
