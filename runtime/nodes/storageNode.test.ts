// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { nodeRunFixture, testNode } from '../testing/nodeRunFixture';
import { EXPIRES_SUFFIX } from './pageStorage';
import { storageNode } from './storageNode';

type Entry = { type: string; action: string; key: string; value?: string; timeout?: number; maxAge?: number };
const node = (entries: Entry[]) => testNode('storage', { entries: entries.map((entry) => ({ value: '', timeout: 0, maxAge: -1, ...entry })) });
const run = (entries: Entry[], values: Record<string, string> = {}) => storageNode(nodeRunFixture(node(entries), values).run);

function clearCookies() {
  for (const pair of document.cookie.split('; ')) if (pair) document.cookie = `${pair.split('=')[0]}=; path=/; max-age=0`;
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  clearCookies();
});
afterEach(() => vi.useRealTimers());

describe.each([
  ['cookie', 'cookie', () => document.cookie],
  ['local-storage', 'ls', () => JSON.stringify({ ...localStorage })],
  ['session-storage', 'ss', () => JSON.stringify({ ...sessionStorage })],
])('storage %s', (type, prefix, dump) => {
  it('set writes the substituted value; get reads it into <prefix>_<key>', async () => {
    expect(await run([{ type, action: 'set', key: 'plan', value: '{{1.plan}} plan' }], { '1.plan': 'pro' })).toEqual({ port: 0, values: {} });
    expect(dump()).toContain('pro');
    expect(await run([{ type, action: 'get', key: 'plan' }])).toEqual({ port: 0, values: { [`${prefix}_plan`]: 'pro plan' } });
  });

  it('get of an absent key is null', async () => {
    expect(await run([{ type, action: 'get', key: 'absent' }])).toEqual({ port: 0, values: { [`${prefix}_absent`]: null } });
  });

  it('remove deletes the value', async () => {
    await run([{ type, action: 'set', key: 'k', value: 'v' }]);
    await run([{ type, action: 'remove', key: 'k' }]);
    expect((await run([{ type, action: 'get', key: 'k' }])).values).toEqual({ [`${prefix}_k`]: null });
  });

  it('get-remove reads then deletes', async () => {
    await run([{ type, action: 'set', key: 'once', value: 'v1' }]);
    expect((await run([{ type, action: 'get-remove', key: 'once' }])).values).toEqual({ [`${prefix}_once`]: 'v1' });
    expect((await run([{ type, action: 'get', key: 'once' }])).values).toEqual({ [`${prefix}_once`]: null });
  });

  it('get waits up to timeout seconds for a value that appears', async () => {
    const pending = run([{ type, action: 'get', key: 'late', timeout: 2 }]);
    setTimeout(() => void run([{ type, action: 'set', key: 'late', value: 'here' }]), 250);
    expect((await pending).values).toEqual({ [`${prefix}_late`]: 'here' });
  });
});

describe('storage maxAge', () => {
  it('a cookie with maxAge 0 is gone at once; -1 is a session cookie', async () => {
    await run([{ type: 'cookie', action: 'set', key: 'gone', value: 'x', maxAge: 0 }]);
    await run([{ type: 'cookie', action: 'set', key: 'kept', value: 'y', maxAge: -1 }]);
    expect((await run([{ type: 'cookie', action: 'get', key: 'gone' }, { type: 'cookie', action: 'get', key: 'kept' }])).values).toEqual({ cookie_gone: null, cookie_kept: 'y' });
  });

  it('web storage keeps a deadline and forgets the value after it', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(1_000_000);
    await run([{ type: 'local-storage', action: 'set', key: 'promo', value: 'x', maxAge: 60 }]);
    expect(localStorage.getItem('promo' + EXPIRES_SUFFIX)).toBe(String(1_000_000 + 60_000));
    vi.setSystemTime(1_000_000 + 59_000);
    expect((await run([{ type: 'local-storage', action: 'get', key: 'promo' }])).values).toEqual({ ls_promo: 'x' });
    vi.setSystemTime(1_000_000 + 60_000);
    expect((await run([{ type: 'local-storage', action: 'get', key: 'promo' }])).values).toEqual({ ls_promo: null });
    expect(localStorage.getItem('promo')).toBeNull();
  });

  it('entries run in order within one node', async () => {
    const result = await run([
      { type: 'session-storage', action: 'set', key: 'a', value: '1' },
      { type: 'session-storage', action: 'get-remove', key: 'a' },
      { type: 'session-storage', action: 'get', key: 'a' },
    ]);
    expect(result.values).toEqual({ ss_a: null });
  });
});
