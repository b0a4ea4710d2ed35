// The embedded OpenID Connect provider (oidc-provider) used when no external issuer is set:
// local accounts, authorization code + PKCE for the studio client, refresh tokens for silent
// renewal, RP-initiated logout, JWT access tokens for the studio API. Keys and state persist in
// the database.
import Provider, { errors, type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import type { JWK } from 'jose';
import type { Config } from '../config';
import type { Database } from '../db/database';
import { findAccount } from './accounts';
import { createAdapterFactory } from './oidcAdapter';
import { loadCookieKeys, loadSigningKeys, publicJwk } from './persistentKeys';
import { secretsKey } from '../crypto/secretsKey';
import { messagePage } from './pages/messagePage';

export const EMBEDDED_PROVIDER_PATH = '/oidc';
export const STUDIO_SCOPE = 'openid email profile';
/** The access token claim naming the grant (sign-in) it was issued under. */
export const GRANT_CLAIM = 'gid';

export interface EmbeddedProvider {
  provider: Provider;
  issuer: string;
  /** Audience of the access tokens it issues for the studio API. */
  audience: string;
  clientId: string;
  /** Public signing keys, for verifying its access tokens without a network round trip. */
  jwks: { keys: JWK[] };
}

export async function createEmbeddedProvider(config: Config, database: Database): Promise<EmbeddedProvider> {
  const issuer = `${config.publicUrl}${EMBEDDED_PROVIDER_PATH}`;
  const audience = `${config.publicUrl}/api`;
  const clientId = config.embeddedClientId;
  const key = await secretsKey(config);
  const signingKeys = await loadSigningKeys(database, key);
  const cookieKeys = await loadCookieKeys(database, key);

  const configuration: Configuration = {
    adapter: createAdapterFactory(database),
    jwks: signingKeys as Configuration['jwks'],
    cookies: { keys: cookieKeys },
    clients: [
      {
        client_id: clientId,
        client_name: 'Widget Studio',
        token_endpoint_auth_method: 'none',
        application_type: 'web',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: [`${config.publicUrl}/callback`],
        post_logout_redirect_uris: [`${config.publicUrl}/`],
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    scopes: ['openid', 'email', 'profile', 'offline_access'],
    // The id token carries the profile claims so the client knows who signed in without userinfo.
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    interactions: { url: (_ctx, interaction) => `${EMBEDDED_PROVIDER_PATH}/interaction/${interaction.uid}` },
    async findAccount(_ctx, id) {
      const account = await findAccount(database, id);
      if (!account) return undefined;
      return {
        accountId: account.id,
        claims: async () => ({ sub: account.id, email: account.email, email_verified: false, name: account.name }),
      };
    },
    // The studio is a first-party client: its grant is given without a consent screen.
    async loadExistingGrant(ctx: KoaContextWithOIDC) {
      const { client, session } = ctx.oidc;
      if (!client || !session?.accountId) return undefined;
      const grantId = ctx.oidc.result?.consent?.grantId || session.grantIdFor(client.clientId);
      const existing = grantId ? await ctx.oidc.provider.Grant.find(grantId) : undefined;
      if (existing) return existing;
      if (client.clientId !== clientId) return undefined;
      const grant = new ctx.oidc.provider.Grant({ clientId, accountId: session.accountId });
      grant.addOIDCScope(STUDIO_SCOPE + ' offline_access');
      grant.addResourceScope(audience, 'studio');
      await grant.save();
      return grant;
    },
    // Refresh tokens for silent renewal, without asking the user for offline access.
    issueRefreshToken: async (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    rotateRefreshToken: true,
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true },
      rpInitiatedLogout: {
        enabled: true,
        // Confirming is the studio's job (its sign-out menu item); this page submits itself.
        logoutSource: async (ctx, form) => {
          ctx.body = `<!doctype html><html><head><meta charset="utf-8"><title>Signing out</title></head>
<body>${form.replace('</form>', '<input type="hidden" name="logout" value="yes"></form>')}
<noscript><button form="op.logoutForm" type="submit">Sign out</button></noscript>
<script>document.forms[0].submit()</script></body></html>`;
        },
        postLogoutSuccessSource: async (ctx) => {
          ctx.body = messagePage('Signed out', 'You have been signed out of Widget Studio.', { href: config.publicUrl, label: 'Back to the studio' });
        },
      },
      resourceIndicators: {
        enabled: true,
        defaultResource: async () => audience,
        useGrantedResource: async () => true,
        getResourceServerInfo: async (_ctx, resourceIndicator) => {
          if (resourceIndicator !== audience) throw new errors.InvalidTarget();
          return { scope: 'studio', audience, accessTokenFormat: 'jwt', accessTokenTTL: 60 * 60, jwt: { sign: { alg: 'RS256' } } };
        },
      },
    },
    // The API creates its user record from these, so access tokens carry email and name.
    // `gid` names the sign-in's grant, so the API can refuse tokens whose grant sign-out revoked (grantLiveness.ts).
    async extraTokenClaims(_ctx, token) {
      if (!('accountId' in token) || !token.accountId) return undefined;
      const account = await findAccount(database, token.accountId);
      if (!account) return undefined;
      const grantId = 'grantId' in token && typeof token.grantId === 'string' ? token.grantId : undefined;
      return { email: account.email, name: account.name, ...(grantId ? { [GRANT_CLAIM]: grantId } : {}) };
    },
    ttl: {
      AccessToken: 60 * 60,
      AuthorizationCode: 60,
      IdToken: 60 * 60,
      Interaction: 60 * 60,
      Session: 14 * 24 * 60 * 60,
      Grant: 14 * 24 * 60 * 60,
      RefreshToken: 14 * 24 * 60 * 60,
    },
    async renderError(ctx, out) {
      ctx.type = 'html';
      ctx.body = messagePage('Sign-in problem', `${out.error}: ${out.error_description ?? 'the request could not be completed'}`, {
        href: config.publicUrl,
        label: 'Back to the studio',
      });
    },
  };

  const provider = new Provider(issuer, configuration);
  // Koa reads the host and protocol from X-Forwarded-*, which mountProvider sets from what Fastify
  // derived under TRUST_PROXY (a client's own forwarded headers never reach the provider).
  provider.proxy = true;
  const jwks = { keys: signingKeys.keys.map(publicJwk) };
  return { provider, issuer, audience, clientId, jwks };
}
