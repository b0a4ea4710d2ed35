// Organization access tokens as bearer credentials: `Bearer wst_…` is looked up by its SHA-256
// hash. A token works while it is neither revoked nor expired and its creator is still a member of
// its organization, in the membership the token was made in: a creator who leaves or is removed and
// comes back later has a newer membership, which old tokens do not count (they are also revoked when
// the member goes, see revokeMemberTokens). The request then acts as the creator with the creator's
// current role.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt, lte, or, sql } from 'drizzle-orm';
import { ACCESS_TOKEN_PREFIX } from '../../contracts/accessTokens';
import type { Db } from '../db/database';
import { accessTokens, memberships, users, type UserRow } from '../db/schema';
import { UnauthorizedError } from '../http/errors';

/** lastUsedAt is written at most this often per token. */
export const LAST_USED_RESOLUTION_MS = 60_000;

export function newAccessToken(): string {
  return ACCESS_TOKEN_PREFIX + randomBytes(32).toString('base64url');
}

export function hashAccessToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** The access token in an Authorization header, or null when it holds something else (an OIDC JWT). */
export function accessTokenOf(authorization: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(authorization ?? '');
  return match && match[1]!.startsWith(ACCESS_TOKEN_PREFIX) ? match[1]! : null;
}

export interface AccessTokenCaller {
  user: UserRow;
  organizationId: string;
  tokenId: string;
}

export async function verifyAccessToken(db: Db, token: string, now = new Date()): Promise<AccessTokenCaller> {
  const [row] = await db
    .select({ tokenId: accessTokens.id, organizationId: accessTokens.organizationId, lastUsedAt: accessTokens.lastUsedAt, user: users })
    .from(accessTokens)
    .innerJoin(users, eq(users.id, accessTokens.createdBy))
    .innerJoin(
      memberships,
      and(
        eq(memberships.organizationId, accessTokens.organizationId),
        eq(memberships.userId, accessTokens.createdBy),
        lte(memberships.joinedAt, accessTokens.createdAt),
      ),
    )
    .where(and(eq(accessTokens.tokenHash, hashAccessToken(token)), isNull(accessTokens.revokedAt), gt(accessTokens.expiresAt, now)));
  if (!row) throw new UnauthorizedError('The access token is unknown, revoked or expired');
  const staleBefore = new Date(now.getTime() - LAST_USED_RESOLUTION_MS);
  // Only a stale lastUsedAt costs a write; the condition is repeated so concurrent requests write it once.
  if (row.lastUsedAt === null || row.lastUsedAt < staleBefore) {
    await db
      .update(accessTokens)
      .set({ lastUsedAt: sql`now()` })
      .where(and(eq(accessTokens.id, row.tokenId), or(isNull(accessTokens.lastUsedAt), lt(accessTokens.lastUsedAt, staleBefore))));
  }
  return { user: row.user, organizationId: row.organizationId, tokenId: row.tokenId };
}

/** A member who leaves or is removed takes their tokens of that organization with them, for good. */
export async function revokeMemberTokens(db: Db, organizationId: string, memberId: string, revokedBy: string): Promise<void> {
  await db
    .update(accessTokens)
    .set({ revokedAt: sql`now()`, revokedBy })
    .where(and(eq(accessTokens.organizationId, organizationId), eq(accessTokens.createdBy, memberId), isNull(accessTokens.revokedAt)));
}
