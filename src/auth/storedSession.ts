// The access token of the session oidc-client-ts keeps in sessionStorage (createUserManager's userStore), read
// without the library: the studio's first script (src/app/earlyStart.ts) sends the app's first requests with it
// before the app's code — the UserManager included — has been evaluated. A session that is expired (or about to be)
// gives null: the app restores and renews it as always (AuthController.restoreUser), then asks.

/** Seconds of validity a token must have left to be used this early. */
const EARLY_MARGIN_S = 30;

/** oidc-client-ts's key: its WebStorageStateStore prefix `oidc.` + UserManager's `user:<authority>:<client_id>`. */
export function storedSessionKey(authority: string, clientId: string): string {
  return `oidc.user:${authority}:${clientId}`;
}

export function storedAccessToken(storage: Pick<Storage, 'getItem'>, authority: string, clientId: string, nowSeconds = Date.now() / 1000): string | null {
  let stored: unknown;
  try {
    stored = JSON.parse(storage.getItem(storedSessionKey(authority, clientId)) ?? 'null');
  } catch {
    return null;
  }
  if (!stored || typeof stored !== 'object') return null;
  const { access_token: token, expires_at: expiresAt } = stored as { access_token?: unknown; expires_at?: unknown };
  if (typeof token !== 'string' || token === '' || typeof expiresAt !== 'number') return null;
  return expiresAt - nowSeconds > EARLY_MARGIN_S ? token : null;
}

/** What the early requests read of the runtime config (loadAppConfig checks the whole of it for the app). */
export type EarlyConfig = { apiBase?: unknown; auth?: { authority?: unknown; clientId?: unknown }; tracing?: unknown } | null;

/**
 * Where the early requests go and the token they carry: the config's API base (without trailing slashes) and the
 * stored session's token, or null when the config lacks them or no usable session is stored (the page's head script
 * and the first script both ask only then: src/app/firstViewAhead.ts, src/app/earlyStart.ts).
 */
export function earlyApiSession(config: EarlyConfig, storage: Pick<Storage, 'getItem'>): { baseUrl: string; token: string } | null {
  const { apiBase, auth } = config ?? {};
  if (typeof apiBase !== 'string' || typeof auth?.authority !== 'string' || typeof auth.clientId !== 'string') return null;
  const token = storedAccessToken(storage, auth.authority, auth.clientId);
  return token ? { baseUrl: apiBase.replace(/\/+$/, ''), token } : null;
}
