// A designer who does not use a mouse (issue 25): signs up, signs out and in again (the profile menu, the provider's
// sign-in page), creates an organization and a widget, adds two
// nodes, connects the entrypoint to the first and the first to the second, edits the second's form and publishes —
// with Tab, Enter, Space, arrows and typing only (no click, no locator.focus). Along the way: modals open on their
// first field and give focus back; the canvas's accessible mirror names the focused node and says what changed.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { callApi, counts } from './flowEditorPage';
import { newUser } from './studioUser';

test.describe.configure({ timeout: 240_000 });

/** Presses Tab (Shift+Tab when `back`) until `target` has focus; fails after `max` presses. */
async function tabTo(page: Page, target: Locator, { max = 80, back = false } = {}): Promise<void> {
  for (let presses = 0; presses < max; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement || element.contains(document.activeElement)).catch(() => false)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  await expect(target).toBeFocused();
}

const mirror = (page: Page) => ({
  /** The focused node's name, as aria-activedescendant points at it. */
  name: () =>
    page.getByTestId('flow-canvas').evaluate((canvas) => {
      const id = canvas.getAttribute('aria-activedescendant');
      return id ? document.getElementById(id)?.getAttribute('aria-label') ?? null : null;
    }),
  /** Every sentence the live region said since `recordAnnouncements` (a later one, the autosave's, may replace it first). */
  said: () => page.evaluate(() => (window as unknown as { __said?: string[] }).__said ?? []),
});

async function recordAnnouncements(page: Page): Promise<void> {
  await page.getByTestId('flow-canvas').locator('[role=status]').evaluate((element) => {
    const said: string[] = [];
    (window as unknown as { __said: string[] }).__said = said;
    new MutationObserver(() => {
      const text = (element.textContent ?? '').replace(/\u00a0$/, '');
      if (text && said.at(-1) !== text) said.push(text);
    }).observe(element, { childList: true, characterData: true, subtree: true });
  });
}

test('sign up, sign in, create a widget, add and connect two nodes, edit a form and publish without the mouse', async ({ page }) => {
  const user = newUser('keys');
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Sign in', exact: true })).toBeVisible();
  await tabTo(page, page.getByRole('link', { name: 'Create an account' }));
  await page.keyboard.press('Enter');
  await tabTo(page, page.getByLabel('Name'));
  await page.keyboard.type(user.name);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Email')).toBeFocused();
  await page.keyboard.type(user.email);
  await page.keyboard.press('Tab');
  await page.keyboard.type(user.password);
  await page.keyboard.press('Enter');

  await expect(page.getByTestId('terms-gate')).toBeVisible();
  await tabTo(page, page.getByTestId('terms-tos'));
  await page.keyboard.press('Space');
  await tabTo(page, page.getByTestId('terms-pp'));
  await page.keyboard.press('Space');
  await tabTo(page, page.getByTestId('terms-submit'));
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('terms-gate')).toBeHidden();

  // Sign out from the profile menu and sign in again on the provider's page.
  await tabTo(page, page.getByTestId('profile-menu-button'));
  await page.keyboard.press('Enter');
  await tabTo(page, page.getByTestId('sign-out'));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Sign in', exact: true })).toBeVisible();
  await tabTo(page, page.getByLabel('Email'));
  await page.keyboard.type(user.email);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Password')).toBeFocused();
  await page.keyboard.type(user.password);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('create-organization-button')).toBeVisible();

  // A modal opens on its first field (not its close button) and Enter submits it.
  await tabTo(page, page.getByTestId('create-organization-button'));
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('organization-name-input')).toBeFocused();
  await page.keyboard.type('Keyboard Co');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/[0-9a-f-]{36}\/widgets$/);
  await tabTo(page, page.getByTestId('create-widget-button'));
  // Escape gives focus back to the button that opened the modal.
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('widget-name-input')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('create-widget-button')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('widget-name-input')).toBeFocused();
  await page.keyboard.type('Keyboard widget');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/widgets\/[0-9a-f-]{36}$/);
  const widgetId = new URL(page.url()).pathname.split('/')[3]!;

  await tabTo(page, page.getByRole('link', { name: 'Flow', exact: true }));
  await page.keyboard.press('Enter');
  const canvas = page.getByTestId('flow-canvas');
  await expect(canvas).toHaveAttribute('data-ready', 'true');
  await expect(canvas).toHaveAttribute('role', 'application');

  // The canvas takes focus, with its ring: the only node, the entrypoint, is focused and named.
  await tabTo(page, canvas);
  expect(await canvas.evaluate((element) => element.matches(':focus-visible'))).toBe(true);
  // The ring: a 2 px edge on each side, over the canvas.
  for (const edge of ['top', 'right', 'bottom', 'left']) await expect(canvas.locator(`.flow-frame__ring--${edge}`)).toBeVisible();
  // In a high-contrast mode too, where backgrounds are forced to the system's Canvas colour (the ring would vanish).
  await page.emulateMedia({ forcedColors: 'active' });
  const [ring, systemCanvas] = await canvas.locator('.flow-frame__ring--top').evaluate((element) => {
    const probe = document.createElement('div');
    probe.style.background = 'Canvas';
    document.body.append(probe);
    const colours = [getComputedStyle(element).backgroundColor, getComputedStyle(probe).backgroundColor];
    probe.remove();
    return colours;
  });
  expect(ring).not.toBe(systemCanvas);
  await page.emulateMedia({ forcedColors: 'none' });
  await expect.poll(() => mirror(page).name()).toBe('Entrypoint #1');
  await recordAnnouncements(page);

  // Two nodes from the add-node modal: each lands beside the focused node, focused, and is said.
  for (const [kind, id] of [
    ['define', 2],
    ['redirect', 3],
  ] as const) {
    await tabTo(page, page.getByTestId('add-node'), { back: true });
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('add-node-filter')).toBeFocused();
    await page.keyboard.type(kind);
    await tabTo(page, page.getByTestId(`add-node-option-${kind}`));
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('add-node-modal')).toBeHidden();
    await expect(canvas).toBeFocused();
    await expect.poll(() => counts(page)).toEqual({ nodes: id, connections: 0 });
    await expect.poll(() => mirror(page).name()).toBe(`${kind === 'define' ? 'Define' : 'Redirect'} #${id}`);
    await expect.poll(() => mirror(page).said()).toContain(`Added ${kind === 'define' ? 'Define' : 'Redirect'} #${id}.`);
  }

  // Connect: Home (the entrypoint), C, to the define (right), Enter; then C, to the redirect, Enter.
  await page.keyboard.press('Home');
  await expect.poll(() => mirror(page).name()).toBe('Entrypoint #1');
  await page.keyboard.press('c');
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => mirror(page).name()).toBe('Define #2');
  await page.keyboard.press('Enter');
  await expect.poll(() => mirror(page).said()).toContain('Connected Entrypoint #1 to Define #2.');
  await page.keyboard.press('c');
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => mirror(page).name()).toBe('Redirect #3');
  await page.keyboard.press('Enter');
  await expect.poll(() => counts(page)).toEqual({ nodes: 3, connections: 2 });

  // Enter opens the focused node's form on its first field; saving gives focus back to the canvas.
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('node-modal')).toBeVisible();
  await expect(page.getByTestId('redirect-url')).toBeFocused();
  await page.keyboard.type('https://example.com/thanks');
  await tabTo(page, page.getByTestId('node-modal-save'));
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('node-modal')).toBeHidden();
  await expect(canvas).toBeFocused();

  await expect(page.getByTestId('publish-button')).toBeEnabled();
  await tabTo(page, page.getByTestId('publish-button'), { back: true });
  await page.keyboard.press('Enter');
  await expect.poll(async () => (await callApi<{ publishedAt: string | null }>(page, 'GET', `/widgets/${widgetId}`)).body.publishedAt).not.toBeNull();
  const published = await callApi<{ flow: { nodes: { id: number; type: string; config: Record<string, unknown> }[]; connections: unknown[] } }>(page, 'GET', `/widgets/${widgetId}/flow`);
  expect(published.body.flow.connections).toEqual([
    { from: [1, 0], to: [2, 0] },
    { from: [2, 0], to: [3, 0] },
  ]);
  expect(published.body.flow.nodes.find((node) => node.id === 3)?.config.url).toBe('https://example.com/thanks');
});
