// Pointer gestures on the canvas → machine events (editor.md §2, §4). One press starts one gesture, chosen by
// what is under the pointer (ports, then nodes, then connections, then background): connect from a port, press
// or drag a node, pan (a click on background or on a connection when it did not move), or Shift+drag a
// selection box. Moves without a gesture only hover (one hit-test: the index answers, never the whole flow).
import type { BBox } from 'rbush';
import type { ConnectionDrawingEvent } from '../machines/connectionDrawingMachine';
import type { NodeDragEvent } from '../machines/nodeDragMachine';
import type { ViewportEvent } from '../machines/viewportMachine';
import { CLICK_TOLERANCE_PX } from '../model/flowLimits';
import type { Point } from '../spatial/connectionCurve';
import type { HitResult } from '../spatial/hitTest';
import type { CanvasCursor, CanvasPointer } from './canvasPointer';

export type DrawingPhase = 'idle' | 'pressed' | 'open';

/** Where the router's events go. The editor implements it; tests record it. */
export interface PointerRouterHost {
  hitTest(screen: Point): HitResult;
  toWorld(screen: Point): Point;
  canEdit(): boolean;
  ghostActive(): boolean;
  drawingPhase(): DrawingPhase;
  viewport(event: ViewportEvent): void;
  connection(event: ConnectionDrawingEvent): void;
  drag(event: NodeDragEvent): void;
  /** The ghost follows the pointer (`place` false) or is placed (true); world position of the pointer. */
  ghost(world: Point, place: boolean): void;
  /** The selection box while Shift-dragging (world); `done` on release (box null = no box drawn). */
  boxSelect(box: BBox | null, done: boolean): void;
  hover(hit: HitResult): void;
  cursor(cursor: CanvasCursor): void;
  openNode(nodeId: number): void;
  /** True when the press is on the node's warning icon (the node has warnings and the point is on the icon). */
  onWarningIcon(nodeId: number, world: Point): boolean;
  /** A press on a warning icon: the host shows the node's warnings at this screen point. */
  openWarnings(nodeId: number, screen: Point): void;
  /** True when the point is on the resize edge of a note the user may edit. */
  onResizeEdge(nodeId: number, world: Point): boolean;
  /** A note's edge being dragged: start, moves (world), end, or cancel. */
  resize(phase: 'start' | 'move' | 'end' | 'cancel', nodeId: number, world: Point): void;
}

type Gesture =
  | { kind: 'pan'; start: Point; moved: boolean; click: ((at: CanvasPointer) => void) | null }
  | { kind: 'box'; start: Point; startWorld: Point; moved: boolean }
  | { kind: 'node' }
  | { kind: 'port' }
  | { kind: 'resize'; nodeId: number };

function beyondTolerance(start: Point, now: Point): boolean {
  return Math.hypot(now.x - start.x, now.y - start.y) >= CLICK_TOLERANCE_PX;
}

function boxOf(a: Point, b: Point): BBox {
  return { minX: Math.min(a.x, b.x), minY: Math.min(a.y, b.y), maxX: Math.max(a.x, b.x), maxY: Math.max(a.y, b.y) };
}

export class PointerRouter {
  private gesture: Gesture | null = null;
  private lastHit: HitResult = { kind: 'background' };
  /** Where the pointer last was over the canvas (null once it left): what viewMoved hit-tests again. */
  private lastPointer: CanvasPointer | null = null;
  /** The hovered point is on a note's resize edge. */
  private onEdge = false;

  constructor(private readonly host: PointerRouterHost) {}

  get busy(): boolean {
    return this.gesture !== null;
  }

  down(pointer: CanvasPointer): void {
    this.lastPointer = pointer;
    const host = this.host;
    if (this.gesture) return;
    if (pointer.button === 1) {
      this.startPan(pointer, null);
      return;
    }
    if (pointer.button !== 0) return;
    const hit = host.hitTest(pointer);
    const world = host.toWorld(pointer);

    if (host.ghostActive()) {
      this.startPan(pointer, (at) => host.ghost(host.toWorld(at), true));
      return;
    }
    if (hit.kind === 'port' && host.canEdit()) {
      host.connection({ type: 'PORT.DOWN', port: { nodeId: hit.nodeId, side: hit.side, port: hit.port } });
      this.gesture = { kind: 'port' };
      this.updateCursor();
      return;
    }
    if (hit.kind === 'node' && host.drawingPhase() === 'idle' && host.onWarningIcon(hit.nodeId, world)) {
      host.openWarnings(hit.nodeId, { x: pointer.x, y: pointer.y });
      return;
    }
    if (hit.kind === 'node' && host.drawingPhase() === 'idle' && host.onResizeEdge(hit.nodeId, world)) {
      host.resize('start', hit.nodeId, world);
      this.gesture = { kind: 'resize', nodeId: hit.nodeId };
      this.updateCursor();
      return;
    }
    if (host.drawingPhase() === 'open') host.connection({ type: 'POINTER.DOWN' });
    if (hit.kind === 'node' || hit.kind === 'port') {
      host.drag({ type: 'NODE.DOWN', nodeId: hit.nodeId, shift: pointer.shift, screen: { x: pointer.x, y: pointer.y }, world });
      this.gesture = { kind: 'node' };
    } else if (pointer.shift) {
      this.gesture = { kind: 'box', start: { x: pointer.x, y: pointer.y }, startWorld: world, moved: false };
    } else if (hit.kind === 'connection') {
      const key = hit.key;
      this.startPan(pointer, () => host.drag({ type: 'CONNECTION.CLICK', key }));
    } else {
      this.startPan(pointer, () => host.drag({ type: 'BACKGROUND.CLICK' }));
    }
    this.updateCursor();
  }

  move(pointer: CanvasPointer): void {
    this.lastPointer = pointer;
    const host = this.host;
    const gesture = this.gesture;
    const screen = { x: pointer.x, y: pointer.y };
    if (!gesture) {
      const world = host.toWorld(pointer);
      if (host.ghostActive()) host.ghost(world, false);
      if (host.drawingPhase() === 'open') host.connection({ type: 'POINTER.MOVE', x: world.x, y: world.y });
      const hit = host.hitTest(pointer);
      this.onEdge = hit.kind === 'node' && host.onResizeEdge(hit.nodeId, world);
      this.setHover(hit);
      this.updateCursor();
      return;
    }
    switch (gesture.kind) {
      case 'pan':
        host.viewport({ type: 'POINTER.MOVE', x: pointer.x, y: pointer.y });
        if (!gesture.moved && beyondTolerance(gesture.start, screen)) gesture.moved = true;
        break;
      case 'box':
        if (!gesture.moved && beyondTolerance(gesture.start, screen)) gesture.moved = true;
        if (gesture.moved) host.boxSelect(boxOf(gesture.startWorld, host.toWorld(pointer)), false);
        break;
      case 'node':
        host.drag({ type: 'POINTER.MOVE', screen, world: host.toWorld(pointer) });
        break;
      case 'resize':
        host.resize('move', gesture.nodeId, host.toWorld(pointer));
        break;
      case 'port': {
        const world = host.toWorld(pointer);
        host.connection({ type: 'POINTER.MOVE', x: world.x, y: world.y });
        this.setHover(host.hitTest(pointer));
        break;
      }
    }
    this.updateCursor();
  }

  up(pointer: CanvasPointer): void {
    this.lastPointer = pointer;
    const host = this.host;
    const gesture = this.gesture;
    if (!gesture) return;
    this.gesture = null;
    const screen = { x: pointer.x, y: pointer.y };
    switch (gesture.kind) {
      case 'pan':
        host.viewport({ type: 'POINTER.UP' });
        if (!gesture.moved && !beyondTolerance(gesture.start, screen)) gesture.click?.(pointer);
        break;
      case 'box':
        host.boxSelect(gesture.moved ? boxOf(gesture.startWorld, host.toWorld(pointer)) : null, true);
        break;
      case 'node':
        host.drag({ type: 'POINTER.UP', screen, world: host.toWorld(pointer) });
        break;
      case 'resize':
        host.resize('end', gesture.nodeId, host.toWorld(pointer));
        break;
      case 'port': {
        const hit = host.hitTest(pointer);
        if (hit.kind === 'port') host.connection({ type: 'PORT.UP', port: { nodeId: hit.nodeId, side: hit.side, port: hit.port } });
        else host.connection({ type: 'POINTER.UP' });
        break;
      }
    }
    this.setHover(host.hitTest(pointer));
    this.updateCursor();
  }

  /** The press ended elsewhere (pointer capture lost, Escape): the gesture stops without its click. */
  cancel(): void {
    const gesture = this.gesture;
    this.gesture = null;
    if (gesture?.kind === 'pan') this.host.viewport({ type: 'POINTER.UP' });
    if (gesture?.kind === 'box') this.host.boxSelect(null, true);
    if (gesture?.kind === 'node') this.host.drag({ type: 'CANCEL' });
    if (gesture?.kind === 'port') this.host.connection({ type: 'CANCEL' });
    if (gesture?.kind === 'resize') this.host.resize('cancel', gesture.nodeId, { x: 0, y: 0 });
    this.updateCursor();
  }

  doubleClick(pointer: CanvasPointer): void {
    const hit = this.host.hitTest(pointer);
    if (hit.kind === 'node' || hit.kind === 'port') this.host.openNode(hit.nodeId);
  }

  /** The pointer left the canvas: nothing is hovered any more. */
  leave(): void {
    this.lastPointer = null;
    if (!this.gesture) this.setHover({ kind: 'background' });
  }

  /**
   * The view moved under a still pointer (a wheel pan or zoom, a key, a toolbar button): what is under the pointer now
   * is hovered, a ghost or an open connection follows it to its new place in the flow, the cursor matches. Nothing
   * during a gesture (it follows the pointer itself) or once the pointer has left the canvas.
   */
  viewMoved(): void {
    if (!this.gesture && this.lastPointer) this.move(this.lastPointer);
  }

  private startPan(pointer: CanvasPointer, click: ((at: CanvasPointer) => void) | null): void {
    this.host.viewport({ type: 'PAN.START', x: pointer.x, y: pointer.y });
    this.gesture = { kind: 'pan', start: { x: pointer.x, y: pointer.y }, moved: false, click };
    this.updateCursor();
  }

  private setHover(hit: HitResult): void {
    this.lastHit = hit;
    this.host.hover(hit);
  }

  private updateCursor(): void {
    this.host.cursor(this.cursorNow());
  }

  private cursorNow(): CanvasCursor {
    const gesture = this.gesture;
    if (gesture?.kind === 'pan' && gesture.moved) return 'grabbing';
    if (gesture?.kind === 'node') return this.host.canEdit() ? 'grabbing' : 'default';
    if (gesture?.kind === 'box') return 'crosshair';
    if (gesture?.kind === 'resize') return 'ew-resize';
    if (this.host.drawingPhase() !== 'idle' || this.host.ghostActive()) return 'crosshair';
    if (gesture?.kind === 'pan') return 'grabbing';
    const hit = this.lastHit;
    if (hit.kind === 'connection') return 'pointer';
    if (hit.kind === 'port') return this.host.canEdit() ? 'crosshair' : 'pointer';
    if (hit.kind === 'node') return this.onEdge ? 'ew-resize' : 'pointer';
    return 'grab';
  }
}
