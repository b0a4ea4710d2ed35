// The AES-256 key widget secrets are encrypted with. It is derived (HKDF-SHA256) from a master secret: the
// SECRETS_KEY setting, or else 32 random bytes kept in DATA_DIR/secrets.key, created once with mode 0600.
// The master never sits in the database, so a database dump alone does not reveal secret values.
import { hkdfSync, randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../config';

export const SECRETS_KEY_FILE = 'secrets.key';
const KEY_INFO = 'widget-secrets/aes-256-gcm/v1';

async function masterSecret(config: Config): Promise<Buffer> {
  if (config.secretsKey !== null) return Buffer.from(config.secretsKey, 'utf8');
  const file = path.join(config.dataDir, SECRETS_KEY_FILE);
  try {
    return Buffer.from((await readFile(file, 'utf8')).trim(), 'base64url');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await mkdir(config.dataDir, { recursive: true });
  try {
    // 'wx': two first starts at once cannot both write; the loser reads the winner's key.
    await writeFile(file, randomBytes(32).toString('base64url'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return Buffer.from((await readFile(file, 'utf8')).trim(), 'base64url');
}

const keys = new Map<string, Promise<Buffer>>();

/** The 32-byte key for this configuration (loaded once per master source). */
export function secretsKey(config: Config): Promise<Buffer> {
  const source = config.secretsKey !== null ? `env:${config.secretsKey}` : `file:${config.dataDir}`;
  let key = keys.get(source);
  if (!key) {
    key = masterSecret(config).then((master) => Buffer.from(hkdfSync('sha256', master, Buffer.alloc(0), KEY_INFO, 32)));
    key.catch(() => keys.delete(source));
    keys.set(source, key);
  }
  return key;
}
