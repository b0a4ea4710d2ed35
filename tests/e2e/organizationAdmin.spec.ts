// An organization owner runs their organization as a new user would: subscribes through the local
// checkout, uploads a logo, creates an access token and calls the API with it, revokes it; and
// manages widgets from the list (publish, archive, unarchive, delete), each step confirmed.
import type { Page } from '@playwright/test';
import { expect, test } from './cspGuard';
import sharp from 'sharp';
import { createOrganization, createWidget, signUpNewUser } from './studioUser';

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
  await expect(page.getByTestId('payments-history-button')).toHaveCount(0);
  await expect(page.getByTestId('quota-users')).toContainText('1');
  await expect(page.getByText('may take up to 6 hours')).toBeVisible();

  // Subscribe: yearly is the default; the local checkout takes the user there and back.
  await page.getByTestId('subscribe-button').click();
  const subscribe = page.getByTestId('subscribe-modal');
  await expect(subscribe.getByTestId('billing-yearly')).toHaveAttribute('aria-pressed', 'true');
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
  const organizationId = await createOrganization(page, 'Lifecycle Co');
  await createWidget(page, organizationId, 'Quiz');
  await page.goto(`/${organizationId}/widgets`);
  const row = page.getByTestId('widget-item');
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId('widget-item-rate')).toHaveText('—');

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
