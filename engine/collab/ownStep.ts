// Undo and redo of this editor's own steps while others edit too (issue 22): the step's patch is applied to the
// flow as it is now by the shared rebase rules with the `keep-current` policy, so what someone else changed since
// stays as they left it — the parts of the step that still make sense apply, the rest is reported as skipped.
// Alone (nothing changed under the step) the patch applies exactly as recorded, at the cost of one applyPatch.
import type { FlowModel } from '../model/FlowModel';
import { applyPatch, createPatchEffects, PatchRejectedError, type PatchEffects } from '../model/patch/applyPatch';
import type { FlowPatch } from '../model/patch/flowPatch';
import { rebasePatches } from '../model/collab/rebasePatches';
import type { OpOutcome, RebaseReason } from '../model/collab/rebaseTypes';
import { markOpEffects } from './opEffects';

export interface OwnStepResult {
  /** What was applied (possibly less than the step, possibly nothing). */
  applied: FlowPatch;
  effects: PatchEffects;
  /** Parts left alone because someone changed or removed their target since. */
  skipped: OpOutcome[];
}

/** Drops that lose nothing: what the op wanted is already so. */
const NOTHING_LOST: ReadonlySet<RebaseReason> = new Set(['no-change', 'already-removed', 'already-disconnected', 'already-connected']);

export function applyOwnStep(model: FlowModel, patch: FlowPatch): OwnStepResult {
  try {
    return { applied: patch, effects: applyPatch(model, patch), skipped: [] };
  } catch (error) {
    if (!(error instanceof PatchRejectedError)) throw error;
  }
  const result = rebasePatches(model, [], [patch], { policy: 'keep-current' });
  const applied = result.applied[0] ?? { ops: [] };
  const skipped = result.outcomes.filter(
    (outcome) => (outcome.outcome === 'dropped' && !(outcome.reason && NOTHING_LOST.has(outcome.reason))) || (outcome.skipped?.length ?? 0) > 0,
  );
  return { applied, effects: markOpEffects(model, applied.ops, createPatchEffects()), skipped };
}
