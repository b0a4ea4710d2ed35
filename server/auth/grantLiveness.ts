// Signing out ends the API session: the embedded provider revokes the sign-in's grant at RP-initiated
// logout (its refresh tokens go with it), and every access token it issues names its grant (claim `gid`).
// Token verification asks here whether that grant still exists, in the database, on every request: one primary-key
// read of oidc_payloads, so a sign-out through any studio instance is refused on every other at once (no cached
// "still live" answer that another instance's sign-out could not reach).
import type { Database } from '../db/database';
import { createAdapterFactory } from './oidcAdapter';

export type GrantLiveness = (grantId: string) => Promise<boolean>;

export function createGrantLiveness(database: Database): GrantLiveness {
  const grants = createAdapterFactory(database)('Grant');
  return async (grantId) => (await grants.find(grantId)) !== undefined;
}
