// Undo/redo stacks of patch pairs with a maximum depth and grouping (a drag is one step).
import { concatPatches, invertPatch, isEmptyPatch, type FlowPatch } from '../patch/flowPatch';

export interface HistoryEntry {
  forward: FlowPatch;
  inverse: FlowPatch;
}

export class History {
  private readonly undoStack: HistoryEntry[] = [];
  private redoStack: HistoryEntry[] = [];
  private group: FlowPatch | null = null;
  private groupDepth = 0;

  constructor(readonly maxDepth = 100) {}

  get canUndo(): boolean {
    return this.undoStack.length > 0;
  }

  get canRedo(): boolean {
    return this.redoStack.length > 0;
  }

  get undoDepth(): number {
    return this.undoStack.length;
  }

  /** Records a patch that was applied. Inside a group it joins the group; a new record clears redo. */
  record(patch: FlowPatch): void {
    if (isEmptyPatch(patch)) return;
    if (this.group) {
      this.group = concatPatches(this.group, patch);
      return;
    }
    this.push(patch);
  }

  /** Starts collecting records into one step. Groups nest; the outermost end closes the step. */
  beginGroup(): void {
    if (this.groupDepth === 0) this.group = { ops: [] };
    this.groupDepth += 1;
  }

  endGroup(): void {
    if (this.groupDepth === 0) return;
    this.groupDepth -= 1;
    if (this.groupDepth > 0) return;
    const group = this.group!;
    this.group = null;
    if (!isEmptyPatch(group)) this.push(group);
  }

  get grouping(): boolean {
    return this.groupDepth > 0;
  }

  /** The patch to apply to undo the last step (the caller applies it), or null. */
  undo(): FlowPatch | null {
    const entry = this.undoStack.pop();
    if (!entry) return null;
    this.redoStack.push(entry);
    return entry.inverse;
  }

  /** The patch to apply to redo the last undone step, or null. */
  redo(): FlowPatch | null {
    const entry = this.redoStack.pop();
    if (!entry) return null;
    this.undoStack.push(entry);
    return entry.forward;
  }

  /**
   * The last undo applied `applied` instead of the stored inverse (co-editing: someone changed part of the target
   * since): redo now re-does exactly what was undone. An undo that applied nothing leaves no redo step.
   */
  amendUndone(applied: FlowPatch): void {
    const entry = this.redoStack.pop();
    if (!entry || isEmptyPatch(applied)) return;
    this.redoStack.push({ forward: invertPatch(applied), inverse: applied });
  }

  /** The last redo applied `applied` instead of the stored forward patch: undo now undoes exactly that. */
  amendRedone(applied: FlowPatch): void {
    const entry = this.undoStack.pop();
    if (!entry || isEmptyPatch(applied)) return;
    this.undoStack.push({ forward: applied, inverse: invertPatch(applied) });
  }

  /** Rewrites every recorded step with `rewrite` (co-editing: local nodes renumbered after a reload). */
  rewrite(rewrite: (patch: FlowPatch) => FlowPatch): void {
    const each = (entry: HistoryEntry): HistoryEntry => ({ forward: rewrite(entry.forward), inverse: rewrite(entry.inverse) });
    this.undoStack.splice(0, this.undoStack.length, ...this.undoStack.map(each));
    this.redoStack = this.redoStack.map(each);
  }

  clear(): void {
    this.undoStack.length = 0;
    this.redoStack = [];
    this.group = null;
    this.groupDepth = 0;
  }

  private push(forward: FlowPatch): void {
    this.undoStack.push({ forward, inverse: invertPatch(forward) });
    if (this.undoStack.length > this.maxDepth) this.undoStack.shift();
    this.redoStack = [];
  }
}
