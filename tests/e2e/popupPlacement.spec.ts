// Pop-ups of the flow page and the view editor fit the window and show enough (issue 21, item 20): the keyboard help
// is padded and compact; the {{ }} placeholder picker of a node form shows a dozen rows (scrolling beyond), one line
// each even in the view editor's narrow panel; the font family picker at the foot of the property panel opens above
// its field in an 800 px high window instead of below the window's edge.
import type { Locator, Page } from '@playwright/test';
import type { FlowDocument } from '../../engine/index';
import { expect, test } from './cspGuard';
import { callApi, nodeCenter, openFlow } from './flowEditorPage';
import { signUpNewUser } from './studioUser';
import { createOrganizationByApi, createWidgetByApi } from './studioApi';
import { testNode } from '../../engine/testing/testNode';
import { openViewEditor } from './viewEditorPage';

test.describe.configure({ timeout: 180_000 });

/** How many of a list's options are wholly inside its visible box. */
function rowsInView(list: Locator): Promise<number> {
  return list.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return [...element.querySelectorAll('li')].filter((item) => {
      const row = item.getBoundingClientRect();
      return row.top >= box.top - 1 && row.bottom <= box.bottom + 1;
    }).length;
  });
}

async function expectInWindow(page: Page, target: Locator): Promise<void> {
  const box = (await target.boundingBox())!;
  const size = page.viewportSize()!;
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height).toBeLessThanOrEqual(size.height);
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(size.width);
}

test('keyboard help, placeholder picker and font picker fit the window and show enough', async ({ page }) => {
  await signUpNewUser(page);
  const organizationId = await createOrganizationByApi(page, 'Pop-ups');
  const widgetId = await createWidgetByApi(page, organizationId, 'Pop-ups');
  // The entrypoint offers 16 values (8 of its own, 6 query parameters, 2 data attributes) to the nodes below it.
  const entrypoint = testNode(1, 'entrypoint', 0, 0, { queryParams: ['a', 'b', 'c', 'd', 'e', 'f'], allowedOrigins: ['*'], dataAttributes: ['data-x', 'data-y'] });
  const request = testNode(3, 'http_request', 720, 0, { url: '', method: 'POST', headers: [], body: '', sync: true, timeout: 5 });
  const flow: FlowDocument = { nodes: [entrypoint, testNode(2, 'view', 360, 0), request], connections: [{ from: [1, 0], to: [2, 0] }, { from: [2, 0], to: [3, 0] }] };
  expect((await callApi(page, 'PUT', `/widgets/${widgetId}/flow`, { baseVersion: 1, flow })).status).toBe(200);
  await openFlow(page, organizationId, widgetId);

  // Keyboard help: padded, two columns (half the height one column took), inside the window.
  await page.getByTestId('flow-help').click();
  const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(help).toBeVisible();
  expect(Number.parseFloat(await help.evaluate((panel) => getComputedStyle(panel).paddingTop))).toBeGreaterThanOrEqual(8);
  expect(await page.getByTestId('flow-help-list').evaluate((list) => getComputedStyle(list).gridTemplateColumns.split(' ').length)).toBe(2);
  // One column took about 365 px of the canvas's height.
  expect((await help.boundingBox())!.height).toBeLessThan(260);
  await expectInWindow(page, help);
  await page.screenshot({ path: 'test-results/screens/flow-help.png' });
  await page.keyboard.press('Escape');
  await expect(help).toBeHidden();

  // The placeholder picker of the URL field (near the top of the form) and of the body (lower down).
  const at = await nodeCenter(page, 3);
  await page.mouse.dblclick(at.x, at.y);
  await expect(page.getByTestId('node-modal')).toBeVisible();
  await page.getByTestId('http-url-insert').click();
  const urlList = page.getByTestId('http-url-picker').locator('.filter-select__list');
  await expect(urlList).toBeVisible();
  expect(await rowsInView(urlList)).toBeGreaterThanOrEqual(10);
  await expectInWindow(page, page.getByTestId('http-url-picker'));
  await page.screenshot({ path: 'test-results/screens/placeholder-picker.png' });
  await page.keyboard.press('Escape');
  await page.getByTestId('node-modal-cancel').click();

  // The view editor: the text's placeholder picker in the narrow property panel keeps one line a row.
  await openViewEditor(page);
  await page.getByTestId('layer-2').click();
  await page.getByTestId('view-properties').getByText('Insert value').first().click();
  const viewList = page.getByTestId('view-properties').locator('.placeholder-picker .filter-select__list');
  await expect(viewList).toBeVisible();
  const heights = await viewList.locator('li').evaluateAll((items) => items.map((item) => item.getBoundingClientRect().height));
  expect(Math.max(...heights)).toBeLessThanOrEqual(32);
  expect(await rowsInView(viewList)).toBeGreaterThanOrEqual(8);
  await page.keyboard.press('Escape');

  // The font family field sits at the foot of the panel in an 800 px window: its picker opens above it, whole.
  const family = page.getByTestId('view-properties').locator('[data-testid$="font-family"]').first();
  await family.scrollIntoViewIfNeeded();
  await family.click();
  const panel = page.getByTestId('view-properties').locator('.font-family-picker .filter-select__panel');
  await expect(panel).toBeVisible();
  await expect(page.getByTestId('view-properties').locator('[data-testid$="font-family-option"]').first()).toBeVisible();
  // The field is in the window's lowest 300 px: no room for the list below it.
  const fieldBox = (await family.boundingBox())!;
  expect(fieldBox.y + fieldBox.height).toBeGreaterThan(page.viewportSize()!.height - 300);
  await expect(panel).toHaveAttribute('data-side', 'above');
  await expectInWindow(page, panel);
  await page.screenshot({ path: 'test-results/screens/font-picker.png' });
});
