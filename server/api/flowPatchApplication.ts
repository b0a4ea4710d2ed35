// Applies the editor's patches to the stored flow's model, translating a refused op into the API's 400
// answer, patch by patch so the answer can name which patch was refused. The model is changed in place,
// so a caller whose call throws must discard it (patches before the refused one were applied).
// A save on an older version is rebased instead (engine/model/collab); an op that is wrong whatever happened
// since is answered the same 400.
import type { FlowModel } from '../../engine/model/FlowModel';
import { rebasePatches } from '../../engine/model/collab/rebasePatches';
import { RebaseInvalidOpError, type ConcurrentChange, type RebaseResult } from '../../engine/model/collab/rebaseTypes';
import { applyPatch, PatchRejectedError } from '../../engine/model/patch/applyPatch';
import type { FlowPatch } from '../../engine/model/patch/flowPatch';
import { ValidationError } from '../http/errors';
import { isNodeType, nodeConfigIssues } from './nodeConfigIssues';

/**
 * Applies all patches to `model`; otherwise throws 400 validation with field `patches.<i>` (the refused
 * patch), rule `patch-rejected` and the engine's reason as the message.
 */
export function applyPatchesToModel(model: FlowModel, patches: readonly FlowPatch[]): void {
  patches.forEach((patch, index) => {
    try {
      applyPatch(model, patch);
    } catch (error) {
      if (!(error instanceof PatchRejectedError)) throw error;
      throw refusedPatchError(model, patch, index, error.opIndex, error.reason);
    }
  });
}

/** Rebases the patches onto `model` over the changes since their base; an op invalid in itself is a 400 as above. */
export function rebasePatchesOntoModel(model: FlowModel, since: readonly ConcurrentChange[], patches: readonly FlowPatch[]): RebaseResult {
  try {
    return rebasePatches(model, since, patches);
  } catch (error) {
    if (!(error instanceof RebaseInvalidOpError)) throw error;
    throw refusedPatchError(model, patches[error.patchIndex]!, error.patchIndex, error.opIndex, error.reason);
  }
}

function refusedPatchError(model: FlowModel, patch: FlowPatch, patchIndex: number, opIndex: number, reason: string): ValidationError {
  // Only when the op was refused for its config (not, say, for adding a second entrypoint).
  const configIssues = reason.includes(') config: ') ? refusedConfigIssues(model, patch, patchIndex, opIndex) : [];
  if (configIssues.length > 0) return new ValidationError(configIssues);
  return new ValidationError([{ field: `patches.${patchIndex}`, rule: 'patch-rejected', message: reason }]);
}

/** When the refused op adds or updates a node with an invalid config: one issue per broken rule. */
function refusedConfigIssues(model: FlowModel, patch: FlowPatch, patchIndex: number, opIndex: number) {
  const op = patch.ops[opIndex];
  const field = `patches.${patchIndex}.ops.${opIndex}`;
  if (op?.op === 'addNode' && isNodeType(op.node.type)) return nodeConfigIssues(op.node.id, op.node.type, op.node.config, `${field}.node.config`);
  if (op?.op === 'updateNode') {
    // Earlier ops of the refused patch were not applied (all or nothing), but they cannot change a node's type.
    const node = model.getNode(op.id);
    if (node) return nodeConfigIssues(op.id, node.type, op.after.config, `${field}.after.config`);
  }
  return [];
}
