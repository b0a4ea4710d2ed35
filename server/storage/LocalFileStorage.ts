// Files on the local disk under a root folder (DATA_DIR by default, so uploads land in
// DATA_DIR/uploads/{id}/{resolution}.webp). Writes go to a temporary name first, then rename.
import { randomBytes } from 'node:crypto';
import { constants } from 'node:fs';
import { access, mkdir, readFile, rename, rm, rmdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FileStorage, StoredObject } from './FileStorage';

const CONTENT_TYPES: Record<string, string> = { '.webp': 'image/webp' };

export class LocalFileStorage implements FileStorage {
  constructor(private readonly root: string) {}

  /** The file behind a key; refuses keys that would leave the root. */
  pathOf(key: string): string {
    const parts = key.split('/');
    if (parts.some((part) => part === '' || part === '.' || part === '..' || part.includes('\\'))) throw new Error(`invalid storage key ${key}`);
    return path.join(this.root, ...parts);
  }

  async put(key: string, body: Buffer, _contentType?: string): Promise<void> {
    // The content type follows from the extension when the file is read back.
    const file = this.pathOf(key);
    await mkdir(path.dirname(file), { recursive: true });
    const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
    await writeFile(temporary, body);
    await rename(temporary, file);
  }

  async get(key: string): Promise<StoredObject | null> {
    try {
      const body = await readFile(this.pathOf(key));
      return { body, contentType: CONTENT_TYPES[path.extname(key)] ?? 'application/octet-stream' };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async delete(keys: readonly string[]): Promise<void> {
    const folders = new Set<string>();
    for (const key of keys) {
      const file = this.pathOf(key);
      await rm(file, { force: true });
      folders.add(path.dirname(file));
    }
    // A file's folder goes with its last variant; a folder still holding something stays.
    for (const folder of folders) await rmdir(folder).catch(() => undefined);
  }

  /** The root is (or can be made) a folder this process may write into. */
  async probe(): Promise<void> {
    await mkdir(this.root, { recursive: true });
    if (!(await stat(this.root)).isDirectory()) throw new Error(`${this.root} is not a folder`);
    await access(this.root, constants.W_OK);
  }
}
