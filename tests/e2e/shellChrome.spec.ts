// The application shell around every page (studio.md §1, §2.2, §2.3): the current tab, the header's skeleton
// outside a tab group, the notifications bar's elevation on scroll, the profile menu's links, the mobile notice,
// the full-page loader while the user loads, the unauthorized screen, and the support chat frame's messages.
import type { Page, Route } from '@playwright/test';
import type { AppConfig } from '../../src/config/AppConfig';
import { expect, test } from './cspGuard';
import { callApi } from './flowEditorPage';
import { createOrganization, createWidget, signUpNewUser } from './studioUser';
import { docsHref, HELP } from '../../src/help/docsLinks';

test.describe.configure({ timeout: 120_000 });

const appConfig = (page: Page): Promise<AppConfig> => page.evaluate(async () => (await fetch('/app-config.json')).json() as Promise<AppConfig>);

/** The tab whose underline (the ::after bar) is drawn, and the tab with aria-current. */
async function currentTab(page: Page): Promise<{ underlined: string[]; ariaCurrent: string[] }> {
  return page.getByRole('navigation', { name: 'Sections' }).evaluate((nav) => {
    const tabs = [...nav.querySelectorAll('a')];
    return {
      underlined: tabs.filter((tab) => getComputedStyle(tab, '::after').content !== 'none').map((tab) => tab.textContent ?? ''),
      ariaCurrent: tabs.filter((tab) => tab.getAttribute('aria-current') === 'page').map((tab) => tab.textContent ?? ''),
    };
  });
}

test('the current tab is highlighted and follows the route in each tab group', async ({ page }) => {
  await signUpNewUser(page);
  await expect.poll(() => currentTab(page)).toEqual({ underlined: ['Your organizations'], ariaCurrent: ['Your organizations'] });
  await page.getByTestId('tab-invitations').click();
  await expect(page).toHaveURL(/\/invitations$/);
  await expect.poll(() => currentTab(page)).toEqual({ underlined: ['Your invitations'], ariaCurrent: ['Your invitations'] });

  const organizationId = await createOrganization(page, 'Tabs');
  await expect.poll(() => currentTab(page)).toEqual({ underlined: ['Widgets'], ariaCurrent: ['Widgets'] });
  await page.getByTestId('tab-organizationUsers').click();
  await expect(page).toHaveURL(new RegExp(`/${organizationId}/users$`));
  await expect.poll(() => currentTab(page)).toEqual({ underlined: ['Team'], ariaCurrent: ['Team'] });
  // The current tab reads stronger than the others, not only underlined.
  const colours = await page.getByRole('navigation', { name: 'Sections' }).evaluate((nav) => [...nav.querySelectorAll('a')].map((tab) => getComputedStyle(tab).color));
  expect(new Set(colours).size).toBe(2);

  const widgetId = await createWidget(page, organizationId, 'Tabbed');
  await expect.poll(() => currentTab(page)).toEqual({ underlined: ['General'], ariaCurrent: ['General'] });
  await page.getByTestId('tab-widgetShare').click();
  await expect(page).toHaveURL(new RegExp(`/${organizationId}/widgets/${widgetId}/share$`));
  await expect.poll(() => currentTab(page)).toEqual({ underlined: ['Share & embed'], ariaCurrent: ['Share & embed'] });
});

test('outside a tab group the header shows a skeleton instead of tabs', async ({ page }) => {
  await signUpNewUser(page);
  await expect(page.getByRole('navigation', { name: 'Sections' })).toBeVisible();
  await expect(page.locator('.tabs--skeleton')).toHaveCount(0);
  await page.goto('/no/such/page/here');
  await expect(page.getByTestId('screen-not-found')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Sections' })).toHaveCount(0);
  const skeleton = page.locator('header .tabs--skeleton');
  await expect(skeleton).toBeVisible();
  await expect(skeleton).toHaveAttribute('aria-hidden', 'true');
  await expect(skeleton.locator('.skeleton')).toHaveCount(3);
  // The shine is compositor-only (a transform of each skeleton's ::after): nothing is repainted per frame while the
  // app loads, which without a GPU held the first frame of a flow back by about a second.
  const shines = await page.evaluate(() =>
    document
      .getAnimations()
      .filter((animation) => (animation as CSSAnimation).animationName === 'skeleton-shine')
      .map((animation) => {
        const effect = animation.effect as KeyframeEffect;
        const properties = new Set(effect.getKeyframes().flatMap((frame) => Object.keys(frame).filter((key) => !['offset', 'easing', 'composite', 'computedOffset'].includes(key))));
        return { pseudo: effect.pseudoElement, properties: [...properties] };
      }),
  );
  expect(shines).toHaveLength(3);
  for (const shine of shines) expect(shine).toEqual({ pseudo: '::after', properties: ['transform'] });
  // The rest of the header stays: logo home, support chat, settings, profile.
  for (const id of ['logo-home', 'support-chat-button', 'settings-menu-button', 'profile-menu-button']) await expect(page.getByTestId(id)).toBeVisible();
});

test('the header and notifications bar are elevated while the page is scrolled', async ({ page }) => {
  await signUpNewUser(page);
  // A short window, so the page scrolls (wide enough not to be the mobile notice).
  await page.setViewportSize({ width: 1024, height: 240 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight)).toBeGreaterThan(40);
  const top = page.locator('.shell__top');
  await expect(page.getByTestId('notifications-bar')).toBeAttached();
  expect(await top.evaluate((element) => element.contains(document.querySelector('[data-testid=notifications-bar]')))).toBe(true);
  await expect(top).not.toHaveAttribute('data-elevated');
  await expect.poll(() => top.evaluate((element) => getComputedStyle(element).boxShadow)).toBe('none');

  await page.mouse.move(500, 200);
  await page.mouse.wheel(0, 200);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await expect(top).toHaveAttribute('data-elevated', 'true');
  await expect.poll(() => top.evaluate((element) => getComputedStyle(element).boxShadow)).not.toBe('none');
  // Sticky: it stays at the top of the window while elevated.
  expect((await top.boundingBox())!.y).toBe(0);

  await page.mouse.wheel(0, -2000);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(top).not.toHaveAttribute('data-elevated');
  await expect.poll(() => top.evaluate((element) => getComputedStyle(element).boxShadow)).toBe('none');
});

test('the profile menu: name and email, then profile, my organization, switch organization, documentation, status and sign out', async ({ page }) => {
  const user = await signUpNewUser(page);
  const config = await appConfig(page);
  const organizationId = await createOrganization(page, 'Menu');
  // Opened first on the widget page (createWidget lands there): its organization is known.
  await createWidget(page, organizationId, 'Menu widget');

  const openMenu = async () => {
    await page.getByTestId('profile-menu-button').click();
    const menu = page.getByRole('menu', { name: 'Profile menu' });
    await expect(menu).toBeVisible();
    return menu;
  };
  const menu = await openMenu();
  await expect(page.getByTestId('profile-menu-identity')).toContainText(user.name);
  await expect(page.getByTestId('profile-menu-identity')).toContainText(user.email);
  // In order.
  // The e2e studio sets no STATUS_URL: a self-hosted studio shows no status link then (docs/self-hosting.md).
  expect(config.statusUrl).toBeNull();
  expect(await menu.getByRole('menuitem').allTextContents()).toEqual(['Profile', 'My organization', 'Switch organization', 'Documentation ↗', 'Sign out']);
  await expect(page.getByTestId('menu-status')).toHaveCount(0);
  await expect(page.getByTestId('menu-profile')).toHaveAttribute('href', '/profile');
  await expect(page.getByTestId('menu-my-organization')).toHaveAttribute('href', `/${organizationId}`);
  await expect(page.getByTestId('menu-switch-organization')).toHaveAttribute('href', '/');
  for (const [id, href] of [['menu-docs', docsHref(config.docsUrl, HELP.home)]] as const) {
    await expect(page.getByTestId(id)).toHaveAttribute('href', href);
    await expect(page.getByTestId(id)).toHaveAttribute('target', '_blank');
    await expect(page.getByTestId(id)).toHaveAttribute('rel', /noopener/);
  }
  // My organization goes to the organization of the widget on screen, and the menu closes.
  await page.getByTestId('menu-my-organization').click();
  await expect(page).toHaveURL(new RegExp(`/${organizationId}$`));
  await expect(page.getByRole('menu', { name: 'Profile menu' })).toHaveCount(0);

  // Profile and switch organization navigate; where no organization is known, there is no "My organization".
  await openMenu();
  await page.getByTestId('menu-profile').click();
  await expect(page).toHaveURL(/\/profile$/);
  const profileMenu = await openMenu();
  await expect(page.getByTestId('menu-my-organization')).toHaveCount(0);
  expect(await profileMenu.getByRole('menuitem').allTextContents()).toEqual(['Profile', 'Switch organization', 'Documentation ↗', 'Sign out']);
  await page.getByTestId('menu-switch-organization').click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('organization-item')).toHaveCount(1);
});

test('on a small screen the mobile notice replaces the app, with a mail link to support', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  const notice = page.getByTestId('mobile-notice');
  await expect(notice).toBeVisible();
  const config = await appConfig(page);
  await expect(notice.getByRole('heading', { level: 1 })).toHaveText(/not ready for mobile/);
  await expect(notice.locator('p')).not.toBeEmpty();
  await expect(notice.getByRole('link', { name: /contact us/i })).toHaveAttribute('href', `mailto:${config.supportEmail}`);
  // Nothing of the app, and no redirect to sign in.
  await expect(page.locator('header')).toHaveCount(0);
  await expect(page.getByTestId('login-wall')).toHaveCount(0);
  expect(new URL(page.url()).pathname).toBe('/');

  // A wider window brings the app back (here: the way to sign in).
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(notice).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Sign in', exact: true })).toBeVisible();
});

test('an animated full-page loader shows while the user data loads', async ({ page }) => {
  await signUpNewUser(page);
  // Hold the current user's answer until the loader has been seen.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/users/me', async (route: Route) => {
    await held;
    await route.continue();
  });
  await page.reload();
  const loader = page.getByTestId('full-page-loader');
  await expect(loader).toBeVisible();
  await expect(loader).toHaveAttribute('role', 'status');
  await expect(loader).toHaveAttribute('aria-label', 'Loading your profile');
  expect(await loader.locator('.full-page-loader__bar span').evaluate((bar) => getComputedStyle(bar).animationName)).toBe('loader-slide');
  expect(await loader.locator('.full-page-loader__bar span').evaluate((bar) => getComputedStyle(bar).animationIterationCount)).toBe('infinite');
  // Covers the window: nothing of the shell yet.
  const box = (await loader.boundingBox())!;
  expect(box.width).toBe(1280);
  expect(box.height).toBe(800);
  await expect(page.locator('header')).toHaveCount(0);

  release();
  await expect(loader).toHaveCount(0);
  await expect(page.getByTestId('organizations-total')).toBeVisible();
});

test('a session the API refuses shows the unauthorized screen; its login button signs in again', async ({ page }) => {
  const user = await signUpNewUser(page);
  // The stored session now carries a token the API does not accept.
  await page.evaluate(() => {
    for (let index = 0; index < sessionStorage.length; index += 1) {
      const key = sessionStorage.key(index)!;
      if (!key.startsWith('oidc.user:')) continue;
      const stored = JSON.parse(sessionStorage.getItem(key)!) as { access_token: string };
      sessionStorage.setItem(key, JSON.stringify({ ...stored, access_token: `${stored.access_token}-revoked` }));
    }
  });
  await page.reload();
  const screen = page.getByTestId('screen-unauthorized');
  await expect(screen).toBeVisible();
  const config = await appConfig(page);
  await expect(screen.getByRole('link', { name: config.supportEmail })).toHaveAttribute('href', `mailto:${config.supportEmail}`);
  await expect(page.getByTestId('organizations-total')).toHaveCount(0);

  await page.getByTestId('unauthorized-login').click();
  // The refused session is dropped and the page reloads into a fresh sign-in.
  const signInForm = page.getByRole('heading', { name: 'Sign in', exact: true });
  await expect(signInForm.or(page.getByTestId('organizations-total'))).toBeVisible();
  if (await signInForm.isVisible()) {
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password').fill(user.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
  }
  await expect(page.getByTestId('organizations-total')).toBeVisible();
  await expect(screen).toHaveCount(0);
  expect((await callApi(page, 'GET', '/users/me')).status).toBe(200);
});

/**
 * The support chat served as a page of the studio's own origin (the studio's frame-src allows 'self'): it reports
 * ready to its parent and writes every message it receives into localStorage, where the test reads them even after
 * the frame is gone.
 */
const CHAT_PATH = '/e2e-support-chat';
const CHAT_PAGE = `<!doctype html><html><body><p>Support chat</p><script>
  const log = (entry) => {
    const all = JSON.parse(localStorage.getItem('e2e-chat-log') || '[]');
    all.push(entry);
    localStorage.setItem('e2e-chat-log', JSON.stringify(all));
  };
  window.addEventListener('message', (event) => log({ origin: event.origin, fromParent: event.source === window.parent, data: event.data }));
  window.parent.postMessage({ type: 'ready' }, '*');
</script></body></html>`;

type ChatLogEntry = { origin: string; fromParent: boolean; data: unknown };
const chatLog = (page: Page): Promise<ChatLogEntry[]> => page.evaluate(() => JSON.parse(localStorage.getItem('e2e-chat-log') ?? '[]') as ChatLogEntry[]);

test('the support chat frame gets init with the chat token once it is ready, and logout when the popover closes', async ({ page, baseURL }) => {
  await page.route(`**${CHAT_PATH}`, (route) => route.fulfill({ contentType: 'text/html', body: CHAT_PAGE }));
  await signUpNewUser(page);
  // The studio's pages carry their config in a data block (server/inlineAppConfig.ts): this deployment's gets a chat,
  // and the page is loaded again with it (sign-in ends on a page that came through the provider's redirects).
  await page.route('**/*', async (route) => {
    const url = new URL(route.request().url());
    if (route.request().resourceType() !== 'document' || url.origin !== new URL(baseURL!).origin || url.pathname.startsWith('/oidc/') || url.pathname === CHAT_PATH) return route.fallback();
    const response = await route.fetch();
    const html = (await response.text()).replace(/(<script type="application\/json" id="app-config">)([^<]*)(<\/script>)/, (_all, open: string, json: string, close: string) =>
      open + JSON.stringify({ ...(JSON.parse(json) as AppConfig), supportChatUrl: `${baseURL}${CHAT_PATH}` }) + close,
    );
    await route.fulfill({ response, body: html });
  });
  await page.reload();
  const { body: me } = await callApi<{ chatToken: string }>(page, 'GET', '/users/me');
  expect(me.chatToken).toBeTruthy();
  await page.evaluate(() => localStorage.removeItem('e2e-chat-log'));

  await page.getByTestId('support-chat-button').click();
  const frame = page.getByTestId('support-chat-frame');
  await expect(frame).toBeVisible();
  await expect(frame).toHaveAttribute('sandbox', /allow-scripts/);
  await expect(page.frameLocator('[data-testid=support-chat-frame]').getByText('Support chat')).toBeVisible();
  await expect.poll(() => chatLog(page)).toEqual([{ origin: new URL(baseURL!).origin, fromParent: true, data: { type: 'init', chatToken: me.chatToken } }]);

  // Closing the popover (Escape) sends logout to the frame before it goes.
  await page.keyboard.press('Escape');
  await expect.poll(() => chatLog(page).then((log) => log.map((entry) => entry.data))).toEqual([{ type: 'init', chatToken: me.chatToken }, { type: 'logout' }]);
  await expect(frame).toHaveCount(0);
  expect((await chatLog(page)).every((entry) => entry.fromParent && entry.origin === new URL(baseURL!).origin)).toBe(true);

  // Opening it again loads a fresh frame, which is initialised again.
  await page.getByTestId('support-chat-button').click();
  await expect.poll(() => chatLog(page).then((log) => log.map((entry) => entry.data))).toEqual([
    { type: 'init', chatToken: me.chatToken },
    { type: 'logout' },
    { type: 'init', chatToken: me.chatToken },
  ]);
  // A click outside closes it too, with logout.
  await page.mouse.click(20, 400);
  await expect.poll(() => chatLog(page).then((log) => log.at(-1)?.data)).toEqual({ type: 'logout' });
});
