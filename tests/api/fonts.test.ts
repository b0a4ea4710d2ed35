// The font catalogue (GET /api/fonts?query=, GET /api/font?family=) and the studio-served font files
// (GET /fonts/{id}/{weight}-{style}.woff2): signed-in calls, validated queries, hosted families with studio URLs,
// others with url null, files with long caching and readable from any site.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FONT_LIST_LIMIT } from '../../contracts/fonts';
import { startTestStudio, type TestStudio, type TestUser } from '../harness/testStudio';
import { fetchRaw } from './uploads';

const BUNDLED = ['Inter', 'Roboto', 'Open Sans', 'Lato', 'Montserrat', 'Merriweather', 'Playfair Display', 'Source Code Pro'];

describe('/api/fonts, /api/font and /fonts files', () => {
  let studio: TestStudio;
  let user: TestUser;

  beforeAll(async () => {
    studio = await startTestStudio();
    user = await studio.signUp();
  });

  afterAll(async () => {
    await studio?.close();
  });

  it('answers only signed-in callers', async () => {
    expect((await studio.request('GET', '/fonts?query=inter')).status).toBe(401);
    expect((await studio.request('GET', '/font?family=Inter')).status).toBe(401);
  });

  it('lists families matching the query with category and variants, hosted ones first', async () => {
    const found = await user.request('GET', '/fonts?query=ROBOTO');
    expect(found.status).toBe(200);
    const families = (found.body as { family: string }[]).map((font) => font.family);
    expect(families[0]).toBe('Roboto');
    expect(families).toEqual(expect.arrayContaining(['Roboto Mono', 'Roboto Slab', 'Roboto Condensed']));
    expect(families.every((family) => family.toLowerCase().includes('roboto'))).toBe(true);
    expect(found.body[0]).toEqual({
      family: 'Roboto',
      category: 'sans-serif',
      hosted: true,
      variants: expect.arrayContaining([
        { weight: 400, style: 'normal' },
        { weight: 700, style: 'italic' },
      ]),
    });
    const slab = found.body.find((font: { family: string }) => font.family === 'Roboto Slab');
    expect(slab).toMatchObject({ category: 'serif', hosted: false });
  });

  it('lists at most a page of families, the bundled ones first, for an empty query', async () => {
    const all = await user.request('GET', '/fonts');
    expect(all.status).toBe(200);
    expect(all.body).toHaveLength(FONT_LIST_LIMIT);
    const hosted = (all.body as { family: string; hosted: boolean }[]).filter((font) => font.hosted).map((font) => font.family);
    expect(hosted.sort()).toEqual([...BUNDLED].sort());
    expect(all.body.slice(0, BUNDLED.length).every((font: { hosted: boolean }) => font.hosted)).toBe(true);
    expect((await user.request('GET', '/fonts?query=no%20such%20typeface%20anywhere')).body).toEqual([]);
  });

  it('gives a hosted family every variant with its studio URL, case-insensitively', async () => {
    const font = await user.request('GET', '/font?family=playfair%20display');
    expect(font.status).toBe(200);
    expect(font.body).toMatchObject({ family: 'Playfair Display', category: 'serif', hosted: true });
    expect(font.body.variants).toContainEqual({
      family: 'Playfair Display',
      category: 'serif',
      weight: 700,
      style: 'italic',
      url: '/fonts/playfair-display/700-italic.woff2',
    });
    expect(font.body.variants.every((variant: { url: string | null }) => variant.url !== null)).toBe(true);
  });

  it('gives a family the studio does not host with url null on every variant', async () => {
    const font = await user.request('GET', '/font?family=Roboto%20Slab');
    expect(font.status).toBe(200);
    expect(font.body).toMatchObject({ family: 'Roboto Slab', category: 'serif', hosted: false });
    expect(font.body.variants.length).toBeGreaterThan(0);
    expect(font.body.variants.every((variant: { url: string | null }) => variant.url === null)).toBe(true);
  });

  it('answers 404 for an unknown family and 400 naming the field and rule for bad queries', async () => {
    expect((await user.request('GET', '/font?family=Nope%20Sans%20Zero')).status).toBe(404);
    const missing = await user.request('GET', '/font');
    expect(missing.status).toBe(400);
    expect(missing.body.issues).toContainEqual(expect.objectContaining({ field: 'family' }));
    const blank = await user.request('GET', '/font?family=%20%20');
    expect(blank.status).toBe(400);
    expect(blank.body.issues).toContainEqual(expect.objectContaining({ field: 'family', rule: 'empty-family' }));
    const long = await user.request('GET', `/fonts?query=${'a'.repeat(65)}`);
    expect(long.status).toBe(400);
    expect(long.body.issues).toContainEqual(expect.objectContaining({ field: 'query', rule: 'too-long' }));
    const twice = await user.request('GET', '/fonts?query=a&query=b');
    expect(twice.status).toBe(400);
  });

  it('serves a hosted face: the latin woff2 of its @fontsource package, cached for a year, usable from any site', async () => {
    const file = await fetchRaw(studio, '/fonts/inter/400-normal.woff2');
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('font/woff2');
    expect(file.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(file.headers.get('access-control-allow-origin')).toBe('*');
    expect(file.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    const expected = await readFile(path.join(process.cwd(), 'node_modules/@fontsource/inter/files/inter-latin-400-normal.woff2'));
    expect(file.bytes.equals(expected)).toBe(true);
    expect(file.bytes.subarray(0, 4).toString('latin1')).toBe('wOF2');
  });

  it('serves every URL the catalogue gives for the bundled families', async () => {
    for (const family of BUNDLED) {
      const font = await user.request('GET', `/font?family=${encodeURIComponent(family)}`);
      for (const variant of font.body.variants as { url: string }[]) expect((await fetchRaw(studio, variant.url)).status, variant.url).toBe(200);
    }
  });

  it('answers 404 for faces it does not host and for malformed paths', async () => {
    for (const url of [
      '/fonts/roboto-slab/400-normal.woff2',
      '/fonts/open-sans/100-normal.woff2',
      '/fonts/inter/450-normal.woff2',
      '/fonts/inter/400-oblique.woff2',
      '/fonts/inter/400-normal.woff',
      '/fonts/..%2Fpackage.json/400-normal.woff2',
      '/fonts/inter/..%2F..%2Fpackage.json',
    ]) {
      const answer = await fetchRaw(studio, url);
      expect(answer.status, url).toBe(404);
      expect(answer.headers.get('content-type'), url).toContain('application/json');
      expect(answer.headers.get('access-control-allow-origin'), url).toBe('*');
    }
  });
});
