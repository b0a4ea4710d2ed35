import { integer, min, object } from 'superstruct';
import { flowDocumentSchema } from '../engine/model/flowSchema';

/**
 * PUT /widgets/{id}/flow: the whole document and the version it was edited from. The save is
 * refused with 409 flow-version-conflict when baseVersion is no longer the stored version.
 */
export const flowSaveSchema = object({
  baseVersion: min(integer(), 1),
  flow: flowDocumentSchema,
});
