import { EventEmitter } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type Provider from 'oidc-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { openDatabase, type Database } from '../db/database';
import { createGrantLiveness, GRANT_RECHECK_MS } from './grantLiveness';
import { createAdapterFactory } from './oidcAdapter';

// Starting PGlite takes a few seconds on a shared machine.
describe('grant liveness', { timeout: 120_000 }, () => {
  let dataDir: string;
  let database: Database;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'studio-grants-'));
    database = await openDatabase(loadConfig({ DATA_DIR: dataDir }));
  }, 120_000);

  afterAll(async () => {
    await database?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('knows a revocation of its own process at once and another instance’s within GRANT_RECHECK_MS', async () => {
    const grants = createAdapterFactory(database)('Grant');
    await grants.upsert('grant-a', { accountId: 'a', clientId: 'studio' }, 3600);
    await grants.upsert('grant-b', { accountId: 'b', clientId: 'studio' }, 3600);
    let now = 1_000_000;
    const events = new EventEmitter();
    const isLive = createGrantLiveness(database, events as unknown as Provider, () => now);

    expect(await isLive('grant-a')).toBe(true);
    expect(await isLive('grant-b')).toBe(true);
    expect(await isLive('never-issued')).toBe(false);

    // This process's provider revoked grant-a: refused at once, whatever the cache held.
    await grants.destroy('grant-a');
    events.emit('grant.revoked', {}, 'grant-a');
    expect(await isLive('grant-a')).toBe(false);

    // Another instance revoked grant-b (only the database knows): the live answer is kept until the recheck.
    await grants.destroy('grant-b');
    now += GRANT_RECHECK_MS - 1;
    expect(await isLive('grant-b')).toBe(true);
    now += 2;
    expect(await isLive('grant-b')).toBe(false);
  });
});
