// Security headers over real HTTP: the studio's pages, API and identity provider are not framable and carry
// the studio's CSP; uploaded images and the embeddable paths can be loaded (and framed) by other sites.
import { createHash, randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestStudio, type TestStudio, type TestUser } from '../harness/testStudio';
import { encodeSharePayload } from '../../contracts/sharePayload';
import { createOrganization, createWidget } from './fixtures';
import { entrypoint, publishedWidget } from './runtimeFixtures';
import { makeImage, upload } from './uploads';

const built = vi.hoisted(async () => {
  const { writeBuiltClient } = await import('./builtClient');
  const previous = process.env.BUILD_DIR;
  process.env.BUILD_DIR = writeBuiltClient();
  return { dir: process.env.BUILD_DIR, previous };
});

let studio: TestStudio;
let user: TestUser;

beforeAll(async () => {
  studio = await startTestStudio();
  user = await studio.signUp();
});

afterAll(async () => {
  await studio?.close();
  const { dir, previous } = await built;
  rmSync(dir, { recursive: true, force: true });
  if (previous === undefined) delete process.env.BUILD_DIR;
  else process.env.BUILD_DIR = previous;
});

function directives(headers: Headers): Map<string, string[]> {
  const policy = headers.get('content-security-policy');
  expect(policy, 'content-security-policy').toBeTruthy();
  return new Map(
    policy!
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

/** What every studio answer carries: the strict policy. */
function expectStudioHeaders(headers: Headers): void {
  const csp = directives(headers);
  expect(csp.get('default-src')).toEqual(["'self'"]);
  expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  expect(csp.get('object-src')).toEqual(["'none'"]);
  expect(csp.get('script-src')).toContain("'self'");
  expect(csp.get('script-src')).not.toContain("'unsafe-eval'");
  expect(csp.get('script-src')).not.toContain("'unsafe-inline'");
  expect(csp.get('form-action')).toEqual(["'self'"]);
  expect(headers.get('x-frame-options')).toBe('DENY');
  expect(headers.get('x-content-type-options')).toBe('nosniff');
  expect(headers.get('referrer-policy')).toBe('same-origin');
  expect(headers.get('cross-origin-resource-policy')).toBe('same-origin');
  expect(headers.get('cross-origin-opener-policy')).toBe('same-origin');
  // PUBLIC_URL is http here: no HSTS, no upgrade of the page's requests.
  expect(headers.get('strict-transport-security')).toBeNull();
  expect(csp.has('upgrade-insecure-requests')).toBe(false);
}

describe('studio answers', () => {
  it('the single-page app (index.html for a client route)', async () => {
    const response = await fetch(`${studio.url}/some/client/route`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<div id="root">');
    expectStudioHeaders(response.headers);
  });

  it("allows the app page's own inline script (the build's head script) by its hash, and no other", async () => {
    const { BUILT_HEAD_SCRIPT } = await import('./builtClient');
    const page = await fetch(`${studio.url}/org/widgets/w/flow`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(`<script>${BUILT_HEAD_SCRIPT}</script>`);
    const allowed = directives(page.headers).get('script-src')!;
    expect(allowed).toContain(`'sha256-${createHash('sha256').update(BUILT_HEAD_SCRIPT).digest('base64')}'`);
    // The API's answers do not allow it: it is the page's.
    const api = await fetch(`${studio.url}/api/users/me`);
    expect(directives(api.headers).get('script-src')).not.toContain(`'sha256-${createHash('sha256').update(BUILT_HEAD_SCRIPT).digest('base64')}'`);
  });

  it('an /api answer and an /api error', async () => {
    const me = await fetch(`${studio.url}/api/users/me`, { headers: { authorization: `Bearer ${user.accessToken}` } });
    expect(me.status).toBe(200);
    expectStudioHeaders(me.headers);
    const refused = await fetch(`${studio.url}/api/users/me`);
    expect(refused.status).toBe(401);
    expectStudioHeaders(refused.headers);
  });

  it('the identity provider: discovery and its sign-in page', async () => {
    const discovery = await fetch(`${studio.url}/oidc/.well-known/openid-configuration`);
    expect(discovery.status).toBe(200);
    expectStudioHeaders(discovery.headers);

    const verifier = randomBytes(32).toString('base64url');
    const authorize = new URL(`${studio.url}/oidc/auth`);
    authorize.search = new URLSearchParams({
      client_id: 'studio',
      response_type: 'code',
      redirect_uri: `${studio.url}/callback`,
      scope: 'openid email profile',
      state: 'state',
      code_challenge: createHash('sha256').update(verifier).digest('base64url'),
      code_challenge_method: 'S256',
    }).toString();
    const redirect = await fetch(authorize, { redirect: 'manual' });
    expectStudioHeaders(redirect.headers);
    const cookie = redirect.headers.getSetCookie().map((header) => header.split(';')[0]).join('; ');
    const page = await fetch(new URL(redirect.headers.get('location')!, studio.url), { headers: { cookie } });
    expect(page.status).toBe(200);
    expect(await page.text()).toMatch(/<form method="post"/);
    expectStudioHeaders(page.headers);
  });

  it('allows exactly the inline scripts of the provider\'s pages by hash (the sign-out page submits itself)', async () => {
    const logout = await fetch(`${studio.url}/oidc/session/end?client_id=studio`);
    expect(logout.status).toBe(200);
    const html = await logout.text();
    const scripts = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1]!);
    expect(scripts.length).toBeGreaterThan(0);
    const allowed = directives(logout.headers).get('script-src')!;
    for (const script of scripts) {
      expect(allowed).toContain(`'sha256-${createHash('sha256').update(script).digest('base64')}'`);
    }
    expectStudioHeaders(logout.headers);
  });
});

describe('answers other sites load', () => {
  it('an uploaded image: cross-origin resource policy, nosniff', async () => {
    const uploaded = await upload(studio, '/files', await makeImage(64, 64), { authorization: `Bearer ${user.accessToken}` });
    expect(uploaded.status).toBe(201);
    const image = await fetch(`${studio.url}/uploads/${uploaded.body.id}/thumbnail.webp`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/webp');
    expect(image.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(image.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('the embeddable paths: framable by any site, loadable cross-origin, still nosniff', async () => {
    for (const path of ['/embed.js', '/runtime/v1/react.js', '/w/eyJ3IjoxfQ']) {
      const response = await fetch(`${studio.url}${path}`);
      await response.arrayBuffer();
      expect(directives(response.headers).get('frame-ancestors'), path).toEqual(['*']);
      expect(response.headers.get('x-frame-options'), path).toBeNull();
      expect(response.headers.get('cross-origin-resource-policy'), path).toBe('cross-origin');
      expect(response.headers.get('cross-origin-opener-policy'), path).toBeNull();
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff');
    }
  });

  it('the widget page (/w/) may be framed only by the widget\'s allowed origins (and the studio itself)', async () => {
    const page = async (widgetId: string) => {
      const response = await fetch(`${studio.url}/w/${encodeSharePayload({ widgetId, debug: false, dataAttributes: [] })}`);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain(`data-widget-id="${widgetId}"`);
      return directives(response.headers);
    };
    const narrow = await publishedWidget(user, [entrypoint(['https://shop.example', 'blog.example'])]);
    const policy = await page(narrow.widgetId);
    expect(policy.get('frame-ancestors')).toEqual(["'self'", 'https://shop.example', 'http://blog.example:*', 'https://blog.example:*']);
    expect(policy.get('script-src')![1]).toMatch(/^'nonce-/);
    const open = await publishedWidget(user, [entrypoint(['*'])]);
    expect((await page(open.widgetId)).get('frame-ancestors')).toEqual(['*']);
    const draft = await createWidget(user, await createOrganization(user));
    expect((await page(draft)).get('frame-ancestors')).toEqual(["'self'"]);
  });

  it('a path that merely starts like an embeddable one is the studio\'s', async () => {
    const response = await fetch(`${studio.url}/embed.jsx`);
    expect(directives(response.headers).get('frame-ancestors')).toEqual(["'none'"]);
    expect(response.headers.get('cross-origin-resource-policy')).toBe('same-origin');
  });
});
