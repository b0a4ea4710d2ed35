// The pixi renderer: grid (screen space) under a world container (connections, nodes, overlays) that carries
// the viewport transform. It draws on demand: every notification sets a dirty flag and asks for one animation
// frame; the frame updates only what is dirty and renders once. The ticker never drives it. The covered area
// (the visible world plus a margin) is queried from the spatial index only when the view leaves it.
import { Container, type Application } from 'pixi.js';
import type { BBox } from 'rbush';
import type { FlowRenderer, RenderStats, SceneSource } from './FlowRenderer';
import { ConnectionLayer } from './ConnectionLayer';
import { installFlowFonts } from './flowFont';
import { GridLayer } from './GridLayer';
import { NodeLayer } from './NodeLayer';
import { OverlayLayer } from './OverlayLayer';
import { renderTheme, type RenderTheme } from './renderTheme';
import { containsBox, COVER_MARGIN, isLowDetail, padBox, visibleWorld } from './visibleWorld';

export class PixiFlowRenderer implements FlowRenderer {
  private readonly grid: GridLayer;
  private readonly world = new Container();
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
        this.nodes.cover(scene, scene.index.nodeIdsIn(this.covered), lowDetail, theme);
        this.connections.cover(scene, scene.index.connectionKeysIn(this.covered), lowDetail, theme);
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
    this.nodes.flush(scene, theme);
    this.connections.flush(scene, theme);
    if (this.overlaysDirty) {
      this.overlaysDirty = false;
      this.overlays.update(scene, theme);
    }
    this.app.render();
    this.draws += 1;
  }
}
