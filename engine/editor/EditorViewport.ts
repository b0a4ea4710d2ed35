// The editor's view commands: where the viewport is, screen ↔ world, resizing (the first non-empty size opens
// the flow's first view: openingView.ts), toolbar zoom and fit, and jumps (the minimap). The viewport machine
// does the moving; this remembers whether the first view was shown, hence a class.
import type { ViewportEvent } from '../machines/viewportMachine';
import { screenToWorld, worldToScreen, type ViewportTransform } from '../machines/viewportMath';
import type { FlowModel } from '../model/FlowModel';
import type { ViewportState } from '../render/FlowRenderer';
import type { Point } from '../spatial/connectionCurve';
import type { SpatialIndex } from '../spatial/SpatialIndex';
import { openingView } from './openingView';

export interface EditorViewportHost {
  model: FlowModel;
  index: SpatialIndex;
  /** The viewport machine's context. */
  state(): ViewportState;
  send(event: ViewportEvent): void;
  /** The canvas changed size (the renderer follows). */
  resized(width: number, height: number): void;
}

export class EditorViewport {
  private readySent = false;
  /** Where to open instead of the flow's first view (startAt), shown at once. */
  private startView: ViewportTransform | null = null;

  constructor(private readonly host: EditorViewportHost) {}

  /**
   * Where the view is; before its first size, where it will open when startAt was asked for (a preview replaced
   * before it was ever laid out hands that on, not the machine's unopened origin at scale 1).
   */
  current(): ViewportState {
    const { scale, offsetX, offsetY, width, height } = this.host.state();
    if (!this.readySent && this.startView) return { ...this.startView, width, height };
    return { scale, offsetX, offsetY, width, height };
  }

  worldToScreen(x: number, y: number): Point {
    return worldToScreen(this.host.state(), x, y);
  }

  screenToWorld(x: number, y: number): Point {
    return screenToWorld(this.host.state(), x, y);
  }

  resize(width: number, height: number): void {
    this.host.send({ type: 'RESIZE', width, height });
    this.host.resized(width, height);
    if (!this.readySent && width > 0 && height > 0) {
      this.readySent = true;
      const first = this.startView ? { view: this.startView, animate: false } : openingView(this.host.model, this.host.index, width, height);
      this.host.send({ type: 'READY', first });
    }
  }

  /**
   * Opens at `view` instead of the flow's own first view (issue 24: the editor built from the whole flow takes over
   * where the first view's preview was looked at; the preview opens where the whole flow would). Before the first
   * size it replaces the opening; after it, it jumps.
   */
  startAt(view: ViewportTransform): void {
    if (this.readySent) this.jumpTo(view);
    else this.startView = { scale: view.scale, offsetX: view.offsetX, offsetY: view.offsetY };
  }

  zoomIn(): void {
    this.host.send({ type: 'ZOOM.IN' });
  }

  zoomOut(): void {
    this.host.send({ type: 'ZOOM.OUT' });
  }

  fit(): void {
    this.host.send({ type: 'FIT', bounds: this.host.index.nodesBounds() });
  }

  /** Moves the view at once (the minimap). */
  jumpTo(transform: ViewportTransform): void {
    this.host.send({ type: 'JUMP.TO', transform });
  }
}
