// axe on every studio route and modal, in the light and the dark theme (issue 25; tests/e2e/axe.ts: WCAG 2.2 AA,
// serious and critical violations fail). One designer, one organization, one widget whose flow has a view and a
// collect, published and visited once through its /w/ page, so the Results page has a record and events to open.
// Each step walks one group of routes with the modals they open. The provider's sign-in and sign-up pages
// and the terms gate are scanned on the way in. Every modal is also checked for where focus goes: its first field,
// else its primary action, Cancel for a destructive confirmation (src/README.md "Accessibility"), and back to the
// control that opened it on Escape (the menu's button when a menu item opened it). A paid plan (the local checkout)
// opens the subscription's modals; a second person, signed up over HTTP with the invited address, makes the team's
// member modals and an invitation of the designer's own (decline, then leave) possible without a second browser.
import { expect, test, type BrowserContext, type Locator, type Page } from '@playwright/test';
import type { FlowNode } from '../../engine/model/flowTypes';
import { testNode } from '../../engine/testing/testNode';
import { encodeSharePayload } from '../../contracts/sharePayload';
import { expectNoSeriousViolations, expectNoSeriousViolationsInBothThemes } from './axe';
import { callApi, nodeCenter, openFlow } from './flowEditorPage';
import { acceptTerms, createOrganization, newUser, type NewUser } from './studioUser';
import { formFlow } from './visitorFlows';
import { BrowserlessSignIn } from '../harness/oidcClient';
import sharp from 'sharp';

// One test in steps: a violation fails it softly, so one run reports every route and modal.
test.describe.configure({ timeout: 900_000 });

let context: BrowserContext;
let page: Page;
let organizationId = '';
let widgetId = '';
let designer: NewUser;
/** The address the team step invites; the second person signs up with it. */
const inviteeEmail = `invitee-${Date.now()}@example.com`;
const baseURL = `http://localhost:${Number(process.env.E2E_PORT ?? 18090)}`;

/** entrypoint → view (heading, email, Send) → collect. */
const scannedFlow = () => formFlow({ title: 'Stay in touch', field: { name: 'email', label: 'Email', type: 'email' }, partition: 'news', sync: true, spacing: 320 });

/**
 * One node of every other kind, none connected (they never run: they join the flow after the visit), so the spec
 * opens every kind's form. Each holds a row or a {{value}} where its form lists some, to scan those parts too.
 */
const formNodes: FlowNode[] = [
  testNode(4, 'redirect', 960, 0, { url: 'https://example.com/thanks?email={{2.email}}' }),
  testNode(5, 'await', 1280, 0),
  testNode(6, 'storage', 0, 240, { entries: [{ type: 'cookie', action: 'set', key: 'email', value: '{{2.email}}', timeout: 0, maxAge: 3600 }] }),
  testNode(7, 'condition', 320, 240, { branches: [{ mode: 'and', conditions: [{ operator: 'eq', values: ['{{2.email}}', 'a@example.com'] }] }], hasDefault: true }),
  testNode(8, 'ab_testing', 640, 240),
  testNode(9, 'ai_prompt', 960, 240, { prompt: 'Greet {{2.email}}' }),
  testNode(10, 'function', 1280, 240, { functions: [{ name: 'lowercase', args: ['{{2.email}}'] }] }),
  testNode(11, 'code', 0, 480),
  testNode(12, 'define', 320, 480, { fields: [{ key: 'greeting', value: 'Hello {{2.email}}' }] }),
  testNode(13, 'http_request', 640, 480, { url: 'https://example.com/hook', method: 'POST', headers: [{ key: 'Authorization', value: 'Bearer {{secret.api_key}}' }], body: '{"email":"{{2.email}}"}' }),
  testNode(14, 'email', 960, 480, { to: 'team@example.com', subject: 'New subscriber', content: '{{2.email}} subscribed.' }),
  testNode(15, 'note', 1280, 480, { text: 'Every kind, for axe.' }),
];

/** What has focus, described for a failure message. */
async function focusedElement(): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return 'the page body';
    const testId = element.getAttribute('data-testid');
    const label = element.getAttribute('aria-label');
    return `<${element.tagName.toLowerCase()}${testId ? ` data-testid=${testId}` : ''}${label ? ` aria-label="${label}"` : ''}> “${(element.textContent ?? '').trim().slice(0, 40)}”`;
  });
}

/** `target` has focus (soft: the run goes on and the failure names what has focus instead). */
async function expectFocus(target: Locator, where: string): Promise<void> {
  try {
    await expect(target).toBeFocused({ timeout: 5_000 });
  } catch {
    expect.soft(await focusedElement(), `${where}: focus should be on ${target}`).toBe('the expected control');
  }
}

interface ModalFocus {
  /** Where focus must be once the modal is open, inside it. */
  first(modal: Locator): Locator;
  /** Where focus must be once Escape closed it; by default the control clicked to open it. */
  returnTo?: Locator;
}

/** Cancel: where a destructive confirmation starts (src/README.md "Accessibility"). */
const onCancel: ModalFocus['first'] = (modal) => modal.locator('.modal__footer').getByRole('button', { name: 'Cancel', exact: true });
/** The header's close button: where a modal with nothing else to take focus yet starts (its list still loading). */
const onHeaderClose: ModalFocus['first'] = (modal) => modal.locator('.modal__header').getByRole('button', { name: 'Close' });
/** The footer's Close: where a detail modal without a field or a primary action starts. */
const onFooterClose: ModalFocus['first'] = (modal) => modal.locator('.modal__footer').getByRole('button', { name: 'Close', exact: true });
const onTestId =
  (testId: string): ModalFocus['first'] =>
  (modal) =>
    modal.getByTestId(testId);

/**
 * Opens a modal by clicking `opener` (or running `open`), checks where focus starts, scans it in both themes, closes
 * it with Escape and checks that focus went back.
 */
async function scanModal(name: string, testId: string, opener: Locator | { open(): Promise<void> }, focus: ModalFocus): Promise<void> {
  if ('open' in opener) await opener.open();
  else await opener.click();
  const modal = page.getByTestId(testId);
  await expect(modal).toBeVisible();
  await expectFocus(focus.first(modal), `${name} open`);
  await expectNoSeriousViolationsInBothThemes(page, name);
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();
  const returnTo = focus.returnTo ?? ('open' in opener ? null : opener);
  if (returnTo) await expectFocus(returnTo, `${name} closed`);
}

/** Opens a Manage-style menu and picks an item: the modal it opens returns focus to the menu's button. */
function fromMenu(menuButton: Locator, item: Locator): { open(): Promise<void> } {
  return {
    open: async () => {
      await menuButton.click();
      await item.click();
    },
  };
}

async function scanRoute(name: string, path: string, ready: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByTestId(ready).first()).toBeVisible();
  await expectNoSeriousViolationsInBothThemes(page, name);
}

test.beforeAll(async ({ browser }) => {
  context = await browser.newContext({ baseURL: `http://localhost:${Number(process.env.E2E_PORT ?? 18090)}`, viewport: { width: 1280, height: 800 } });
  context.setDefaultTimeout(30_000);
  page = await context.newPage();
});

test.afterAll(async () => {
  await context?.close();
});

async function signingIn(): Promise<void> {
  const user = newUser('axe');
  designer = user;
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Sign in', exact: true })).toBeVisible();
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await expectNoSeriousViolations(page, `sign-in page (${scheme})`);
  }
  await page.emulateMedia({ colorScheme: 'light' });
  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page.getByLabel('Name')).toBeVisible();
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await expectNoSeriousViolations(page, `sign-up page (${scheme})`);
  }
  await page.emulateMedia({ colorScheme: 'light' });
  await page.getByLabel('Name').fill(user.name);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel(/^Password/).fill(user.password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByTestId('terms-gate')).toBeVisible();
  await expectNoSeriousViolationsInBothThemes(page, 'terms gate');
  await acceptTerms(page);
}

async function profileRoutes(): Promise<void> {
  await scanRoute('organizations (empty)', '/', 'create-organization-button');
  await scanModal('create organization modal', 'create-organization-modal', page.getByTestId('create-organization-button'), { first: onTestId('organization-name-input') });
  organizationId = await createOrganization(page, 'Axe Co');
  await scanRoute('organizations', '/', 'create-organization-button');
  await scanRoute('profile', '/profile', 'profile-panel');
  await scanModal('edit profile modal', 'edit-profile-modal', page.getByTestId('edit-profile-button'), { first: onTestId('profile-name-input') });
  await scanRoute('invitations', '/invitations', 'my-invitations-empty');
  await page.goto('/no-such-page/at/all/here/x');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoSeriousViolationsInBothThemes(page, 'not found');
}

async function organizationRoutes(): Promise<void> {
  await scanRoute('organization general', `/${organizationId}`, 'organization-general');
  await scanModal('edit organization modal', 'edit-organization-modal', page.getByTestId('edit-organization-button'), { first: onTestId('organization-name-input') });
  await scanModal('subscribe modal', 'subscribe-modal', page.getByTestId('subscribe-button'), { first: onTestId('billing-monthly') });
  await scanModal('create token modal', 'create-token-modal', page.getByTestId('create-token-button'), { first: onTestId('token-name-input') });
  await page.getByTestId('create-token-button').click();
  await page.getByTestId('token-name-input').fill('CI');
  await page.getByTestId('create-token-submit').click();
  await expect(page.getByTestId('token-reveal-modal')).toBeVisible();
  await expectFocus(page.getByTestId('token-value'), 'token reveal modal open');
  await expectNoSeriousViolationsInBothThemes(page, 'token reveal modal');
  await page.getByTestId('token-done').click();
  await expect(page.getByTestId('token-reveal-modal')).toBeHidden();
  const tokenOpen = page.getByTestId('token-item-open').first();
  await scanModal('token modal', 'token-modal', tokenOpen, { first: onFooterClose });
  // Revoke from the token modal: the confirmation takes its place; Escape brings the token modal back, then the list.
  await tokenOpen.click();
  await scanModal('revoke token confirmation', 'revoke-token-modal', page.getByTestId('token-modal-revoke'), { first: onCancel, returnTo: onFooterClose(page.getByTestId('token-modal')) });
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('token-modal')).toBeHidden();
  await expectFocus(tokenOpen, 'token modal closed after the revoke confirmation');
  await subscriptionModals();

  await scanRoute('widgets (empty)', `/${organizationId}/widgets`, 'widgets-empty');
  await scanModal('create widget modal', 'create-widget-modal', page.getByTestId('create-widget-button'), { first: onTestId('widget-name-input') });
  await page.getByTestId('create-widget-button').click();
  await page.getByTestId('widget-name-input').fill('Newsletter');
  await page.getByTestId('create-widget-submit').click();
  await expect(page).toHaveURL(/\/widgets\/[0-9a-f-]{36}$/);
  widgetId = new URL(page.url()).pathname.split('/')[3]!;
  await scanRoute('widgets', `/${organizationId}/widgets`, 'widgets-list');
  await page.getByTestId('widgets-manage-toggle').click();
  await expectNoSeriousViolationsInBothThemes(page, 'widgets (manage)');

  await scanRoute('team', `/${organizationId}/users`, 'members-list');
  await scanModal('invite modal', 'invite-modal', page.getByTestId('invite-button'), { first: onTestId('invite-email-input') });
  await page.getByTestId('invite-button').click();
  await page.getByTestId('invite-email-input').fill(inviteeEmail);
  await page.getByTestId('invite-submit').click();
  await expect(page.getByTestId('invitation-open')).toBeVisible();
  await expectNoSeriousViolationsInBothThemes(page, 'team with an invitation');
  const invitationOpen = page.getByTestId('invitation-open');
  await scanModal('invitation modal', 'invitation-modal', invitationOpen, { first: onFooterClose });
  // Revoke from the invitation modal: the confirmation takes its place and gives focus back to the list.
  await invitationOpen.click();
  await scanModal('revoke invitation confirmation', 'revoke-modal', page.getByTestId('invitation-modal-revoke'), { first: onCancel, returnTo: invitationOpen });
  await scanModal('member modal', 'member-modal', page.getByTestId('member-open').first(), { first: onFooterClose });
}

/** A paid plan through the local checkout, then the payments history and the Manage menu's modals. */
async function subscriptionModals(): Promise<void> {
  await page.getByTestId('subscribe-button').click();
  await page.getByTestId('subscribe-modal').getByTestId('subscribe-team').click();
  await expect(page).toHaveURL(/\/billing\/local\/checkout\//);
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(new RegExp(`/${organizationId}$`));
  await expect(page.getByTestId('subscription-plan')).toHaveText('Team');
  await expectNoSeriousViolationsInBothThemes(page, 'organization general (paid plan)');
  await scanModal('payments modal', 'payments-modal', page.getByTestId('payments-history-button'), { first: onHeaderClose });
  await expect(page.getByTestId('payments-history-button')).toBeVisible();
  const manage = page.getByTestId('manage-subscription-button');
  await scanModal('change plan modal', 'change-plan-modal', fromMenu(manage, page.getByTestId('change-plan-item')), {
    first: (modal) => modal.locator('input[name=plan]:checked'),
    returnTo: manage,
  });
  await scanModal('cancel subscription modal', 'cancel-subscription-modal', fromMenu(manage, page.getByTestId('cancel-subscription-item')), {
    first: onTestId('cancel-reason'),
    returnTo: manage,
  });
  // Cancelled, then resumed: a confirmation that destroys nothing opens on its action.
  await fromMenu(manage, page.getByTestId('cancel-subscription-item')).open();
  await page.getByTestId('cancel-reason').selectOption('too_expensive');
  await page.getByTestId('cancel-subscription-submit').click();
  await expect(page.getByTestId('cancel-subscription-modal')).toBeHidden();
  await expect(page.getByTestId('subscription-status')).toHaveText('Cancelled');
  await scanModal('resume confirmation', 'resume-subscription-modal', page.getByTestId('resume-button'), { first: onTestId('resume-subscription-confirm') });
  await page.getByTestId('resume-button').click();
  await page.getByTestId('resume-subscription-confirm').click();
  await expect(page.getByTestId('subscription-status')).toHaveText('Active');
}

/** Calls the studio's API over HTTP as the person holding `token`. */
async function apiAs<T>(token: string, method: string, path: string, body?: unknown): Promise<{ status: number; body: T }> {
  const config = (await (await fetch(`${baseURL}/app-config.json`)).json()) as { apiBase: string };
  const response = await fetch(new URL(`${config.apiBase.replace(/\/+$/, '')}${path}`, baseURL), {
    method,
    headers: { Authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
}

/**
 * A second person signs up with the invited address (over HTTP) and joins: the member modals; they invite the
 * designer to their own organization: the designer's invitation list, its decline confirmation, and once joined,
 * the leave confirmation.
 */
async function membershipModals(): Promise<void> {
  const client = new BrowserlessSignIn({ baseUrl: baseURL, clientId: 'studio', scope: 'openid email profile' });
  const tokens = await client.run({ mode: 'signup', email: inviteeEmail, name: 'Ines Invitee', password: `secret-${Date.now()}` });
  const token = tokens.access_token;
  const invitations = await apiAs<{ id: string }[]>(token, 'GET', '/invitations');
  expect(invitations.body).toHaveLength(1);
  expect((await apiAs(token, 'POST', `/invitations/${invitations.body[0]!.id}/accept`)).status).toBe(200);

  await page.goto(`/${organizationId}/users`);
  const member = page.locator(`[data-testid="member-item"][data-email="${inviteeEmail.toLowerCase()}"]`);
  const memberOpen = member.getByTestId('member-open');
  await expect(memberOpen).toBeVisible();
  const fromMemberModal = (action: string) => ({
    open: async () => {
      await memberOpen.click();
      await page.getByTestId('member-modal').getByTestId(action).click();
    },
  });
  await scanModal('change role modal', 'change-role-modal', fromMemberModal('member-change-role'), { first: onTestId('change-role-select'), returnTo: memberOpen });
  await scanModal('transfer ownership modal', 'transfer-ownership-modal', fromMemberModal('member-make-owner'), { first: onTestId('previous-owner-role-select'), returnTo: memberOpen });
  await scanModal('kick confirmation', 'kick-modal', fromMemberModal('member-kick'), { first: onCancel, returnTo: memberOpen });

  const own = await apiAs<{ id: string }>(token, 'POST', '/organizations', { name: 'Invitee Co' });
  expect(own.status).toBe(201);
  expect((await apiAs(token, 'POST', `/organizations/${own.body.id}/invitations`, { email: designer.email, role: 'member' })).status).toBe(201);
  await scanRoute('invitations (one)', '/invitations', 'my-invitation-item');
  await scanModal('decline invitation confirmation', 'decline-invitation-modal', page.getByTestId('my-invitation-decline'), { first: onCancel });
  await page.getByTestId('my-invitation-accept').click();
  await expect(page.getByTestId('invitation-accepted')).toBeVisible();
  await page.goto('/');
  await page.getByTestId('organizations-manage-toggle').click();
  const leave = page.getByTestId('organization-item').filter({ hasText: 'Invitee Co' }).getByTestId('organization-leave');
  await scanModal('leave organization confirmation', 'leave-organization-modal', leave, { first: onCancel });
}

async function widgetRoutes(): Promise<void> {
  const flow = scannedFlow();
  await page.goto(`/${organizationId}/widgets/${widgetId}`);
  const current = await callApi<{ version: number }>(page, 'GET', `/widgets/${widgetId}/flow`);
  expect((await callApi(page, 'PUT', `/widgets/${widgetId}/flow`, { baseVersion: current.body.version, flow })).status).toBe(200);
  // Published from the list: a confirmation that destroys nothing opens on its action.
  await page.goto(`/${organizationId}/widgets`);
  await page.getByTestId('widgets-manage-toggle').click();
  const publish = page.getByTestId('widget-item-publish');
  await scanModal('publish confirmation', 'widget-publish-modal', publish, { first: onTestId('widget-publish-confirm') });
  await publish.click();
  await page.getByTestId('widget-publish-confirm').click();
  await expect(page.getByTestId('widget-publish-modal')).toBeHidden();
  await expect.poll(async () => (await callApi<{ publishedAt: string | null }>(page, 'GET', `/widgets/${widgetId}`)).body.publishedAt).not.toBeNull();
  // A visit through the /w/ page: a record and its events for Results.
  await page.goto(`/w/${encodeSharePayload({ widgetId, debug: false, dataAttributes: [] })}`);
  await page.getByLabel('Email').fill('visitor@example.com');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.locator('[data-widget-view] .b4')).toHaveAttribute('data-done', '');

  const widgetPath = `/${organizationId}/widgets/${widgetId}`;
  await scanRoute('widget general', widgetPath, 'widget-general');
  await scanModal('edit widget modal', 'edit-widget-modal', page.getByTestId('edit-widget-button'), { first: onTestId('widget-name-input') });
  await scanModal('create secret modal', 'create-secret-modal', page.getByTestId('add-secret-button'), { first: onTestId('secret-name-input') });
  await page.getByTestId('add-secret-button').click();
  await page.getByTestId('secret-name-input').fill('api_key');
  await page.getByTestId('secret-value-input').fill('value');
  await page.getByTestId('create-secret-submit').click();
  await expect(page.getByTestId('create-secret-modal')).toBeHidden();
  await scanModal('secret modal', 'secret-modal', page.getByTestId('secret-item-open').first(), { first: onTestId('secret-modal-context-name') });
  await page.getByTestId('secrets-manage-toggle').click();
  await scanModal('delete secret confirmation', 'delete-secret-modal', page.getByTestId('secret-item-delete').first(), { first: onCancel });
  await scanModal('archive confirmation', 'widget-archive-modal', page.getByTestId('danger-zone-archive-button'), { first: onCancel });

  await scanRoute('share', `${widgetPath}/share`, 'share-embed-panel');
  await page.goto(`${widgetPath}/results`);
  await expect(page.getByTestId('record-row').first()).toBeVisible();
  await expect(page.getByTestId('event-item').first()).toBeVisible();
  await expectNoSeriousViolationsInBothThemes(page, 'results');
  await scanModal('record modal', 'record-modal', page.getByTestId('record-open').first(), { first: (modal) => modal.getByRole('button', { name: 'Copy record id' }) });
  await scanModal('trace modal', 'trace-modal', page.getByTestId('trace-session_id').first(), { first: onHeaderClose });

  // Every other kind joins the (already published and visited) flow: the flow page and each node's form are scanned with them.
  const visited = await callApi<{ version: number }>(page, 'GET', `/widgets/${widgetId}/flow`);
  const everyKind = { nodes: [...flow.nodes, ...formNodes], connections: flow.connections };
  expect((await callApi(page, 'PUT', `/widgets/${widgetId}/flow`, { baseVersion: visited.body.version, flow: everyKind })).status).toBe(200);
  await openFlow(page, organizationId, widgetId);
  await expectNoSeriousViolationsInBothThemes(page, 'flow');
  await scanModal('add node modal', 'add-node-modal', page.getByTestId('add-node'), { first: onTestId('add-node-filter') });
  await page.getByTestId('history-toggle').click();
  await expect(page.getByTestId('history-panel')).toBeVisible();
  await expectNoSeriousViolationsInBothThemes(page, 'flow with version history');
  await page.getByTestId('history-toggle').click();
  await nodeForms();
  await page.getByTestId('import-flow-input').setInputFiles({ name: 'flow.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(flow)) });
  await expect(page.getByTestId('import-flow-dialog')).toBeVisible();
  // It replaces the flow: a destructive confirmation, so it starts on Cancel.
  await expectFocus(page.getByTestId('import-flow-cancel'), 'import flow dialog open');
  await expectNoSeriousViolationsInBothThemes(page, 'import flow dialog');
  await page.getByTestId('import-flow-cancel').click();
  await expect(page.getByTestId('import-flow-dialog')).toBeHidden();

  const view = await nodeCenter(page, 2);
  await page.mouse.dblclick(view.x, view.y);
  await expect(page.getByTestId('view-editor')).toBeVisible();
  await expectNoSeriousViolationsInBothThemes(page, 'view editor');
  await scanModal('add block modal', 'add-block-modal', page.getByTestId('view-editor-add'), { first: onTestId('add-block-filter') });
  // An image block: its Image field opens the file picker (no file yet: it starts on Upload, its hidden file input
  // being no field to start on).
  await page.getByTestId('layer-1').click();
  await page.getByTestId('view-editor-add').click();
  await page.getByTestId('add-block-image').click();
  await expect(page.getByTestId('add-block-modal')).toHaveCount(0);
  const choose = page.getByTestId('view-property-image-choose');
  await scanModal('file picker', 'file-picker', choose, { first: onTestId('file-picker-upload') });
  // One file uploaded: its delete confirmation, over the picker, gives focus back to the file's Delete.
  await choose.click();
  const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: { r: 20, g: 120, b: 220 } } }).png().toBuffer();
  await page.getByTestId('file-picker-input').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: png });
  const picker = page.getByTestId('file-picker');
  await expect(picker.getByRole('button', { name: 'Pick logo.png' })).toBeVisible();
  await picker.getByTestId('file-picker-manage').click();
  await scanModal('delete file confirmation', 'file-delete-modal', picker.getByRole('button', { name: 'Delete logo.png' }), { first: onCancel });
  await page.keyboard.press('Escape');
  await expect(picker).toBeHidden();
  await expectFocus(choose, 'file picker closed');
  await page.getByTestId('view-editor-preview').click();
  await expectNoSeriousViolationsInBothThemes(page, 'view editor (preview)');
}

/** The first field of a node form's body (src/ui/modalFocus.ts: where a modal with a field starts). */
const onFirstField: ModalFocus['first'] = (modal) =>
  modal.locator('.modal__body').locator('input:not([type=hidden]):not(:disabled), select:not(:disabled), textarea:not(:disabled), [role=combobox]:not([aria-disabled=true])').first();

/**
 * Every kind's form (the view's is the view editor, scanned below), opened by double-clicking its node: where focus
 * starts, both themes, and Escape giving focus back to the canvas. The collect form's "Insert value" picker and the
 * function form's operation list (the forms' two pop-ups) are scanned open.
 */
async function nodeForms(): Promise<void> {
  const canvas = page.getByTestId('flow-canvas');
  const modal = page.getByTestId('node-modal');
  for (const node of [scannedFlow().nodes[0]!, scannedFlow().nodes[2]!, ...formNodes]) {
    const name = `node form (${node.type})`;
    const center = await nodeCenter(page, node.id);
    await page.mouse.dblclick(center.x, center.y);
    await expect(modal).toBeVisible();
    await expect(page.getByTestId(`node-form-${node.type}`)).toBeVisible();
    await expect(page.getByTestId('node-form-loading')).toHaveCount(0);
    await expectFocus(node.type === 'code' ? page.getByTestId('code-editor-content') : onFirstField(modal), `${name} open`);
    await expectNoSeriousViolationsInBothThemes(page, name);
    if (node.type === 'collect') await scanPopup('insert value picker (collect partition)', page.getByTestId('collect-partition-insert'), page.getByTestId('collect-partition-picker'));
    if (node.type === 'function') await scanPopup('operation list (function)', page.getByTestId('function-name-0'), page.getByTestId('function-name-0-filter'));
    await page.keyboard.press('Escape');
    await expect(modal).toBeHidden();
    await expectFocus(canvas, `${name} closed`);
  }
}

/** A pop-up of a node form, opened by `opener`: scanned in both themes, closed with Escape (the form stays open). */
async function scanPopup(name: string, opener: Locator, popup: Locator): Promise<void> {
  await opener.click();
  await expect(popup).toBeVisible();
  await expectNoSeriousViolationsInBothThemes(page, name);
  await page.keyboard.press('Escape');
  await expect(popup).toBeHidden();
  await expect(page.getByTestId('node-modal')).toBeVisible();
}

/** The widget deleted while its flow is open: the dialog that keeps the designer's copy (locked: no Escape). */
async function conflictDialog(): Promise<void> {
  // Leaving the view editor right after an edit may ask whether to leave (beforeunload): yes.
  page.once('dialog', (dialog) => void dialog.accept());
  await openFlow(page, organizationId, widgetId);
  expect((await callApi(page, 'DELETE', `/widgets/${widgetId}/archive`)).status).toBeLessThan(300);
  expect((await callApi(page, 'DELETE', `/widgets/${widgetId}`)).status).toBeLessThan(300);
  const dialog = page.getByTestId('flow-unreachable-dialog');
  await expect(dialog).toBeVisible();
  await expectFocus(dialog.getByTestId('flow-unreachable-download'), 'conflict dialog open');
  await expectNoSeriousViolationsInBothThemes(page, 'conflict dialog (widget deleted)');
}

test('every studio route and modal passes axe (WCAG 2.2 AA) in the light and the dark theme', async () => {
  await test.step('signing in: the sign-in and sign-up pages and the terms gate', signingIn);
  await test.step('profile routes: organizations, profile, invitations and their modals', profileRoutes);
  await test.step('organization routes: general, subscription, widgets, team and their modals', organizationRoutes);
  await test.step('memberships: a second member, an invitation to the designer, leaving', membershipModals);
  await test.step('widget routes: general, share, flow, results and their modals', widgetRoutes);
  await test.step('the conflict dialog: the widget deleted while its flow is open', conflictDialog);
});
