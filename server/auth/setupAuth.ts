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
import type { ClusterBus } from '../cluster/ClusterBus';
import { announceAccess } from '../cluster/accessNotices';

/** What the browser needs to start the authorization code flow. */
export interface ClientAuthSettings {
  authority: string;
  clientId: string;
  scope: string;
}

export interface AuthSetup {
  /** Verifies the bearer token and sets request.identity; throws UnauthorizedError otherwise. */
  authenticate(request: FastifyRequest): Promise<void>;
  /** The same check of an Authorization header value (a live channel checks its token again when access changes). */
  verify: TokenVerifier;
  clientSettings: ClientAuthSettings;
  /** Periodic work for the job scheduler (the embedded provider's expired state). */
  jobs: PeriodicJob[];
}

function authenticateWith(verify: TokenVerifier): AuthSetup['authenticate'] {
  return async (request) => {
    request.identity = await verify(request.headers.authorization);
  };
}

export async function setupAuth(app: FastifyInstance, config: Config, database: Database, cluster: ClusterBus): Promise<AuthSetup> {
  if (config.externalOidc) {
    const oidc = config.externalOidc;
    const discovery = externalDiscovery(oidc);
    const verify = createTokenVerifier({
      issuer: oidc.issuer,
      audience: oidc.audience,
      keys: { jwksUri: async () => (await discovery()).jwks_uri },
      fetchProfile: (token) => fetchUserinfo(discovery, token),
    });
    return { authenticate: authenticateWith(verify), verify, clientSettings: { authority: oidc.issuer, clientId: oidc.clientId, scope: STUDIO_SCOPE }, jobs: [] };
  }

  const embedded = await createEmbeddedProvider(config, database);
  await registerInteractionRoutes(app, embedded.provider, database, EMBEDDED_PROVIDER_PATH);
  await mountProvider(app, embedded.provider, EMBEDDED_PROVIDER_PATH);

  // A sign-out ends the grant in the instance that served it. API requests on every instance read the grant from the
  // database (grantLiveness.ts); live channels hear of it at once through the cluster bus and close.
  embedded.provider.on('grant.revoked', (_ctx: unknown, grantId: string) => {
    announceAccess(cluster, { k: 'grant', g: grantId }).catch((error: unknown) => app.log.warn({ err: error }, 'could not announce a sign-out'));
  });
  const verify = createTokenVerifier({
    issuer: embedded.issuer,
    audience: embedded.audience,
    keys: { jwks: embedded.jwks },
    liveGrant: { claim: GRANT_CLAIM, isLive: createGrantLiveness(database) },
  });
  return {
    authenticate: authenticateWith(verify),
    verify,
    clientSettings: { authority: embedded.issuer, clientId: embedded.clientId, scope: STUDIO_SCOPE },
    jobs: [{ name: 'expired-sign-in-state', intervalMs: 60 * 60_000, firstRunAfterMs: 60 * 60_000, run: () => deleteExpiredPayloads(database) }],
  };
}
