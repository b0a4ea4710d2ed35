// The embedded OpenID provider and the API's bearer-token check, end to end over HTTP.
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStudio, type TestStudio } from '../harness/testStudio';

let studio: TestStudio;

beforeAll(async () => {
  studio = await startTestStudio();
});

afterAll(async () => {
  await studio?.close();
});

/** Posts the sign-up form of a fresh interaction and answers the page it renders. */
async function signUpFormAnswer(fields: Record<string, string>): Promise<{ status: number; html: string }> {
  const discovery = (await (await fetch(`${studio.url}/oidc/.well-known/openid-configuration`)).json()) as { authorization_endpoint: string };
  const authorize = new URL(discovery.authorization_endpoint);
  authorize.search = new URLSearchParams({
    client_id: 'studio',
    response_type: 'code',
    redirect_uri: `${studio.url}/callback`,
    scope: 'openid email profile',
    code_challenge: 'x'.repeat(43),
    code_challenge_method: 'S256',
  }).toString();
  const started = await fetch(authorize, { redirect: 'manual' });
  const cookie = started.headers.getSetCookie().map((header) => header.split(';')[0]).join('; ');
  const submitted = await fetch(new URL(`${started.headers.get('location')}/signup`, studio.url), {
    method: 'POST',
    redirect: 'manual',
    headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
  return { status: submitted.status, html: await submitted.text() };
}

describe('embedded OpenID provider', () => {
  it('publishes discovery with its issuer under /oidc', async () => {
    const response = await fetch(`${studio.url}/oidc/.well-known/openid-configuration`);
    expect(response.status).toBe(200);
    const discovery = (await response.json()) as Record<string, unknown>;
    expect(discovery.issuer).toBe(`${studio.url}/oidc`);
    expect(discovery.code_challenge_methods_supported).toEqual(['S256']);
    expect(discovery.end_session_endpoint).toBe(`${studio.url}/oidc/session/end`);
  });

  it('serves its own runtime config to the client', async () => {
    const config = (await (await fetch(`${studio.url}/app-config.json`)).json()) as { auth: Record<string, string>; apiBase: string };
    expect(config.auth).toEqual({ authority: `${studio.url}/oidc`, clientId: 'studio', scope: 'openid email profile' });
    expect(config.apiBase).toBe('/api');
  });

  it('signs up, issues a JWT access token for the API with email and name, and signs back in', async () => {
    const user = await studio.signUp({ name: 'Ada Lovelace', email: 'ada@example.com' });
    const claims = decodeJwt(user.accessToken);
    expect(claims.iss).toBe(`${studio.url}/oidc`);
    expect(claims.aud).toBe(`${studio.url}/api`);
    expect(claims.email).toBe('ada@example.com');
    expect(claims.name).toBe('Ada Lovelace');
    const again = await studio.signIn('ADA@example.com ', user.password);
    expect(decodeJwt(again.access_token).sub).toBe(claims.sub);
  });

  it('refuses a wrong password and a taken email', async () => {
    const user = await studio.signUp();
    await expect(studio.signIn(user.email, user.password + 'x')).rejects.toThrow(/401/);
    await expect(studio.signUp({ email: user.email })).rejects.toThrow(/409/);
  });

  it('refuses a sign-up with a short password and says why', async () => {
    await expect(studio.signUp({ password: 'short' })).rejects.toThrow(/400.*at least 8 characters/s);
  });

  it('refuses common, all-whitespace and email passwords and says why under the field', async () => {
    await expect(studio.signUp({ password: 'password1' })).rejects.toThrow(/400.*commonly used password/s);
    await expect(studio.signUp({ password: 'qwertyuiop' })).rejects.toThrow(/400.*(most used passwords|keys)/s);
    await expect(studio.signUp({ password: '            ' })).rejects.toThrow(/400.*A password cannot be only spaces\./s);
    await expect(studio.signUp({ email: 'Grace.Hopper.Long@example.com', password: 'grace.hopper.long@EXAMPLE.com' })).rejects.toThrow(
      /400.*Do not use your email address as your password\./s,
    );
    // The message sits under the password field of the form.
    const page = await signUpFormAnswer({ name: 'Weak', email: 'weak@example.com', password: 'iloveyou1' });
    expect(page.status).toBe(400);
    expect(page.html).toMatch(/id="password"[^>]*aria-invalid="true">\s*<div class="field-error" role="alert">It is a commonly used password\./);
    expect(await studio.signUp({ password: 'correct horse battery staple' })).toBeTruthy();
  });

  it('builds its URLs from PUBLIC_URL, not from a forged X-Forwarded-Host (no TRUST_PROXY)', async () => {
    const response = await fetch(`${studio.url}/oidc/.well-known/openid-configuration`, {
      headers: { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' },
    });
    const discovery = (await response.json()) as Record<string, unknown>;
    expect(discovery.issuer).toBe(`${studio.url}/oidc`);
    for (const name of ['authorization_endpoint', 'token_endpoint', 'jwks_uri', 'end_session_endpoint', 'userinfo_endpoint']) {
      expect(discovery[name], name).toMatch(new RegExp(`^${studio.url}/oidc/`));
    }
  });

  it('renews the access token with the refresh token', async () => {
    const user = await studio.signUp();
    expect(user.tokens.refresh_token).toBeTruthy();
    const response = await fetch(`${studio.url}/oidc/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: user.tokens.refresh_token!, client_id: 'studio' }),
    });
    expect(response.status).toBe(200);
    const renewed = (await response.json()) as { access_token: string };
    const me = await studio.request('GET', '/users/me', { authorization: `Bearer ${renewed.access_token}` });
    expect(me.status).toBe(200);
    expect(me.body.email).toBe(user.email);
  });
});

describe('signing out', () => {
  const refresh = (refreshToken: string) =>
    fetch(`${studio.url}/oidc/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: refreshToken, client_id: 'studio' }),
    });

  it('ends the API session: a token copied before sign-out stops working, and so does its refresh token', async () => {
    const user = await studio.signUp();
    const bystander = await studio.signUp();
    const copied = `Bearer ${user.accessToken}`;
    expect((await studio.request('GET', '/users/me', { authorization: copied })).status).toBe(200);
    // A token renewed before sign-out belongs to the same sign-in.
    const renewed = (await (await refresh(user.tokens.refresh_token!)).json()) as { access_token: string; refresh_token: string };
    expect((await studio.request('GET', '/users/me', { authorization: `Bearer ${renewed.access_token}` })).status).toBe(200);

    expect(await user.signOut()).toBe(`${studio.url}/`);

    for (const token of [user.accessToken, renewed.access_token]) {
      const answer = await studio.request('GET', '/users/me', { authorization: `Bearer ${token}` });
      expect(answer.status).toBe(401);
      expect(answer.body.message).toBe('The session of this token has ended (signed out)');
    }
    expect((await refresh(renewed.refresh_token)).status).toBe(400);
    // Other sign-ins are untouched, and signing in again gives working tokens.
    expect((await bystander.request('GET', '/users/me')).status).toBe(200);
    const again = await studio.signIn(user.email, user.password);
    expect((await studio.request('GET', '/users/me', { authorization: `Bearer ${again.access_token}` })).status).toBe(200);
    // The database, not only this process's memory, knows the sign-in ended.
    await studio.restart();
    expect((await studio.request('GET', '/users/me', { authorization: copied })).status).toBe(401);
    expect((await studio.request('GET', '/users/me', { authorization: `Bearer ${again.access_token}` })).status).toBe(200);
  });
});

describe('API bearer tokens', () => {
  it('answers 401 without a token, with a malformed one and with a forged one', async () => {
    const user = await studio.signUp();
    expect((await studio.request('GET', '/users/me')).status).toBe(401);
    expect((await studio.request('GET', '/users/me', { authorization: 'Basic abc' })).status).toBe(401);
    const [header, payload] = user.accessToken.split('.');
    const forgedPayload = Buffer.from(JSON.stringify({ ...decodeJwt(user.accessToken), sub: 'someone-else' })).toString('base64url');
    const forged = `${header}.${forgedPayload}.${user.accessToken.split('.')[2]}`;
    expect(payload).not.toBe(forgedPayload);
    const answer = await studio.request('GET', '/users/me', { authorization: `Bearer ${forged}` });
    expect(answer.status).toBe(401);
    expect(answer.body.error).toBe('unauthorized');
  });

  it('keeps accounts, signing keys and sessions across a restart', async () => {
    const user = await studio.signUp();
    await studio.restart();
    expect((await user.request('GET', '/users/me')).status).toBe(200);
    const again = await studio.signIn(user.email, user.password);
    expect(again.access_token).toBeTruthy();
  });
});
