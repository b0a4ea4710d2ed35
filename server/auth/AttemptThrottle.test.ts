// The throttle on a real (PGlite) database with an injected clock. Two AttemptThrottle objects over one database
// stand for two studio instances: they count the same attempts.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { openDatabase, type Database } from '../db/database';
import { AttemptThrottle, type AttemptOutcome } from './AttemptThrottle';

const policy = { freeAttempts: 3, baseDelayMs: 1000, maxDelayMs: 8000, forgetAfterMs: 60_000 };
const policies = { account: policy, ip: { ...policy, freeAttempts: 5 } };

const allowed = (outcome: AttemptOutcome) => outcome.allowed;

describe('AttemptThrottle', { timeout: 120_000 }, () => {
  let dataDir: string;
  let database: Database;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'studio-throttle-'));
    database = await openDatabase(loadConfig({ DATA_DIR: dataDir }));
  }, 120_000);

  afterAll(async () => {
    await database?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  beforeEach(async () => {
    await database.db.execute(sql`DELETE FROM cluster.attempts`);
  });

  function setup() {
    let now = 1_000_000_000_000;
    const clock = () => now;
    const throttle = new AttemptThrottle(database.db, policies, clock);
    return { throttle, other: new AttemptThrottle(database.db, policies, clock), advance: (ms: number) => (now += ms) };
  }

  it('locks a key after its free failures, for a doubling delay up to the maximum', async () => {
    const { throttle, advance } = setup();
    const keys = ['account:ada'];
    for (let index = 0; index < 3; index += 1) expect(allowed(await throttle.begin(keys))).toBe(true);
    expect(await throttle.begin(keys)).toEqual({ allowed: false, retryAfterMs: 1000 });
    advance(1000);
    expect(allowed(await throttle.begin(keys))).toBe(true);
    expect(await throttle.begin(keys)).toEqual({ allowed: false, retryAfterMs: 2000 });
    advance(2000);
    await throttle.begin(keys);
    advance(4000);
    await throttle.begin(keys);
    advance(8000);
    await throttle.begin(keys);
    expect(await throttle.begin(keys)).toEqual({ allowed: false, retryAfterMs: 8000 });
  });

  it('counts an attempt before its outcome, so a burst gets only the free attempts through', async () => {
    const { throttle, other } = setup();
    // Half the burst through each "instance", all at once.
    const outcomes = await Promise.all(Array.from({ length: 30 }, (_, index) => (index % 2 === 0 ? throttle : other).begin(['account:ada', 'ip:10.0.0.1'])));
    expect(outcomes.filter(allowed)).toHaveLength(3);
  });

  it('counts attempts made through different instances together', async () => {
    const { throttle, other } = setup();
    expect(allowed(await throttle.begin(['account:ada']))).toBe(true);
    expect(allowed(await other.begin(['account:ada']))).toBe(true);
    expect(allowed(await throttle.begin(['account:ada']))).toBe(true);
    expect(await other.begin(['account:ada'])).toEqual({ allowed: false, retryAfterMs: 1000 });
  });

  it('gives back a successful attempt and clears the keys it is told to', async () => {
    const { throttle, other } = setup();
    for (let index = 0; index < 2; index += 1) await throttle.begin(['account:ada', 'ip:10.0.0.1']);
    const outcome = await throttle.begin(['account:ada', 'ip:10.0.0.1']);
    if (!outcome.allowed) throw new Error('expected an allowed attempt');
    expect(allowed(await other.begin(['account:ada']))).toBe(false);
    await outcome.attempt.succeeded(['account:ada']);
    // The account starts afresh; the address keeps its two failures (5 free: three more pass).
    for (let index = 0; index < 3; index += 1) expect(allowed(await other.begin(['account:ada', 'ip:10.0.0.1']))).toBe(true);
    expect(allowed(await throttle.begin(['account:bob', 'ip:10.0.0.1']))).toBe(false);
  });

  it('refuses when any key is locked and does not count the refused attempt', async () => {
    const { throttle, advance } = setup();
    for (let index = 0; index < 5; index += 1) await throttle.begin([`account:user${index}`, 'ip:10.0.0.1']);
    expect(await throttle.begin(['account:fresh', 'ip:10.0.0.1'])).toEqual({ allowed: false, retryAfterMs: 1000 });
    expect(allowed(await throttle.begin(['account:fresh', 'ip:10.0.0.2']))).toBe(true);
    advance(1000);
    expect(allowed(await throttle.begin(['account:fresh', 'ip:10.0.0.1']))).toBe(true);
  });

  it('forgets a key after a quiet period', async () => {
    const { throttle, advance } = setup();
    for (let index = 0; index < 3; index += 1) await throttle.begin(['account:ada']);
    advance(61_000);
    for (let index = 0; index < 3; index += 1) expect(allowed(await throttle.begin(['account:ada']))).toBe(true);
  });
});
