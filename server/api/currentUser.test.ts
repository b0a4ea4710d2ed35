import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { openDatabase, type Database } from '../db/database';
import { findOrCreateUser } from './currentUser';

// Starting PGlite takes a few seconds on a shared machine.
describe('findOrCreateUser', { timeout: 60_000 }, () => {
  let dataDir: string;
  let database: Database;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'studio-users-'));
    database = await openDatabase(loadConfig({ DATA_DIR: dataDir }));
  });

  afterAll(async () => {
    await database?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('falls back to the email’s local part for a missing name, and to empty text for a missing email', async () => {
    const named = await findOrCreateUser(database.db, { subject: 's-1', email: 'jane.roe@example.com', name: null, accessToken: 't' });
    expect(named).toMatchObject({ subject: 's-1', email: 'jane.roe@example.com', name: 'jane.roe' });
    const anonymous = await findOrCreateUser(database.db, { subject: 's-2', email: null, name: null, accessToken: 't' });
    expect(anonymous).toMatchObject({ email: '', name: '' });
  });

  it('returns the existing record without overwriting it', async () => {
    const first = await findOrCreateUser(database.db, { subject: 's-3', email: 'a@example.com', name: 'A', accessToken: 't' });
    const again = await findOrCreateUser(database.db, { subject: 's-3', email: 'changed@example.com', name: 'B', accessToken: 't' });
    expect(again).toEqual(first);
  });

  it('creates one record for concurrent first calls', async () => {
    const identity = { subject: 's-4', email: 'c@example.com', name: 'C', accessToken: 't' };
    const users = await Promise.all([1, 2, 3].map(() => findOrCreateUser(database.db, identity)));
    expect(new Set(users.map((user) => user.id)).size).toBe(1);
  });
});
