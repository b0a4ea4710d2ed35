// The organization team (studio.md §2.5, §2.12, §5): the member list, role changes, kicks, leaving
// and ownership transfer. Permissions come from permissions.ts; the owner rules (the owner cannot
// be demoted, kicked or leave; nobody changes their own role or kicks themselves) are checked here,
// under the organization lock of teamLock.ts, and answered 409 with the codes of contracts/team.ts.
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Organization } from '../../contracts/entities';
import { DEFAULT_PREVIOUS_OWNER_ROLE, memberRoleSchema, TEAM_ERRORS, transferOwnershipSchema, type Member } from '../../contracts/team';
import { revokeMemberTokens } from '../auth/accessTokens';
import { memberships, organizations, users } from '../db/schema';
import { ConflictError, NotFoundError, ValidationError } from '../http/errors';
import { emptyBody, pathId, validBody } from '../http/validate';
import { organizationAccess, requirePermission } from './access';
import type { ApiContext } from './context';
import { currentUser } from './currentUser';
import { toMember } from './memberView';
import { organizationUsage } from './organizationUsage';
import { toOrganization } from './organizationView';
import { lockTeam, memberOf } from './teamLock';
import { announceAccess } from '../cluster/accessNotices';

export function registerTeamRoutes(app: FastifyInstance, { db, cluster }: ApiContext): void {
  app.get('/organizations/:id/users', async (request): Promise<Member[]> => {
    const organizationId = pathId(request, 'Organization');
    await organizationAccess(db, await currentUser(request, db), organizationId);
    const rows = await db
      .select({ membership: memberships, user: users })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(eq(memberships.organizationId, organizationId))
      .orderBy(asc(memberships.joinedAt), asc(memberships.userId));
    return rows.map((row) => toMember(row.membership, row.user));
  });

  app.patch('/organizations/:id/users/:userId', async (request): Promise<Member> => {
    const organizationId = pathId(request, 'Organization');
    const targetId = pathId(request, 'Member', 'userId');
    const user = await currentUser(request, db);
    requirePermission(await organizationAccess(db, user, organizationId), 'Organizations:ChangeUserRole');
    const { role } = validBody(request, memberRoleSchema);
    return db.transaction(async (tx) => {
      requirePermission(await lockTeam(tx, user, organizationId), 'Organizations:ChangeUserRole');
      const target = await memberOf(tx, organizationId, targetId);
      if (!target) throw new NotFoundError('Member');
      if (target.role === 'owner') {
        throw new ConflictError(TEAM_ERRORS.cannotChangeOwnerRole, 'The owner’s role cannot be changed; transfer ownership first');
      }
      if (targetId === user.id) throw new ConflictError(TEAM_ERRORS.cannotChangeOwnRole, 'You cannot change your own role');
      const [updated] = await tx
        .update(memberships)
        .set({ role })
        .where(and(eq(memberships.organizationId, organizationId), eq(memberships.userId, targetId)))
        .returning();
      const [targetUser] = await tx.select().from(users).where(eq(users.id, targetId));
      await announceAccess(cluster, { k: 'member', o: organizationId, u: targetId }, tx);
      return toMember(updated!, targetUser!);
    });
  });

  app.delete('/organizations/:id/users/:userId', async (request, reply): Promise<void> => {
    const organizationId = pathId(request, 'Organization');
    const targetId = pathId(request, 'Member', 'userId');
    const user = await currentUser(request, db);
    requirePermission(await organizationAccess(db, user, organizationId), 'Organizations:KickUser');
    validBody(request, emptyBody);
    await db.transaction(async (tx) => {
      requirePermission(await lockTeam(tx, user, organizationId), 'Organizations:KickUser');
      const target = await memberOf(tx, organizationId, targetId);
      if (!target) throw new NotFoundError('Member');
      if (target.role === 'owner') throw new ConflictError(TEAM_ERRORS.cannotKickOwner, 'The owner cannot be removed from the organization');
      if (targetId === user.id) throw new ConflictError(TEAM_ERRORS.cannotKickSelf, 'You cannot remove yourself; leave the organization instead');
      await tx.delete(memberships).where(and(eq(memberships.organizationId, organizationId), eq(memberships.userId, targetId)));
      await revokeMemberTokens(tx, organizationId, targetId, user.id);
      await announceAccess(cluster, { k: 'member', o: organizationId, u: targetId }, tx);
    });
    reply.status(204);
  });

  app.delete('/organizations/:id/leave', async (request, reply): Promise<void> => {
    const organizationId = pathId(request, 'Organization');
    const user = await currentUser(request, db);
    await organizationAccess(db, user, organizationId);
    validBody(request, emptyBody);
    await db.transaction(async (tx) => {
      const access = await lockTeam(tx, user, organizationId);
      if (access.role === 'owner') {
        throw new ConflictError(TEAM_ERRORS.cannotLeaveAsOwner, 'The owner cannot leave the organization; transfer ownership first');
      }
      await tx.delete(memberships).where(and(eq(memberships.organizationId, organizationId), eq(memberships.userId, user.id)));
      await revokeMemberTokens(tx, organizationId, user.id, user.id);
      await announceAccess(cluster, { k: 'member', o: organizationId, u: user.id }, tx);
    });
    reply.status(204);
  });

  app.patch('/organizations/:id/transfer_ownership', async (request): Promise<Organization> => {
    const organizationId = pathId(request, 'Organization');
    const user = await currentUser(request, db);
    requirePermission(await organizationAccess(db, user, organizationId), 'Organizations:TransferOwnership');
    const body = validBody(request, transferOwnershipSchema);
    const previousOwnerRole = body.roleForPreviousOwner ?? DEFAULT_PREVIOUS_OWNER_ROLE;
    const updated = await db.transaction(async (tx) => {
      requirePermission(await lockTeam(tx, user, organizationId), 'Organizations:TransferOwnership');
      if (body.ownerId === user.id) throw new ConflictError(TEAM_ERRORS.alreadyOwner, 'You are already the owner');
      const target = await memberOf(tx, organizationId, body.ownerId);
      if (!target) {
        throw new ValidationError([{ field: 'ownerId', rule: 'not-a-member', message: 'must be a member of the organization' }]);
      }
      await tx
        .update(memberships)
        .set({ role: 'owner' })
        .where(and(eq(memberships.organizationId, organizationId), eq(memberships.userId, body.ownerId)));
      await tx
        .update(memberships)
        .set({ role: previousOwnerRole })
        .where(and(eq(memberships.organizationId, organizationId), eq(memberships.userId, user.id)));
      const [organization] = await tx.update(organizations).set({ ownerId: body.ownerId }).where(eq(organizations.id, organizationId)).returning();
      await announceAccess(cluster, { k: 'member', o: organizationId, u: user.id }, tx);
      await announceAccess(cluster, { k: 'member', o: organizationId, u: body.ownerId }, tx);
      return organization!;
    });
    const usage = await organizationUsage(db, [organizationId]);
    return toOrganization(updated, previousOwnerRole, usage.get(organizationId)!);
  });
}
