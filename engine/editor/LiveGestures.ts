// Edits that follow the pointer: a drag of the selection and a note's edge being dragged. Each move is applied
// at once (applyPatch, not recorded) so the canvas follows; the release records the whole gesture as ONE patch
// (one undo step, one autosave change); a cancel applies the way back. The editor routes the events here.
import type { FlowModel } from '../model/FlowModel';
import type { History } from '../model/history/History';
import { applyPatch, type PatchEffects } from '../model/patch/applyPatch';
import { isEmptyPatch, type FlowPatch } from '../model/patch/flowPatch';
import type { Point } from '../spatial/connectionCurve';
import { DragSession } from './DragSession';
import { NoteResizeSession } from './NoteResizeSession';

export interface LiveGesturesHost {
  model: FlowModel;
  history: History;
  canEdit(): boolean;
  snap(): boolean;
  /** A live step was applied: index, renderer and the rest follow (not saved). */
  applied(effects: PatchEffects, patch: FlowPatch): void;
  /** The gesture ended: the one patch to save. */
  recorded(patch: FlowPatch): void;
  /** A gesture ended, recorded or cancelled (co-editing applies what it held back meanwhile). */
  ended?(): void;
}

export class LiveGestures {
  private drag: DragSession | null = null;
  private resize: NoteResizeSession | null = null;

  constructor(private readonly host: LiveGesturesHost) {}

  /** A gesture is under way (undo and redo wait for it). */
  get busy(): boolean {
    return this.drag !== null || this.resize !== null;
  }

  /** The nodes the gesture under way changes, or null when none is. */
  nodes(): { has(id: number): boolean } | null {
    if (this.drag) return this.drag;
    const resized = this.resize?.nodeId;
    return resized === undefined ? null : { has: (id) => id === resized };
  }

  dragStart(ids: number[], anchor: number | null): void {
    this.drag = new DragSession(this.host.model, ids, anchor, this.host.snap());
  }

  dragMove(totalDx: number, totalDy: number): void {
    const session = this.drag;
    if (!session) return;
    const patch = session.step(totalDx, totalDy);
    if (!patch) return;
    session.applied(patch);
    this.apply(patch);
  }

  dragEnd(): void {
    const session = this.drag;
    this.drag = null;
    if (session) this.record(session.result());
    if (session) this.host.ended?.();
  }

  dragCancel(): void {
    const session = this.drag;
    this.drag = null;
    if (session) this.apply(session.revert());
    if (session) this.host.ended?.();
  }

  resizeNote(phase: 'start' | 'move' | 'end' | 'cancel', nodeId: number, world: Point): void {
    if (phase === 'start') {
      if (this.host.canEdit() && this.host.model.getNode(nodeId)?.type === 'note') this.resize = new NoteResizeSession(this.host.model, nodeId, world.x);
      return;
    }
    const session = this.resize;
    if (!session) return;
    if (phase === 'move') {
      this.apply(session.step(world.x));
      return;
    }
    this.resize = null;
    if (phase === 'cancel') this.apply(session.revert());
    else {
      this.apply(session.step(world.x));
      this.record(session.result());
    }
    this.host.ended?.();
  }

  private apply(patch: FlowPatch | null): void {
    if (!patch || isEmptyPatch(patch)) return;
    this.host.applied(applyPatch(this.host.model, patch), patch);
  }

  private record(patch: FlowPatch | null): void {
    if (!patch || isEmptyPatch(patch)) return;
    this.host.history.record(patch);
    this.host.recorded(patch);
  }
}
