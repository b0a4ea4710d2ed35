// Restoring a published version into the editor's draft (issue 15): the patch from the draft as it is now to the
// version (model/versions/restorePatch.ts), committed as ONE undoable step that the autosave sends like any edit.
// The editor stays the only writer of its model; this module only decides what to commit.
import type { FlowModel } from '../model/FlowModel';
import type { FlowPatch } from '../model/patch/flowPatch';
import { changeCounts, type FlowChangeCounts, type FlowSource } from '../model/versions/flowDiff';
import { restorePlan, RestoreRefusedError } from '../model/versions/restorePatch';

/** What restoreVersion needs of the editor (FlowEditor). */
export interface RestoreTarget {
  readonly model: FlowModel;
  getSnapshot(): { canEdit: boolean };
  /** Commits the patch as one undoable, autosaved step; null, or why it was refused. */
  applyEdit(patch: FlowPatch): string | null;
}

export type RestoreOutcome =
  /** The draft now equals the version; `changes` counts what the restore changed in the draft. */
  | { kind: 'restored'; changes: FlowChangeCounts }
  /** The draft already equals the version: nothing was committed. */
  | { kind: 'unchanged' }
  | { kind: 'refused'; reason: string };

/** `version`: the version's document, or the model of the read-only editor showing it. */
export function restoreVersion(editor: RestoreTarget, version: FlowSource): RestoreOutcome {
  if (!editor.getSnapshot().canEdit) return { kind: 'refused', reason: 'The flow is read-only' };
  let plan: ReturnType<typeof restorePlan>;
  try {
    plan = restorePlan(editor.model, version);
  } catch (error) {
    if (error instanceof RestoreRefusedError) return { kind: 'refused', reason: error.message };
    throw error;
  }
  if (plan.patch.ops.length === 0) return { kind: 'unchanged' };
  const refusal = editor.applyEdit(plan.patch);
  if (refusal !== null) return { kind: 'refused', reason: `The version cannot be restored: ${refusal}` };
  return { kind: 'restored', changes: changeCounts(plan.diff) };
}
