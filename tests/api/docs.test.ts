// The built-in documentation over real HTTP: the build's docs step (docsBuild.mjs) writes the pages into this
// suite's own BUILD_DIR, and a real studio serves them at /docs without sign-in: pages, every help link's page and
// section, the search page (no JavaScript needed), the index, assets, the not-found page and the studio's CSP.
import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { allHelpTargets, docsHref } from '../../src/help/docsLinks';
import { startTestStudio, type TestStudio } from '../harness/testStudio';

// Set before the server's modules read it (server/paths.ts reads BUILD_DIR once).
const buildDir = vi.hoisted(() => {
  const dir = `test-results/docs-api-build-${process.pid}`;
  process.env.BUILD_DIR = dir;
  return dir;
});

let studio: TestStudio;

beforeAll(async () => {
  const { buildDocs } = await import('../../docsBuild.mjs');
  const clientOut = path.resolve(buildDir, 'client');
  mkdirSync(clientOut, { recursive: true });
  await buildDocs(process.cwd(), clientOut);
  studio = await startTestStudio();
});

afterAll(async () => {
  await studio?.close();
  rmSync(buildDir, { recursive: true, force: true });
});

async function get(pathname: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${studio.url}${pathname}`, { redirect: 'manual', headers });
  return { status: response.status, headers: response.headers, text: await response.text() };
}

/** Script elements without a src: the studio's CSP would refuse them. */
const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)[^>]*>/i;

describe('GET /docs', () => {
  it('redirects /docs to /docs/, which is the getting-started page, public and under the studio CSP', async () => {
    const redirect = await get('/docs');
    expect(redirect.status).toBe(301);
    expect(redirect.headers.get('location')).toBe('/docs/');

    const page = await get('/docs/');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.headers.get('cache-control')).toBe('no-cache');
    expect(page.text).toContain('<h1 id="getting-started">Getting started</h1>');
    expect(page.text).toContain('<a class="docs-skip" href="#content">Skip to content</a>');
    expect(page.text).toMatch(/<main id="content"/);
    expect(page.text).toMatch(/<nav class="docs-nav" aria-label="Documentation">/);
    expect(page.text).toMatch(/<a href="\.\/" aria-current="page">Getting started<\/a>/);
    expect(page.text).not.toMatch(INLINE_SCRIPT);
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/script-src 'self'/);
    expect(csp).toMatch(/frame-ancestors 'none'/);
  });

  it('serves every page the help links name, with the section each one opens', async () => {
    for (const target of allHelpTargets()) {
      const href = docsHref('/docs', target);
      const page = await get(href.split('#')[0]!);
      expect(page.status, href).toBe(200);
      if (target.section) expect(page.text, href).toContain(`id="${target.section}"`);
    }
  });

  it('answers an unknown page, however deep, with the not-found page', async () => {
    for (const pathname of ['/docs/nope', '/docs/nodes/collect', '/docs/index']) {
      const page = await get(pathname);
      expect(page.status, pathname).toBe(404);
      expect(page.text).toContain('Page not found');
      expect(page.text).toContain('<base href="/docs/">');
    }
  });

  it('serves the pages’ script and stylesheet as files, hashed and immutable, compressed when asked', async () => {
    const files = readdirSync(path.resolve(buildDir, 'client/docs/assets'));
    const script = files.find((file) => /^docs-[A-Z0-9]{8}\.js$/.test(file))!;
    const style = files.find((file) => /^docs-[A-Z0-9]{8}\.css$/.test(file))!;
    const page = await get('/docs/nodes');
    expect(page.text).toContain(`<script src="assets/${script}"></script>`);
    expect(page.text).toContain(`<link rel="stylesheet" href="assets/${style}">`);
    const js = await get(`/docs/assets/${script}`, { 'accept-encoding': 'br' });
    expect(js.status).toBe(200);
    expect(js.headers.get('content-type')).toMatch(/javascript/);
    expect(js.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(js.headers.get('content-encoding')).toBe('br');
    const css = await get(`/docs/assets/${style}`);
    expect(css.status).toBe(200);
    expect(css.text).toContain('--accent');
    expect((await get('/docs/assets/favicon.svg')).status).toBe(200);
  });
});

describe('search', () => {
  it('serves the index the pages search as you type', async () => {
    const index = await get('/docs/search-index.json');
    expect(index.status).toBe(200);
    const entries = JSON.parse(index.text) as { page: string; title: string; href: string; text: string }[];
    expect(entries.find((entry) => entry.href === 'nodes#node-collect')).toMatchObject({ page: 'Nodes', title: 'Collect' });
  });

  it('renders results on the server, so the search works without JavaScript', async () => {
    const page = await get('/docs/search?q=partition');
    expect(page.status).toBe(200);
    expect(page.text).toMatch(/results for “partition”/);
    expect(page.text).toContain('<a class="docs-results__link" href="nodes#node-collect">Collect</a>');
    expect(page.text).toContain('value="partition"');
  });

  it('says when nothing matches, and never echoes the query as markup', async () => {
    const page = await get(`/docs/search?q=${encodeURIComponent('<img src=x onerror=alert(1)> zzqqxx')}`);
    expect(page.status).toBe(200);
    expect(page.text).toContain('Nothing matches “&lt;img src=x onerror=alert(1)&gt; zzqqxx”.');
    expect(page.text).toContain('value="&lt;img src=x onerror=alert(1)&gt; zzqqxx"');
    expect(page.text).not.toContain('<img src=x');
    const empty = await get('/docs/search');
    expect(empty.text).toContain('Type a word to search the documentation.');
  });
});

describe('app configuration', () => {
  it('points help links at the built-in documentation and shows no status link by default', async () => {
    const config = await get('/app-config.json');
    expect(JSON.parse(config.text)).toMatchObject({ docsUrl: '/docs', statusUrl: null });
  });
});
