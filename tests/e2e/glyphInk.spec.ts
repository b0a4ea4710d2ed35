// The flow's labels with every glyph's quad cut to its ink (engine/render/glyphInkTrim.ts), in real Chromium with
// WebGL: no inked pixel of any glyph is left outside its quad, no glyph moves, the quads cover about half the area,
// and labels drawn with the trimmed fonts look as they did (they differ only along edges, by pixi's rounding of a
// glyph's position). A change of pixi's glyph layout that the trim's measure no longer matches fails here.
import { expect, test } from '@playwright/test';
import { build } from 'esbuild';
import path from 'node:path';
import type { GlyphReport } from './glyphInk/glyphPage';

const root = path.resolve(import.meta.dirname, '../..');
const PAGE = 'https://glyphs.test/';
let script = '';

test.beforeAll(async () => {
  const result = await build({ entryPoints: [path.join(root, 'tests/e2e/glyphInk/glyphPage.ts')], bundle: true, write: false, format: 'iife', target: 'es2022' });
  script = result.outputFiles[0]!.text;
});

test("every glyph's trimmed quad holds all its ink where it was, at half the area, and labels look as they did", async ({ page }) => {
  await page.route('**/*', (route) =>
    route.request().url() === PAGE ? route.fulfill({ contentType: 'text/html', body: `<!doctype html><html><body><script>${script}</script></body></html>` }) : route.abort(),
  );
  await page.goto(PAGE);
  const report = (await page.waitForFunction(() => (window as unknown as { __glyphReport?: GlyphReport }).__glyphReport).then((handle) => handle.jsonValue())) as GlyphReport & { error?: string };
  expect(report.error).toBeUndefined();
  // Both fonts' installed glyphs and those the labels added ('%', '·', braces, umlauts…).
  expect(report.glyphs).toBeGreaterThan(120);
  expect(report.inked).toBeGreaterThan(10_000);
  expect(report.inkLeftOut).toEqual([]);
  expect(report.moved).toEqual([]);
  expect(report.areaTrimmed / report.areaUntrimmed).toBeLessThan(0.6);
  for (const { size, largest, differing } of report.renderings) {
    // Something was drawn and compared (the labels cover thousands of pixels), and no pixel changed beyond the blur
    // of an edge moved by up to 0.15 of an atlas pixel (a glyph cut one pixel from its ink differed by up to 74).
    expect(differing, `${size} px`).toBeLessThan(640 * 320 * 4 * 0.2);
    expect(largest, `${size} px`).toBeLessThanOrEqual(60);
  }
  await page.locator('canvas').screenshot({ path: 'test-results/glyph-ink-labels.png' });
});
