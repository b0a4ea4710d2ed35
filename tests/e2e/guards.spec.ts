// Error screens and guards: unknown paths, widgets under the wrong organization, and what another
// user may not see.
import { expect, test } from '@playwright/test';
import { createOrganization, createWidget, signUpNewUser } from './studioUser';

test('an unknown path shows the not-found screen with a way home', async ({ page }) => {
  await signUpNewUser(page);
  await page.goto('/this/path/does/not/exist');
  await expect(page.getByTestId('screen-not-found')).toBeVisible();
  await page.getByTestId('screen-not-found').getByRole('link').first().click();
  await expect(page).toHaveURL(/\/$/);
});

test('an unknown widget shows the not-found screen and logs no error: a handled 404 is not a fault', async ({ page }) => {
  await signUpNewUser(page);
  const organizationId = await createOrganization(page, 'Tidy console');
  const logged: string[] = [];
  page.on('console', (message) => {
    // The browser's own network line for the 404 answer is not the app's: only what the app logs counts.
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) logged.push(message.text());
  });
  page.on('pageerror', (error) => logged.push(error.message));
  await page.goto(`/${organizationId}/widgets/00000000-0000-4000-8000-000000000000`);
  await expect(page.getByTestId('screen-not-found')).toBeVisible();
  await page.goto(`/${organizationId}/widgets/00000000-0000-4000-8000-000000000000/flow`);
  await expect(page.getByTestId('screen-not-found')).toBeVisible();
  expect(logged).toEqual([]);
});

test('a widget opened under another organization of the same user shows the guard error', async ({ page }) => {
  await signUpNewUser(page);
  const first = await createOrganization(page, 'First');
  const widgetId = await createWidget(page, first, 'Owned by first');
  const second = await createOrganization(page, 'Second');
  await page.goto(`/${second}/widgets/${widgetId}`);
  await expect(page.getByTestId('screen-unknown')).toBeVisible();
  await expect(page.getByTestId('error-name')).toContainText('WidgetDoesNotBelongToOrganizationError');
});

test("another user cannot open the first user's organization or widget", async ({ browser }) => {
  const aliceContext = await browser.newContext();
  const alice = await aliceContext.newPage();
  await signUpNewUser(alice);
  const organizationId = await createOrganization(alice, 'Private team');
  const widgetId = await createWidget(alice, organizationId, 'Secret widget');

  const bobContext = await browser.newContext();
  const bob = await bobContext.newPage();
  await signUpNewUser(bob);
  await bob.goto(`/${organizationId}`);
  await expect(bob.getByTestId('screen-not-found')).toBeVisible();
  await bob.goto(`/${organizationId}/widgets/${widgetId}/flow`);
  await expect(bob.getByTestId('screen-not-found')).toBeVisible();

  // Straight through the API with Bob's own token: 404, not the data.
  const status = await bob.evaluate(async (id) => {
    const key = Object.keys(sessionStorage).find((name) => name.startsWith('oidc.user:'));
    const token = key ? (JSON.parse(sessionStorage.getItem(key)!) as { access_token: string }).access_token : '';
    const response = await fetch(`/api/organizations/${id}`, { headers: { authorization: `Bearer ${token}` } });
    return response.status;
  }, organizationId);
  expect(status).toBe(404);
  await aliceContext.close();
  await bobContext.close();
});
