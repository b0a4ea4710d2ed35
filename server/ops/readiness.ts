// What /readyz checks: the database answers, it carries this build's migrations, and the file storage answers.
// Each probe is bounded (READINESS_PROBE_TIMEOUT_MS) so a hung dependency reads "timeout" instead of hanging the
// load balancer's check. Failures are logged with their cause; the answer only names the check and its outcome,
// since the endpoint is public.
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database';
import { migrationsApplied } from '../db/migrationState';
import type { FileStorage } from '../storage/FileStorage';

export const READINESS_PROBE_TIMEOUT_MS = 2_000;

export type CheckOutcome = 'ok' | 'failed' | 'timeout';

export interface Readiness {
  ready: boolean;
  checks: { database: CheckOutcome; migrations: CheckOutcome | 'skipped'; storage: CheckOutcome };
}

class ProbeTimeout extends Error {}

async function probe(name: string, run: () => Promise<boolean>, log: FastifyBaseLogger, timeoutMs: number): Promise<CheckOutcome> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new ProbeTimeout()), timeoutMs);
  });
  try {
    const passed = await Promise.race([run(), deadline]);
    if (!passed) log.warn({ check: name }, 'readiness check failed');
    return passed ? 'ok' : 'failed';
  } catch (error) {
    if (error instanceof ProbeTimeout) {
      log.warn({ check: name, timeoutMs }, 'readiness check timed out');
      return 'timeout';
    }
    log.warn({ check: name, err: error }, 'readiness check failed');
    return 'failed';
  } finally {
    clearTimeout(timer);
  }
}

export async function checkReadiness(
  deps: { db: Db; storage: FileStorage; log: FastifyBaseLogger },
  timeoutMs = READINESS_PROBE_TIMEOUT_MS,
): Promise<Readiness> {
  const { db, storage, log } = deps;
  const [database, storageOutcome] = await Promise.all([
    probe('database', async () => (await db.execute(sql`SELECT 1`), true), log, timeoutMs),
    probe('storage', async () => (await storage.probe(), true), log, timeoutMs),
  ]);
  const migrations = database === 'ok' ? await probe('migrations', () => migrationsApplied(db), log, timeoutMs) : 'skipped';
  return {
    ready: database === 'ok' && migrations === 'ok' && storageOutcome === 'ok',
    checks: { database, migrations, storage: storageOutcome },
  };
}
