// The access token of the session oidc-client-ts keeps in sessionStorage (createUserManager's userStore), read
// without the library: the studio's first script (src/app/earlyStart.ts) sends the app's first requests with it
// before the app's code — the UserManager included — has been evaluated. A session that is expired (or about to be)
// gives null: the app restores and renews it as always (AuthController.restoreUser), then asks. The session's
// subject, read the same way, keys what the flow page keeps per person (signedInSubject).

/** Seconds of validity a token must have left to be used this early. */
const EARLY_MARGIN_S = 30;

const SESSION_KEY_PREFIX = 'oidc.user:';

/** oidc-client-ts's key: its WebStorageStateStore prefix `oidc.` + UserManager's `user:<authority>:<client_id>`. */
export function storedSessionKey(authority: string, clientId: string): string {
  return `${SESSION_KEY_PREFIX}${authority}:${clientId}`;
}

/** The session oidc-client-ts stored under `key`, or null when none is, or it is not an object. */
function storedUser(storage: Pick<Storage, 'getItem'>, key: string): Record<string, unknown> | null {
  try {
    const stored: unknown = JSON.parse(storage.getItem(key) ?? 'null');
    return stored && typeof stored === 'object' ? (stored as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

export function storedAccessToken(storage: Pick<Storage, 'getItem'>, authority: string, clientId: string, nowSeconds = Date.now() / 1000): string | null {
  const stored = storedUser(storage, storedSessionKey(authority, clientId));
  if (!stored) return null;
  const { access_token: token, expires_at: expiresAt } = stored as { access_token?: unknown; expires_at?: unknown };
  if (typeof token !== 'string' || token === '' || typeof expiresAt !== 'number') return null;
  return expiresAt - nowSeconds > EARLY_MARGIN_S ? token : null;
}

/**
 * The signed-in person's subject (`profile.sub`) from the one session stored in `storage`, found without the page's
 * config (src/pages/flow/lastFlowView.ts keys what it keeps by it); null when none, or more than one, is stored.
 */
export function signedInSubject(storage: Pick<Storage, 'getItem' | 'length' | 'key'>): string | null {
  let subject: string | null = null;
  for (let index = 0; index < storage.length; index += 1) {
    const key = storage.key(index);
    if (!key?.startsWith(SESSION_KEY_PREFIX)) continue;
    const sub = (storedUser(storage, key)?.profile as { sub?: unknown } | undefined)?.sub;
    if (subject !== null || typeof sub !== 'string' || sub === '') return null;
    subject = sub;
  }
  return subject;
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
