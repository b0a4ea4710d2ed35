import { describe, expect, it } from 'vitest';
import { earlyApiSession, storedAccessToken, storedSessionKey } from './storedSession';

function storage(entries: Record<string, string>): Pick<Storage, 'getItem'> {
  return { getItem: (key) => entries[key] ?? null };
}

describe('storedAccessToken', () => {
  const key = storedSessionKey('http://studio/oidc', 'studio');

  it('reads the token of a session oidc-client-ts stored, while it has time left', () => {
    expect(key).toBe('oidc.user:http://studio/oidc:studio');
    const session = storage({ [key]: JSON.stringify({ access_token: 'tok', expires_at: 1_000 }) });
    expect(storedAccessToken(session, 'http://studio/oidc', 'studio', 900)).toBe('tok');
  });

  it('gives null for an expired or nearly expired session, another client, nothing or garbage', () => {
    const session = storage({ [key]: JSON.stringify({ access_token: 'tok', expires_at: 1_000 }) });
    expect(storedAccessToken(session, 'http://studio/oidc', 'studio', 990)).toBeNull();
    expect(storedAccessToken(session, 'http://studio/oidc', 'other', 900)).toBeNull();
    expect(storedAccessToken(storage({}), 'http://studio/oidc', 'studio', 900)).toBeNull();
    expect(storedAccessToken(storage({ [key]: '{broken' }), 'http://studio/oidc', 'studio', 900)).toBeNull();
    expect(storedAccessToken(storage({ [key]: JSON.stringify({ expires_at: 1_000 }) }), 'http://studio/oidc', 'studio', 900)).toBeNull();
  });
});

describe('earlyApiSession', () => {
  const key = storedSessionKey('http://studio/oidc', 'studio');
  const config = { apiBase: '/api//', auth: { authority: 'http://studio/oidc', clientId: 'studio' } };
  const later = Date.now() / 1000 + 3_600;

  it("gives the config's API base without trailing slashes and the stored session's token", () => {
    const session = storage({ [key]: JSON.stringify({ access_token: 'tok', expires_at: later }) });
    expect(earlyApiSession(config, session)).toEqual({ baseUrl: '/api', token: 'tok' });
  });

  it('gives null when the config lacks the API base or the client, or no usable session is stored', () => {
    const session = storage({ [key]: JSON.stringify({ access_token: 'tok', expires_at: later }) });
    expect(earlyApiSession(null, session)).toBeNull();
    expect(earlyApiSession({ ...config, apiBase: 42 }, session)).toBeNull();
    expect(earlyApiSession({ apiBase: '/api', auth: { authority: 'http://studio/oidc' } }, session)).toBeNull();
    expect(earlyApiSession(config, storage({}))).toBeNull();
  });
});
