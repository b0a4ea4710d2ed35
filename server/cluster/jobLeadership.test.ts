// The job scheduler on a real (PGlite) database: two schedulers over one database stand for two instances.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { openDatabase, type Database } from '../db/database';
import { resultRows } from '../db/resultRows';
import { JobScheduler, type PeriodicJob } from './jobLeadership';

/** A logger that writes nothing (Fastify's own, logging off). */
const log = Fastify({ logger: false }).log;

describe('JobScheduler', { timeout: 120_000 }, () => {
  let dataDir: string;
  let database: Database;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'studio-jobs-'));
    database = await openDatabase(loadConfig({ DATA_DIR: dataDir }));
  }, 120_000);

  afterAll(async () => {
    await database?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  async function jobRow(name: string) {
    const [row] = resultRows<{ runs: number; running_by: string | null; due_in_ms: number; last_outcome: string | null }>(
      await database.db.execute(
        sql`SELECT runs, running_by, last_outcome, (extract(epoch FROM next_run_at - clock_timestamp()) * 1000)::float8 AS due_in_ms FROM cluster.jobs WHERE name = ${name}`,
      ),
    );
    return row!;
  }

  const makeDue = (name: string) => database.db.execute(sql`UPDATE cluster.jobs SET next_run_at = clock_timestamp() - interval '1 second' WHERE name = ${name}`);

  it('runs a due job once across instances polling at the same time, then not before its next interval', async () => {
    let runs = 0;
    const job: PeriodicJob = { name: 'count-once', intervalMs: 3_600_000, firstRunAfterMs: 3_600_000, run: async () => (runs += 1) };
    const first = new JobScheduler(database.db, log);
    const second = new JobScheduler(database.db, log);
    first.add(job);
    second.add(job);
    await first.start();
    await second.start();
    // Not due yet: the first run waits firstRunAfterMs.
    expect([...(await first.runDue()), ...(await second.runDue())]).toEqual([]);
    await makeDue('count-once');
    const claimed = await Promise.all([first.runDue(), second.runDue(), first.runDue(), second.runDue()]);
    expect(claimed.flat()).toEqual(['count-once']);
    expect(runs).toBe(1);
    const row = await jobRow('count-once');
    expect(row).toMatchObject({ runs: 1, running_by: null, last_outcome: 'succeeded' });
    expect(row.due_in_ms).toBeGreaterThan(3_500_000);
    expect([...(await first.runDue()), ...(await second.runDue())]).toEqual([]);
    await first.stop();
    await second.stop();
  });

  it('runs a job again on another instance when the one running it died mid-run', async () => {
    let finishStuck: () => void = () => undefined;
    const ran: string[] = [];
    const stuck: PeriodicJob = {
      name: 'survives-death',
      intervalMs: 3_600_000,
      firstRunAfterMs: 0,
      run: () =>
        new Promise<void>((resolve) => {
          ran.push('dying');
          finishStuck = resolve;
        }),
    };
    const dying = new JobScheduler(database.db, log, { leaseMs: 60_000 });
    dying.add(stuck);
    await dying.start();
    const claimedByDying = dying.runDue();
    // The dying instance holds the job…
    await expect.poll(() => ran).toEqual(['dying']);
    expect((await jobRow('survives-death')).running_by).toBe(dying.holder);
    const survivor = new JobScheduler(database.db, log);
    survivor.add({ ...stuck, run: async () => void ran.push('survivor') });
    await survivor.start();
    // …so nobody else runs it while its lease is live.
    expect(await survivor.runDue()).toEqual([]);
    // It dies: no renewal, the lease runs out (moved into the past here instead of waiting a minute).
    await database.db.execute(sql`UPDATE cluster.jobs SET lease_until = clock_timestamp() - interval '1 second' WHERE name = 'survives-death'`);
    expect(await survivor.runDue()).toEqual(['survives-death']);
    expect(ran).toEqual(['dying', 'survivor']);
    expect(await jobRow('survives-death')).toMatchObject({ runs: 2, running_by: null, last_outcome: 'succeeded' });
    // The dead run's late end (a paused process waking up) changes nothing: the row is no longer its own.
    const dueBefore = (await jobRow('survives-death')).due_in_ms;
    finishStuck();
    await claimedByDying;
    const after = await jobRow('survives-death');
    expect(after).toMatchObject({ runs: 2, running_by: null });
    expect(Math.abs(after.due_in_ms - dueBefore)).toBeLessThan(60_000);
    await dying.stop();
    await survivor.stop();
  });

  it('records a failed run and schedules it again at its interval', async () => {
    const failing = new JobScheduler(database.db, log);
    failing.add({ name: 'fails', intervalMs: 600_000, firstRunAfterMs: 0, run: async () => Promise.reject(new Error('boom')) });
    await failing.start();
    expect(await failing.runDue()).toEqual(['fails']);
    const row = await jobRow('fails');
    expect(row).toMatchObject({ last_outcome: 'failed', running_by: null });
    expect(row.due_in_ms).toBeGreaterThan(500_000);
    await failing.stop();
  });
});
