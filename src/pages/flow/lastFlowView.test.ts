// Where each person left off in each flow: kept per signed-in person and widget, read back only when it is a view
// point the first view's request takes, and asked for with the same URL by the page's head and the first script.
import { describe, expect, it } from 'vitest';
import { flowFirstViewQuerySchema } from '../../../contracts/firstView';
import { check } from '../../../contracts/rules';
import { signedInSubject } from '../../auth/storedSession';
import { keepLastView, lastViewHere, lastViewKey, readLastView, viewPointOf, viewPointQuery } from './lastFlowView';

/** A Storage over a Map. */
function memoryStorage(entries: Record<string, string> = {}): Storage {
  const map = new Map(Object.entries(entries));
  return {
    get length() {
      return map.size;
    },
    key: (index: number) => [...map.keys()][index] ?? null,
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
    clear: () => map.clear(),
  };
}

const session = (sub: unknown) => memoryStorage({ 'oidc.user:http://localhost/oidc:studio': JSON.stringify({ access_token: 't', profile: { sub } }), other: 'x' });

describe('lastFlowView', () => {
  it('finds the signed-in person in the stored session, and nobody in none, two or a broken one', () => {
    expect(signedInSubject(session('user-1'))).toBe('user-1');
    expect(signedInSubject(memoryStorage())).toBeNull();
    expect(signedInSubject(session(''))).toBeNull();
    expect(signedInSubject(memoryStorage({ 'oidc.user:a': '{', 'x': '1' }))).toBeNull();
    const two = session('user-1');
    two.setItem('oidc.user:http://elsewhere:studio', JSON.stringify({ profile: { sub: 'user-2' } }));
    expect(signedInSubject(two)).toBeNull();
  });

  it('keeps a view point per person and widget and reads back only a valid one', () => {
    const storage = memoryStorage();
    keepLastView(storage, 'user-1', 'w-1', { x: 120.5, y: -40, scale: 0.75 });
    expect(readLastView(storage, 'user-1', 'w-1')).toEqual({ x: 120.5, y: -40, scale: 0.75 });
    expect(readLastView(storage, 'user-2', 'w-1')).toBeNull();
    expect(readLastView(storage, 'user-1', 'w-2')).toBeNull();
    for (const kept of ['{', 'null', '{"x":1,"y":2}', '{"x":1,"y":2,"scale":9}', '{"x":"1","y":2,"scale":1}', '{"x":1e12,"y":2,"scale":1}']) {
      storage.setItem(lastViewKey('user-1', 'w-1'), kept);
      expect(readLastView(storage, 'user-1', 'w-1'), kept).toBeNull();
    }
    // A storage that refuses (private mode, a full quota) keeps nothing and throws nothing.
    expect(() => keepLastView({ setItem: () => { throw new Error('quota'); } }, 'user-1', 'w-1', { x: 0, y: 0, scale: 1 })).not.toThrow();
  });

  it('takes the world point at the canvas’s centre and the scale, in a form the first view’s request accepts', () => {
    const point = viewPointOf({ scale: 0.5, offsetX: 100, offsetY: -50, width: 1280, height: 716 });
    expect(point).toEqual({ x: 1080, y: 816, scale: 0.5 });
    expect(viewPointOf({ scale: 1 / 3, offsetX: 0.123, offsetY: 0, width: 1, height: 1 })).toEqual({ x: 1.1, y: 1.5, scale: 0.3333 });
    expect(viewPointQuery(null)).toBe('');
    for (const sample of [point, { x: -123456.7, y: 0, scale: 5 }, { x: 0.1, y: -0.1, scale: 0.25 }]) {
      const query = Object.fromEntries(new URLSearchParams(`width=1280&height=716${viewPointQuery(sample)}`));
      const checked = check(query, flowFirstViewQuerySchema);
      expect(checked.ok, JSON.stringify(sample)).toBe(true);
      if (checked.ok) expect({ x: checked.value.x, y: checked.value.y, scale: checked.value.scale }).toEqual(sample);
    }
  });

  it('reads where the signed-in person left off from the page’s storages', () => {
    const local = memoryStorage();
    keepLastView(local, 'user-1', 'w-1', { x: 1, y: 2, scale: 1.5 });
    expect(lastViewHere('w-1', { sessionStorage: session('user-1'), localStorage: local })).toEqual({ x: 1, y: 2, scale: 1.5 });
    expect(lastViewHere('w-1', { sessionStorage: session('user-2'), localStorage: local })).toBeNull();
    expect(lastViewHere('w-1', { sessionStorage: memoryStorage(), localStorage: local })).toBeNull();
  });
});
