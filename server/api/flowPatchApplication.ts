// Applies the editor's patches to a stored flow document, translating a refused op into the API's
// 400 answer. Same semantics as engine applyPatches (in order, all or nothing, the input untouched),
// applied patch by patch on one model so the answer can name which patch was refused.
import { FlowModel } from '../../engine/model/FlowModel';
import type { FlowDocument } from '../../engine/model/flowTypes';
import { applyPatch, PatchRejectedError } from '../../engine/model/patch/applyPatch';
import type { FlowPatch } from '../../engine/model/patch/flowPatch';
import { ValidationError } from '../http/errors';

/**
 * The document after all patches; otherwise throws 400 validation with field `patches.<i>` (the refused
 * patch), rule `patch-rejected` and the engine's reason as the message.
 */
export function documentAfterPatches(document: FlowDocument, patches: readonly FlowPatch[]): FlowDocument {
  const model = FlowModel.fromDocument(document);
  patches.forEach((patch, index) => {
    try {
      applyPatch(model, patch);
    } catch (error) {
      if (!(error instanceof PatchRejectedError)) throw error;
      throw new ValidationError([{ field: `patches.${index}`, rule: 'patch-rejected', message: error.reason }]);
    }
  });
  return model.toDocument();
}
