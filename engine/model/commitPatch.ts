// The one path an edit takes: apply to the model, then record in history. Returns what changed.
import type { FlowModel } from './FlowModel';
import type { History } from './history/History';
import { applyPatch, type PatchEffects } from './patch/applyPatch';
import type { FlowPatch } from './patch/flowPatch';

export function commitPatch(model: FlowModel, history: History, patch: FlowPatch): PatchEffects {
  const effects = applyPatch(model, patch);
  history.record(patch);
  return effects;
}

/** Undoes the last step; returns the applied patch (for autosave) and what changed, or null when there is none. */
export function undoStep(model: FlowModel, history: History): { patch: FlowPatch; effects: PatchEffects } | null {
  const patch = history.undo();
  return patch ? { patch, effects: applyPatch(model, patch) } : null;
}

export function redoStep(model: FlowModel, history: History): { patch: FlowPatch; effects: PatchEffects } | null {
  const patch = history.redo();
  return patch ? { patch, effects: applyPatch(model, patch) } : null;
}
