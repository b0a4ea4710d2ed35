// Chooses the identity provider (embedded under /oidc, or external) and builds the bearer-token
// check used by every /api route.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/database';
import { createEmbeddedProvider, EMBEDDED_PROVIDER_PATH, GRANT_CLAIM, STUDIO_SCOPE } from './embeddedProvider';
import { createGrantLiveness } from './grantLiveness';
import { externalDiscovery, fetchUserinfo } from './externalProvider';
import { registerInteractionRoutes } from './interactionRoutes';
import { mountProvider } from './mountProvider';
import { deleteExpiredPayloads } from './oidcAdapter';
import { createTokenVerifier, type TokenVerifier } from './tokenVerifier';
import './identity';
import type { PeriodicJob } from '../cluster/jobLeadership';

/** What the browser needs to start the authorization code flow. */
export interface ClientAuthSettings {
  authority: string;
  clientId: string;
  scope: string;
}

export interface AuthSetup {
  /** Verifies the bearer token and sets request.identity; throws UnauthorizedError otherwise. */
  authenticate(request: FastifyRequest): Promise<void>;
  clientSettings: ClientAuthSettings;
  /** Periodic work for the job scheduler (the embedded provider's expired state). */
  jobs: PeriodicJob[];
}

function authenticateWith(verify: TokenVerifier): AuthSetup['authenticate'] {
  return async (request) => {
    request.identity = await verify(request.headers.authorization);
  };
}

export async function setupAuth(app: FastifyInstance, config: Config, database: Database): Promise<AuthSetup> {
  if (config.externalOidc) {
    const oidc = config.externalOidc;
    const discovery = externalDiscovery(oidc);
    const verify = createTokenVerifier({
      issuer: oidc.issuer,
      audience: oidc.audience,
      keys: { jwksUri: async () => (await discovery()).jwks_uri },
      fetchProfile: (token) => fetchUserinfo(discovery, token),
    });
    return { authenticate: authenticateWith(verify), clientSettings: { authority: oidc.issuer, clientId: oidc.clientId, scope: STUDIO_SCOPE }, jobs: [] };
  }

  const embedded = await createEmbeddedProvider(config, database);
  await registerInteractionRoutes(app, embedded.provider, database, EMBEDDED_PROVIDER_PATH);
  await mountProvider(app, embedded.provider, EMBEDDED_PROVIDER_PATH);

  const verify = createTokenVerifier({
    issuer: embedded.issuer,
    audience: embedded.audience,
    keys: { jwks: embedded.jwks },
    liveGrant: { claim: GRANT_CLAIM, isLive: createGrantLiveness(database) },
  });
  return {
    authenticate: authenticateWith(verify),
    clientSettings: { authority: embedded.issuer, clientId: embedded.clientId, scope: STUDIO_SCOPE },
    jobs: [{ name: 'expired-sign-in-state', intervalMs: 60 * 60_000, firstRunAfterMs: 60 * 60_000, run: () => deleteExpiredPayloads(database) }],
  };
}
