// Secrets generated at first start and kept in the database so restarts, and every other instance, keep sessions and
// tokens valid: the provider's signing keys and its cookie keys. They are stored sealed (AES-256-GCM under the
// secrets key, crypto/secretBox.ts, bound to their row's name), so a database dump alone does not hold them; every
// instance needs the same SECRETS_KEY (crypto/secretsKeyCheck.ts refuses to start one whose key differs).
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { exportJWK, generateKeyPair, type JWK } from 'jose';
import type { Database } from '../db/database';
import { serverKeys } from '../db/schema/auth';
import { openSecret, sealSecret } from '../crypto/secretBox';

/** How a sealed value sits in server_keys.value. */
interface SealedValue {
  sealed: string;
}

function isSealed(value: unknown): value is SealedValue {
  return typeof value === 'object' && value !== null && typeof (value as SealedValue).sealed === 'string';
}

const associatedData = (name: string) => `server_keys/${name}`;

/**
 * Reads the named value, creating it once (concurrent first starts of several instances agree on one value). A value
 * an earlier build stored in the clear is sealed in place.
 */
async function loadOrCreateSealed<T>(database: Database, key: Buffer, name: string, create: () => Promise<T>): Promise<T> {
  const read = async () => (await database.db.select().from(serverKeys).where(eq(serverKeys.name, name)))[0];
  let row = await read();
  if (!row) {
    const value: SealedValue = { sealed: sealSecret(key, JSON.stringify(await create()), associatedData(name)) };
    await database.db.insert(serverKeys).values({ name, value }).onConflictDoNothing();
    row = await read();
    if (!row) throw new Error(`server key ${name} could not be stored`);
  }
  if (isSealed(row.value)) return JSON.parse(openSecret(key, row.value.sealed, associatedData(name))) as T;
  const plain = row.value as T;
  await database.db
    .update(serverKeys)
    .set({ value: { sealed: sealSecret(key, JSON.stringify(plain), associatedData(name)) } })
    .where(eq(serverKeys.name, name));
  return plain;
}

/** The private signing keys (JWKS) of the embedded provider. */
export function loadSigningKeys(database: Database, key: Buffer): Promise<{ keys: JWK[] }> {
  return loadOrCreateSealed(database, key, 'oidc-signing-keys', async () => {
    const { privateKey } = await generateKeyPair('RS256', { extractable: true });
    const jwk = await exportJWK(privateKey);
    return { keys: [{ ...jwk, kid: randomBytes(8).toString('hex'), alg: 'RS256', use: 'sig' }] };
  });
}

/** Keys the provider signs its cookies with. */
export function loadCookieKeys(database: Database, key: Buffer): Promise<string[]> {
  return loadOrCreateSealed(database, key, 'oidc-cookie-keys', async () => [randomBytes(32).toString('base64url')]);
}

/** Only the public members of a private JWK. */
export function publicJwk(jwk: JWK): JWK {
  const { kty, n, e, kid, alg, use, crv, x, y } = jwk;
  return Object.fromEntries(Object.entries({ kty, n, e, kid, alg, use, crv, x, y }).filter(([, v]) => v !== undefined));
}
