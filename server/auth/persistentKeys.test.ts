// The provider's keys at rest: sealed under the secrets key, the same for every instance, an earlier build's clear value
// sealed in place; a start with another secrets key is refused by name.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { checkSecretsKey, SecretsKeyMismatchError } from '../crypto/secretsKeyCheck';
import { openDatabase, type Database } from '../db/database';
import { serverKeys } from '../db/schema/auth';
import { loadCookieKeys, loadSigningKeys } from './persistentKeys';

describe('persistent provider keys', { timeout: 120_000 }, () => {
  let dataDir: string;
  let database: Database;
  const key = randomBytes(32);

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'studio-keys-'));
    database = await openDatabase(loadConfig({ DATA_DIR: dataDir }));
  }, 120_000);

  afterAll(async () => {
    await database?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const stored = async (name: string) => (await database.db.select().from(serverKeys).where(eq(serverKeys.name, name)))[0]!.value;

  it('creates the signing keys once, stores them sealed, and gives every caller the same keys', async () => {
    const [first, second] = await Promise.all([loadSigningKeys(database, key), loadSigningKeys(database, key)]);
    expect(first.keys[0]!.kty).toBe('RSA');
    expect(first.keys[0]!.d).toBeTruthy();
    expect(second).toEqual(first);
    const value = (await stored('oidc-signing-keys')) as { sealed: string };
    expect(value.sealed).toMatch(/^v1\./);
    expect(JSON.stringify(value)).not.toContain(first.keys[0]!.d!);
    await expect(loadSigningKeys(database, randomBytes(32))).rejects.toThrow();
  });

  it('seals cookie keys an earlier build stored in the clear, keeping them', async () => {
    await database.db.insert(serverKeys).values({ name: 'oidc-cookie-keys', value: ['clear-cookie-key'] });
    expect(await loadCookieKeys(database, key)).toEqual(['clear-cookie-key']);
    expect(await stored('oidc-cookie-keys')).toEqual({ sealed: expect.stringMatching(/^v1\./) });
    expect(await loadCookieKeys(database, key)).toEqual(['clear-cookie-key']);
  });

  it('refuses a secrets key other than the one the database was written with', async () => {
    await checkSecretsKey(database, key);
    await checkSecretsKey(database, key);
    await expect(checkSecretsKey(database, randomBytes(32))).rejects.toThrow(SecretsKeyMismatchError);
    await expect(checkSecretsKey(database, randomBytes(32))).rejects.toThrow(/SECRETS_KEY differs/);
  });
});
