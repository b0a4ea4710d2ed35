import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeSharePayload } from '../../contracts/sharePayload';
import { registerEmbedAssets } from './embedAssets';

let dir: string;
let app: FastifyInstance;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'embed-assets-'));
  await writeFile(path.join(dir, 'runtime-AB12.js'), 'var runtime=1;');
  await writeFile(path.join(dir, 'embed.js'), 'var loader=1;');
  await writeFile(path.join(dir, 'react.js'), 'export const x=1;');
  await writeFile(path.join(dir, 'runtime-files.json'), JSON.stringify({ runtime: 'runtime-AB12.js', embed: 'embed.js', react: 'react.js' }));
  app = Fastify();
  registerEmbedAssets(app, { dir, frameAncestorsOf: async (widgetId) => (widgetId === 'w-shop' ? ["'self'", 'https://shop.example'] : '*') });
});

afterAll(async () => {
  await app.close();
  await rm(dir, { recursive: true, force: true });
});

describe('embed assets', () => {
  it('serves the loader briefly cached and the hashed runtime immutable, readable from any origin', async () => {
    const loader = await app.inject({ method: 'GET', url: '/embed.js' });
    expect(loader.statusCode).toBe(200);
    expect(loader.body).toBe('var loader=1;');
    expect(loader.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(loader.headers['cache-control']).toBe('public, max-age=300');
    expect(loader.headers['access-control-allow-origin']).toBe('*');
    const runtime = await app.inject({ method: 'GET', url: '/runtime/v1/runtime-AB12.js' });
    expect(runtime.body).toBe('var runtime=1;');
    expect(runtime.headers['cache-control']).toContain('immutable');
    const react = await app.inject({ method: 'GET', url: '/runtime/v1/react.js' });
    expect(react.body).toBe('export const x=1;');
    expect((await app.inject({ method: 'GET', url: '/runtime/v1/runtime-OTHER.js' })).statusCode).toBe(404);
  });

  it('serves the /w/ page for a valid payload with a nonce CSP, escaping what the payload carries', async () => {
    const payload = encodeSharePayload({ widgetId: 'w-1', debug: true, dataAttributes: [['data-name', '"><script>alert(1)</script>']] });
    const page = await app.inject({ method: 'GET', url: `/w/${payload}` });
    expect(page.statusCode).toBe(200);
    const nonce = /script-src 'self' 'nonce-([^']+)'/.exec(String(page.headers['content-security-policy']))![1]!;
    expect(page.headers['content-security-policy']).toContain('frame-ancestors *');
    expect(page.body).toContain(`<script src="/embed.js" data-widget-id="w-1" data-nonce="${nonce}" data-debug="true" data-name="&#34;&#62;&#60;script&#62;alert(1)&#60;/script&#62;" nonce="${nonce}" async></script>`);
    expect(page.body).not.toContain('<script>alert');
    const again = await app.inject({ method: 'GET', url: `/w/${payload}` });
    expect(again.headers['content-security-policy']).not.toContain(nonce);
  });

  it('narrows the framing of the /w/ page to what the widget allows', async () => {
    const payload = encodeSharePayload({ widgetId: 'w-shop', debug: false, dataAttributes: [] });
    const page = await app.inject({ method: 'GET', url: `/w/${payload}` });
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'self' https://shop.example;");
  });

  it('serves a long link (many data attributes): the payload is not cut at a route parameter length', async () => {
    const dataAttributes: [string, string][] = Array.from({ length: 20 }, (_, index) => [`data-field-${index}`, 'x'.repeat(200)]);
    const payload = encodeSharePayload({ widgetId: '0b6f2a3c-1d2e-4f50-8a9b-0c1d2e3f4a5b', debug: false, dataAttributes });
    expect(payload.length).toBeGreaterThan(4000);
    const page = await app.inject({ method: 'GET', url: `/w/${payload}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`data-field-19="${'x'.repeat(200)}"`);
  });

  it('answers 404 for a payload that is not one', async () => {
    expect((await app.inject({ method: 'GET', url: '/w/' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: `/w/${encodeSharePayload({ widgetId: 'w-1', debug: false, dataAttributes: [] })}/more` })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/w/not-a-payload' })).statusCode).toBe(404);
  });
});
