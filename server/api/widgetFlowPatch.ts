// PATCH /widgets/{id}/flow: the editor's autosave. Instead of the whole document (PUT, kept for
// imports), the body carries the patches made since `baseVersion`; they are applied to the stored
// flow in one transaction with the flow row locked, so a stale base or a refused patch changes nothing.
// Only the pages the patches touched are rewritten (server/flows/flowPages.ts), and the flow's model is kept
// between saves (FlowModelCache), so only a cache miss reads the stored pages.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { WidgetFlowMeta } from '../../contracts/entities';
import { flowPatchSaveSchema } from '../../contracts/flows';
import { FlowModel } from '../../engine/model/FlowModel';
import type { FlowPatch } from '../../engine/model/patch/flowPatch';
import type { Db } from '../db/database';
import { widgetFlows, widgets, type UserRow } from '../db/schema';
import { touchedPages } from '../flows/flowPages';
import { readStoredFlow, writeStoredPages } from '../flows/flowStore';
import { ConflictError, NotFoundError } from '../http/errors';
import { pathId, validBody } from '../http/validate';
import { requirePermission, widgetAccess } from './access';
import type { ApiContext } from './context';
import { currentUser } from './currentUser';
import type { FlowModelCache } from './flowModelCache';
import { applyPatchesToModel } from './flowPatchApplication';
import { isoDate } from './isoDate';
import { lockActiveWidget } from './widgetLock';

export function registerWidgetFlowPatchRoute(app: FastifyInstance, { db }: ApiContext, models: FlowModelCache): void {
  app.patch('/widgets/:id/flow', async (request): Promise<WidgetFlowMeta> => {
    const access = await widgetAccess(db, await currentUser(request, db), pathId(request, 'Widget'));
    requirePermission(access, 'Widgets:Edit');
    const { baseVersion, patches } = validBody(request, flowPatchSaveSchema);
    return patchFlow(db, models, access.widget.id, access.user, baseVersion, patches as FlowPatch[]);
  });
}

/**
 * Applies `patches` to the stored flow as version baseVersion + 1 if baseVersion is current and the widget is
 * active. The model comes from `models` when it holds this version (else from the stored document) and goes
 * back there, as the new version, only after the transaction committed; a failed save discards it.
 */
export async function patchFlow(
  db: Db,
  models: FlowModelCache,
  widgetId: string,
  user: UserRow,
  baseVersion: number,
  patches: readonly FlowPatch[],
): Promise<WidgetFlowMeta> {
  const { meta, model } = await db.transaction(async (tx) => {
    await lockActiveWidget(tx, widgetId);
    const [stored] = await tx.select({ version: widgetFlows.version }).from(widgetFlows).where(eq(widgetFlows.widgetId, widgetId)).for('update');
    if (!stored) throw new NotFoundError('Widget');
    if (stored.version !== baseVersion) {
      throw new ConflictError(
        'flow-version-conflict',
        `The flow is at version ${stored.version}, not at the base version ${baseVersion}; reload it and apply your changes again`,
      );
    }
    const model = models.take(widgetId, stored.version) ?? FlowModel.fromDocument(await readStoredFlow(tx, widgetId));
    applyPatchesToModel(model, patches);
    const now = new Date();
    const version = stored.version + 1;
    await writeStoredPages(tx, widgetId, model, touchedPages(patches));
    await tx.update(widgetFlows).set({ version, updatedAt: now, updatedBy: user.id }).where(eq(widgetFlows.widgetId, widgetId));
    await tx.update(widgets).set({ updatedAt: now, updatedBy: user.id }).where(eq(widgets.id, widgetId));
    return { meta: { widgetId, version, updatedAt: isoDate(now), updatedBy: user.id }, model };
  });
  models.put(widgetId, meta.version, model);
  return meta;
}
