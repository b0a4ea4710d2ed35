// Where to go after signing in (studio.md §2.1): kept in session storage before the redirect to the
// provider, taken (read and removed) by the callback screen.

export const RETURN_TARGET_KEY = 'auth/return-target/v1';
export const DEFAULT_RETURN_TARGET = '/';

type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Only same-origin app paths are followed; anything else falls back to the default. */
export function safeTarget(value: string | null | undefined): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return DEFAULT_RETURN_TARGET;
  if (value === '/callback' || value.startsWith('/callback?') || value.startsWith('/callback#')) return DEFAULT_RETURN_TARGET;
  return value;
}

export function saveReturnTarget(store: KeyValueStore, location: Pick<Location, 'pathname' | 'search' | 'hash'>): void {
  try {
    store.setItem(RETURN_TARGET_KEY, location.pathname + location.search + location.hash);
  } catch {
    // Storage may be unavailable (private mode quotas); signing in still works, landing on '/'.
  }
}

export function takeReturnTarget(store: KeyValueStore): string {
  let value: string | null = null;
  try {
    value = store.getItem(RETURN_TARGET_KEY);
    store.removeItem(RETURN_TARGET_KEY);
  } catch {
    value = null;
  }
  return safeTarget(value);
}
