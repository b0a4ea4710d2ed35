import { describe, expect, it } from 'vitest';
import { RETURN_TARGET_KEY, saveReturnTarget, takeReturnTarget } from './returnTarget';

function memoryStore() {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
  };
}

describe('return target', () => {
  it('keeps path, query and hash, then takes it once', () => {
    const store = memoryStore();
    saveReturnTarget(store, { pathname: '/o/widgets', search: '?page=2', hash: '#x' });
    expect(store.map.get(RETURN_TARGET_KEY)).toBe('/o/widgets?page=2#x');
    expect(takeReturnTarget(store)).toBe('/o/widgets?page=2#x');
    expect(store.map.has(RETURN_TARGET_KEY)).toBe(false);
    expect(takeReturnTarget(store)).toBe('/');
  });

  it('refuses foreign or looping targets', () => {
    for (const bad of ['https://evil.example/', '//evil.example', '/callback?code=1', 'relative']) {
      const store = memoryStore();
      store.setItem(RETURN_TARGET_KEY, bad);
      expect(takeReturnTarget(store)).toBe('/');
    }
  });
});
