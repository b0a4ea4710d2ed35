// PATCH /widgets/{id}/flow: the editor's autosave. Instead of the whole document (PUT, kept for
// imports), the body carries the patches made since `baseVersion`; they are applied to the stored
// document in one transaction with the flow row locked, so a stale base or a refused patch changes nothing.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { WidgetFlowMeta } from '../../contracts/entities';
import { flowPatchSaveSchema } from '../../contracts/flows';
import type { FlowPatch } from '../../engine/model/patch/flowPatch';
import type { Db } from '../db/database';
import { widgetFlows, widgets, type UserRow } from '../db/schema';
import { ConflictError, NotFoundError } from '../http/errors';
import { pathId, validBody } from '../http/validate';
import { requirePermission, widgetAccess } from './access';
import type { ApiContext } from './context';
import { currentUser } from './currentUser';
import { documentAfterPatches } from './flowPatchApplication';
import { isoDate } from './isoDate';
import { requireWritableOrganization } from './subscriptionGate';
import { lockActiveWidget } from './widgetLock';

export function registerWidgetFlowPatchRoute(app: FastifyInstance, { db }: ApiContext): void {
  app.patch('/widgets/:id/flow', async (request): Promise<WidgetFlowMeta> => {
    const access = await widgetAccess(db, await currentUser(request, db), pathId(request, 'Widget'));
    requirePermission(access, 'Widgets:Edit');
    const { baseVersion, patches } = validBody(request, flowPatchSaveSchema);
    return patchFlow(db, access.widget.id, access.user, baseVersion, patches as FlowPatch[]);
  });
}

/** Applies `patches` to the stored flow as version baseVersion + 1 if baseVersion is current and the widget is active. */
export async function patchFlow(db: Db, widgetId: string, user: UserRow, baseVersion: number, patches: readonly FlowPatch[]): Promise<WidgetFlowMeta> {
  return db.transaction(async (tx) => {
    const widget = await lockActiveWidget(tx, widgetId);
    await requireWritableOrganization(tx, widget.organizationId);
    const [stored] = await tx.select().from(widgetFlows).where(eq(widgetFlows.widgetId, widgetId)).for('update');
    if (!stored) throw new NotFoundError('Widget');
    if (stored.version !== baseVersion) {
      throw new ConflictError(
        'flow-version-conflict',
        `The flow is at version ${stored.version}, not at the base version ${baseVersion}; reload it and apply your changes again`,
      );
    }
    const document = documentAfterPatches(stored.document, patches);
    const now = new Date();
    const version = stored.version + 1;
    await tx.update(widgetFlows).set({ document, version, updatedAt: now, updatedBy: user.id }).where(eq(widgetFlows.widgetId, widgetId));
    await tx.update(widgets).set({ updatedAt: now, updatedBy: user.id }).where(eq(widgets.id, widgetId));
    return { widgetId, version, updatedAt: isoDate(now), updatedBy: user.id };
  });
}
