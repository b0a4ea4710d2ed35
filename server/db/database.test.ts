import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import { loadConfig } from '../config';
import { openDatabase } from './database';
import { users, widgetFlows } from './schema';

// Starting PGlite takes a few seconds on a shared machine.
describe('openDatabase (PGlite)', { timeout: 60_000 }, () => {
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'studio-db-'));
  });

  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('applies the migrations and keeps rows across a reopen', async () => {
    const config = loadConfig({ DATA_DIR: dataDir });
    const first = await openDatabase(config);
    const [created] = await first.db.insert(users).values({ subject: 'sub-1', email: 'a@example.com', name: 'A', chatToken: 't' }).returning();
    expect(created?.bio).toBe('');
    expect(created?.tosAcceptedAt).toBeNull();
    await first.close();

    const second = await openDatabase(config);
    const found = await second.db.select().from(users).where(eq(users.subject, 'sub-1'));
    expect(found.map((user) => user.email)).toEqual(['a@example.com']);
    await second.close();
  });

  it('refuses a second user with the same subject', async () => {
    const database = await openDatabase(loadConfig({ DATA_DIR: dataDir }));
    try {
      await expect(database.db.insert(users).values({ subject: 'sub-1', email: 'b@example.com', name: 'B', chatToken: 't' })).rejects.toThrow();
      const rows = await database.db.select({ id: widgetFlows.widgetId }).from(widgetFlows);
      expect(rows).toEqual([]);
    } finally {
      await database.close();
    }
  });

  it('explains a data folder made by an earlier pre-release build instead of failing with a stack', async () => {
    const oldDir = await mkdtemp(path.join(os.tmpdir(), 'studio-db-old-'));
    try {
      // An earlier build's tables, without the migration record this build expects.
      const old = await PGlite.create(path.join(oldDir, 'pglite'));
      await old.exec('CREATE TABLE users (id integer)');
      await old.close();
      await expect(openDatabase(loadConfig({ DATA_DIR: oldDir }))).rejects.toThrow(/earlier pre-release build.*move that folder away/);
    } finally {
      await rm(oldDir, { recursive: true, force: true });
    }
  });
});
