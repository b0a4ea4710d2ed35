// The view editor's image and font fields in Chromium against the real studio (in this process: PGlite or a
// scratch PostgreSQL database), on a page bundled here (fileAndFontFields/fieldsPage.tsx) with the studio's API
// client and styles, and the runtime's block renderer as the canvas: a designer uploads images through the file
// picker (a non-image is refused quietly), pages through the library, deletes one after confirming, picks one and
// the canvas shows it; searches fonts (one request after typing stops), picks a hosted family and a variant and
// the canvas uses that face from the studio. A guest cannot upload; at the plan's files quota nobody can.
import { expect, test, type Page } from '@playwright/test';
import { build } from 'esbuild';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { PLANS } from '../../contracts/plans';
import { startTestStudio, type TestStudio, type TestUser } from '../harness/testStudio';
import { addMember } from '../api/fixtures';
import { upload } from '../api/uploads';

const root = path.resolve(import.meta.dirname, '../..');
const FILES_QUOTA = PLANS.free.quota.files;

test.describe.configure({ mode: 'serial', timeout: 150_000 });

let studio: TestStudio;
let owner: TestUser;
let guest: TestUser;
let organizationId = '';
let script = '';
let styles = '';

test.beforeAll(async () => {
  test.setTimeout(150_000);
  const outdir = await mkdtemp(path.join(tmpdir(), 'fields-page-'));
  const bundle = await build({
    entryPoints: [path.join(root, 'tests/e2e/fileAndFontFields/fieldsPage.tsx')],
    bundle: true,
    write: false,
    outdir,
    format: 'iife',
    target: 'es2022',
    jsx: 'automatic',
    loader: { '.woff2': 'file', '.svg': 'file', '.png': 'file' },
    define: { 'process.env.NODE_ENV': '"production"' },
  });
  script = bundle.outputFiles.find((file) => file.path.endsWith('.js'))!.text;
  styles = bundle.outputFiles.find((file) => file.path.endsWith('.css'))?.text ?? '';
  studio = await startTestStudio();
  owner = await studio.signUp();
  guest = await studio.signUp();
  const organization = await owner.request('POST', '/organizations', { name: 'Files and fonts' });
  expect(organization.status).toBe(201);
  organizationId = organization.body.id;
  await addMember(studio, organizationId, guest, 'guest');
});

test.afterAll(async () => {
  await studio?.close();
});

/** Opens the fields page on the studio's origin as `user`. */
async function openFields(page: Page, user: TestUser, theme: 'light' | 'dark' = 'light'): Promise<void> {
  await page.route(`${studio.url}/__fields`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html data-theme="${theme}"><head><meta charset="utf-8"><style>${styles}</style></head><body><div id="root"></div>
        <script>window.__fields = ${JSON.stringify({ token: user.accessToken, organizationId, readOnly: false })};</script>
        <script>${script.replace(/<\/script/g, '<\\/script')}</script></body></html>`,
    }),
  );
  await page.goto(`${studio.url}/__fields`);
  await expect(page.locator('body[data-ready=true]')).toBeAttached();
}

const png = (r: number, g: number, b: number) => sharp({ create: { width: 320, height: 200, channels: 3, background: { r, g, b } } }).png().toBuffer();
const picker = (page: Page) => page.getByTestId('file-picker');
const quota = (page: Page) => page.getByTestId('file-picker-quota');

async function uploadThroughPicker(page: Page, name: string, buffer: Buffer, mimeType = 'image/png'): Promise<void> {
  // One at a time: the control is pending (disabled) while an upload runs.
  await expect(page.getByTestId('file-picker-upload')).toBeEnabled();
  await page.getByTestId('file-picker-input').setInputFiles({ name, mimeType, buffer });
}

test('upload, page, delete and pick an image; search, pick and style a font; the canvas follows', async ({ page }) => {
  await openFields(page, owner);
  await expect(page.getByTestId('image')).toContainText('No image');
  await page.getByTestId('image-choose').click();
  await expect(picker(page).getByTestId('file-picker-empty')).toBeVisible();
  await expect(quota(page)).toHaveText(`0 of ${FILES_QUOTA} files`);
  // editor.md §2: the picker's help link, to the documentation's section on files (docs.spec.ts opens such links).
  await expect(picker(page).getByTestId('file-picker-help')).toHaveAttribute('href', '/docs/view-editor#files');

  // Not an image: the server answers 400 and the control just returns to idle (editor.md §8).
  const refused = page.waitForResponse((response) => response.url().endsWith(`/organizations/${organizationId}/files`) && response.request().method() === 'POST');
  await uploadThroughPicker(page, 'notes.png', Buffer.from('these are not image bytes'));
  expect((await refused).status()).toBe(400);
  await expect(page.getByTestId('file-picker-upload')).toHaveText('Upload image');
  await expect(picker(page).getByTestId('file-picker-empty')).toBeVisible();

  for (let index = 0; index < 11; index++) {
    await uploadThroughPicker(page, `photo-${index}.png`, await png(20 * index, 120, 255 - 20 * index));
    await expect(picker(page).getByRole('button', { name: `Pick photo-${index}.png` })).toBeVisible();
  }
  await expect(quota(page)).toHaveText(`11 of ${FILES_QUOTA} files`);
  // 10 a page, newest first; the pager shows both pages.
  await expect(picker(page).getByTestId('file-grid').getByRole('listitem')).toHaveCount(10);
  await expect(picker(page).getByTestId('file-grid').getByRole('listitem').first()).toContainText('photo-10.png');
  await expect(picker(page).getByTestId('file-grid').getByRole('listitem').first()).toContainText(/\d+(\.\d)? (B|KB)/);
  await expect(picker(page).getByTestId('file-picker-pages-1')).toHaveAttribute('aria-current', 'page');
  await page.screenshot({ path: 'test-results/file-picker-page-1.png' });

  await picker(page).getByTestId('file-picker-pages-2').click();
  await expect(picker(page).getByTestId('file-grid').getByRole('listitem')).toHaveCount(1);
  await expect(picker(page).getByTestId('file-grid')).toContainText('photo-0.png');
  // Manage mode: delete after confirming; the emptied page gives way to the last one, the quota follows.
  await picker(page).getByTestId('file-picker-manage').click();
  await picker(page).getByRole('button', { name: 'Delete photo-0.png' }).click();
  await expect(page.getByTestId('file-delete-modal')).toContainText('photo-0.png');
  await page.screenshot({ path: 'test-results/file-picker-delete.png' });
  await page.getByTestId('file-delete-confirm').click();
  await expect(page.getByTestId('file-delete-modal')).toBeHidden();
  await expect(quota(page)).toHaveText(`10 of ${FILES_QUOTA} files`);
  await expect(picker(page).getByTestId('file-grid').getByRole('listitem')).toHaveCount(10);
  await expect(picker(page).getByTestId('file-picker-pages')).toBeHidden();
  await picker(page).getByTestId('file-picker-manage').click();

  // Pick: the modal closes, the field shows the file, the canvas shows the image.
  const picked = picker(page).getByRole('button', { name: 'Pick photo-7.png' });
  const fileId = (await picked.locator('..').getAttribute('data-testid'))!.replace(/^file-/, '');
  await picked.click();
  await expect(picker(page)).toBeHidden();
  await expect(page.getByTestId('picked-file-name')).toHaveText('photo-7.png');
  await expect(page.getByTestId('picked-file')).toContainText(/KB · \d/);
  const canvasImage = page.getByTestId('canvas').getByRole('img', { name: 'The picked image' });
  await expect(canvasImage).toHaveAttribute('src', `/uploads/${fileId}/original.webp`);
  await expect.poll(() => canvasImage.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(320);

  // Font search: typed key by key, asked once when typing stops (debounced 1000 ms).
  const searches: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/fonts') searches.push(url.searchParams.get('query') ?? '');
  });
  await page.getByTestId('font-family').click();
  await expect(page.getByTestId('font-family-results')).toBeVisible();
  await page.getByTestId('font-family-search').pressSequentially('playf', { delay: 40 });
  await expect(page.getByTestId('font-family-option').first()).toHaveAttribute('data-family', 'Playfair Display');
  expect(searches).toEqual(['', 'playf']);
  await page.screenshot({ path: 'test-results/font-search.png' });
  await page.getByTestId('font-family-option').first().click();
  await expect(page.getByTestId('state')).toContainText('"family":"Playfair Display","category":"serif"');
  await expect(page.getByTestId('state')).toContainText('"url":"/fonts/playfair-display/400-normal.woff2"');
  await page.getByTestId('font-variant').selectOption('700-italic');
  await expect(page.getByTestId('state')).toContainText('"weight":700,"style":"italic","url":"/fonts/playfair-display/700-italic.woff2"');
  await page.getByTestId('font-size').fill('28');

  const canvasText = page.getByTestId('canvas').getByText('The quick brown fox');
  await expect.poll(() => canvasText.evaluate((element) => getComputedStyle(element).fontFamily)).toBe('"Playfair Display", serif');
  await expect.poll(() => canvasText.evaluate((element) => [getComputedStyle(element).fontWeight, getComputedStyle(element).fontStyle, getComputedStyle(element).fontSize])).toEqual(['700', 'italic', '28px']);
  await expect.poll(() => page.evaluate(() => document.fonts.check('italic 700 28px "Playfair Display"'))).toBe(true);
  await page.screenshot({ path: 'test-results/font-picked-canvas.png' });

  // A family the studio does not host is marked; the size keeps to 1–256.
  await page.getByTestId('font-family').click();
  await page.getByTestId('font-family-search').fill('roboto slab');
  await expect(page.getByTestId('font-family-option').first()).toHaveAttribute('data-family', 'Roboto Slab');
  await expect(page.getByTestId('font-family-option').first()).toContainText('not hosted');
  await page.getByTestId('font-family-option').first().click();
  await expect(page.getByTestId('font-not-hosted')).toContainText('visitors see a generic serif font');
  await expect(page.getByTestId('state')).toContainText('"family":"Roboto Slab","category":"serif","size":28,"weight":700,"style":"normal","url":null');
  await page.getByTestId('font-size').fill('300');
  await expect(page.getByTestId('font-size-error')).toHaveText('Font size is 1 to 256.');

  // Clear drops the image from the field and the canvas.
  await page.getByTestId('image-clear').click();
  await expect(page.getByTestId('image')).toContainText('No image');
});

test('the picker in the dark theme', async ({ page }) => {
  await openFields(page, owner, 'dark');
  await page.getByTestId('image-choose').click();
  await expect(picker(page).getByTestId('file-grid').getByRole('listitem')).toHaveCount(10);
  await expect.poll(() => picker(page).locator('img').evaluateAll((images: HTMLImageElement[]) => images.every((image) => image.complete && image.naturalWidth > 0))).toBe(true);
  await page.screenshot({ path: 'test-results/file-picker-dark.png' });
});

test('a guest cannot upload or delete; at the plan quota nobody can upload', async ({ page }) => {
  await openFields(page, guest);
  await page.getByTestId('image-choose').click();
  await expect(picker(page).getByTestId('file-grid').getByRole('listitem')).toHaveCount(10);
  await expect(page.getByTestId('file-picker-upload')).toBeDisabled();
  await expect(page.getByTestId('file-picker-upload-hint')).toHaveText('You do not have permission to upload files in this organization.');
  await expect(page.getByTestId('file-picker-manage')).toHaveCount(0);
  // A guest may still pick (reading the library is a member's right).
  await picker(page).getByRole('button', { name: 'Pick photo-3.png' }).click();
  await expect(page.getByTestId('picked-file-name')).toHaveText('photo-3.png');

  const used = 10;
  for (let index = used; index < FILES_QUOTA; index++) {
    const added = await upload(studio, `/organizations/${organizationId}/files`, await png(5 * index, 5 * index, 90), { authorization: `Bearer ${owner.accessToken}`, filename: `bulk-${index}.png` });
    expect(added.status).toBe(201);
  }
  await openFields(page, owner);
  await page.getByTestId('image-choose').click();
  await expect(quota(page)).toHaveText(`${FILES_QUOTA} of ${FILES_QUOTA} files`);
  await expect(page.getByTestId('file-picker-upload')).toBeDisabled();
  await expect(page.getByTestId('file-picker-upload-hint')).toContainText('file upload limit is reached');
  await expect(picker(page).getByTestId('file-picker-pages-2')).toBeVisible();
  await page.screenshot({ path: 'test-results/file-picker-quota.png' });
});
