// /healthz and /readyz over real HTTP, without credentials: alive and ready on a working studio; not ready (503,
// naming the failed check) when the database cannot be reached, when it lacks this build's migrations, and when the
// file storage cannot be reached; alive all along.
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resultRows } from '../../server/db/resultRows';
import { freePort } from '../harness/freePort';
import { startTestStudio, type TestStudio } from '../harness/testStudio';

let studio: TestStudio;

beforeAll(async () => {
  studio = await startTestStudio();
});

afterAll(async () => {
  await studio?.close();
});

async function probe(base: string, path: '/healthz' | '/readyz'): Promise<{ status: number; body: any; cacheControl: string | null }> {
  const response = await fetch(`${base}${path}`);
  return { status: response.status, body: await response.json(), cacheControl: response.headers.get('cache-control') };
}

describe('health and readiness', () => {
  it('answers alive and ready without credentials, never cached', async () => {
    const health = await probe(studio.url, '/healthz');
    expect(health).toEqual({ status: 200, body: { status: 'alive' }, cacheControl: 'no-store' });
    const ready = await probe(studio.url, '/readyz');
    expect(ready).toEqual({
      status: 200,
      body: { status: 'ready', checks: { database: 'ok', migrations: 'ok', storage: 'ok' } },
      cacheControl: 'no-store',
    });
  });

  it('is not ready while the database lacks the migrations this build ships', async () => {
    const { db } = studio.database;
    const applied = resultRows<{ hash: string; created_at: string }>(await db.execute(sql`SELECT hash, created_at FROM drizzle.__drizzle_migrations`));
    expect(applied.length).toBeGreaterThan(0);
    await db.execute(sql`DELETE FROM drizzle.__drizzle_migrations`);
    try {
      const ready = await probe(studio.url, '/readyz');
      expect(ready.status).toBe(503);
      expect(ready.body).toEqual({ status: 'not-ready', checks: { database: 'ok', migrations: 'failed', storage: 'ok' } });
    } finally {
      for (const row of applied) await db.execute(sql`INSERT INTO drizzle.__drizzle_migrations (hash, created_at) VALUES (${row.hash}, ${row.created_at})`);
    }
    expect((await probe(studio.url, '/readyz')).status).toBe(200);
  });

  it('is not ready while the file storage cannot be reached', async () => {
    // An S3 endpoint on a loopback port where nothing listens.
    const closedPort = await freePort();
    const s3Studio = await startTestStudio({ S3_BUCKET: 'uploads', S3_ENDPOINT: `http://127.0.0.1:${closedPort}`, S3_ACCESS_KEY_ID: 'a', S3_SECRET_ACCESS_KEY: 'b' });
    try {
      const ready = await probe(s3Studio.url, '/readyz');
      expect(ready.status).toBe(503);
      expect(ready.body).toEqual({ status: 'not-ready', checks: { database: 'ok', migrations: 'ok', storage: 'failed' } });
      expect((await probe(s3Studio.url, '/healthz')).status).toBe(200);
    } finally {
      await s3Studio.close();
    }
  });

  it('is not ready while the database is down, and ready again when it is back', async () => {
    const databaseUrl = studio.config.databaseUrl;
    if (databaseUrl === null) {
      // PGlite lives in this process: "down" is the database closed.
      await studio.database.close();
      const ready = await probe(studio.url, '/readyz');
      expect(ready.status).toBe(503);
      expect(ready.body).toEqual({ status: 'not-ready', checks: { database: 'failed', migrations: 'skipped', storage: 'ok' } });
      expect((await probe(studio.url, '/healthz')).status).toBe(200);
      return;
    }
    // PostgreSQL: the server refuses this database's connections and ends the open ones.
    const name = new URL(databaseUrl).pathname.slice(1);
    const serverUrl = new URL(databaseUrl);
    serverUrl.pathname = '/postgres';
    const admin = new pg.Client({ connectionString: serverUrl.href });
    await admin.connect();
    try {
      await admin.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS false`);
      await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1', [name]);
      // The pool learns of its ended connections as it uses them: wait for the answer rather than take the first.
      await expect.poll(() => probe(studio.url, '/readyz'), { timeout: 30_000 }).toMatchObject({ status: 503, body: { checks: { database: 'failed' } } });
      expect((await probe(studio.url, '/healthz')).status).toBe(200);
      await admin.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS true`);
      await expect.poll(() => probe(studio.url, '/readyz'), { timeout: 30_000 }).toMatchObject({ status: 200, body: { status: 'ready' } });
    } finally {
      await admin.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS true`);
      await admin.end();
    }
  });
});
