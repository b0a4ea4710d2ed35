// Every instance must seal and open with the same secrets key (widget secrets, the provider's keys): with SECRETS_KEY
// unset each machine would make its own DATA_DIR/secrets.key and could not open what another sealed. The first start
// stores a known text sealed with its key (server_keys `secrets-key-check`); a later start whose key cannot open it
// stops with a message naming SECRETS_KEY, instead of failing on the first secret it reads.
import { eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { serverKeys } from '../db/schema/auth';
import { openSecret, sealSecret } from './secretBox';

const NAME = 'secrets-key-check';
const KNOWN_TEXT = 'widget-studio secrets key check';

export class SecretsKeyMismatchError extends Error {
  constructor() {
    super(
      'Invalid configuration: SECRETS_KEY differs from the key this database was written with (set the same SECRETS_KEY on every instance; without it each machine makes its own DATA_DIR/secrets.key)',
    );
  }
}

export async function checkSecretsKey(database: Database, key: Buffer): Promise<void> {
  await database.db
    .insert(serverKeys)
    .values({ name: NAME, value: { sealed: sealSecret(key, KNOWN_TEXT, NAME) } })
    .onConflictDoNothing();
  const [row] = await database.db.select().from(serverKeys).where(eq(serverKeys.name, NAME));
  const sealed = (row?.value as { sealed?: unknown } | undefined)?.sealed;
  try {
    if (typeof sealed !== 'string' || openSecret(key, sealed, NAME) !== KNOWN_TEXT) throw new SecretsKeyMismatchError();
  } catch {
    throw new SecretsKeyMismatchError();
  }
}
