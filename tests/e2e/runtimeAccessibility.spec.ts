// Visitor widgets as assistive technology meets them (issue 25; runtime/view/README.md "Accessibility"), embedded
// with the script tag on a host page of ANOTHER origin than the studio:
// - axe (WCAG 2.2 AA, tests/e2e/axe.ts) on every block type in every state: as shown (valid), invalid after a
//   blocked press, pending (an await keeps the flow going), done (the flow ended at the pressed button), a dialog;
// - a keyboard-only walkthrough of a form: Tab, typing, Space, Enter; the blocked press focuses the first invalid
//   field and the messages are shown and said; the pending state is said;
// - a dialog: focus moved in, kept in, the host page inert, Escape closes it (the close output) and focus returns to
//   where it was on the host page; the same when the flow ends at a button (runtime/README.md "The end of a flow");
// - targets of 24 × 24 px, a visible focus ring, reduced motion, and the view at 200 % zoom without loss.
// The studio runs in this process (tests/harness/testStudio.ts); it serves the runtime from BUILD_DIR (build first).
import { expect, test, type Page } from '@playwright/test';
import { createServer, type Server } from 'node:http';
import sharp from 'sharp';
import { freePort } from '../harness/freePort';
import { startTestStudio, type TestStudio, type TestUser } from '../harness/testStudio';
import { expectNoSeriousViolations } from './axe';
import { block, column, createOrganizationOf, publishWidget, viewFlow, type Flow } from './visitorFlows';

test.describe.configure({ mode: 'serial' });

/** Every block type: a heading, a paragraph, an image with its alt text, three fields with rules, and a button. */
function everyBlock(imageId: string) {
  return column(
    [
      block(2, 'text', { text: 'Join the club', headingLevel: 2 }, { font: { size: 24, weight: 700 } }),
      block(3, 'text', { text: 'We write once a month.' }),
      block(4, 'image', { image: imageId, alt: 'The club house at dusk' }, { border: { width: 0 } }),
      block(5, 'input', { name: 'email', label: 'Email', type: 'email', required: true, typeMessage: 'Please give a real email address.' }),
      block(6, 'input', { name: 'age', label: 'Age', type: 'number', min: 18, max: 130 }),
      block(7, 'checkbox', { name: 'agree', label: 'I agree to the rules', required: true }),
      {
        id: 8,
        type: 'container',
        config: { direction: 'row', weights: [6, 6] },
        style: { gap: 8 },
        // A designer's tiny button: still a 24 × 24 px target.
        children: [block(9, 'button', { label: 'Join' }), block(10, 'button', { label: '?' }, { padding: [0, 0], font: { size: 10 } })],
      },
    ],
    { gap: 12 },
  );
}

/** The form, then an await that never ends (the pressed button stays pending). */
const pendingFlow = (imageId: string): Flow => viewFlow(everyBlock(imageId), { then: { type: 'await', config: { events: [{ trigger: 'time-spent', values: ['86400'] }], mode: 'every' } } });

/** The form whose Join leads nowhere: the flow ends there and the button shows done. */
const doneFlow = (imageId: string): Flow => viewFlow(everyBlock(imageId));

/** A dialog: a heading, a field and OK (leading nowhere: the flow ends and the dialog closes). */
const questionFlow = (): Flow =>
  viewFlow(column([block(2, 'text', { text: 'A quick question', headingLevel: 2 }), block(3, 'input', { name: 'name', label: 'Your name' }), block(4, 'button', { label: 'OK' })], { padding: 24 }), { dialog: true });

let studio: TestStudio;
let host: Server;
let hostOrigin = '';
const widgets: Record<'pending' | 'done' | 'dialog', string> = { pending: '', done: '', dialog: '' };

async function uploadImage(user: TestUser, organizationId: string): Promise<string> {
  const png = await sharp({ create: { width: 320, height: 120, channels: 3, background: { r: 40, g: 60, b: 120 } } }).png().toBuffer();
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'club.png');
  const response = await fetch(`${studio.url}/api/organizations/${organizationId}/files`, { method: 'POST', headers: { authorization: `Bearer ${user.accessToken}` }, body: form });
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

test.beforeAll(async () => {
  test.setTimeout(180_000);
  studio = await startTestStudio();
  const user = await studio.signUp();
  const first = await createOrganizationOf(user, 'Club one');
  const imageId = await uploadImage(user, first);
  widgets.pending = await publishWidget(user, first, 'Club (pending)', pendingFlow(imageId));
  widgets.done = await publishWidget(user, await createOrganizationOf(user, 'Club two'), 'Club (done)', doneFlow(imageId));
  widgets.dialog = await publishWidget(user, await createOrganizationOf(user, 'Club three'), 'Question', questionFlow());
  const port = await freePort();
  hostOrigin = `http://localhost:${port}`;
  host = createServer((request, response) => {
    const kind = (request.url ?? '').slice(1) as keyof typeof widgets;
    if (!(kind in widgets)) return response.writeHead(404).end();
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    // A search field that has focus when the widget arrives, and a link after it: what a dialog must give focus
    // back to, and what it must make inert.
    response.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Host</title></head><body><main><h1>Host page</h1>
      <label>Search <input id="search"></label> <a id="later" href="#later">A link</a>
      <script>document.getElementById('search').focus();</script>
      <script src="${studio.url}/embed.js" data-widget-id="${widgets[kind]}" async></script></main></body></html>`);
  });
  await new Promise<void>((resolve) => host.listen(port, 'localhost', resolve));
});

test.afterAll(async () => {
  if (host) await new Promise((resolve) => host.close(resolve));
  await studio?.close();
});

const view = (page: Page) => page.locator('[data-widget-view]');
/** The validation message under block `id` (the live region says the same words, so text alone is ambiguous). */
const message = (page: Page, id: number) => view(page).locator(`.b${id} .m`);
/** What the view's live region says now (the trailing no-break space makes a repeat a change). */
const said = (page: Page) => view(page).locator('[role=status]').evaluate((element) => (element.textContent ?? '').replace(/\u00a0$/, ''));

test('axe finds nothing serious in any block type and state: valid, invalid, pending, done, dialog', async ({ page }) => {
  await page.goto(`${hostOrigin}/pending`);
  await expect(page.getByRole('heading', { name: 'Join the club', level: 2 })).toBeVisible();
  await expect(page.getByRole('img', { name: 'The club house at dusk' })).toBeVisible();
  await expect.poll(() => page.getByRole('img').evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBeGreaterThan(0);
  await expectNoSeriousViolations(page, 'form as shown');

  await page.getByRole('button', { name: 'Join' }).click();
  await expect(page.getByLabel('Email')).toBeFocused();
  await expect(message(page, 5)).toHaveText('This field is required.');
  await expect(message(page, 5)).toBeVisible();
  await expectNoSeriousViolations(page, 'form, invalid');

  await page.getByLabel('Email').fill('ada@example.com');
  await page.getByLabel('Age').fill('36');
  await page.getByText('I agree to the rules').click();
  await page.getByRole('button', { name: 'Join' }).click();
  await expect(page.getByRole('button', { name: 'Join' })).toHaveAttribute('aria-busy', 'true');
  await expectNoSeriousViolations(page, 'form, pending');

  await page.goto(`${hostOrigin}/done`);
  await page.getByLabel('Email').fill('ada@example.com');
  await page.getByText('I agree to the rules').click();
  await page.getByRole('button', { name: 'Join' }).click();
  await expect(view(page).locator('.b9')).toHaveAttribute('data-done', '');
  await expect.poll(() => said(page)).toBe('Done.');
  await expectNoSeriousViolations(page, 'form, done');

  await page.goto(`${hostOrigin}/dialog`);
  await expect(page.getByRole('dialog', { name: 'A quick question' })).toBeVisible();
  await expectNoSeriousViolations(page, 'dialog');
});

test('keyboard only: Tab through the form, a blocked Enter focuses the first invalid field with its message, then it goes', async ({ page }) => {
  await page.goto(`${hostOrigin}/pending`);
  await expect(page.getByRole('button', { name: 'Join' })).toBeVisible();
  await expect(page.locator('#search')).toBeFocused();
  await page.keyboard.press('Tab'); // the host page's link
  await expect(page.locator('#later')).toBeFocused();
  await page.keyboard.press('Tab');
  const email = page.getByLabel('Email');
  await expect(email).toBeFocused();
  await page.keyboard.type('not-an-address');
  await page.keyboard.press('Tab');
  // Left invalid: shown under the field in the designer's words, and said.
  await expect(message(page, 5)).toHaveText('Please give a real email address.');
  await expect(message(page, 5)).toBeVisible();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toHaveAccessibleDescription('Please give a real email address.');
  await expect.poll(() => said(page)).toBe('Email: Please give a real email address.');
  await expect(page.getByLabel('Age')).toBeFocused();
  await page.keyboard.type('12');
  await page.keyboard.press('Tab');
  await expect(message(page, 6)).toHaveText('Enter a number of at least 18.');
  await expect(page.getByLabel('I agree to the rules')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Join' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect.poll(() => said(page)).toBe('3 fields need attention.');
  await expect(email).toBeFocused();
  await expect(message(page, 7)).toHaveText('Check this box to continue.');
  await expect(message(page, 7)).toBeVisible();

  await page.keyboard.press('ControlOrMeta+a'); // the email field has focus (above)
  await page.keyboard.type('ada@example.com');
  await page.keyboard.press('Tab');
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('36');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Space');
  await expect(page.getByLabel('I agree to the rules')).toBeChecked();
  await expect(message(page, 7)).toBeHidden();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Join' })).toHaveAttribute('aria-busy', 'true');
  await expect.poll(() => said(page)).toBe('Please wait…');
  // Focus stayed in the widget (on its frame) rather than falling to the page when the button was disabled.
  await expect.poll(() => page.evaluate(() => document.activeElement?.hasAttribute('data-widget-view'))).toBe(true);
});

test('a dialog takes focus, keeps it, makes the page inert, and Escape gives focus back where it was', async ({ page }) => {
  await page.goto(`${hostOrigin}/dialog`);
  const dialog = page.getByRole('dialog', { name: 'A quick question' });
  await expect(dialog).toBeVisible();
  const name = dialog.getByLabel('Your name');
  await expect(name).toBeFocused();
  await expect(page.locator('main')).toHaveAttribute('inert', '');
  // Tab cycles inside: the field, OK, the close button, the field again.
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'OK' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(name).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(page.locator('main')).not.toHaveAttribute('inert', '');
  await expect(page.locator('#search')).toBeFocused();
});

test('a dialog closed by the end of its flow also gives focus back', async ({ page }) => {
  await page.goto(`${hostOrigin}/dialog`);
  const dialog = page.getByRole('dialog', { name: 'A quick question' });
  await expect(dialog.getByLabel('Your name')).toBeFocused();
  await expect(page.locator('main')).toHaveAttribute('inert', '');
  await page.keyboard.type('Ada');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);
  await expect(page.locator('#search')).toBeFocused();
});

test('targets are 24 × 24 px at least, focus shows a ring, motion stops when asked, and 200 % zoom loses nothing', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(`${hostOrigin}/pending`);
  const tiny = page.getByRole('button', { name: '?' });
  await expect(tiny).toBeVisible();
  const box = (await tiny.boundingBox())!;
  expect(box.width).toBeGreaterThanOrEqual(24);
  expect(box.height).toBeGreaterThanOrEqual(24);
  await tiny.focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect(tiny).toBeFocused();
  await expect(tiny).toHaveCSS('outline-style', 'solid');
  await expect(tiny).toHaveCSS('outline-width', '2px');
  await expect(tiny).toHaveCSS('transition-duration', '0s');

  // 200 % zoom of a 1280 px window is a 640 px wide CSS viewport: everything still fits its width, nothing clipped.
  await page.setViewportSize({ width: 640, height: 400 });
  const overflow = await view(page).evaluate((host) => {
    const frame = host.shadowRoot!.querySelector('.frame') as HTMLElement;
    const clipped = [...frame.querySelectorAll<HTMLElement>('*')].filter((element) => element.scrollWidth > element.clientWidth + 1 && getComputedStyle(element).overflowX === 'hidden');
    return { page: document.documentElement.scrollWidth - document.documentElement.clientWidth, frame: frame.scrollWidth - frame.clientWidth, clipped: clipped.length };
  });
  expect(overflow).toEqual({ page: 0, frame: 0, clipped: 0 });
  await expect(page.getByText('We write once a month.')).toBeVisible();
});
