// /organizations: the caller's organizations (paged), creation (the caller becomes the owner on
// the Free plan), reading with plan and usage, editing, and the caller's permissions in one.
import { and, count, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { PAGE_SIZE } from '../../contracts/constants';
import type { Created, Organization, OrganizationList } from '../../contracts/entities';
import { organizationCreateSchema, organizationPatchSchema } from '../../contracts/organizations';
import type { Permission } from '../../contracts/permissions';
import { pageQuerySchema } from '../../contracts/queries';
import { tokenOrganization } from '../auth/accessTokenScope';
import { memberships, organizations } from '../db/schema';
import { NotFoundError } from '../http/errors';
import { pathId, validBody, validQuery } from '../http/validate';
import { permissionsOf } from '../permissions';
import { organizationAccess, requirePermission } from './access';
import type { ApiContext } from './context';
import { currentUser } from './currentUser';
import { requireLogoFile } from './fileAccess';
import { organizationUsage } from './organizationUsage';
import { toOrganization } from './organizationView';
import { pageWindow } from './paging';
import { quotaPeriodEnd } from './quotaPeriod';

export function registerOrganizationRoutes(app: FastifyInstance, { db }: ApiContext): void {
  app.get('/organizations', async (request): Promise<OrganizationList> => {
    const { page } = validQuery(request, pageQuerySchema);
    const user = await currentUser(request, db);
    const { limit, offset } = pageWindow(page, PAGE_SIZE.organizations);
    // An access token sees its own organization only.
    const scope = tokenOrganization(user);
    const mine = scope === null ? eq(memberships.userId, user.id) : and(eq(memberships.userId, user.id), eq(memberships.organizationId, scope));
    const [rows, [counted]] = await Promise.all([
      db
        .select({ organization: organizations, role: memberships.role })
        .from(memberships)
        .innerJoin(organizations, eq(organizations.id, memberships.organizationId))
        .where(mine)
        .orderBy(desc(organizations.createdAt), desc(organizations.id))
        .limit(limit)
        .offset(offset),
      db.select({ total: count() }).from(memberships).where(mine),
    ]);
    const usage = await organizationUsage(
      db,
      rows.map((row) => row.organization.id),
    );
    return {
      organizations: rows.map((row) => toOrganization(row.organization, row.role, usage.get(row.organization.id)!)),
      total: counted?.total ?? 0,
    };
  });

  app.post('/organizations', async (request, reply): Promise<Created> => {
    const { name } = validBody(request, organizationCreateSchema);
    const user = await currentUser(request, db);
    // created_at defaults to the transaction's start (microseconds): newest-first stays strict.
    const id = await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(organizations)
        .values({
          name,
          ownerId: user.id,
          planTemplate: 'free',
          planBilled: 'monthly',
          quotaPeriodEnd: quotaPeriodEnd(new Date()),
          createdBy: user.id,
          updatedBy: user.id,
        })
        .returning({ id: organizations.id });
      if (!created) throw new Error('organization insert returned no row');
      await tx.insert(memberships).values({ organizationId: created.id, userId: user.id, role: 'owner' });
      return created.id;
    });
    reply.status(201);
    return { id };
  });

  app.get('/organizations/:id', async (request): Promise<Organization> => {
    const id = pathId(request, 'Organization');
    const access = await organizationAccess(db, await currentUser(request, db), id);
    const usage = await organizationUsage(db, [id]);
    return toOrganization(access.organization, access.role, usage.get(id)!);
  });

  app.patch('/organizations/:id', async (request): Promise<Organization> => {
    const id = pathId(request, 'Organization');
    const access = await organizationAccess(db, await currentUser(request, db), id);
    requirePermission(access, 'Organizations:Edit');
    const patch = validBody(request, organizationPatchSchema);
    await requireLogoFile(db, access.user, id, patch.logo, access.organization.logo);
    const [updated] = await db
      .update(organizations)
      .set({ name: patch.name, description: patch.description, logo: patch.logo, updatedAt: new Date(), updatedBy: access.user.id })
      .where(eq(organizations.id, id))
      .returning();
    if (!updated) throw new NotFoundError('Organization');
    const usage = await organizationUsage(db, [id]);
    return toOrganization(updated, access.role, usage.get(id)!);
  });

  app.get('/organizations/:id/permissions', async (request): Promise<Permission[]> => {
    const id = pathId(request, 'Organization');
    const access = await organizationAccess(db, await currentUser(request, db), id);
    return permissionsOf(access.role);
  });
}
