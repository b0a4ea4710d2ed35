// The plan's user quota counts the seats an organization has given: its members and its pending
// invitations (an accepted invitation becomes a member and keeps its seat).
import { count, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { invitations, memberships } from '../db/schema';

/** Members plus pending invitations. Sequential: it also runs on a transaction's one connection. */
export async function seatsTaken(db: Db, organizationId: string): Promise<number> {
  const [members] = await db.select({ total: count() }).from(memberships).where(eq(memberships.organizationId, organizationId));
  const [pending] = await db.select({ total: count() }).from(invitations).where(eq(invitations.organizationId, organizationId));
  return (members?.total ?? 0) + (pending?.total ?? 0);
}
