// Where the editor's changes are shown: the renderer (when one is attached) and the overviews (the minimap).
// The editor says what changed once; this passes it on to each. Owns the attachment, hence a class.
import type { FlowRenderer, ResultsChange, SceneSource } from '../render/FlowRenderer';
import type { ResultsDrawn } from '../render/resultsFigures';
import type { OverviewSink } from '../render/MinimapView';

export class SceneOutputs {
  private renderer: FlowRenderer | null = null;
  private readonly overviews = new Set<OverviewSink>();

  constructor(private readonly scene: SceneSource) {}

  /** Attaching the renderer already attached changes nothing (the scene stays drawn). */
  attachRenderer(renderer: FlowRenderer): void {
    if (this.renderer === renderer) return;
    this.renderer = renderer;
    renderer.setScene(this.scene);
  }

  detachRenderer(): void {
    this.renderer = null;
  }

  /** Returns the unsubscribe. */
  attachOverview(sink: OverviewSink): () => void {
    this.overviews.add(sink);
    return () => this.overviews.delete(sink);
  }

  nodesChanged(ids: Iterable<number>): void {
    this.renderer?.nodesChanged(ids);
    for (const overview of this.overviews) overview.nodesChanged(ids);
  }

  /** What someone else changed (co-editing): the renderer may hold it while the view moves; overviews as usual. */
  remoteChanged(nodes: ReadonlySet<number>, connections: ReadonlySet<number>): void {
    if (this.renderer?.remoteChanged) this.renderer.remoteChanged(nodes, connections);
    else {
      this.renderer?.nodesChanged(nodes);
      this.renderer?.connectionsChanged(connections);
    }
    for (const overview of this.overviews) overview.nodesChanged(nodes);
  }

  /** Warning counts changed: the cards on screen redraw (the overview does not show warnings). */
  nodeDecorationsChanged(ids: Iterable<number>): void {
    if (this.renderer?.nodeDecorationsChanged) this.renderer.nodeDecorationsChanged(ids);
    else this.renderer?.nodesChanged(ids);
  }

  connectionsChanged(keys: Iterable<number>): void {
    this.renderer?.connectionsChanged(keys);
  }

  viewportChanged(): void {
    this.renderer?.viewportChanged();
    for (const overview of this.overviews) overview.viewportChanged();
  }

  resize(width: number, height: number): void {
    this.renderer?.resize(width, height);
  }

  /** Selection, hover, the active connection, disabled ports, warnings or find highlights changed. */
  statesChanged(): void {
    this.renderer?.statesChanged();
  }

  /** The incomplete connection, the ghost or the selection box changed. */
  overlaysChanged(): void {
    this.renderer?.overlaysChanged();
  }

  /** The results overlay's figures changed, or it was switched (EditorResults). */
  resultsChanged(change: ResultsChange): void {
    this.renderer?.resultsChanged(change);
  }

  /** What the renderer shows of the results overlay (the debug handle); null without a drawing renderer. */
  resultsDrawn(): ResultsDrawn | null {
    return this.renderer?.resultsDrawn?.() ?? null;
  }

  clear(): void {
    this.renderer = null;
    this.overviews.clear();
  }
}
