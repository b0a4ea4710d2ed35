// PATCH /widgets/{id}/flow: the editor's autosave. Instead of the whole document (PUT, kept for
// imports), the body carries the patches made since `baseVersion`; they are applied to the stored
// flow in one transaction with the flow row locked, so a refused patch changes nothing. A base that is behind
// (someone else saved meanwhile) is rebased on the changes logged since (engine/model/collab, the rules in
// server/README.md "Live co-editing") instead of refused; the answer says what became of each op.
// Only the pages the applied ops touched are rewritten (server/flows/flowPages.ts), and the flow's model is kept
// between saves (FlowModelCache; caught up from the change log when another instance saved meanwhile,
// keptFlowModel.ts), so only a cache miss reads the stored pages. The stored version is logged
// (widget_flow_changes) and announced on the cluster bus in the same transaction.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { FlowChange, FlowPatchAnswer } from '../../contracts/collab';
import { flowPatchSaveSchema } from '../../contracts/flows';
import type { ConcurrentChange, OpOutcome, RebaseResult } from '../../engine/model/collab/rebaseTypes';
import { FlowModel } from '../../engine/model/FlowModel';
import type { FlowPatch, FlowPatchOp } from '../../engine/model/patch/flowPatch';
import type { ClusterBus } from '../cluster/ClusterBus';
import type { Db } from '../db/database';
import { widgetFlows, widgets, type UserRow } from '../db/schema';
import { appendFlowChange, changesToRebaseOver, flowChangeNotice, FLOW_CHANGES_TOPIC } from '../flows/flowChangeLog';
import { touchedPages } from '../flows/flowPages';
import { FlowSaveQueue } from '../flows/flowSaveQueue';
import { readStoredFlow, writeStoredPages } from '../flows/flowStore';
import { atLeast, highestAddedId } from '../flows/nodeIdLeases';
import { ConflictError, NotFoundError } from '../http/errors';
import { pathId, validBody } from '../http/validate';
import { requirePermission, widgetAccess } from './access';
import type { ApiContext } from './context';
import { currentUser } from './currentUser';
import type { FlowModelCache } from './flowModelCache';
import { applyPatchesToModel, rebasePatchesOntoModel } from './flowPatchApplication';
import { isoDate } from './isoDate';
import { keptFlowModel } from './keptFlowModel';
import { lockActiveWidget } from './widgetLock';

export function registerWidgetFlowPatchRoute(app: FastifyInstance, { db, cluster }: ApiContext, models: FlowModelCache): void {
  const saves = new FlowSaveQueue();
  app.patch('/widgets/:id/flow', async (request): Promise<FlowPatchAnswer> => {
    const access = await widgetAccess(db, await currentUser(request, db), pathId(request, 'Widget'));
    requirePermission(access, 'Widgets:Edit');
    const { baseVersion, patches, clientId } = validBody(request, flowPatchSaveSchema);
    return saves.run(access.widget.id, () => patchFlow(db, cluster, models, access.widget.id, access.user, baseVersion, patches as FlowPatch[], clientId ?? null));
  });
}

/**
 * Applies `patches` to the stored flow as the next version if the widget is active: directly when baseVersion is
 * current, rebased over the logged changes when it is behind. Nothing is written when no op remains. The model
 * comes from `models` when it holds the current version (else from the stored document) and goes back there
 * only after the transaction committed; a failed save discards it.
 */
export async function patchFlow(
  db: Db,
  cluster: ClusterBus,
  models: FlowModelCache,
  widgetId: string,
  user: UserRow,
  baseVersion: number,
  patches: readonly FlowPatch[],
  clientId: string | null,
): Promise<FlowPatchAnswer> {
  const { answer, model } = await db.transaction(async (tx) => {
    await lockActiveWidget(tx, widgetId);
    const [stored] = await tx.select().from(widgetFlows).where(eq(widgetFlows.widgetId, widgetId)).for('update');
    if (!stored) throw new NotFoundError('Widget');
    if (baseVersion > stored.version) {
      throw new ConflictError('flow-version-conflict', `The flow is at version ${stored.version}, behind the base version ${baseVersion}; load it again`);
    }
    const rebased = baseVersion < stored.version;
    // Read before the model is taken: a refusal here leaves the kept model where it was.
    const since = rebased ? await changesToRebaseOver(tx, widgetId, baseVersion, stored.version) : [];
    const model = (await keptFlowModel(tx, models, widgetId, stored.version)) ?? FlowModel.fromDocument(await readStoredFlow(tx, widgetId));
    const result: RebaseResult = rebased ? rebasePatchesOntoModel(model, since.map(concurrentChange), patches) : applyAsSent(model, patches);
    const ops = result.applied.flatMap((patch) => patch.ops);
    const base = { widgetId, baseVersion, rebased, applied: result.applied, outcomes: result.outcomes, replaced: result.replaced };
    if (ops.length === 0) {
      return { answer: { ...base, version: stored.version, updatedAt: isoDate(stored.updatedAt), updatedBy: stored.updatedBy }, model: { version: stored.version, model } };
    }
    const now = new Date();
    const version = stored.version + 1;
    await writeStoredPages(tx, widgetId, model, touchedPages(result.applied));
    await tx
      .update(widgetFlows)
      .set({ version, updatedAt: now, updatedBy: user.id, highestNodeId: atLeast(widgetFlows.highestNodeId, highestAddedId(result.applied)) })
      .where(eq(widgetFlows.widgetId, widgetId));
    await tx.update(widgets).set({ updatedAt: now, updatedBy: user.id }).where(eq(widgets.id, widgetId));
    await appendFlowChange(tx, { widgetId, version, userId: user.id, clientId, ops, replaced: result.replaced, replacesFlow: false, createdAt: now });
    const change: FlowChange = { version, userId: user.id, clientId, ops, replaced: result.replaced, at: isoDate(now) };
    await cluster.publish(FLOW_CHANGES_TOPIC, flowChangeNotice(widgetId, change), tx);
    return { answer: { ...base, version, updatedAt: isoDate(now), updatedBy: user.id }, model: { version, model } };
  });
  models.put(widgetId, model.version, model.model);
  return answer;
}

/** The current version's save: every patch applies as sent (or the whole save is a 400). */
function applyAsSent(model: FlowModel, patches: readonly FlowPatch[]): RebaseResult {
  applyPatchesToModel(model, patches);
  return {
    applied: patches.map((patch) => ({ ops: patch.ops })),
    outcomes: patches.flatMap((patch, patchIndex) => patch.ops.map((op, opIndex) => appliedOutcome(patchIndex, opIndex, op))),
    replaced: [],
  };
}

function appliedOutcome(patch: number, op: number, applied: FlowPatchOp): OpOutcome {
  const nodeId = applied.op === 'addNode' || applied.op === 'removeNode' ? applied.node.id : applied.op === 'moveNode' || applied.op === 'updateNode' ? applied.id : undefined;
  return nodeId === undefined ? { patch, op, outcome: 'applied' } : { patch, op, outcome: 'applied', nodeId };
}

function concurrentChange(row: { userId: string; clientId: string | null; ops: ConcurrentChange['ops'] }): ConcurrentChange {
  return { userId: row.userId, clientId: row.clientId, ops: row.ops };
}
