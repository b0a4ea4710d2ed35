// The block renderer in real Chromium: a static page (bundled here with esbuild, served through routes) renders
// a view with every block type into a host element on a page whose CSS is hostile. Fonts and images come from
// a stand-in studio origin; the page must reach no other host.
import { expect, test, type Page } from '@playwright/test';
import { build } from 'esbuild';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

const root = path.resolve(import.meta.dirname, '../..');
const PAGE = 'https://host-page.test/';
const STUDIO = 'https://studio.test';
let image: Buffer;
const HOSTILE_CSS = `
  * { color: #ff00ff !important; font-size: 40px !important; font-family: "Comic Sans MS", cursive !important; box-sizing: content-box !important; }
  div, button, input, label { padding: 30px !important; background: yellow !important; border: 6px solid lime !important; }
  .k-text, .b2, .frame { letter-spacing: 10px !important; }
  #widget { margin: 0; padding: 0 !important; border: 0 !important; background: transparent !important; }
`;

let script = '';
const requested: string[] = [];

test.beforeAll(async () => {
  const result = await build({ entryPoints: [path.join(root, 'tests/e2e/blockRenderer/demoPage.ts')], bundle: true, write: false, format: 'iife', target: 'es2022', minify: true });
  script = result.outputFiles[0]!.text;
  // A 64x64 image of one colour, as the studio would serve an uploaded file.
  image = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#f59e0b' } }).png().toBuffer();
});

/** A strict policy: no inline style, no eval; only the nonce'd script, studio images and fonts. */
const STRICT_CSP = "default-src 'none'; script-src 'nonce-e2e'; style-src 'self'; img-src https://studio.test; font-src https://studio.test";

async function openDemo(page: Page, width: number, { query = '', csp = false } = {}): Promise<void> {
  await page.route('**/*', async (route) => {
    const url = new URL(route.request().url());
    requested.push(url.origin);
    if (url.origin + url.pathname === PAGE) {
      const pageCss = csp ? '' : `<style>${HOSTILE_CSS}</style>`;
      const html = `<!doctype html><html><head>${pageCss}</head><body>
        <p class="k-text b2 frame" id="outside">outside the widget</p>
        <div id="widget"${csp ? '' : ` style="width:${width}px"`}></div><script nonce="e2e">${script}</script></body></html>`;
      return route.fulfill({ contentType: 'text/html', body: html, headers: csp ? { 'content-security-policy': STRICT_CSP } : {} });
    }
    if (url.origin === STUDIO && url.pathname.startsWith('/uploads/')) return route.fulfill({ contentType: 'image/png', body: image });
    const fontMatch = url.origin === STUDIO && /^\/fonts\/([a-z-]+)\/(\d+)-normal\.woff2$/.exec(url.pathname);
    if (fontMatch) {
      const file = path.join(root, `node_modules/@fontsource/${fontMatch[1]}/files/${fontMatch[1]}-latin-${fontMatch[2]}-normal.woff2`);
      return route.fulfill({ contentType: 'font/woff2', body: await readFile(file) });
    }
    return route.abort();
  });
  await page.goto(PAGE + query);
  await expect(page.locator('body[data-ready=true]')).toBeAttached();
}

const block = (page: Page, selector: string) => page.locator(`#widget .${selector}`);
const css = (page: Page, selector: string, property: string) =>
  block(page, selector).evaluate((element, name) => getComputedStyle(element).getPropertyValue(name), property);

test('every block type renders isolated from the host page, with fonts and images from the studio only', async ({ page }) => {
  await openDemo(page, 720);
  await expect(block(page, 'b2')).toHaveText('Hello Ada');
  // Nothing of the page's CSS gets in...
  expect(await css(page, 'b2', 'color')).toBe('rgb(15, 23, 42)');
  expect(await css(page, 'b2', 'font-size')).toBe('28px');
  expect(await css(page, 'b2', 'letter-spacing')).toBe('normal');
  expect(await css(page, 'b2', 'font-family')).toBe('Merriweather, serif');
  expect(await css(page, 'b9', 'background-color')).toBe('rgb(37, 99, 235)');
  expect(await css(page, 'b9', 'padding')).toBe('10px 20px');
  expect(await css(page, 'b6 .f', 'border-top-width')).toBe('1px');
  expect(await css(page, 'b6 .f', 'box-sizing')).toBe('border-box');
  // ...and nothing of the widget's gets out.
  expect(await page.locator('#outside').evaluate((element) => getComputedStyle(element).fontSize)).toBe('40px');
  expect(await page.locator('#outside').evaluate((element) => getComputedStyle(element).letterSpacing)).toBe('10px');
  await expect(block(page, 'b4')).toHaveJSProperty('naturalWidth', 64);
  await expect.poll(() => page.evaluate(() => document.fonts.check('700 28px Merriweather'))).toBe(true);
  expect(new Set(requested.filter((origin) => origin !== 'https://host-page.test'))).toEqual(new Set([STUDIO]));
  await page.locator('#widget').screenshot({ path: 'test-results/block-renderer-wide.png' });
});

test('adaptive rows follow the width of the widget, not of the window', async ({ page }) => {
  await openDemo(page, 720);
  const boxes = async () => Promise.all([block(page, 'b4').boundingBox(), block(page, 'b5').boundingBox()]);
  let [image, copy] = await boxes();
  expect(copy!.x).toBeGreaterThan(image!.x + image!.width);
  expect(Math.round(image!.width)).toBe(Math.round((720 - 48 - 2 - 16) * (4 / 12)));
  await page.locator('#widget').evaluate((element) => (element.style.width = '360px'));
  await expect.poll(async () => (await boxes())[1]!.y).toBeGreaterThan((await boxes())[0]!.y + (await boxes())[0]!.height - 1);
  [image, copy] = await boxes();
  expect(Math.round(copy!.x)).toBe(Math.round(image!.x));
  expect(page.viewportSize()!.width).toBe(1280);
  await page.locator('#widget').screenshot({ path: 'test-results/block-renderer-narrow.png' });
});

test('hover override on a real hover; a bad email shows the invalid state and blocks the button', async ({ page }) => {
  await openDemo(page, 720);
  await block(page, 'b9').hover();
  await expect.poll(() => css(page, 'b9', 'background-color')).toBe('rgb(255, 0, 0)');
  await page.mouse.move(0, 0);
  await expect.poll(() => css(page, 'b9', 'background-color')).toBe('rgb(37, 99, 235)');

  await block(page, 'b6 .f').fill('not-an-email');
  await block(page, 'b9').click();
  await expect(block(page, 'b6')).toHaveAttribute('data-invalid', '');
  await expect(block(page, 'b9')).toHaveAttribute('data-invalid', '');
  await expect.poll(() => css(page, 'b6 .f', 'border-top-color')).toBe('rgb(220, 38, 38)');
  expect(await css(page, 'b6 .l', 'color')).toBe('rgb(220, 38, 38)');
  await expect(block(page, 'b6 .f')).toBeFocused();
  expect(await page.evaluate(() => window.clicks)).toEqual([]);
  await page.locator('#widget').screenshot({ path: 'test-results/block-renderer-invalid.png' });

  await block(page, 'b6 .f').fill('ada@example.com');
  await block(page, 'b8').click();
  await expect(block(page, 'b8')).toHaveAttribute('data-checked', '');
  await block(page, 'b9').click();
  await expect.poll(() => page.evaluate(() => window.clicks)).toEqual([{ index: 0, values: { email: 'ada@example.com', message: '', agree: true } }]);
  await expect(block(page, 'b6')).not.toHaveAttribute('data-invalid', '');
});

test('a strict Content-Security-Policy (no inline styles, no eval) is no obstacle; a dialog overlays the page', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await openDemo(page, 720, { query: '?dialog=m', csp: true });
  const panel = page.locator('#widget .panel');
  await expect(panel).toHaveAttribute('role', 'dialog');
  expect(await css(page, 'b9', 'background-color')).toBe('rgb(37, 99, 235)');
  expect(await css(page, 'b2', 'font-size')).toBe('28px');
  await expect.poll(() => page.evaluate(() => document.fonts.check('700 28px Merriweather'))).toBe(true);
  const box = (await panel.boundingBox())!;
  expect(Math.round(box.width)).toBe(480);
  expect(Math.round(box.x + box.width / 2)).toBe(640);
  await page.screenshot({ path: 'test-results/block-renderer-dialog.png' });
  // A modal dialog took focus (its first field, issue 25), so Escape closes it at once.
  await expect(block(page, 'b6 .f')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect.poll(() => page.evaluate(() => window.closes)).toBe(1);
  await page.locator('#widget .close').click();
  await expect.poll(() => page.evaluate(() => window.closes)).toBe(2);
  await block(page, 'b7 .f').fill('one\ntwo\nthree\nfour\nfive\nsix');
  await expect.poll(async () => (await block(page, 'b7 .f').boundingBox())!.height).toBeGreaterThan(120);
  expect(violations).toEqual([]);
});
