import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { uploadKey } from './FileStorage';
import { LocalFileStorage } from './LocalFileStorage';

describe('LocalFileStorage', () => {
  let root: string;
  beforeEach(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'storage-'));
  });
  afterEach(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('keeps uploads under root/uploads/{id}/{resolution}.webp and removes them with their folder', async () => {
    const storage = new LocalFileStorage(root);
    const id = '3f1c2f5e-8d1a-4c4e-9a59-7c0b5f4c2a11';
    await storage.put(uploadKey(id, 'thumbnail'), Buffer.from('small'), 'image/webp');
    await storage.put(uploadKey(id, 'original'), Buffer.from('large'), 'image/webp');
    expect(await readFile(path.join(root, 'uploads', id, 'thumbnail.webp'), 'utf8')).toBe('small');
    expect(await storage.get(uploadKey(id, 'original'))).toEqual({ body: Buffer.from('large'), contentType: 'image/webp' });

    await storage.delete([uploadKey(id, 'thumbnail')]);
    expect(await storage.get(uploadKey(id, 'thumbnail'))).toBeNull();
    expect(existsSync(path.join(root, 'uploads', id))).toBe(true);
    await storage.delete([uploadKey(id, 'original'), uploadKey(id, 'thumbnail')]);
    expect(existsSync(path.join(root, 'uploads', id))).toBe(false);
  });

  it('refuses keys that would leave the root', async () => {
    const storage = new LocalFileStorage(root);
    for (const key of ['../escape.webp', 'uploads/../../x', '/absolute', 'a//b', 'a\\..\\b']) {
      await expect(storage.put(key, Buffer.from('x'), 'image/webp'), key).rejects.toThrow('invalid storage key');
    }
  });
});
