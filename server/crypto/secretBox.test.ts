import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { openSecret, sealSecret } from './secretBox';
import { SECRETS_KEY_FILE, secretsKey } from './secretsKey';

const dirs: string[] = [];
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

async function dataDir() {
  const dir = await mkdtemp(path.join(tmpdir(), 'secrets-key-'));
  dirs.push(dir);
  return dir;
}

describe('secret box', () => {
  it('seals and opens; the sealed text does not contain the value; another row or key cannot open it', async () => {
    const key = await secretsKey(loadConfig({ DATA_DIR: await dataDir() }));
    const other = await secretsKey(loadConfig({ DATA_DIR: await dataDir() }));
    expect(key).toHaveLength(32);
    const sealed = sealSecret(key, 'sk_live_123', 'widget-a/api_key');
    expect(sealed).not.toContain('sk_live_123');
    expect(sealed).not.toBe(sealSecret(key, 'sk_live_123', 'widget-a/api_key'));
    expect(openSecret(key, sealed, 'widget-a/api_key')).toBe('sk_live_123');
    expect(() => openSecret(key, sealed, 'widget-b/api_key')).toThrow();
    expect(() => openSecret(other, sealed, 'widget-a/api_key')).toThrow();
  });

  it('keeps the key file in DATA_DIR (0600) and reuses it; SECRETS_KEY wins when set', async () => {
    const dir = await dataDir();
    const first = await secretsKey(loadConfig({ DATA_DIR: dir }));
    const file = path.join(dir, SECRETS_KEY_FILE);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect((await readFile(file, 'utf8')).length).toBeGreaterThan(40);
    const fromEnv = await secretsKey(loadConfig({ DATA_DIR: dir, SECRETS_KEY: 'x'.repeat(40) }));
    expect(fromEnv.equals(first)).toBe(false);
    expect((await secretsKey(loadConfig({ DATA_DIR: dir, SECRETS_KEY: 'x'.repeat(40) }))).equals(fromEnv)).toBe(true);
    expect(() => loadConfig({ SECRETS_KEY: 'short' })).toThrow(/SECRETS_KEY/);
  });
});
