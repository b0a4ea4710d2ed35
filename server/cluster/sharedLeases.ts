// Bounded slots every instance shares (cluster.leases): at most `max` live leases per key across the cluster. A lease
// ends when its holder releases it, or by itself at `ttlMs` if the holder died (an instance killed mid-upload gives its
// slots back within that time). Taking one is a transaction that first takes a transaction advisory lock on the key,
// so two instances cannot both see the last free slot.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { resultRows } from '../db/resultRows';

export interface Lease {
  release(): Promise<void>;
}

/** A lease on `key` when fewer than `max` live ones exist, else null. */
export async function acquireLease(db: Db, key: string, max: number, ttlMs: number): Promise<Lease | null> {
  const holder = randomUUID();
  const taken = await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`lease:${key}`}, 0))`);
    const rows = resultRows<{ holder: string }>(
      await tx.execute(sql`
        INSERT INTO cluster.leases (key, holder, expires_at)
        SELECT ${key}, ${holder}::uuid, clock_timestamp() + ${ttlMs} * interval '1 millisecond'
        WHERE (SELECT count(*) FROM cluster.leases WHERE key = ${key} AND expires_at > clock_timestamp()) < ${max}
        RETURNING holder`),
    );
    return rows.length > 0;
  });
  if (!taken) return null;
  let released = false;
  return {
    async release() {
      if (released) return;
      released = true;
      await db.execute(sql`DELETE FROM cluster.leases WHERE key = ${key} AND holder = ${holder}::uuid`);
    },
  };
}
