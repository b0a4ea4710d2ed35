// /widgets: an organization's widget list (paged, archived filter), creation within the plan's
// widget quota together with the initial flow, reading and editing one widget.
import { and, count, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { PAGE_SIZE } from '../../contracts/constants';
import type { Created, Widget, WidgetList } from '../../contracts/entities';
import { PLANS } from '../../contracts/plans';
import { widgetListQuerySchema } from '../../contracts/queries';
import { widgetCreateSchema, widgetPatchSchema } from '../../contracts/widgets';
import { createInitialFlow } from '../../engine/model/initialFlow';
import { organizations, widgetFlows, widgets } from '../db/schema';
import { highestIdOf } from '../flows/nodeIdLeases';
import { replaceStoredFlow } from '../flows/flowStore';
import { NotFoundError, PlanLimitError } from '../http/errors';
import { pathId, validBody, validQuery } from '../http/validate';
import { organizationAccess, requirePermission, widgetAccess } from './access';
import type { ApiContext } from './context';
import { currentUser } from './currentUser';
import { widgetCount } from './organizationUsage';
import { pageWindow } from './paging';
import { requireWritableOrganization } from './subscriptionGate';
import { lockActiveWidget } from './widgetLock';
import { toWidget, toWidgetListItem } from './widgetView';
import { emptyActivity, widgetActivity } from '../runtime/widgetUsage';
import { widgetSecretCounts } from './widgetSecrets';

export function registerWidgetRoutes(app: FastifyInstance, { db }: ApiContext): void {
  app.get('/organizations/:id/widgets', async (request): Promise<WidgetList> => {
    const organizationId = pathId(request, 'Organization');
    const query = validQuery(request, widgetListQuerySchema);
    await organizationAccess(db, await currentUser(request, db), organizationId);
    const filter = and(eq(widgets.organizationId, organizationId), eq(widgets.archived, query.archived === 'true'));
    const { limit, offset } = pageWindow(query.page, PAGE_SIZE.widgets);
    const [rows, [counted]] = await Promise.all([
      db
        .select({ widget: widgets, flowVersion: widgetFlows.version })
        .from(widgets)
        .innerJoin(widgetFlows, eq(widgetFlows.widgetId, widgets.id))
        .where(filter)
        .orderBy(desc(widgets.createdAt), desc(widgets.id))
        .limit(limit)
        .offset(offset),
      db.select({ total: count() }).from(widgets).where(filter),
    ]);
    const ids = rows.map((row) => row.widget.id);
    const [secrets, activity] = await Promise.all([widgetSecretCounts(db, ids), widgetActivity(db, ids)]);
    return {
      widgets: rows.map((row) => toWidgetListItem(row.widget, row.flowVersion, secrets.get(row.widget.id) ?? 0, activity.get(row.widget.id) ?? emptyActivity())),
      total: counted?.total ?? 0,
    };
  });

  app.post('/widgets', async (request, reply): Promise<Created> => {
    const { name, organizationId } = validBody(request, widgetCreateSchema);
    const access = await organizationAccess(db, await currentUser(request, db), organizationId);
    requirePermission(access, 'Widgets:Create');
    const userId = access.user.id;
    const id = await db.transaction(async (tx) => {
      // The organization row lock serializes creations, so two at once cannot both pass the quota.
      const [organization] = await tx.select().from(organizations).where(eq(organizations.id, organizationId)).for('update');
      if (!organization) throw new NotFoundError('Organization');
      await requireWritableOrganization(tx, organizationId);
      const limit = PLANS[organization.planTemplate].quota.widgets;
      if ((await widgetCount(tx, organizationId)) >= limit) throw new PlanLimitError('widgets', limit);
      const [created] = await tx
        .insert(widgets)
        .values({ organizationId, name, createdBy: userId, updatedBy: userId })
        .returning({ id: widgets.id });
      if (!created) throw new Error('widget insert returned no row');
      const flow = createInitialFlow();
      await tx.insert(widgetFlows).values({ widgetId: created.id, version: 1, updatedBy: userId, highestNodeId: highestIdOf(flow) });
      await replaceStoredFlow(tx, created.id, flow);
      return created.id;
    });
    reply.status(201);
    return { id };
  });

  app.get('/widgets/:id', async (request): Promise<Widget> => {
    const access = await widgetAccess(db, await currentUser(request, db), pathId(request, 'Widget'));
    return toWidget(access.widget, access.flowVersion);
  });

  app.patch('/widgets/:id', async (request): Promise<Widget> => {
    const access = await widgetAccess(db, await currentUser(request, db), pathId(request, 'Widget'));
    requirePermission(access, 'Widgets:Edit');
    const patch = validBody(request, widgetPatchSchema);
    const updated = await db.transaction(async (tx) => {
      await lockActiveWidget(tx, access.widget.id);
      const [row] = await tx
        .update(widgets)
        .set({ name: patch.name, description: patch.description, updatedAt: new Date(), updatedBy: access.user.id })
        .where(eq(widgets.id, access.widget.id))
        .returning();
      return row!;
    });
    return toWidget(updated, access.flowVersion);
  });
}
