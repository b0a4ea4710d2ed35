// A new user's first session, as they would live it: sign up with the embedded provider, accept
// the terms, create an organization and a widget, open its flow, reload, sign out.
import { expect, test } from './cspGuard';
import { callApi } from './flowEditorPage';
import { createOrganization, createWidget, newUser, signUpFromSignInPage, acceptTerms } from './studioUser';

test('a new user signs up, builds an organization and a widget, keeps the session and signs out', async ({ page }) => {
  // A whole first session: two sign-ins, an organization, a widget, the flow, a sign-out (over a minute on a busy machine).
  test.setTimeout(150_000);
  const user = newUser('ada');

  // Opening a deep link while signed out goes to the provider and comes back to that link.
  await page.goto('/profile?tab=1#top');
  await expect(page).toHaveURL(/\/oidc\/interaction\//);
  await signUpFromSignInPage(page, user);
  await acceptTerms(page);
  await expect(page).toHaveURL(/\/profile\?tab=1#top$/);
  await expect(page.getByTestId('profile-name')).toHaveText(user.name);
  await expect(page.getByTestId('profile-email')).toHaveText(user.email);

  const organizationId = await createOrganization(page, 'Acme Research');
  await page.goto('/');
  await expect(page.getByTestId('organization-item')).toHaveCount(1);
  await expect(page.getByTestId('organization-item-name')).toHaveText('Acme Research');
  await expect(page.getByTestId('organizations-total')).toContainText('1');

  const widgetId = await createWidget(page, organizationId, 'Newsletter signup');
  await expect(page.getByTestId('widget-name')).toHaveText('Newsletter signup');
  await expect(page.getByTestId('page-title')).toHaveText('Newsletter signup');

  // The header says where the widget sits: its organization, then the widget (the current page).
  const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(breadcrumb.getByRole('listitem')).toHaveText(['Acme Research', 'Newsletter signup']);
  await expect(breadcrumb.getByTestId('breadcrumb-widget')).toHaveAttribute('aria-current', 'page');
  await expect(breadcrumb.getByTestId('breadcrumb-widget')).toHaveAttribute('href', `/${organizationId}/widgets/${widgetId}`);

  await page.getByTestId('tab-widgetFlow').click();
  await expect(page).toHaveURL(new RegExp(`/${organizationId}/widgets/${widgetId}/flow$`));
  await expect(page.getByTestId('flow-canvas')).toBeVisible();
  await expect(page.getByTestId('flow-status')).toContainText('1 node');
  // Inside the widget (its flow): the widget is where the user is; the organization leads back to its widgets.
  await expect(breadcrumb.getByTestId('breadcrumb-widget')).toHaveAttribute('aria-current', 'location');
  await page.locator('header').screenshot({ path: 'test-results/screens/header-breadcrumb.png' });
  await breadcrumb.getByTestId('breadcrumb-organization').click();
  await expect(page).toHaveURL(new RegExp(`/${organizationId}/widgets$`));
  await expect(breadcrumb.getByRole('listitem')).toHaveText(['Acme Research']);
  await expect(breadcrumb.getByTestId('breadcrumb-organization')).toHaveAttribute('aria-current', 'page');
  await page.goto(`/${organizationId}/widgets/${widgetId}/flow`);
  await expect(page.getByTestId('flow-status')).toContainText('1 node');

  // A reload keeps the session (no new sign-in) and the data.
  await page.reload();
  await expect(page.getByTestId('flow-status')).toContainText('1 node');
  await expect(page).toHaveURL(new RegExp(`/${widgetId}/flow$`));

  // The widget quota of the Free plan (1) now blocks a second widget.
  await page.goto(`/${organizationId}/widgets`);
  await expect(page.getByTestId('widget-item')).toHaveCount(1);
  await expect(page.getByTestId('create-widget-button')).toBeDisabled();

  // Sign out: the provider ends the session; the studio's login wall sends to sign-in again.
  await page.getByTestId('profile-menu-button').click();
  await page.getByTestId('sign-out').click();
  await expect(page).toHaveURL(/\/oidc\/interaction\//);
  await expect(page.getByRole('heading', { name: 'Sign in', exact: true })).toBeVisible();
  await page.goto(`/${organizationId}/widgets`);
  await expect(page).toHaveURL(/\/oidc\/interaction\//);

  // Signing in again with the same account lands where the user was going, terms already accepted.
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(new RegExp(`/${organizationId}/widgets$`));
  await expect(page.getByTestId('widget-item-name')).toHaveText('Newsletter signup');
});

test('renewing one document sends and stamps only that one: the terms box that was not shown keeps its date', async ({ page }) => {
  await page.goto('/');
  await signUpFromSignInPage(page, newUser('renew'));
  await expect(page.getByTestId('terms-gate')).toBeVisible();
  // The terms were accepted before (elsewhere): only the privacy policy is asked for.
  const accepted = await callApi<{ tosAcceptedAt: string }>(page, 'PATCH', '/users/me', { tos: true });
  expect(accepted.status).toBe(200);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'We have updated our terms' })).toBeVisible();
  await expect(page.getByTestId('terms-tos')).toHaveCount(0);
  const sent = page.waitForRequest((request) => request.method() === 'PATCH' && request.url().endsWith('/users/me'));
  await page.getByTestId('terms-pp').check();
  await page.getByTestId('terms-submit').click();
  expect((await sent).postDataJSON()).toEqual({ pp: true });
  await expect(page.getByTestId('terms-gate')).toBeHidden();
  const me = await callApi<{ tosAcceptedAt: string; ppAcceptedAt: string }>(page, 'GET', '/users/me');
  expect(me.body.tosAcceptedAt).toBe(accepted.body.tosAcceptedAt);
  expect(me.body.ppAcceptedAt).not.toBeNull();
});

test('the sign-up page explains what is wrong and keeps what was typed', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Create an account' }).click();
  await page.getByLabel('Name').fill('Bob');
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByLabel(/^Password/).fill('short');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Enter a valid email address.')).toBeVisible();
  await expect(page.getByText('Use at least 8 characters.')).toBeVisible();
  await expect(page.getByLabel('Name')).toHaveValue('Bob');

  // A common password is refused with the reason under the field.
  await page.getByLabel('Email').fill(`bob-${Date.now().toString(36)}@example.com`);
  await page.getByLabel(/^Password/).fill('password1');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText(/^It is a commonly used password\. Choose a less common password/)).toBeVisible();
  await expect(page.getByLabel(/^Password/)).toHaveAttribute('aria-invalid', 'true');
});
