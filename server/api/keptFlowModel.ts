// The model a save starts from, without reading the flow's pages when it can be helped: the model this instance
// kept from the last save it made (FlowModelCache), brought up to the current version with the changes logged
// since when other instances saved meanwhile (widget_flow_changes). Behind a load balancer the saves of one flow
// alternate between instances; without this each would re-read a 100,000-node flow from its pages.
import type { FlowModel } from '../../engine/model/FlowModel';
import { applyPatch, PatchRejectedError } from '../../engine/model/patch/applyPatch';
import type { Db } from '../db/database';
import { continuous, FLOW_CHANGES_KEPT, readFlowChanges } from '../flows/flowChangeLog';
import type { FlowModelCache } from './flowModelCache';

/** The widget's flow model at `version` from the cache (caught up from the log), removed from it; null when it cannot be had so. */
export async function keptFlowModel(tx: Db, models: FlowModelCache, widgetId: string, version: number): Promise<FlowModel | null> {
  const kept = models.takeAny(widgetId);
  if (!kept || kept.version > version || version - kept.version > FLOW_CHANGES_KEPT) return null;
  if (kept.version === version) return kept.model;
  const rows = await readFlowChanges(tx, widgetId, kept.version, version - kept.version);
  if (!continuous(rows, kept.version, version) || rows.some((row) => row.replacesFlow)) return null;
  try {
    for (const row of rows) applyPatch(kept.model, { ops: row.ops });
  } catch (error) {
    // A logged change applies to the version before it by construction; if one does not, read the pages instead.
    if (error instanceof PatchRejectedError) return null;
    throw error;
  }
  return kept.model;
}
