// Chooses the identity provider (embedded under /oidc, or external) and builds the bearer-token
// check used by every /api route.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/database';

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
}

export async function setupAuth(app: FastifyInstance, config: Config, database: Database): Promise<AuthSetup> {
  throw new Error('not wired yet');
}
