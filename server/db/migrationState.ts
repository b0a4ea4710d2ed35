// Whether the database carries every migration this build ships: the newest entry of the migrations journal
// against the newest row Drizzle's migrator recorded (drizzle.__drizzle_migrations, created_at = the entry's
// `when`). An instance of an older build, or a database another instance has not migrated yet, reads false.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrationsDir } from '../paths';
import type { Db } from './database';
import { resultRows } from './resultRows';

let shippedLatest: number | null = null;

/** The `when` of the newest migration in this build's journal. */
export function latestShippedMigration(): number {
  if (shippedLatest === null) {
    const journal = JSON.parse(readFileSync(path.join(migrationsDir, 'meta/_journal.json'), 'utf8')) as { entries: { when: number }[] };
    shippedLatest = Math.max(...journal.entries.map((entry) => entry.when));
  }
  return shippedLatest;
}

export async function migrationsApplied(db: Db): Promise<boolean> {
  const rows = resultRows<{ latest: string | number | null }>(
    await db.execute(sql`SELECT max(created_at) AS latest FROM drizzle.__drizzle_migrations`),
  );
  const latest = rows[0]?.latest;
  return latest !== null && latest !== undefined && Number(latest) >= latestShippedMigration();
}
