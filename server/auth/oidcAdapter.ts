// oidc-provider's storage adapter on the studio database: sessions, grants, codes, tokens and
// interactions live in one table keyed by (model, id), so they survive restarts.
import { and, eq, lt } from 'drizzle-orm';
import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Database } from '../db/database';
import { oidcPayloads } from '../db/schema/auth';

function isLive(row: { expiresAt: Date | null }): boolean {
  return row.expiresAt === null || row.expiresAt.getTime() > Date.now();
}

function toPayload(row: { payload: unknown; consumedAt: Date | null }): AdapterPayload {
  const payload = row.payload as AdapterPayload;
  return row.consumedAt ? { ...payload, consumed: Math.floor(row.consumedAt.getTime() / 1000) } : payload;
}

export function createAdapterFactory(database: Database): (model: string) => Adapter {
  const { db } = database;
  return (model: string): Adapter => {
    const findWhere = async (condition: ReturnType<typeof eq>) => {
      const [row] = await db
        .select()
        .from(oidcPayloads)
        .where(and(eq(oidcPayloads.model, model), condition));
      return row && isLive(row) ? toPayload(row) : undefined;
    };
    return {
      async upsert(id, payload, expiresIn) {
        const values = {
          model,
          id,
          payload,
          grantId: payload.grantId ?? null,
          userCode: payload.userCode ?? null,
          uid: payload.uid ?? null,
          expiresAt: expiresIn ? new Date(Date.now() + expiresIn * 1000) : null,
        };
        await db
          .insert(oidcPayloads)
          .values(values)
          .onConflictDoUpdate({
            target: [oidcPayloads.model, oidcPayloads.id],
            set: { payload: values.payload, grantId: values.grantId, userCode: values.userCode, uid: values.uid, expiresAt: values.expiresAt },
          });
      },
      find: (id) => findWhere(eq(oidcPayloads.id, id)),
      findByUid: (uid) => findWhere(eq(oidcPayloads.uid, uid)),
      findByUserCode: (userCode) => findWhere(eq(oidcPayloads.userCode, userCode)),
      async consume(id) {
        await db
          .update(oidcPayloads)
          .set({ consumedAt: new Date() })
          .where(and(eq(oidcPayloads.model, model), eq(oidcPayloads.id, id)));
      },
      async destroy(id) {
        await db.delete(oidcPayloads).where(and(eq(oidcPayloads.model, model), eq(oidcPayloads.id, id)));
      },
      async revokeByGrantId(grantId) {
        // Every artefact of a grant goes, whatever its model.
        await db.delete(oidcPayloads).where(eq(oidcPayloads.grantId, grantId));
      },
    };
  };
}

/** Removes expired provider state; returns how many rows went. */
export async function deleteExpiredPayloads(database: Database): Promise<number> {
  const deleted = await database.db.delete(oidcPayloads).where(lt(oidcPayloads.expiresAt, new Date())).returning({ id: oidcPayloads.id });
  return deleted.length;
}
