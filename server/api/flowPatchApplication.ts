// Applies the editor's patches to the stored flow's model, translating a refused op into the API's 400
// answer, patch by patch so the answer can name which patch was refused. The model is changed in place,
// so a caller whose call throws must discard it (patches before the refused one were applied).
import type { FlowModel } from '../../engine/model/FlowModel';
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
      // Only when the op was refused for its config (not, say, for adding a second entrypoint).
      const configIssues = error.reason.includes(') config: ') ? refusedConfigIssues(model, patch, index, error.opIndex) : [];
      if (configIssues.length > 0) throw new ValidationError(configIssues);
      throw new ValidationError([{ field: `patches.${index}`, rule: 'patch-rejected', message: error.reason }]);
    }
  });
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
