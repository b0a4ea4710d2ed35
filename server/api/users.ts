// /users: the caller's own record (read, terms acceptance, profile) and other users' public
// profiles, visible only to someone who shares an organization with them.
import { and, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { CurrentUser, PublicUser } from '../../contracts/entities';
import { userPatchSchema } from '../../contracts/users';
import type { Db } from '../db/database';
import { memberships, users } from '../db/schema';
import { ForbiddenError, NotFoundError } from '../http/errors';
import { pathId, validBody } from '../http/validate';
import type { ApiContext } from './context';
import { currentUser } from './currentUser';
import { requireAvatarFile } from './fileAccess';
import { toCurrentUser, toPublicUser } from './userView';

export function registerUserRoutes(app: FastifyInstance, { db }: ApiContext): void {
  app.get('/users/me', async (request): Promise<CurrentUser> => toCurrentUser(await currentUser(request, db)));

  app.patch('/users/me', async (request): Promise<CurrentUser> => {
    const patch = validBody(request, userPatchSchema);
    const user = await currentUser(request, db);
    await requireAvatarFile(db, user, patch.avatar);
    const now = new Date();
    const [updated] = await db
      .update(users)
      .set({
        name: patch.name,
        bio: patch.bio,
        avatar: patch.avatar,
        tosAcceptedAt: patch.tos ? now : undefined,
        ppAcceptedAt: patch.pp ? now : undefined,
        updatedAt: now,
      })
      .where(eq(users.id, user.id))
      .returning();
    if (!updated) throw new NotFoundError('User');
    return toCurrentUser(updated);
  });

  app.get('/users/:id', async (request): Promise<PublicUser> => {
    const id = pathId(request, 'User');
    const caller = await currentUser(request, db);
    const [user] = await db.select().from(users).where(eq(users.id, id));
    if (!user) throw new NotFoundError('User');
    if (user.id !== caller.id && !(await shareAnOrganization(db, caller.id, user.id))) {
      throw new ForbiddenError('This user shares no organization with you');
    }
    return toPublicUser(user);
  });
}

async function shareAnOrganization(db: Db, userId: string, otherUserId: string): Promise<boolean> {
  const other = alias(memberships, 'other');
  const [shared] = await db
    .select({ organizationId: memberships.organizationId })
    .from(memberships)
    .innerJoin(other, and(eq(other.organizationId, memberships.organizationId), eq(other.userId, otherUserId)))
    .where(eq(memberships.userId, userId))
    .limit(1);
  return shared !== undefined;
}
