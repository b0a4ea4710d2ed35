// Node edit forms on the real studio (editor.md §2, §4, §5, §6): forms change ports and connections through
// the editor, invalid fields block saving, the placeholder picker offers upstream values, the code form loads
// on demand, the warning popover counts problems, and a read-only widget shows read-only forms.
import type { Page } from '@playwright/test';
import { expect, test } from './cspGuard';
import { getNodeKind, type FlowDocument, type FlowNode, type NodeType } from '../../engine/model/index';
import { callApi, counts, debug, dragMouse, nodeCenter, openFlow } from './flowEditorPage';
import { newUser, signUpNewUser } from './studioUser';
import { createOrganizationByApi, createWidgetByApi } from './studioApi';

test.describe.configure({ timeout: 150_000 });

function node(id: number, type: NodeType, x: number, y: number, config?: Record<string, unknown>): FlowNode {
  const full = config ?? getNodeKind(type).defaultConfig(() => 0.5);
  return { id, type, x, y, ...getNodeKind(type).ports(full), config: full };
}

/** entrypoint → ab_testing → (A) condition with two branches and a default → redirects; (B) → code → http_request. */
function formsFlow(): FlowDocument {
  const condition = {
    branches: [
      { mode: 'and', conditions: [{ operator: 'eq', values: ['{{1.country}}', 'DE'] }] },
      { mode: 'or', conditions: [{ operator: 'nempty', values: ['{{1.referrer}}'] }] },
    ],
    hasDefault: true,
  };
  return {
    nodes: [
      node(1, 'entrypoint', 0, 0),
      node(2, 'ab_testing', 320, 0),
      node(3, 'condition', 640, -160, condition),
      node(4, 'redirect', 960, -40),
      node(5, 'redirect', 960, -280),
      node(6, 'code', 640, 200),
      node(7, 'http_request', 960, 200, { ...getNodeKind('http_request').defaultConfig(), method: 'POST', body: 'hello' }),
      node(8, 'function', 0, 240),
    ],
    connections: [
      { from: [1, 0], to: [2, 0] },
      { from: [2, 0], to: [3, 0] },
      { from: [3, 2], to: [4, 0] },
      { from: [3, 1], to: [5, 0] },
      { from: [2, 1], to: [6, 0] },
      { from: [6, 0], to: [7, 0] },
    ],
  };
}

async function widgetWithFlow(page: Page, name: string) {
  await signUpNewUser(page);
  const organizationId = await createOrganizationByApi(page, `Team ${name}`);
  const widgetId = await createWidgetByApi(page, organizationId, name);
  const saved = await callApi(page, 'PUT', `/widgets/${widgetId}/flow`, { baseVersion: 1, flow: formsFlow() });
  expect(saved.status).toBe(200);
  return { organizationId, widgetId };
}

async function openNodeForm(page: Page, id: number) {
  const at = await nodeCenter(page, id);
  await page.mouse.dblclick(at.x, at.y);
  await expect(page.getByTestId('node-modal')).toBeVisible();
}

/** A screenshot once the modal's opening animation is over. */
async function shoot(page: Page, name: string) {
  await page.getByTestId('node-modal').evaluate((dialog) =>
    Promise.all(
      dialog
        .getAnimations({ subtree: true })
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        // A transition cancelled meanwhile (a field error that went away) rejects `finished`: it is over too.
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  await page.screenshot({ path: `test-results/screens/${name}.png` });
}

async function saveForm(page: Page) {
  await page.getByTestId('node-modal-save').click();
  await expect(page.getByTestId('node-modal')).toBeHidden();
}

test('forms drive ports and connections; invalid fields block saving; values, code and warnings', async ({ page }) => {
  const { organizationId, widgetId } = await widgetWithFlow(page, 'Forms');
  const secret = await callApi(page, 'POST', `/widgets/${widgetId}/secrets`, { name: 'crm_key', value: 'not-shown' });
  expect(secret.status).toBe(201);
  await openFlow(page, organizationId, widgetId);
  expect(await counts(page)).toEqual({ nodes: 8, connections: 6 });

  // A/B testing to three branches: the node gets a third output; the split is re-done evenly.
  await openNodeForm(page, 2);
  await expect(page.getByTestId('node-modal-type')).toHaveText('ab_testing');
  await expect(page.getByTestId('ab-remove-branch')).toBeDisabled();
  await page.getByTestId('ab-add-branch').click();
  await expect(page.getByTestId('ab-weights-segment')).toHaveText(['A 34%', 'B 33%', 'C 33%']);
  await shoot(page, 'node-form-ab-testing');
  await saveForm(page);
  await expect.poll(() => debug(page, (handle) => handle.node(2))).toMatchObject({ outputs: 3, config: { weights: [34, 33, 33], sticky: false } });

  // Condition: removing the second branch leaves 2 outputs, so the connection on the third is dropped.
  await openNodeForm(page, 3);
  await expect(page.getByTestId('condition-branch')).toHaveCount(2);
  await shoot(page, 'node-form-condition');
  // Changing an operator resets its values to that operator's (one empty value for "is empty").
  await page.getByTestId('condition-operator-0-0').selectOption('empty');
  await expect(page.getByTestId('condition-value-0-0-0')).toHaveValue('');
  await expect(page.getByTestId('condition-value-0-0-1')).toHaveCount(0);
  await page.getByTestId('condition-remove-branch-1').click();
  await expect(page.getByTestId('condition-branch')).toHaveCount(1);
  await saveForm(page);
  await expect.poll(() => counts(page)).toEqual({ nodes: 8, connections: 5 });
  const condition = (await debug(page, (handle) => handle.node(3)))!;
  expect(condition.outputs).toBe(2);
  expect(condition.config).toEqual({ branches: [{ mode: 'and', conditions: [{ operator: 'empty', values: [''] }] }], hasDefault: true });

  // An invalid field keeps Save disabled with the rule's text under it; fixing it enables Save.
  await openNodeForm(page, 5);
  await page.getByTestId('redirect-url').fill(`https://example.com/${'a'.repeat(2048)}`);
  await expect(page.getByTestId('redirect-url-error')).toHaveText('The URL can be at most 2048 characters long.');
  await expect(page.getByTestId('node-modal-save')).toBeDisabled();
  await page.getByTestId('redirect-url').fill('https://example.com/thanks?from=');
  await expect(page.getByTestId('node-modal-save')).toBeEnabled();
  // The placeholder picker offers the values of upstream nodes; a picked one shows as a chip.
  await page.getByTestId('redirect-url-insert').click();
  await expect(page.getByTestId('redirect-url-picker')).toContainText('{{1.page_url}}');
  await expect(page.getByTestId('redirect-url-picker')).toContainText('{{2.group}}');
  // A redirect's URL reaches the visitor's browser: the widget's secret is not offered there.
  await expect(page.getByTestId('redirect-url-picker')).not.toContainText('secret.crm_key');
  await page.getByTestId('redirect-url-pick').filter({ hasText: '{{1.country}}' }).click();
  await expect(page.getByTestId('redirect-url')).toHaveValue('https://example.com/thanks?from={{1.country}}');
  await expect(page.getByTestId('redirect-url-tokens')).toHaveText('1.country');
  // Typed by hand, the field says why it cannot be used, and Save stays disabled until it is gone.
  await page.getByTestId('redirect-url').fill('https://example.com/thanks?from={{1.country}}&k={{secret.crm_key}}');
  await expect(page.getByTestId('redirect-url-error')).toHaveText(
    'A secret cannot be used here: visitors or people reading the results would see it. Secrets go only into an HTTP request (URL, header values, body) or an email.',
  );
  await expect(page.getByTestId('redirect-url-tokens').locator('[data-known="false"]')).toHaveAttribute('title', 'Secrets cannot be used in this field');
  await expect(page.getByTestId('node-modal-save')).toBeDisabled();
  await shoot(page, 'node-form-secret-not-allowed');
  await page.getByTestId('redirect-url').fill('https://example.com/thanks?from={{1.country}}');
  await expect(page.getByTestId('redirect-url-error')).toHaveCount(0);
  await saveForm(page);
  expect((await debug(page, (handle) => handle.node(5)))!.config).toEqual({ url: 'https://example.com/thanks?from={{1.country}}', replace: false });

  // The entrypoint's shortcuts and chips: a bad data attribute is marked and blocks saving.
  await openNodeForm(page, 1);
  await page.getByTestId('entrypoint-add-utm').click();
  await expect(page.getByTestId('entrypoint-query-params-chip')).toHaveText(['utm_source×', 'utm_medium×', 'utm_campaign×', 'utm_term×', 'utm_content×']);
  await page.getByTestId('entrypoint-data-attributes-input').fill('Plan');
  await page.getByTestId('entrypoint-data-attributes-input').press('Enter');
  await expect(page.getByTestId('entrypoint-data-attributes-error')).toContainText('starting with "data-"');
  await expect(page.getByTestId('node-modal-save')).toBeDisabled();
  await page.getByTestId('entrypoint-data-attributes-input').press('Backspace');
  await expect(page.getByTestId('entrypoint-data-attributes-chip')).toHaveCount(0);
  await saveForm(page);
  expect((await debug(page, (handle) => handle.node(1)))!.config.queryParams).toHaveLength(5);
  // Backspace in the form did not reach the canvas (keys are off while a modal is open).
  expect((await counts(page)).nodes).toBe(8);

  // Function: the operation select filters (no-match line), and an unconnected node has no values to pick.
  await openNodeForm(page, 8);
  await page.getByTestId('function-add').click();
  await expect(page.getByTestId('function-name-0')).toHaveText('Trim spaces');
  await page.getByTestId('function-name-0').click();
  await page.getByTestId('function-name-0-filter').fill('zzz');
  await expect(page.getByTestId('function-name-0-empty')).toHaveText('Nothing matches “zzz”.');
  await page.getByTestId('function-name-0-filter').fill('base64');
  await page.getByTestId('function-name-0-option-base64_encode').click();
  await page.getByTestId('function-arg-0-0-insert').click();
  await expect(page.getByTestId('function-arg-0-0-picker')).toContainText('No values available');
  await saveForm(page);
  expect((await debug(page, (handle) => handle.node(8)))!.config).toEqual({ functions: [{ name: 'base64_encode', args: [''] }] });

  // The code form loads on demand; a syntax error blocks saving, getValue of an unknown value warns.
  await openNodeForm(page, 6);
  await expect(page.getByTestId('code-editor')).toBeVisible();
  const content = page.getByTestId('code-editor-content');
  await content.click();
  await page.keyboard.press('Control+End');
  await page.keyboard.type("\ncontext.getValue('9.nope');\ncontext.addValue('Greeting', 1);\n");
  await expect(page.getByTestId('code-warning')).toContainText("getValue('9.nope')");
  await expect(page.getByTestId('code-offered')).toHaveText('greeting');
  await expect(page.getByTestId('node-modal-save')).toBeEnabled();
  await page.keyboard.type('const = ;');
  await expect(page.getByTestId('code-error')).toContainText('Syntax error');
  await expect(page.getByTestId('node-modal-save')).toBeDisabled();
  await shoot(page, 'node-form-code');
  // Undo belongs to the code editor while it has the focus: the flow's history is untouched.
  const flowBeforeUndo = await counts(page);
  await page.keyboard.press('Control+z');
  await expect(content).not.toContainText('const = ;');
  await expect(page.getByTestId('code-error')).toHaveCount(0);
  await expect(page.getByTestId('node-modal-save')).toBeEnabled();
  await page.keyboard.press('Control+y');
  await expect(content).toContainText('const = ;');
  await page.keyboard.press('Control+z');
  await expect(content).not.toContainText('const = ;');
  await page.keyboard.press('Control+Shift+KeyZ');
  await expect(content).toContainText('const = ;');
  expect(await counts(page)).toEqual(flowBeforeUndo);
  await page.getByTestId('node-modal-cancel').click();
  await expect(page.getByTestId('node-modal')).toBeHidden();

  // HTTP request: the picker offers the widget's secrets too; switching to GET clears (and hides) the body.
  await openNodeForm(page, 7);
  await expect(page.getByTestId('http-body')).toHaveValue('hello');
  await page.getByTestId('http-url').fill('https://crm.example.com/leads?key=');
  await page.getByTestId('http-url-insert').click();
  await page.getByTestId('http-url-pick').filter({ hasText: '{{secret.crm_key}}' }).click();
  await expect(page.getByTestId('http-url-tokens')).toHaveText('secret.crm_key');
  await page.getByTestId('http-method').selectOption('GET');
  await expect(page.getByTestId('http-body')).toHaveCount(0);
  await page.getByTestId('http-timeout').fill('20');
  await expect(page.getByTestId('http-timeout-error')).toHaveText('The timeout can be at most 15 seconds.');
  await expect(page.getByTestId('node-modal-save')).toBeDisabled();
  await page.getByTestId('http-timeout').fill('8');
  await shoot(page, 'node-form-http-request');
  await saveForm(page);
  expect((await debug(page, (handle) => handle.node(7)))!.config).toMatchObject({ method: 'GET', body: '', timeout: 8, url: 'https://crm.example.com/leads?key={{secret.crm_key}}' });

  // Redirect 4 has no URL: its warning icon opens the popover headed by the number of problems.
  await expect.poll(() => debug(page, (handle) => handle.warningCount(4))).toBe(1);
  const iconAt = (await debug(page, (handle) => handle.warningIconScreenCenter(4)))!;
  await page.mouse.click(iconAt.x, iconAt.y);
  await expect(page.getByTestId('warning-popover')).toBeVisible();
  await expect(page.getByTestId('warning-popover-title')).toHaveText('1 problem');
  await expect(page.getByTestId('warning-popover-item')).toHaveText('The redirect has no URL.');
  await page.screenshot({ path: 'test-results/screens/node-warning-popover.png' });
  await page.getByTestId('warning-popover-open').click();
  await expect(page.getByTestId('node-modal-type')).toHaveText('redirect');
  await page.getByTestId('node-modal-cancel').click();
  await expect(page.getByTestId('save-indicator')).toHaveAttribute('data-state', 'saved', { timeout: 15_000 });
});

test('a read-only widget shows read-only forms: an eye icon, disabled fields, only cancel', async ({ page }) => {
  const { organizationId, widgetId } = await widgetWithFlow(page, 'Read only');
  expect((await callApi(page, 'DELETE', `/widgets/${widgetId}/archive`)).status).toBe(200);
  await openFlow(page, organizationId, widgetId);

  await openNodeForm(page, 2);
  await expect(page.getByTestId('node-modal-mode')).toHaveAttribute('data-mode', 'read-only');
  await expect(page.getByTestId('node-modal-eye')).toBeVisible();
  await expect(page.getByTestId('node-modal-save')).toHaveCount(0);
  await expect(page.getByTestId('ab-add-branch')).toHaveCount(0);
  await expect(page.getByTestId('ab-weights-handle-0')).toBeDisabled();
  await expect(page.getByTestId('ab-sticky')).toBeDisabled();
  await page.getByTestId('node-modal-cancel').click();

  await openNodeForm(page, 3);
  await expect(page.getByTestId('condition-operator-0-0')).toBeDisabled();
  await expect(page.getByTestId('condition-value-0-0-0')).toBeDisabled();
  await expect(page.getByTestId('condition-add-branch')).toHaveCount(0);
  await expect(page.getByTestId('condition-remove-branch-0')).toHaveCount(0);
  await shoot(page, 'node-form-read-only');
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('node-modal')).toBeHidden();
  expect((await debug(page, (handle) => handle.node(3)))!.outputs).toBe(3);
});

test('a guest of the organization sees the flow read-only: nothing moves, deletes or saves, and the forms are read-only', async ({ page, browser }) => {
  const { organizationId, widgetId } = await widgetWithFlow(page, 'Guest view');
  const guest = newUser('guest');
  const invited = await callApi(page, 'POST', `/organizations/${organizationId}/invitations`, { email: guest.email, role: 'guest' });
  expect(invited.status).toBe(201);

  const guestContext = await browser.newContext();
  const guestPage = await guestContext.newPage();
  await signUpNewUser(guestPage, guest);
  const mine = await callApi<{ id: string }[]>(guestPage, 'GET', '/invitations');
  expect(mine.body).toHaveLength(1);
  expect((await callApi(guestPage, 'POST', `/invitations/${mine.body[0]!.id}/accept`)).status).toBe(200);

  await openFlow(guestPage, organizationId, widgetId);
  await expect(guestPage.getByTestId('flow-status')).toContainText('8 nodes · 6 connections · version 2');
  await expect(guestPage.getByTestId('flow-archived-mark')).toHaveCount(0);
  await expect(guestPage.getByTestId('add-node')).toBeDisabled();
  await expect(guestPage.getByTestId('publish-button')).toBeDisabled();

  // A drag does not move the node; a click still selects it; Delete removes nothing.
  const before = await debug(guestPage, (handle) => handle.node(4));
  const center = await nodeCenter(guestPage, 4);
  await dragMouse(guestPage, center, { x: center.x + 150, y: center.y + 100 });
  expect(await debug(guestPage, (handle) => handle.node(4))).toEqual(before);
  await guestPage.mouse.click(center.x, center.y);
  expect(await debug(guestPage, (handle) => handle.selection())).toEqual([4]);
  await guestPage.keyboard.press('Delete');
  expect((await counts(guestPage)).nodes).toBe(8);

  // The form opens read-only: an eye icon, disabled fields, no save.
  await openNodeForm(guestPage, 7);
  await expect(guestPage.getByTestId('node-modal-mode')).toHaveAttribute('data-mode', 'read-only');
  await expect(guestPage.getByTestId('node-modal-eye')).toBeVisible();
  await expect(guestPage.getByTestId('node-modal-save')).toHaveCount(0);
  await guestPage.screenshot({ path: 'test-results/screens/node-form-guest.png' });
  await guestPage.getByTestId('node-modal-cancel').click();
  await expect(guestPage.getByTestId('node-modal')).toBeHidden();

  // Nothing was saved, and the server refuses the guest's save too.
  const stored = await callApi<{ version: number }>(guestPage, 'GET', `/widgets/${widgetId}/flow`);
  expect(stored.body.version).toBe(2);
  const refused = await callApi(guestPage, 'PATCH', `/widgets/${widgetId}/flow`, { baseVersion: 2, patches: [] });
  expect(refused.status).toBe(403);
  await guestContext.close();
});
