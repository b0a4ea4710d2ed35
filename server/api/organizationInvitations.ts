// An organization's pending invitations (studio.md §2.12, §5): the list, inviting an email address
// with a role, and revoking. Inviting is refused for someone already a member or already invited,
// and when the plan's user quota (members + pending invitations) is used up. The invitation mail
// is sent once the invitation is stored; when it cannot be sent the invitation is removed again
// and the caller gets 502, so nobody holds an invitation they were never told about.
import { and, desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { DEFAULT_INVITATION_ROLE, INVITATION_ERRORS, invitationCreateSchema, type OrganizationInvitation } from '../../contracts/invitations';
import { PLANS } from '../../contracts/plans';
import { invitations, memberships, users } from '../db/schema';
import { ApiError, ConflictError, NotFoundError, PlanLimitError } from '../http/errors';
import { emptyBody, pathId, validBody } from '../http/validate';
import { invitationMail } from '../mail/invitationMail';
import { createMailer } from '../mail/mailer';
import { organizationAccess, requirePermission } from './access';
import type { ApiContext } from './context';
import { currentUser } from './currentUser';
import { toOrganizationInvitation } from './invitationView';
import { seatsTaken } from './seats';
import { lockTeam } from './teamLock';

export function registerOrganizationInvitationRoutes(app: FastifyInstance, { db, config }: ApiContext): void {
  const mailer = createMailer(config);

  app.get('/organizations/:id/invitations', async (request): Promise<OrganizationInvitation[]> => {
    const organizationId = pathId(request, 'Organization');
    await organizationAccess(db, await currentUser(request, db), organizationId);
    const rows = await db
      .select()
      .from(invitations)
      .where(eq(invitations.organizationId, organizationId))
      .orderBy(desc(invitations.createdAt), desc(invitations.id));
    return rows.map(toOrganizationInvitation);
  });

  app.post('/organizations/:id/invitations', async (request, reply): Promise<OrganizationInvitation> => {
    const organizationId = pathId(request, 'Organization');
    const user = await currentUser(request, db);
    requirePermission(await organizationAccess(db, user, organizationId), 'Organizations:InviteUser');
    const body = validBody(request, invitationCreateSchema);
    const email = body.email.toLowerCase();
    const role = body.role ?? DEFAULT_INVITATION_ROLE;
    const { invitation, organizationName } = await db.transaction(async (tx) => {
      const access = await lockTeam(tx, user, organizationId);
      requirePermission(access, 'Organizations:InviteUser');
      const [member] = await tx
        .select({ userId: memberships.userId })
        .from(memberships)
        .innerJoin(users, eq(users.id, memberships.userId))
        .where(and(eq(memberships.organizationId, organizationId), eq(sql`lower(${users.email})`, email)))
        .limit(1);
      if (member) throw new ConflictError(INVITATION_ERRORS.alreadyMember, `${email} is already a member of this organization`);
      const [pending] = await tx
        .select({ id: invitations.id })
        .from(invitations)
        .where(and(eq(invitations.organizationId, organizationId), eq(invitations.email, email)));
      if (pending) throw new ConflictError(INVITATION_ERRORS.alreadyInvited, `${email} already has a pending invitation`);
      const limit = PLANS[access.organization.planTemplate].quota.users;
      if ((await seatsTaken(tx, organizationId)) >= limit) throw new PlanLimitError('users', limit);
      const [created] = await tx.insert(invitations).values({ organizationId, email, role, createdBy: user.id }).returning();
      return { invitation: created!, organizationName: access.organization.name };
    });
    try {
      await mailer.send(
        invitationMail({ to: email, inviterName: user.name, inviterEmail: user.email, organizationName, role, publicUrl: config.publicUrl }),
      );
    } catch (error) {
      request.log.error({ err: error, invitationId: invitation.id }, 'invitation mail failed');
      await db.delete(invitations).where(eq(invitations.id, invitation.id));
      throw new ApiError(502, INVITATION_ERRORS.mailFailed, 'The invitation email could not be sent; the invitation was not kept. Please try again');
    }
    reply.status(201);
    return toOrganizationInvitation(invitation);
  });

  app.delete('/organizations/:id/invitations/:invitationId', async (request, reply): Promise<void> => {
    const organizationId = pathId(request, 'Organization');
    const invitationId = pathId(request, 'Invitation', 'invitationId');
    requirePermission(await organizationAccess(db, await currentUser(request, db), organizationId), 'Organizations:RevokeInvitation');
    validBody(request, emptyBody);
    const [revoked] = await db
      .delete(invitations)
      .where(and(eq(invitations.id, invitationId), eq(invitations.organizationId, organizationId)))
      .returning({ id: invitations.id });
    if (!revoked) throw new NotFoundError('Invitation');
    reply.status(204);
  });
}
