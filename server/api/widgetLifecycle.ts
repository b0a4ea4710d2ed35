// A widget's states (studio.md §4): publish (only with unpublished changes), archive (read-only,
// no longer published), unarchive (must be published again), delete (only once archived).
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Widget } from '../../contracts/entities';
import type { Permission } from '../../contracts/permissions';
import type { Db } from '../db/database';
import { widgetFlows, widgets, type WidgetRow } from '../db/schema';
import { ConflictError, NotFoundError } from '../http/errors';
import { emptyBody, pathId, validBody } from '../http/validate';
import { requirePermission, widgetAccess, type WidgetAccess } from './access';
import type { ApiContext } from './context';
import { currentUser } from './currentUser';
import { lockActiveWidget, lockArchivedWidget } from './widgetLock';
import { canPublish, toWidget } from './widgetView';
import { storePublishedVersion } from '../runtime/publishedVersions';
import { announceAccess } from '../cluster/accessNotices';

export function registerWidgetLifecycleRoutes(app: FastifyInstance, { db, cluster, publication }: ApiContext): void {
  /** Resolves the widget, checks the permission and that there is no payload. */
  async function authorize(request: FastifyRequest, permission: Permission): Promise<WidgetAccess> {
    const access = await widgetAccess(db, await currentUser(request, db), pathId(request, 'Widget'));
    requirePermission(access, permission);
    validBody(request, emptyBody);
    return access;
  }

  app.put('/widgets/:id/publish', async (request): Promise<Widget> => {
    const access = await authorize(request, 'Widgets:Publish');
    const published = await db.transaction(async (tx) => {
      const locked = await lockActiveWidget(tx, access.widget.id);
      // Flow saves lock the widget row too, so this version stays current until the commit.
      const version = await flowVersion(tx, locked.id);
      if (!canPublish(locked, version)) throw new ConflictError('nothing-to-publish', 'This version of the flow is already published');
      const now = new Date();
      // The immutable copy visitors get (server/runtime/publishedVersions.ts).
      await storePublishedVersion(tx, locked.id, version, access.user.id, now);
      const widget = await update(tx, locked.id, { publishedAt: now, publishedBy: access.user.id, publishedFlowVersion: version });
      await publication.announce(locked.id, tx);
      return toWidget(widget, version);
    });
    publication.committed(published.id);
    return published;
  });

  app.delete('/widgets/:id/archive', async (request): Promise<Widget> => {
    const access = await authorize(request, 'Widgets:Archive');
    const widget = await db.transaction(async (tx) => {
      const locked = await lockActiveWidget(tx, access.widget.id);
      await announceAccess(cluster, { k: 'widget', w: locked.id }, tx);
      await publication.announce(locked.id, tx);
      return update(tx, locked.id, {
        archived: true,
        archivedAt: new Date(),
        archivedBy: access.user.id,
        publishedAt: null,
        publishedBy: null,
        publishedFlowVersion: null,
      });
    });
    publication.committed(widget.id);
    return toWidget(widget, access.flowVersion);
  });

  app.put('/widgets/:id/unarchive', async (request): Promise<Widget> => {
    const access = await authorize(request, 'Widgets:Unarchive');
    const widget = await db.transaction(async (tx) => {
      const locked = await lockArchivedWidget(tx, access.widget.id);
      await announceAccess(cluster, { k: 'widget', w: locked.id }, tx);
      return update(tx, locked.id, { archived: false, archivedAt: null, archivedBy: null, updatedAt: new Date(), updatedBy: access.user.id });
    });
    return toWidget(widget, access.flowVersion);
  });

  app.delete('/widgets/:id', async (request, reply) => {
    const access = await authorize(request, 'Widgets:Delete');
    await db.transaction(async (tx) => {
      const locked = await lockArchivedWidget(tx, access.widget.id);
      await tx.delete(widgets).where(eq(widgets.id, locked.id));
      await announceAccess(cluster, { k: 'widget', w: locked.id }, tx);
      await publication.announce(locked.id, tx);
    });
    publication.committed(access.widget.id);
    return reply.status(204).send();
  });
}

async function update(tx: Db, widgetId: string, values: Partial<typeof widgets.$inferInsert>): Promise<WidgetRow> {
  const [row] = await tx.update(widgets).set(values).where(eq(widgets.id, widgetId)).returning();
  return row!;
}

async function flowVersion(tx: Db, widgetId: string): Promise<number> {
  const [flow] = await tx.select({ version: widgetFlows.version }).from(widgetFlows).where(eq(widgetFlows.widgetId, widgetId));
  if (!flow) throw new NotFoundError('Widget');
  return flow.version;
}
