import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildFontCatalogue } from '../../fontCatalogueBuild.mjs';
import { FontCatalogue, hostedFontFiles } from './fontCatalogue';
import { trimFontMetadata, type FontCatalogueFile } from './trimFontMetadata.mjs';

const url = { woff2: 'https://fonts.gstatic.com/x.woff2' };

describe('trimFontMetadata', () => {
  it('keeps family, category and the weight/style variants only, sorted, and drops families without variants', () => {
    const trimmed = trimFontMetadata({
      zilla: { family: 'Zilla Slab', category: 'serif', variants: { '700': { normal: { latin: { url } } }, '300': { italic: { latin: { url } }, normal: { latin: { url } } } } },
      abel: { family: 'Abel', category: 'sans-serif', variants: { '400': { normal: { latin: { url } }, oblique: { latin: { url } } }, wght: { normal: {} } } },
      empty: { family: 'Empty', category: 'display', variants: {} },
    });
    expect(trimmed).toEqual({
      fonts: [
        { family: 'Abel', category: 'sans-serif', variants: ['400-normal'] },
        { family: 'Zilla Slab', category: 'serif', variants: ['300-normal', '300-italic', '700-normal'] },
      ],
    });
    expect(JSON.stringify(trimmed)).not.toContain('gstatic');
  });

  it('builds the catalogue from the installed google-font-metadata: every family, no third-party URL, a small file', async () => {
    const out = await mkdtemp(path.join(tmpdir(), 'font-catalogue-'));
    const count = await buildFontCatalogue(process.cwd(), out);
    const text = await readFile(path.join(out, 'catalogue.json'), 'utf8');
    const catalogue = JSON.parse(text) as FontCatalogueFile;
    expect(count).toBeGreaterThan(1500);
    expect(catalogue.fonts).toHaveLength(count);
    expect(catalogue.fonts.find((font) => font.family === 'Inter')).toEqual({
      family: 'Inter',
      category: 'sans-serif',
      variants: ['100-normal', '100-italic', '200-normal', '200-italic', '300-normal', '300-italic', '400-normal', '400-italic', '500-normal', '500-italic', '600-normal', '600-italic', '700-normal', '700-italic', '800-normal', '800-italic', '900-normal', '900-italic'],
    });
    expect(text).not.toMatch(/https?:/);
    expect(text.length).toBeLessThan(1_000_000);
  });
});

describe('FontCatalogue', () => {
  const catalogue = new FontCatalogue(
    [
      { family: 'Lato', category: 'sans-serif', variants: ['400-normal', '700-normal'] },
      { family: 'Latin Modern', category: 'serif', variants: ['400-normal'] },
      { family: 'Platypi', category: 'serif', variants: ['400-normal'] },
      { family: 'Splatter', category: 'display', variants: ['400-normal'] },
    ],
    new Map([['lato', new Set(['400-normal'])]]),
  );

  it('ranks hosted families first, then names starting with the query, and matches case-insensitively', () => {
    expect(catalogue.search('LAT').map((font) => font.family)).toEqual(['Lato', 'Latin Modern', 'Platypi', 'Splatter']);
    expect(catalogue.search('at')[0]).toEqual({ family: 'Lato', category: 'sans-serif', hosted: true, variants: [{ weight: 400, style: 'normal' }, { weight: 700, style: 'normal' }] });
  });

  it('gives URLs only for the faces the studio serves', () => {
    expect(catalogue.detail('lato')?.variants).toEqual([
      { family: 'Lato', category: 'sans-serif', weight: 400, style: 'normal', url: '/fonts/lato/400-normal.woff2' },
      { family: 'Lato', category: 'sans-serif', weight: 700, style: 'normal', url: null },
    ]);
    expect(catalogue.detail('Platypi')).toMatchObject({ hosted: false, variants: [{ url: null }] });
    expect(catalogue.detail('Nothing')).toBeNull();
    expect(catalogue.fontFile('lato', '700-normal')).toBeNull();
    expect(catalogue.fontFile('lato', '400-normal')).toMatch(/@fontsource\/lato\/files\/lato-latin-400-normal\.woff2$/);
  });

  it('finds the bundled @fontsource families and their latin faces', async () => {
    const hosted = await hostedFontFiles();
    expect([...hosted.keys()].sort()).toEqual(expect.arrayContaining(['inter', 'lato', 'merriweather', 'montserrat', 'open-sans', 'playfair-display', 'roboto', 'source-code-pro']));
    expect([...hosted.get('open-sans')!].sort()).toContain('800-italic');
    expect(hosted.get('open-sans')!.has('100-normal')).toBe(false);
  });
});
