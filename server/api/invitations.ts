// The signed-in user's invitations (studio.md §2.6, §4): those addressed to their email
// (compared case-insensitively), accepting one (it becomes a membership with the proposed role,
// in one transaction that removes it) and declining one (it is removed). An invitation addressed
// to someone else is answered 404, like one that does not exist.
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { INVITATION_ERRORS, type AcceptedInvitation, type MyInvitation } from '../../contracts/invitations';
import { invitations, memberships, organizations, type UserRow } from '../db/schema';
import { ConflictError, NotFoundError } from '../http/errors';
import { emptyBody, pathId, validBody } from '../http/validate';
import type { ApiContext } from './context';
import { currentUser } from './currentUser';
import { toMyInvitation } from './invitationView';
import { memberOf } from './teamLock';

/** Invitations addressed to this user (invitation emails are stored lower-cased). */
function addressedTo(user: UserRow) {
  return eq(invitations.email, user.email.toLowerCase());
}

export function registerInvitationRoutes(app: FastifyInstance, { db }: ApiContext): void {
  app.get('/invitations', async (request): Promise<MyInvitation[]> => {
    const user = await currentUser(request, db);
    const rows = await db
      .select({ invitation: invitations, organization: organizations })
      .from(invitations)
      .innerJoin(organizations, eq(organizations.id, invitations.organizationId))
      .where(addressedTo(user))
      .orderBy(desc(invitations.createdAt), desc(invitations.id));
    return rows.map((row) => toMyInvitation(row.invitation, row.organization));
  });

  app.post('/invitations/:id/accept', async (request): Promise<AcceptedInvitation> => {
    const invitationId = pathId(request, 'Invitation');
    const user = await currentUser(request, db);
    validBody(request, emptyBody);
    return db.transaction(async (tx) => {
      // The lock makes a second accept (or a revoke) wait and then find nothing.
      const [invitation] = await tx
        .select()
        .from(invitations)
        .where(and(eq(invitations.id, invitationId), addressedTo(user)))
        .for('update');
      if (!invitation) throw new NotFoundError('Invitation');
      if (await memberOf(tx, invitation.organizationId, user.id)) {
        throw new ConflictError(INVITATION_ERRORS.alreadyMember, 'You are already a member of this organization; decline the invitation');
      }
      await tx.insert(memberships).values({
        organizationId: invitation.organizationId,
        userId: user.id,
        role: invitation.role,
        invitedBy: invitation.createdBy,
      });
      await tx.delete(invitations).where(eq(invitations.id, invitation.id));
      return { organizationId: invitation.organizationId, role: invitation.role };
    });
  });

  app.delete('/invitations/:id', async (request, reply): Promise<void> => {
    const invitationId = pathId(request, 'Invitation');
    const user = await currentUser(request, db);
    validBody(request, emptyBody);
    const [declined] = await db
      .delete(invitations)
      .where(and(eq(invitations.id, invitationId), addressedTo(user)))
      .returning({ id: invitations.id });
    if (!declined) throw new NotFoundError('Invitation');
    reply.status(204);
  });
}
