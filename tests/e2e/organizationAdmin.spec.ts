// An organization owner runs their organization as a new user would: subscribes through the local
// checkout, uploads a logo, creates an access token and calls the API with it, revokes it; and
// manages widgets from the list (publish, archive, unarchive, delete), each step confirmed.
import type { Page } from '@playwright/test';
import { expect, test } from './cspGuard';
import sharp from 'sharp';
import { reportSubscription } from './billingProvider';
import { callApi } from './flowEditorPage';
import { createOrganization, createWidget, newUser, signUpNewUser } from './studioUser';
import { createOrganizationByApi, createWidgetByApi } from './studioApi';

async function openOrganizationPage(page: Page, organizationId: string): Promise<void> {
  await page.goto(`/${organizationId}`);
  await expect(page.getByTestId('organization-subscription')).toBeVisible();
}

test('an owner subscribes, sets a logo, and creates, uses and revokes an access token', async ({ page, baseURL }) => {
  await signUpNewUser(page);
  const organizationId = await createOrganization(page, 'Harbor Labs');
  await openOrganizationPage(page, organizationId);

  // The free plan: its cover text, the Subscribe action, no payments history.
  await expect(page.getByTestId('subscription-plan')).toHaveText('Free');
  await expect(page.getByTestId('subscription-cover')).toContainText('Free plan');
  // What each plan raises: the Team plan keeps the one widget, so no "more widgets" for it.
  await expect(page.getByTestId('subscription-cover')).toContainText('Team: more users, operations, secrets and files; still 1 widget');
  await expect(page.getByTestId('subscription-cover')).not.toContainText('build more widgets');
  await expect(page.getByTestId('payments-history-button')).toHaveCount(0);
  await expect(page.getByTestId('quota-users')).toContainText('1');
  await expect(page.getByText('may take up to 6 hours')).toBeVisible();

  // Subscribe: yearly is the default; the local checkout takes the user there and back.
  await page.getByTestId('subscribe-button').click();
  const subscribe = page.getByTestId('subscribe-modal');
  await expect(subscribe.getByTestId('billing-yearly')).toHaveAttribute('aria-pressed', 'true');
  await expect(subscribe.getByTestId('plan-team-raises')).toHaveText('More users, operations, secrets and files; still 1 widget');
  await expect(subscribe.getByTestId('plan-company-raises')).toHaveText('More widgets, users, operations, secrets and files');
  await subscribe.screenshot({ path: 'test-results/screens/subscribe-plans.png' });
  await subscribe.getByTestId('billing-monthly').click();
  await expect(subscribe.getByTestId('plan-team')).toContainText('$29');
  await subscribe.getByTestId('billing-yearly').click();
  await expect(subscribe.getByTestId('plan-team')).toContainText('$261 billed yearly');
  await subscribe.getByTestId('subscribe-team').click();
  await expect(page).toHaveURL(/\/billing\/local\/checkout\//);
  await expect(page.getByTestId('checkout-price')).toHaveText('$261.00 per year');

  // Coming back without paying: the open checkout holds the modal to its plan.
  await openOrganizationPage(page, organizationId);
  await expect(page.getByTestId('subscription-plan')).toHaveText('Free');
  await page.getByTestId('subscribe-button').click();
  await expect(subscribe.getByTestId('pending-checkout')).toBeVisible();
  await expect(subscribe.getByTestId('subscribe-company')).toBeDisabled();
  await subscribe.getByTestId('subscribe-team').click();
  await expect(page).toHaveURL(/\/billing\/local\/checkout\//);
  await page.getByRole('button', { name: 'Confirm' }).click();

  await expect(page).toHaveURL(new RegExp(`/${organizationId}$`));
  await expect(page.getByTestId('subscription-plan')).toHaveText('Team');
  await expect(page.getByTestId('subscription-status')).toHaveText('Active');
  await expect(page.getByTestId('subscription-cover')).toContainText('next payment');
  await expect(page.getByTestId('quota-users')).toContainText('7');

  // The payments history lists the yearly charge with its card.
  await page.getByTestId('payments-history-button').click();
  const payments = page.getByTestId('payments-modal');
  await expect(payments.getByTestId('payment-row')).toHaveCount(1);
  await expect(payments.getByTestId('payment-row')).toContainText('$261.00');
  await expect(payments.getByTestId('payment-row')).toContainText('Visa •••• 4242');
  await page.keyboard.press('Escape');
  await expect(payments).toBeHidden();

  // The Manage menu offers the paid-plan actions; cancelling needs a reason.
  await page.getByTestId('manage-subscription-button').click();
  await page.getByTestId('cancel-subscription-item').click();
  const cancel = page.getByTestId('cancel-subscription-modal');
  await expect(cancel.getByTestId('cancel-subscription-submit')).toBeDisabled();
  await cancel.getByTestId('cancel-reason').selectOption('other');
  await cancel.getByTestId('cancel-reason').selectOption('');
  await expect(cancel.getByTestId('cancel-reason-error')).toHaveText('Please provide a reason.');
  await cancel.getByTestId('cancel-reason').selectOption('too_expensive');
  await cancel.getByTestId('cancel-comment').fill('Trying a smaller plan later');
  await cancel.getByTestId('cancel-subscription-submit').click();
  await expect(cancel).toBeHidden();
  await expect(page.getByTestId('subscription-status')).toHaveText('Cancelled');
  await page.getByTestId('resume-button').click();
  await page.getByTestId('resume-subscription-confirm').click();
  await expect(page.getByTestId('subscription-status')).toHaveText('Active');

  // Logo: a small PNG uploaded from the edit modal, then its thumbnail on the page.
  const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: { r: 20, g: 120, b: 220 } } }).png().toBuffer();
  await page.getByTestId('edit-organization-button').click();
  const edit = page.getByTestId('edit-organization-modal');
  await edit.getByTestId('logo-file-input').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: png });
  await expect(edit.getByTestId('logo-preview').locator('img')).toBeVisible();
  await edit.getByTestId('edit-organization-submit').click();
  await expect(edit).toBeHidden();
  const logo = page.getByTestId('organization-logo').locator('img');
  await expect(logo).toHaveAttribute('src', /\/uploads\/[0-9a-f-]{36}\/thumbnail\.webp$/);
  await expect.poll(() => logo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBeGreaterThan(0);

  // Access token: created with defaults, shown once, used as a bearer token, then revoked.
  await page.getByTestId('create-token-button').click();
  const create = page.getByTestId('create-token-modal');
  await expect(create.getByTestId('token-expires-input')).not.toHaveValue('');
  await create.getByTestId('token-name-input').fill('CI deploys');
  await create.getByTestId('create-token-submit').click();
  const reveal = page.getByTestId('token-reveal-modal');
  await expect(reveal).toBeVisible();
  await expect(reveal.getByTestId('token-value')).toHaveAttribute('type', 'password');
  await reveal.getByTestId('token-toggle-visibility').click();
  await expect(reveal.getByTestId('token-value')).toHaveAttribute('type', 'text');
  const token = await reveal.getByTestId('token-value').inputValue();
  expect(token.length).toBeGreaterThan(20);
  await page.keyboard.press('Escape');
  await expect(reveal).toBeVisible();
  await reveal.getByTestId('token-done').click();
  await expect(reveal).toBeHidden();
  await expect(page.getByTestId('token-item-name')).toHaveText('CI deploys');

  const call = () => page.request.get(`${baseURL}/api/organizations/${organizationId}`, { headers: { Authorization: `Bearer ${token}` } });
  const allowed = await call();
  expect(allowed.status()).toBe(200);
  expect((await allowed.json()).name).toBe('Harbor Labs');

  await page.getByTestId('token-item-open').click();
  await expect(page.getByTestId('token-modal-name')).toContainText('CI deploys');
  await expect(page.getByTestId('token-modal-last-used')).not.toContainText('Never');
  await page.getByTestId('token-modal-revoke').click();
  await page.getByTestId('revoke-token-confirm').click();
  await expect(page.getByTestId('tokens-empty')).toBeVisible();
  expect((await call()).status()).toBe(401);
});

test('widgets are published, archived, unarchived and deleted from the list, each confirmed', async ({ page }) => {
  await signUpNewUser(page);
  const organizationId = await createOrganizationByApi(page, 'Lifecycle Co');
  const quizId = await createWidgetByApi(page, organizationId, 'Quiz');
  // Nothing shown yet: every rate is a dash, on the Results page as in the list (not 0.00% on one and – on the other).
  await page.goto(`/${organizationId}/widgets/${quizId}/results`);
  for (const rate of ['showToFinishRate', 'showToTouchRate', 'touchToFinishRate']) {
    await expect(page.getByTestId(`metric-${rate}`).locator('.results-metric__value')).toHaveText('–');
    await expect(page.getByTestId(`metric-${rate}-change`)).toHaveText('No shows in this period');
  }
  await page.goto(`/${organizationId}/widgets`);
  const row = page.getByTestId('widget-item');
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId('widget-item-rate')).toHaveText('–');
  await expect(row.getByText('Show to finish rate')).toBeVisible();

  await page.getByTestId('widgets-manage-toggle').click();
  await row.getByTestId('widget-item-publish').click();
  await page.getByTestId('widget-publish-modal').getByRole('button', { name: 'Cancel' }).click();
  await expect(row).not.toContainText('Published');
  await row.getByTestId('widget-item-publish').click();
  await page.getByTestId('widget-publish-confirm').click();
  await expect(row).toContainText('Published');
  await expect(row.getByTestId('widget-item-publish')).toBeDisabled();

  await row.getByTestId('widget-item-archive').click();
  await page.getByTestId('widget-archive-confirm').click();
  await expect(page.getByTestId('widgets-empty')).toBeVisible();

  await page.getByTestId('widgets-filter-archived').click();
  await expect(page).toHaveURL(/archived=true/);
  await expect(row).toContainText('Archived');
  await page.getByTestId('widgets-manage-toggle').click();
  await expect(row.getByTestId('widget-item-publish')).toHaveCount(0);
  await row.getByTestId('widget-item-unarchive').click();
  await page.getByTestId('widget-unarchive-confirm').click();
  await expect(page.getByTestId('widgets-empty')).toBeVisible();

  await page.getByTestId('widgets-filter-active').click();
  await expect(row).toHaveCount(1);
  await expect(row).not.toContainText('Published');
  await page.getByTestId('widgets-manage-toggle').click();
  await expect(row.getByTestId('widget-item-delete')).toHaveCount(0);
  await row.getByTestId('widget-item-archive').click();
  await page.getByTestId('widget-archive-confirm').click();
  await page.goto(`/${organizationId}/widgets?archived=true`);
  await page.getByTestId('widgets-manage-toggle').click();
  await row.getByTestId('widget-item-delete').click();
  await expect(page.getByTestId('widget-delete-modal')).toContainText('cannot be undone');
  await page.getByTestId('widget-delete-confirm').click();
  await expect(page.getByTestId('widgets-empty')).toBeVisible();
  await page.getByTestId('widgets-filter-active').click();
  await expect(page.getByTestId('widgets-empty')).toBeVisible();
  // The widget quota is free again.
  await expect(page.getByTestId('create-widget-button')).toBeEnabled();
});

test('the last widget of page 2 archived, unarchived or deleted: the list moves to page 1 instead of showing an empty page', async ({ page, baseURL }) => {
  await signUpNewUser(page);
  const organizationId = await createOrganization(page, 'Eleven Widgets');
  // The enterprise plan holds more than ten widgets: eleven make two pages, the oldest alone on page 2.
  expect(await reportSubscription(baseURL!, organizationId, 'active', 'enterprise')).toBe(200);
  const ids: string[] = [];
  for (let index = 1; index <= 11; index += 1) {
    const created = await callApi<{ id: string }>(page, 'POST', '/widgets', { name: `Widget ${index}`, organizationId });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    ids.push(created.body.id);
  }
  const rows = page.getByTestId('widget-item');

  // Archive the only widget of page 2: page 1 with its ten, the URL without page=2.
  await page.goto(`/${organizationId}/widgets?page=2`);
  await expect(rows).toHaveCount(1);
  await expect(rows.getByTestId('widget-item-name')).toHaveText('Widget 1');
  await page.getByTestId('widgets-manage-toggle').click();
  await rows.getByTestId('widget-item-archive').click();
  await page.getByTestId('widget-archive-confirm').click();
  await expect(page).toHaveURL(new RegExp(`/${organizationId}/widgets$`));
  await expect(rows).toHaveCount(10);
  await expect(page.getByTestId('widgets-empty')).toHaveCount(0);
  await expect(page.getByTestId('widgets-total')).toHaveText('10 widgets');

  // Archived: ten more, so the archived list has two pages too; unarchive and delete on its page 2.
  for (const id of ids.slice(1)) expect((await callApi(page, 'DELETE', `/widgets/${id}/archive`)).status).toBe(200);
  await page.goto(`/${organizationId}/widgets?archived=true&page=2`);
  await expect(rows).toHaveCount(1);
  await page.getByTestId('widgets-manage-toggle').click();
  await rows.getByTestId('widget-item-unarchive').click();
  await page.getByTestId('widget-unarchive-confirm').click();
  await expect(page).toHaveURL(new RegExp(`/${organizationId}/widgets\\?archived=true$`));
  await expect(rows).toHaveCount(10);
  await expect(page.getByTestId('widgets-empty')).toHaveCount(0);
  // The correction replaced the history entry: Back leads to the page before, not into the gone page 2 again.
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/${organizationId}/widgets$`));

  const unarchived = await callApi<{ widgets: { id: string }[] }>(page, 'GET', `/organizations/${organizationId}/widgets?archived=false`);
  expect((await callApi(page, 'DELETE', `/widgets/${unarchived.body.widgets[0]!.id}/archive`)).status).toBe(200);
  await page.goto(`/${organizationId}/widgets?archived=true&page=2`);
  await expect(rows).toHaveCount(1);
  await page.getByTestId('widgets-manage-toggle').click();
  await rows.getByTestId('widget-item-delete').click();
  await page.getByTestId('widget-delete-confirm').click();
  await expect(page).toHaveURL(new RegExp(`/${organizationId}/widgets\\?archived=true$`));
  await expect(rows).toHaveCount(10);
  await expect(page.getByTestId('pager')).toHaveCount(0);
});

test('leaving the only organization of page 2 moves the list to page 1', async ({ page, browser }) => {
  // Someone else's organization, oldest in the list, so it is alone on page 2 once the member owns ten newer ones.
  const ownerContext = await browser.newContext();
  const owner = await ownerContext.newPage();
  await signUpNewUser(owner);
  const elsewhere = await createOrganization(owner, 'Elsewhere Ltd');
  const member = newUser('member');
  const invited = await callApi<{ id: string }>(owner, 'POST', `/organizations/${elsewhere}/invitations`, { email: member.email, role: 'member' });
  expect(invited.status, JSON.stringify(invited.body)).toBe(201);
  await ownerContext.close();

  await signUpNewUser(page, member);
  expect((await callApi(page, 'POST', `/invitations/${invited.body.id}/accept`, null)).status).toBeLessThan(300);
  for (let index = 1; index <= 10; index += 1) expect((await callApi(page, 'POST', '/organizations', { name: `Own ${index}` })).status).toBe(201);

  await page.goto('/?page=2');
  const items = page.getByTestId('organization-item');
  await expect(items).toHaveCount(1);
  await expect(items).toContainText('Elsewhere Ltd');
  await page.getByTestId('organizations-manage-toggle').click();
  await items.getByTestId('organization-leave').click();
  await page.getByTestId('leave-organization-confirm').click();
  await expect(page).toHaveURL(/\/$/);
  await expect(items).toHaveCount(10);
  await expect(page.getByTestId('organizations-empty')).toHaveCount(0);
  await expect(page.getByTestId('organizations-total')).toHaveText('10 organizations');
});
