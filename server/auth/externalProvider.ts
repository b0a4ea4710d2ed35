// An external OpenID provider (Keycloak, Auth0, Zitadel…): its discovery document is read on
// first use, and its userinfo endpoint fills profile claims its access tokens may lack.
import type { ExternalOidc } from '../config';

interface Discovery {
  jwks_uri: string;
  userinfo_endpoint?: string;
}

export function externalDiscovery(oidc: ExternalOidc): () => Promise<Discovery> {
  let pending: Promise<Discovery> | null = null;
  return () => {
    pending ??= (async () => {
      const response = await fetch(`${oidc.issuer}/.well-known/openid-configuration`, { signal: AbortSignal.timeout(10_000) });
      if (!response.ok) throw new Error(`discovery of ${oidc.issuer} answered ${response.status}`);
      const document = (await response.json()) as Partial<Discovery>;
      if (typeof document.jwks_uri !== 'string') throw new Error(`discovery of ${oidc.issuer} has no jwks_uri`);
      return document as Discovery;
    })().catch((error: unknown) => {
      pending = null; // try again on the next request
      throw error;
    });
    return pending;
  };
}

export async function fetchUserinfo(discovery: () => Promise<Discovery>, accessToken: string): Promise<{ email: string | null; name: string | null }> {
  const { userinfo_endpoint: endpoint } = await discovery();
  if (!endpoint) return { email: null, name: null };
  const response = await fetch(endpoint, { headers: { authorization: `Bearer ${accessToken}` }, signal: AbortSignal.timeout(10_000) });
  if (!response.ok) return { email: null, name: null };
  const info = (await response.json()) as Record<string, unknown>;
  const text = (value: unknown) => (typeof value === 'string' && value ? value : null);
  return { email: text(info.email), name: text(info.name) ?? text(info.preferred_username) };
}
