// A paused subscription (studio.md §4: "read-only while paused"): the payment provider pauses it, the banner
// says so on every organization page, widgets and flows are read-only in the UI and refused by the server,
// and the owner's Unpause in the banner makes them editable again.
import { expect, test, type Locator } from '@playwright/test';
import { reportSubscription } from './billingProvider';
import { callApi, debug, dragMouse, nodeCenter, openFlow } from './flowEditorPage';
import { createOrganization, createWidget, signUpNewUser } from './studioUser';

test.describe.configure({ timeout: 120_000 });

function tooltipOf(control: Locator): Locator {
  return control.locator('xpath=..').getByRole('tooltip');
}

test('a paused subscription keeps widgets read-only until the owner unpauses from the banner', async ({ page, baseURL }) => {
  await signUpNewUser(page);
  const organizationId = await createOrganization(page, 'Paused Co');
  const widgetId = await createWidget(page, organizationId, 'Quiet widget');
  expect(await reportSubscription(baseURL!, organizationId, 'paused')).toBe(200);

  await page.goto(`/${organizationId}/widgets`);
  const banner = page.getByTestId('banner-subscription-paused');
  await expect(banner).toBeVisible();
  const create = page.getByTestId('create-widget-button');
  await expect(create).toBeDisabled();
  await expect(tooltipOf(create)).toContainText('The subscription is paused');

  await openFlow(page, organizationId, widgetId);
  await expect(page.getByTestId('banner-subscription-paused')).toBeVisible();
  await expect(page.getByTestId('add-node')).toBeDisabled();
  await expect(page.getByTestId('publish-button')).toBeDisabled();
  const before = await debug(page, (handle) => handle.node(1));
  const center = await nodeCenter(page, 1);
  await dragMouse(page, center, { x: center.x + 120, y: center.y + 80 });
  expect(await debug(page, (handle) => handle.node(1))).toEqual(before);
  const refused = await callApi<{ error: string }>(page, 'PATCH', `/widgets/${widgetId}`, { name: 'Renamed while paused' });
  expect(refused.status).toBe(403);
  expect(refused.body.error).toBe('subscription-paused');
  await page.screenshot({ path: 'test-results/screens/flow-subscription-paused.png' });

  // The owner unpauses from the banner: it goes, and the flow can be edited and saved again.
  await page.getByTestId('banner-subscription-paused').getByTestId('banner-action').click();
  await expect(page.getByTestId('banner-subscription-paused')).toBeHidden();
  await expect(page.getByTestId('add-node')).toBeEnabled();
  const again = await nodeCenter(page, 1);
  await dragMouse(page, again, { x: again.x + 120, y: again.y + 80 });
  await expect.poll(async () => (await debug(page, (handle) => handle.node(1)))!.x).not.toBe(before!.x);
  await expect(page.getByTestId('save-indicator')).toHaveAttribute('data-state', 'saved', { timeout: 15_000 });
  expect((await callApi<{ version: number }>(page, 'GET', `/widgets/${widgetId}/flow`)).body.version).toBe(2);
  await page.goto(`/${organizationId}/widgets`);
  await expect(page.getByTestId('create-widget-button')).toBeEnabled();
});
