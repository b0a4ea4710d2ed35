// Studio pages in a real browser: the organization page's title (studio.md §2.8), the order of the Results page's
// panels (§2.15), and the motion of modals and tooltips (§9: modal animation 250 ms; tooltip animation 250 ms,
// offset 8).
import { expect, test } from './cspGuard';
import { createOrganization, createWidget, signUpNewUser } from './studioUser';
import { createOrganizationByApi, createWidgetByApi } from './studioApi';

test.describe.configure({ timeout: 120_000 });

test("the organization page's title is the organization's name, and follows a rename", async ({ page }) => {
  await signUpNewUser(page);
  const organizationId = await createOrganization(page, 'Acme Research');
  await page.goto(`/${organizationId}`);
  await expect(page.getByTestId('page-title')).toHaveText('Acme Research');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Acme Research');
  await expect(page).toHaveTitle('Acme Research · Widget Studio');

  await page.getByTestId('edit-organization-button').click();
  await page.getByTestId('organization-name-input').fill('Acme Labs');
  await page.getByTestId('edit-organization-submit').click();
  await expect(page.getByTestId('edit-organization-modal')).toHaveCount(0);
  await expect(page.getByTestId('page-title')).toHaveText('Acme Labs');
  await expect(page).toHaveTitle('Acme Labs · Widget Studio');
});

test('the Results page shows its panels in order: stats, collected records, flow events', async ({ page }) => {
  await signUpNewUser(page);
  const organizationId = await createOrganizationByApi(page, 'Results order');
  const widgetId = await createWidgetByApi(page, organizationId, 'Ordered');
  await page.goto(`/${organizationId}/widgets/${widgetId}/results`);
  await expect(page.getByTestId('results-page')).toBeVisible();
  const panels = page.getByTestId('results-page').locator(':scope > .panel');
  await expect(panels).toHaveCount(3);
  // In the document (reading and tab order) ...
  expect(await panels.evaluateAll((sections) => sections.map((section) => section.getAttribute('data-testid')))).toEqual(['results-stats', 'results-records', 'results-events']);
  expect(await panels.evaluateAll((sections) => sections.map((section) => section.querySelector('h2')?.textContent))).toEqual(['Stats', 'Collected records', 'Flow events']);
  // ... and on screen, one below the other.
  const tops = await panels.evaluateAll((sections) => sections.map((section) => section.getBoundingClientRect()));
  expect(tops[0]!.bottom).toBeLessThanOrEqual(tops[1]!.top);
  expect(tops[1]!.bottom).toBeLessThanOrEqual(tops[2]!.top);
});

test('modals open with a 250 ms animation, backdrop included', async ({ page }) => {
  await signUpNewUser(page);
  await page.getByTestId('create-organization-button').click();
  const dialog = page.locator('dialog.modal[open]');
  await expect(dialog).toBeVisible();
  const motion = await dialog.evaluate((element) => {
    const own = getComputedStyle(element);
    const backdrop = getComputedStyle(element, '::backdrop');
    return { name: own.animationName, duration: own.animationDuration, backdropName: backdrop.animationName, backdropDuration: backdrop.animationDuration };
  });
  expect(motion).toEqual({ name: 'modal-in', duration: '0.25s', backdropName: 'fade-in', backdropDuration: '0.25s' });
});

test('tooltips fade in over 250 ms, 8 px from what they explain', async ({ page }) => {
  await signUpNewUser(page);
  await createOrganization(page, 'Owned');
  await page.goto('/');
  // The owner cannot leave: the Leave button is disabled and its tooltip says why.
  await page.getByTestId('organizations-manage-toggle').click();
  const leave = page.getByTestId('organization-leave');
  await expect(leave).toBeDisabled();
  const anchor = page.locator('.tooltip', { has: leave });
  const bubble = anchor.getByRole('tooltip');
  await expect(bubble).toHaveCSS('opacity', '0');
  const transition = await bubble.evaluate((element) => {
    const style = getComputedStyle(element);
    return { properties: style.transitionProperty.split(', '), durations: style.transitionDuration.split(', ') };
  });
  expect(transition.properties).toContain('opacity');
  expect(transition.durations[transition.properties.indexOf('opacity')]).toBe('0.25s');

  await anchor.hover();
  await expect(bubble).toHaveCSS('opacity', '1');
  await expect(bubble).not.toBeEmpty();
  const [anchorBox, bubbleBox] = [(await anchor.boundingBox())!, (await bubble.boundingBox())!];
  // Once the animation ended: 8 px above the control.
  await expect.poll(async () => Math.round(anchorBox.y - ((await bubble.boundingBox())!.y + bubbleBox.height))).toBe(8);
});
