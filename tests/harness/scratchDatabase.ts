// A throw-away database on the PostgreSQL server a URL names (the API suites' and the server benches' runs on
// PostgreSQL): created with a random name, dropped when done.
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface ScratchDatabase {
  name: string;
  url: string;
  drop(): Promise<void>;
}

export async function createScratchDatabase(serverUrl: string, prefix = 'studio_test'): Promise<ScratchDatabase> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.href,
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      // pg's pool.end() resolves before its connections have closed; a forced drop in that window
      // terminates them and their clients throw. Wait (up to 5 s) for them to go first.
      for (let attempt = 0; attempt < 50; attempt += 1) {
        const open = await client.query('SELECT count(*)::int AS open FROM pg_stat_activity WHERE datname = $1', [name]);
        if (open.rows[0].open === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}
