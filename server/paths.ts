import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The project root: the nearest folder above this module that holds package.json. */
function findProjectRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('package.json not found above ' + fileURLToPath(import.meta.url));
    dir = parent;
  }
  return dir;
}

export const projectRoot = findProjectRoot();
export const migrationsDir = path.join(projectRoot, 'server/db/migrations');
/**
 * The built client; BUILD_DIR (default dist) is the folder esbuild.config.mjs built into. Read when a studio is
 * built, not when this module loads (test files of one worker each name their own build).
 */
export function clientDistDir(): string {
  return path.join(path.resolve(projectRoot, process.env.BUILD_DIR || 'dist'), 'client');
}
