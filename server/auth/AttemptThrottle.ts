// Throttles guessing: failed attempts are counted per key (an account's email, a client address),
// and once a key has used its free attempts every further failure locks it for a delay that doubles
// (base, 2×base, 4×base… up to max). An attempt is counted *before* its outcome is known and given
// back when it succeeds, so concurrent attempts cannot slip past the count together. A key is forgotten
// after `forgetAfterMs` without attempts once its lock has run out.
//
// The counts live in the database (cluster.attempts, server/cluster/clusterTables.ts), so every studio instance
// counts the same attempts: guesses spread over instances behind a load balancer lock the key as soon as they would on
// one. The check and the count are one transaction that holds the keys' rows (taken in sorted order) until it commits,
// so concurrent attempts on any instance are counted one after the other. Rows of forgotten keys are swept by the
// cluster sweep job (clusterTables.ts, sweepClusterTables).
import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { resultRows } from '../db/resultRows';

export interface ThrottlePolicy {
  /** Failures allowed before the first lock. */
  freeAttempts: number;
  baseDelayMs: number;
  maxDelayMs: number;
  forgetAfterMs: number;
}

interface Entry {
  failures: number;
  lockedUntil: number;
  lastAttemptAt: number;
}

export type AttemptOutcome =
  | { allowed: true; attempt: CountedAttempt }
  | { allowed: false; retryAfterMs: number };

export interface CountedAttempt {
  /** The attempt succeeded: it no longer counts, and a successful account key is cleared. */
  succeeded(clearKeys?: readonly string[]): Promise<void>;
}

/** The entry after one more failure under `policy` at `now`. */
export function afterFailure(entry: Entry, policy: ThrottlePolicy, now: number): Entry {
  const failures = entry.failures + 1;
  const over = failures - policy.freeAttempts;
  const lockedUntil = over >= 0 ? now + Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** Math.min(over, 30)) : entry.lockedUntil;
  return { failures, lockedUntil, lastAttemptAt: now };
}

/** A stored entry as it stands at `now`: a key idle past its policy's forgetting time, and unlocked, starts afresh. */
export function liveEntry(entry: Entry, policy: ThrottlePolicy, now: number): Entry {
  return entry.lockedUntil <= now && now - entry.lastAttemptAt > policy.forgetAfterMs ? { failures: 0, lockedUntil: 0, lastAttemptAt: now } : entry;
}

export class AttemptThrottle {
  constructor(
    private readonly db: Db,
    private readonly policies: Record<string, ThrottlePolicy>,
    private readonly clock: () => number = Date.now,
  ) {}

  /**
   * Starts an attempt on `keys` (`kind:value`, kind naming a policy): refused with the longest wait
   * when any key is locked; otherwise counted as a failure on every key until `succeeded` is called.
   */
  async begin(keys: readonly string[]): Promise<AttemptOutcome> {
    const distinct = [...new Set(keys)].sort();
    for (const key of distinct) this.policyOf(key);
    const now = this.clock();
    const wait = await this.db.transaction(async (tx) => {
      // Every key's row, created when missing, locked until the transaction ends.
      const rows = resultRows<{ key: string; failures: number; locked_until_ms: string | number; last_attempt_ms: string | number }>(
        await tx.execute(sql`
          INSERT INTO cluster.attempts AS a (key, failures, locked_until, last_attempt_at)
          SELECT k, 0, 'epoch'::timestamptz, 'epoch'::timestamptz FROM jsonb_array_elements_text(${JSON.stringify(distinct)}::jsonb) AS k ORDER BY k
          ON CONFLICT (key) DO UPDATE SET key = a.key
          RETURNING a.key, a.failures, (extract(epoch FROM a.locked_until) * 1000)::float8 AS locked_until_ms,
            (extract(epoch FROM a.last_attempt_at) * 1000)::float8 AS last_attempt_ms`),
      );
      const entries = new Map(
        rows.map((row) => [
          row.key,
          liveEntry({ failures: Number(row.failures), lockedUntil: Number(row.locked_until_ms), lastAttemptAt: Number(row.last_attempt_ms) }, this.policyOf(row.key), now),
        ]),
      );
      let longest = 0;
      for (const entry of entries.values()) if (entry.lockedUntil > now) longest = Math.max(longest, entry.lockedUntil - now);
      if (longest > 0) return longest;
      const counted = distinct.map((key) => {
        const next = afterFailure(entries.get(key)!, this.policyOf(key), now);
        return { key, failures: next.failures, locked_until_ms: next.lockedUntil, last_attempt_ms: next.lastAttemptAt };
      });
      await tx.execute(sql`
        UPDATE cluster.attempts AS a
        SET failures = c.failures, locked_until = to_timestamp(c.locked_until_ms / 1000.0), last_attempt_at = to_timestamp(c.last_attempt_ms / 1000.0)
        FROM jsonb_to_recordset(${JSON.stringify(counted)}::jsonb) AS c(key text, failures integer, locked_until_ms float8, last_attempt_ms float8)
        WHERE a.key = c.key`);
      return 0;
    });
    if (wait > 0) return { allowed: false, retryAfterMs: wait };
    let settled = false;
    return {
      allowed: true,
      attempt: {
        succeeded: async (clearKeys = []) => {
          if (settled) return;
          settled = true;
          const cleared = distinct.filter((key) => clearKeys.includes(key));
          const givenBack = distinct.filter((key) => !clearKeys.includes(key)).map((key) => ({ key, free: this.policyOf(key).freeAttempts }));
          if (cleared.length > 0) await this.db.execute(sql`DELETE FROM cluster.attempts WHERE key IN (SELECT jsonb_array_elements_text(${JSON.stringify(cleared)}::jsonb))`);
          if (givenBack.length > 0) {
            await this.db.execute(sql`
              UPDATE cluster.attempts AS a
              SET failures = greatest(0, a.failures - 1),
                  locked_until = CASE WHEN greatest(0, a.failures - 1) < g.free THEN 'epoch'::timestamptz ELSE a.locked_until END
              FROM jsonb_to_recordset(${JSON.stringify(givenBack)}::jsonb) AS g(key text, free integer)
              WHERE a.key = g.key`);
          }
        },
      },
    };
  }

  private policyOf(key: string): ThrottlePolicy {
    const policy = this.policies[key.slice(0, key.indexOf(':'))];
    if (!policy) throw new Error(`no throttle policy for ${key}`);
    return policy;
  }
}
