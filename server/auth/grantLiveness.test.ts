import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { openDatabase, type Database } from '../db/database';
import { createGrantLiveness } from './grantLiveness';
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

  it('knows a revocation made through any instance at once (only the database knows it)', async () => {
    const grants = createAdapterFactory(database)('Grant');
    await grants.upsert('grant-a', { accountId: 'a', clientId: 'studio' }, 3600);
    const isLive = createGrantLiveness(database);
    const elsewhere = createGrantLiveness(database);

    expect(await isLive('grant-a')).toBe(true);
    expect(await elsewhere('grant-a')).toBe(true);
    expect(await isLive('never-issued')).toBe(false);

    // Another instance's provider revoked grant-a: the very next check here refuses it.
    await grants.destroy('grant-a');
    expect(await isLive('grant-a')).toBe(false);
    expect(await elsewhere('grant-a')).toBe(false);
  });
});
