// Bearer token checks with jose: signature against the issuer's keys, issuer and audience, expiry.
import { createLocalJWKSet, createRemoteJWKSet, jwtVerify, type JWK, type JWTPayload, type JWTVerifyGetKey } from 'jose';
import { UnauthorizedError } from '../http/errors';
import type { Identity } from './identity';

export interface TokenVerifierOptions {
  issuer: string;
  audience: string;
  /** Keys known locally (the embedded provider) or fetched from the issuer's jwks_uri. */
  keys: { jwks: { keys: JWK[] } } | { jwksUri: () => Promise<string> };
  /** Fills email and name when the access token lacks them (external providers). */
  fetchProfile?: (accessToken: string) => Promise<{ email: string | null; name: string | null }>;
  /** The embedded provider: the token's grant (this claim) must still exist, i.e. its sign-in was not signed out. */
  liveGrant?: { claim: string; isLive: (grantId: string) => Promise<boolean> };
}

export type TokenVerifier = (authorization: string | undefined) => Promise<Identity>;

function claim(payload: JWTPayload, name: string): string | null {
  const value = payload[name];
  return typeof value === 'string' && value.length > 0 ? value : null;
}

export function createTokenVerifier(options: TokenVerifierOptions): TokenVerifier {
  let keySet: JWTVerifyGetKey | null = 'jwks' in options.keys ? createLocalJWKSet(options.keys.jwks) : null;
  const remoteKeys = 'jwksUri' in options.keys ? options.keys.jwksUri : null;
  const profiles = new Map<string, { email: string | null; name: string | null; until: number }>();

  const getKeySet = async (): Promise<JWTVerifyGetKey> => {
    if (!keySet) keySet = createRemoteJWKSet(new URL(await remoteKeys!()));
    return keySet;
  };

  return async (authorization) => {
    const match = /^Bearer\s+(\S+)$/i.exec(authorization ?? '');
    if (!match) throw new UnauthorizedError('A bearer token is required');
    const accessToken = match[1]!;
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(accessToken, await getKeySet(), { issuer: options.issuer, audience: options.audience }));
    } catch {
      throw new UnauthorizedError('The bearer token is invalid or expired');
    }
    if (!payload.sub) throw new UnauthorizedError('The bearer token has no subject');
    if (options.liveGrant) {
      const grantId = claim(payload, options.liveGrant.claim);
      if (grantId === null || !(await options.liveGrant.isLive(grantId))) throw new UnauthorizedError('The session of this token has ended (signed out)');
    }
    let email = claim(payload, 'email');
    let name = claim(payload, 'name') ?? claim(payload, 'preferred_username');
    if ((email === null || name === null) && options.fetchProfile) {
      const cached = profiles.get(payload.sub);
      const profile = cached && cached.until > Date.now() ? cached : await options.fetchProfile(accessToken).catch(() => null);
      if (profile) {
        profiles.set(payload.sub, { ...profile, until: Date.now() + 10 * 60_000 });
        email ??= profile.email;
        name ??= profile.name;
      }
    }
    return { subject: payload.sub, email, name, accessToken };
  };
}
