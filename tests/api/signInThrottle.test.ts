// Throttling of the embedded provider's sign-in and sign-up forms, per account and per client address.
// The studio trusts X-Forwarded-For here (TRUST_PROXY=true) so each test plays from its own address.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BrowserlessSignIn } from '../harness/oidcClient';
import { startTestStudio, type TestStudio } from '../harness/testStudio';

let studio: TestStudio;

beforeAll(async () => {
  studio = await startTestStudio({ TRUST_PROXY: 'true' });
});

afterAll(async () => {
  await studio?.close();
});

function from(address: string) {
  return new BrowserlessSignIn({ baseUrl: studio.url, clientId: 'studio', scope: 'openid email profile', headers: { 'x-forwarded-for': address } });
}

/** The status a sign-in or sign-up ends with: 200 for tokens, else the form's status and its alerts. */
async function attempt(address: string, form: Parameters<BrowserlessSignIn['run']>[0]): Promise<{ status: number; text: string; retryAfter?: number }> {
  try {
    await from(address).run(form);
    return { status: 200, text: '' };
  } catch (error) {
    const match = /failed with (\d+)(?: \(retry-after (\d+)\))?: (.*)$/s.exec((error as Error).message);
    if (!match) throw error;
    return { status: Number(match[1]), text: match[3]!, ...(match[2] ? { retryAfter: Number(match[2]) } : {}) };
  }
}

/** Opens a sign-in page from `address` (authorization request, interaction); answers a function posting its form. */
async function openSignInForm(address: string): Promise<(email: string, password: string) => Promise<{ status: number; text: string }>> {
  const authorize = new URL(`${studio.url}/oidc/auth`);
  authorize.search = new URLSearchParams({
    client_id: 'studio',
    response_type: 'code',
    redirect_uri: `${studio.url}/callback`,
    scope: 'openid email profile',
    code_challenge: 'x'.repeat(43),
    code_challenge_method: 'S256',
  }).toString();
  const started = await fetch(authorize, { redirect: 'manual', headers: { 'x-forwarded-for': address } });
  const cookie = started.headers.getSetCookie().map((header) => header.split(';')[0]).join('; ');
  const formUrl = new URL(started.headers.get('location')!, studio.url);
  return async (email, password) => {
    const answer = await fetch(formUrl, {
      method: 'POST',
      redirect: 'manual',
      headers: { cookie, 'x-forwarded-for': address, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email, password }).toString(),
    });
    return { status: answer.status, text: await answer.text() };
  };
}

const statuses = (answers: { status: number }[]) => answers.map((answer) => answer.status).sort();

describe('sign-in throttling', () => {
  it('lets at most 5 of 30 simultaneous wrong passwords for one account be checked, and then locks the account', async () => {
    const user = await studio.signUp();
    // Open 30 sign-in pages first, then send the 30 forms at once.
    const forms = await Promise.all(Array.from({ length: 30 }, (_, index) => openSignInForm(`198.51.100.${index + 1}`)));
    const answers = await Promise.all(forms.map((submit, index) => submit(user.email, `wrong-${index}`)));
    // 5 free failures, then a 30 s lock: exactly 5 passwords were checked.
    const checked = answers.filter((answer) => answer.status === 401).length;
    expect(checked).toBe(5);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(30 - checked);
    expect(answers.find((answer) => answer.status === 429)!.text).toMatch(
      /role="alert">Too many attempts for this account or from your network\. Wait \d+ seconds?, then try again\.</,
    );
    // Locked: even the right password waits, from any address.
    const locked = await attempt('198.51.100.200', { mode: 'signin', email: user.email, password: user.password });
    expect(locked.status).toBe(429);
  });

  it('answers 429 with Retry-After and says how long to wait', async () => {
    const email = `nobody-${randomBytes(4).toString('hex')}@example.com`;
    for (let index = 0; index < 5; index += 1) expect((await attempt('198.51.100.250', { mode: 'signin', email, password: 'not-it-at-all' })).status).toBe(401);
    const locked = await attempt('198.51.100.251', { mode: 'signin', email, password: 'still-not-it' });
    expect(locked.status).toBe(429);
    expect(locked.retryAfter).toBeGreaterThan(20);
    expect(locked.retryAfter).toBeLessThanOrEqual(30);
    expect(locked.text).toBe(`Too many attempts for this account or from your network. Wait ${locked.retryAfter} seconds, then try again.`);
  });

  it('locks a client address after 20 failures, whichever accounts they were for, and not other addresses', async () => {
    const user = await studio.signUp();
    const address = '203.0.113.7';
    for (let index = 0; index < 20; index += 1) {
      const email = `guess-${index}-${randomBytes(3).toString('hex')}@example.com`;
      expect((await attempt(address, { mode: 'signin', email, password: 'wrong-password-1' })).status).toBe(401);
    }
    expect((await attempt(address, { mode: 'signin', email: user.email, password: user.password })).status).toBe(429);
    expect((await attempt('203.0.113.8', { mode: 'signin', email: user.email, password: user.password })).status).toBe(200);
  });

  it('does not count successful sign-ins against the address', async () => {
    const user = await studio.signUp();
    for (let index = 0; index < 25; index += 1) {
      expect((await attempt('203.0.113.20', { mode: 'signin', email: user.email, password: user.password })).status).toBe(200);
    }
  });
});

describe('sign-up throttling', () => {
  it('locks sign-ups for an email after 5 refused attempts (taken email probing)', async () => {
    const user = await studio.signUp();
    const answers = [];
    for (let index = 0; index < 6; index += 1) {
      answers.push(await attempt(`192.0.2.${index + 1}`, { mode: 'signup', email: user.email, password: `pw-${randomBytes(8).toString('hex')}`, name: 'Probe' }));
    }
    expect(statuses(answers)).toEqual([409, 409, 409, 409, 409, 429]);
    expect(answers[5]!.text).toMatch(/^Too many attempts/);
  });

  it('locks sign-ups from an address after 20 refused attempts', async () => {
    const address = '192.0.2.77';
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, index) =>
        attempt(address, { mode: 'signup', email: `weak-${index}-${randomBytes(3).toString('hex')}@example.com`, password: 'password1', name: 'Weak' }),
      ),
    );
    expect(answers.filter((answer) => answer.status === 400)).toHaveLength(20);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(10);
  });
});
