// Secrets generated at first start and kept in the database so restarts keep sessions and tokens
// valid: the provider's signing keys and its cookie keys.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { exportJWK, generateKeyPair, type JWK } from 'jose';
import type { Database } from '../db/database';
import { serverKeys } from '../db/schema/auth';

/** Reads the named value, creating it once; concurrent first starts agree on one value. */
async function loadOrCreate<T>(database: Database, name: string, create: () => Promise<T>): Promise<T> {
  const existing = await database.db.select().from(serverKeys).where(eq(serverKeys.name, name));
  if (existing[0]) return existing[0].value as T;
  await database.db.insert(serverKeys).values({ name, value: await create() }).onConflictDoNothing();
  const [row] = await database.db.select().from(serverKeys).where(eq(serverKeys.name, name));
  if (!row) throw new Error(`server key ${name} could not be stored`);
  return row.value as T;
}

/** The private signing keys (JWKS) of the embedded provider. */
export function loadSigningKeys(database: Database): Promise<{ keys: JWK[] }> {
  return loadOrCreate(database, 'oidc-signing-keys', async () => {
    const { privateKey } = await generateKeyPair('RS256', { extractable: true });
    const jwk = await exportJWK(privateKey);
    return { keys: [{ ...jwk, kid: randomBytes(8).toString('hex'), alg: 'RS256', use: 'sig' }] };
  });
}

/** Keys the provider signs its cookies with. */
export function loadCookieKeys(database: Database): Promise<string[]> {
  return loadOrCreate(database, 'oidc-cookie-keys', async () => [randomBytes(32).toString('base64url')]);
}

/** Only the public members of a private JWK. */
export function publicJwk(jwk: JWK): JWK {
  const { kty, n, e, kid, alg, use, crv, x, y } = jwk;
  return Object.fromEntries(Object.entries({ kty, n, e, kid, alg, use, crv, x, y }).filter(([, v]) => v !== undefined));
}
