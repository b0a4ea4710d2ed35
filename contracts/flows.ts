import { array, object, optional } from 'superstruct';
import { liveClientIdSchema } from './collab';
import { flowDocumentSchema } from '../engine/model/flowSchema';
import { flowPatchSchema } from '../engine/model/patch/flowPatchSchema';
import { INT32_MAX, integerBetween } from './rules';

/** A flow version as the `widget_flows.version` column (integer) holds it: 1 to 2^31 − 1. */
const flowVersion = integerBetween(1, INT32_MAX);

/**
 * PUT /widgets/{id}/flow: the whole document and the version it was edited from. The save is
 * refused with 409 flow-version-conflict when baseVersion is no longer the stored version.
 */
export const flowSaveSchema = object({
  baseVersion: flowVersion,
  flow: flowDocumentSchema,
});

/**
 * PATCH /widgets/{id}/flow: the patches made since the version they were based on, applied in order. Each
 * patch is checked for its wire shape here. On the current version they apply all or nothing (400 otherwise);
 * on an older one they are rebased on the changes since (contracts/collab.ts FlowPatchAnswer). `clientId`
 * names the editor's live channel, so the change it makes is recognised as its own.
 */
export const flowPatchSaveSchema = object({
  baseVersion: flowVersion,
  patches: array(flowPatchSchema),
  clientId: optional(liveClientIdSchema),
});

/**
 * A 400 issue about one node's config (PUT or PATCH /widgets/{id}/flow): `field` is the full path in the
 * payload, `rule` the message key (editor.md §5/§8), plus the node's id and the path inside its config.
 */
export interface NodeConfigIssue {
  field: string;
  rule: string;
  message: string;
  nodeId: number;
  /** Dotted path inside the node's config ('' for the config as a whole). */
  configPath: string;
}
