// Organization access tokens: list (active and expired, newest first; revoked ones leave the
// list), creation (the token is in this answer only; a hash is stored) and revocation.
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { accessTokenCreateSchema, type AccessTokenList, type CreatedAccessToken } from '../../contracts/accessTokens';
import { hashAccessToken, newAccessToken } from '../auth/accessTokens';
import { accessTokens } from '../db/schema';
import { NotFoundError } from '../http/errors';
import { emptyBody, pathId, validBody } from '../http/validate';
import { organizationAccess, requirePermission } from './access';
import { toAccessToken } from './accessTokenView';
import type { ApiContext } from './context';
import { currentUser } from './currentUser';
import { announceAccess } from '../cluster/accessNotices';

export function registerAccessTokenRoutes(app: FastifyInstance, { db, cluster }: ApiContext): void {
  app.get('/organizations/:id/access_tokens', async (request): Promise<AccessTokenList> => {
    const organizationId = pathId(request, 'Organization');
    await organizationAccess(db, await currentUser(request, db), organizationId);
    const rows = await db
      .select()
      .from(accessTokens)
      .where(and(eq(accessTokens.organizationId, organizationId), isNull(accessTokens.revokedAt)))
      .orderBy(desc(accessTokens.createdAt), desc(accessTokens.id));
    const now = new Date();
    return { accessTokens: rows.map((row) => toAccessToken(row, now)) };
  });

  app.post('/organizations/:id/access_tokens', async (request, reply): Promise<CreatedAccessToken> => {
    const organizationId = pathId(request, 'Organization');
    const access = await organizationAccess(db, await currentUser(request, db), organizationId);
    requirePermission(access, 'Organizations:CreateAccessToken');
    const payload = validBody(request, accessTokenCreateSchema);
    const token = newAccessToken();
    const [row] = await db
      .insert(accessTokens)
      .values({
        organizationId,
        name: payload.name.trim(),
        description: payload.description ?? '',
        tokenHash: hashAccessToken(token),
        expiresAt: new Date(payload.expiresAt),
        createdBy: access.user.id,
      })
      .returning();
    if (!row) throw new Error('access token insert returned no row');
    reply.status(201);
    return { ...toAccessToken(row), token };
  });

  app.delete('/access_tokens/:id', async (request, reply) => {
    const id = pathId(request, 'Access token');
    validBody(request, emptyBody);
    const user = await currentUser(request, db);
    const [token] = await db.select().from(accessTokens).where(and(eq(accessTokens.id, id), isNull(accessTokens.revokedAt)));
    if (!token) throw new NotFoundError('Access token');
    const access = await organizationAccess(db, user, token.organizationId).catch(() => {
      throw new NotFoundError('Access token');
    });
    requirePermission(access, 'Organizations:DeleteAccessToken');
    const [revoked] = await db
      .update(accessTokens)
      .set({ revokedAt: new Date(), revokedBy: user.id })
      .where(and(eq(accessTokens.id, id), isNull(accessTokens.revokedAt)))
      .returning({ id: accessTokens.id });
    if (!revoked) throw new NotFoundError('Access token');
    await announceAccess(cluster, { k: 'token', t: revoked.id });
    return reply.status(204).send();
  });
}
