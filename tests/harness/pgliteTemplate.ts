// A migrated PGlite data folder, made once per machine and schema and copied into each test studio's
// DATA_DIR: a fresh PGlite runs the migrations in WebAssembly (~6 s on a busy 2-core machine, once per API
// test file); a copy takes a fraction of that (the system's `cp`: 0.1 s for the folder's ~1,200 files, where
// node:fs's recursive copy took 0.9–1.7 s). The studio still runs its start-up (migrations find nothing to
// do, partitions are checked) exactly as on a restart, so nothing of the start is skipped.
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cp, mkdtemp, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { openPglite } from '../../server/db/database';

const root = path.resolve(import.meta.dirname, '../..');
const execFileAsync = promisify(execFile);
/** What decides the database a start makes: the migrations, the partitioned tables' and the cluster tables' code. */
const SCHEMA_SOURCES = ['server/db/migrations', 'server/db/partitioned', 'server/cluster'];

async function schemaKey(): Promise<string> {
  const hash = createHash('sha256');
  for (const folder of SCHEMA_SOURCES) {
    const entries = await readdir(path.join(root, folder), { recursive: true, withFileTypes: true });
    const files = entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name)).sort();
    for (const file of files) hash.update(path.relative(root, file)).update(await readFile(file));
  }
  return hash.digest('hex').slice(0, 16);
}

const exists = (file: string) => stat(file).then(() => true, () => false);

/** The template folder for the current schema, built on first use (atomically: a rename of a finished folder). */
async function templateDir(): Promise<string> {
  const template = path.join(tmpdir(), `studio-pglite-template-${await schemaKey()}`);
  if (await exists(template)) return template;
  const building = await mkdtemp(path.join(tmpdir(), 'studio-pglite-building-'));
  const database = await openPglite(building);
  await database.close();
  // Another test worker may have finished first: its folder is as good as ours.
  await rename(building, template).catch(async (error: NodeJS.ErrnoException) => {
    if (!(await exists(template))) throw error;
    await rm(building, { recursive: true, force: true });
  });
  return template;
}

/** Puts a migrated database where the studio of `dataDir` opens PGlite (DATA_DIR/pglite). */
export async function seedPgliteDataDir(dataDir: string): Promise<void> {
  const template = await templateDir();
  const target = path.join(dataDir, 'pglite');
  await execFileAsync('cp', ['-R', template, target]).catch(async (error: NodeJS.ErrnoException) => {
    // No `cp` on this system: node's own copy.
    if (error.code !== 'ENOENT') throw error;
    await cp(template, target, { recursive: true });
  });
}
