// The local storage's readiness probe: a folder (made when missing) answers; a root that is a file does not.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { LocalFileStorage } from './LocalFileStorage';

describe('LocalFileStorage.probe', () => {
  const folders: string[] = [];
  afterAll(async () => {
    for (const folder of folders) await rm(folder, { recursive: true, force: true });
  });

  it('answers for a folder, creating it when missing, and fails when the root is a file', async () => {
    const base = await mkdtemp(path.join(tmpdir(), 'storage-probe-'));
    folders.push(base);
    await expect(new LocalFileStorage(path.join(base, 'data')).probe()).resolves.toBeUndefined();
    const file = path.join(base, 'not-a-folder');
    await writeFile(file, 'x');
    await expect(new LocalFileStorage(file).probe()).rejects.toThrow();
  });
});
