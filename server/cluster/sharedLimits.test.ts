// The shared counters and leases on a real (PGlite) database.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { openDatabase, type Database } from '../db/database';
import { resultRows } from '../db/resultRows';
import { sweepClusterTables } from './clusterTables';
import { hitCounters } from './sharedCounters';
import { acquireLease } from './sharedLeases';

describe('shared counters and leases', { timeout: 120_000 }, () => {
  let dataDir: string;
  let database: Database;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'studio-cluster-'));
    database = await openDatabase(loadConfig({ DATA_DIR: dataDir }));
  }, 120_000);

  afterAll(async () => {
    await database?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('counts hits per key in a window, several keys in one call, and starts a new window once it ended', async () => {
    const { db } = database;
    expect(await hitCounters(db, [{ key: 'b', by: 1, windowMs: 60_000 }, { key: 'a', by: 3, windowMs: 60_000 }])).toEqual([
      { key: 'b', count: 1, resetsInMs: expect.any(Number) },
      { key: 'a', count: 3, resetsInMs: expect.any(Number) },
    ]);
    const [again] = await hitCounters(db, [{ key: 'a', by: 2, windowMs: 60_000 }]);
    expect(again!.count).toBe(5);
    expect(again!.resetsInMs).toBeGreaterThan(0);
    expect(again!.resetsInMs).toBeLessThanOrEqual(60_000);
    // The window of `a` ends: the next hit starts afresh; `b` keeps counting.
    await db.execute(sql`UPDATE cluster.counters SET window_ends = now() - interval '1 second' WHERE key = 'a'`);
    expect((await hitCounters(db, [{ key: 'a', by: 1, windowMs: 60_000 }, { key: 'b', by: 1, windowMs: 60_000 }])).map((state) => state.count)).toEqual([1, 2]);
    expect(await hitCounters(db, [])).toEqual([]);
  });

  it('gives at most `max` leases per key, takes a released or expired one back, and sweeps what expired', async () => {
    const { db } = database;
    const first = await acquireLease(db, 'uploads:owner', 2, 60_000);
    const second = await acquireLease(db, 'uploads:owner', 2, 60_000);
    expect(first).not.toBeNull();
    expect(second).not.toBeNull();
    expect(await acquireLease(db, 'uploads:owner', 2, 60_000)).toBeNull();
    expect(await acquireLease(db, 'uploads:someone-else', 2, 60_000)).not.toBeNull();
    await first!.release();
    const third = await acquireLease(db, 'uploads:owner', 2, 60_000);
    expect(third).not.toBeNull();
    // A holder that died never releases: its lease ends by itself.
    await db.execute(sql`UPDATE cluster.leases SET expires_at = now() - interval '1 second' WHERE key = 'uploads:owner'`);
    expect(await acquireLease(db, 'uploads:owner', 2, 60_000)).not.toBeNull();
    await sweepClusterTables(db, 3_600_000);
    const left = resultRows<{ key: string }>(await db.execute(sql`SELECT key FROM cluster.leases ORDER BY key`));
    expect(left.map((row) => row.key)).toEqual(['uploads:owner', 'uploads:someone-else']);
  });
});
