// Cookies, local storage and session storage of the page, as the storage node uses them. Any storage the
// browser refuses (blocked cookies, storage disabled) reads as missing and ignores writes: a widget never fails on it.
// maxAge is in seconds (-1: no expiry; a session cookie). Web storage has no expiry of its own, so an entry set
// with a maxAge keeps its deadline under the companion key `<key>.__expires` (epoch ms), checked on read.
export type StorageType = 'cookie' | 'local-storage' | 'session-storage';

export interface PageStorage {
  get(key: string): string | null;
  set(key: string, value: string, maxAge: number): void;
  remove(key: string): void;
}

export const EXPIRES_SUFFIX = '.__expires';

export function cookieStorage(doc: Document): PageStorage {
  const secure = doc.location?.protocol === 'https:' ? '; Secure' : '';
  const write = (key: string, value: string, maxAge: number) => {
    // expires as well as max-age: older engines (and happy-dom) honour only expires.
    const age = maxAge >= 0 ? `; max-age=${maxAge}; expires=${new Date(maxAge === 0 ? 0 : Date.now() + maxAge * 1000).toUTCString()}` : '';
    try {
      doc.cookie = `${encodeURIComponent(key)}=${encodeURIComponent(value)}; path=/; SameSite=Lax${age}${secure}`;
    } catch {
      /* cookies refused */
    }
  };
  return {
    get(key) {
      let jar = '';
      try {
        jar = doc.cookie;
      } catch {
        return null;
      }
      for (const pair of jar.split('; ')) {
        const at = pair.indexOf('=');
        const name = at < 0 ? pair : pair.slice(0, at);
        if (safeDecode(name) === key) return safeDecode(at < 0 ? '' : pair.slice(at + 1));
      }
      return null;
    },
    set: write,
    remove: (key) => write(key, '', 0),
  };
}

export function webStorage(area: () => Storage, now: () => number = Date.now): PageStorage {
  const attempt = <T>(action: (storage: Storage) => T, fallback: T): T => {
    try {
      return action(area());
    } catch {
      return fallback;
    }
  };
  return {
    get: (key) =>
      attempt((storage) => {
        const expires = storage.getItem(key + EXPIRES_SUFFIX);
        if (expires !== null && Number(expires) <= now()) {
          storage.removeItem(key);
          storage.removeItem(key + EXPIRES_SUFFIX);
          return null;
        }
        return storage.getItem(key);
      }, null),
    set: (key, value, maxAge) =>
      attempt((storage) => {
        storage.setItem(key, value);
        if (maxAge >= 0) storage.setItem(key + EXPIRES_SUFFIX, String(now() + maxAge * 1000));
        else storage.removeItem(key + EXPIRES_SUFFIX);
      }, undefined),
    remove: (key) =>
      attempt((storage) => {
        storage.removeItem(key);
        storage.removeItem(key + EXPIRES_SUFFIX);
      }, undefined),
  };
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

export function pageStorage(view: Window, type: StorageType): PageStorage {
  if (type === 'cookie') return cookieStorage(view.document);
  return webStorage(() => (type === 'local-storage' ? view.localStorage : view.sessionStorage));
}
