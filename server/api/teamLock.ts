// Team changes (role changes, kicks, leaving, transfers, invitations) run in a transaction that
// first locks the organization row: they are serialized per organization, so the owner rules and
// the user quota are checked against rows nobody else is changing. The caller's role is read again
// under the lock, since it may have changed since the request began.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { memberships, organizations, type MembershipRow, type UserRow } from '../db/schema';
import { NotFoundError } from '../http/errors';
import type { OrganizationAccess } from './access';

/** Inside a transaction: locks the organization until commit; 404 unless the caller is (still) a member. */
export async function lockTeam(tx: Db, user: UserRow, organizationId: string): Promise<OrganizationAccess> {
  const [organization] = await tx.select().from(organizations).where(eq(organizations.id, organizationId)).for('update');
  if (!organization) throw new NotFoundError('Organization');
  const membership = await memberOf(tx, organizationId, user.id);
  if (!membership) throw new NotFoundError('Organization');
  return { user, role: membership.role, organization };
}

/** The membership of a user in an organization, locked until commit; undefined when not a member. */
export async function memberOf(tx: Db, organizationId: string, userId: string): Promise<MembershipRow | undefined> {
  const [membership] = await tx
    .select()
    .from(memberships)
    .where(and(eq(memberships.organizationId, organizationId), eq(memberships.userId, userId)))
    .for('update');
  return membership;
}
