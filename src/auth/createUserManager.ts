import { UserManager, WebStorageStateStore } from 'oidc-client-ts';
import type { AppConfig } from '../config/AppConfig';

/** The OIDC client (authorization code + PKCE, refresh-token renewal, user kept in sessionStorage). */
export function createUserManager(config: AppConfig, origin: string = window.location.origin): UserManager {
  return new UserManager({
    authority: config.auth.authority,
    client_id: config.auth.clientId,
    scope: config.auth.scope,
    redirect_uri: `${origin}/callback`,
    post_logout_redirect_uri: `${origin}/`,
    response_type: 'code',
    automaticSilentRenew: true,
    userStore: new WebStorageStateStore({ store: window.sessionStorage }),
  });
}
