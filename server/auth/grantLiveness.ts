// Signing out ends the API session: the embedded provider revokes the sign-in's grant at RP-initiated
// logout (its refresh tokens go with it), and every access token it issues names its grant (claim `gid`).
// Token verification asks here whether that grant still exists. A grant revoked in this process is known
// at once (the provider's grant.revoked event); otherwise the answer is read from the database and a
// live answer is kept for GRANT_RECHECK_MS, so a sign-out through another instance sharing the database
// takes effect within that time.
import type Provider from 'oidc-provider';
import type { Database } from '../db/database';
import { createAdapterFactory } from './oidcAdapter';

export const GRANT_RECHECK_MS = 15_000;
/** Keep at most this many answers; the oldest go first. */
const MAX_REMEMBERED = 50_000;

export type GrantLiveness = ((grantId: string) => Promise<boolean>) & {
  /** A grant revoked through another instance (its cluster notice): refused from now on, without waiting for the recheck. */
  markRevoked(grantId: string): void;
};

export function createGrantLiveness(database: Database, provider: Provider, clock: () => number = Date.now): GrantLiveness {
  const grants = createAdapterFactory(database)('Grant');
  const liveUntil = new Map<string, number>();
  const revoked = new Map<string, number>();

  const remember = (map: Map<string, number>, grantId: string, until: number) => {
    map.delete(grantId);
    map.set(grantId, until);
    while (map.size > MAX_REMEMBERED) map.delete(map.keys().next().value!);
  };

  const markRevoked = (grantId: string) => {
    liveUntil.delete(grantId);
    // Tokens of the grant live at most an access token's lifetime; the database answers after that anyway.
    remember(revoked, grantId, clock() + 24 * 60 * 60_000);
  };
  provider.on('grant.revoked', (_ctx: unknown, grantId: string) => markRevoked(grantId));

  const isLive = async (grantId: string) => {
    const now = clock();
    const revokedUntil = revoked.get(grantId);
    if (revokedUntil !== undefined && revokedUntil > now) return false;
    const cached = liveUntil.get(grantId);
    if (cached !== undefined && cached > now) return true;
    const live = (await grants.find(grantId)) !== undefined;
    if (live) remember(liveUntil, grantId, now + GRANT_RECHECK_MS);
    else liveUntil.delete(grantId);
    return live;
  };
  return Object.assign(isLive, { markRevoked });
}
