// axe on every studio route and modal, in the light and the dark theme (issue 25; tests/e2e/axe.ts: WCAG 2.2 AA,
// serious and critical violations fail). One designer, one organization, one widget whose flow has a view and a
// collect, published and visited once through its /w/ page, so the Results page has a record and events to open.
// Each step walks one group of routes with the modals they open. The provider's sign-in and sign-up pages
// and the terms gate are scanned on the way in.
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import type { FlowConnection, FlowNode } from '../../engine/model/flowTypes';
import { testNode } from '../../engine/testing/testNode';
import { encodeSharePayload } from '../../contracts/sharePayload';
import { expectNoSeriousViolations, expectNoSeriousViolationsInBothThemes } from './axe';
import { callApi, nodeCenter, openFlow } from './flowEditorPage';
import { acceptTerms, createOrganization, newUser } from './studioUser';

// One test in steps: a violation fails it softly, so one run reports every route and modal.
test.describe.configure({ timeout: 900_000 });

let context: BrowserContext;
let page: Page;
let organizationId = '';
let widgetId = '';

/** entrypoint → view (heading, email, Send) → collect. */
function scannedFlow(): { nodes: FlowNode[]; connections: FlowConnection[] } {
  const root = {
    id: 1,
    type: 'container',
    config: { direction: 'column' },
    style: { gap: 8, padding: [16, 16] },
    children: [
      { id: 2, type: 'text', config: { text: 'Stay in touch' }, style: {} },
      { id: 3, type: 'input', config: { name: 'email', label: 'Email', type: 'email', required: true }, style: {} },
      { id: 4, type: 'button', config: { label: 'Send' }, style: {} },
    ],
  };
  return {
    nodes: [
      testNode(1, 'entrypoint', 0, 0, { queryParams: [], allowedOrigins: ['*'], dataAttributes: [] }),
      testNode(2, 'view', 320, 0, { root }),
      testNode(3, 'collect', 640, 0, { partition: 'news', sync: true, fields: [{ key: 'email', value: '{{2.email}}' }] }),
    ],
    connections: [
      { from: [1, 0], to: [2, 0] },
      { from: [2, 0], to: [3, 0] },
    ],
  };
}

/** Opens a modal with `open`, scans it in both themes, closes it with Escape. */
async function scanModal(name: string, testId: string, open: () => Promise<void>): Promise<void> {
  await open();
  const modal = page.getByTestId(testId);
  await expect(modal).toBeVisible();
  await expectNoSeriousViolationsInBothThemes(page, name);
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();
}

async function scanRoute(name: string, path: string, ready: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByTestId(ready).first()).toBeVisible();
  await expectNoSeriousViolationsInBothThemes(page, name);
}

test.beforeAll(async ({ browser }) => {
  // AxeBuilder needs a page of a context the test made (it opens a blank page beside it to gather frame results).
  context = await browser.newContext({ baseURL: `http://localhost:${Number(process.env.E2E_PORT ?? 18090)}`, viewport: { width: 1280, height: 800 } });
  context.setDefaultTimeout(30_000);
  page = await context.newPage();
});

test.afterAll(async () => {
  await context?.close();
});

async function signingIn(): Promise<void> {
  const user = newUser('axe');
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
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
  await scanModal('create organization modal', 'create-organization-modal', () => page.getByTestId('create-organization-button').click());
  organizationId = await createOrganization(page, 'Axe Co');
  await scanRoute('organizations', '/', 'create-organization-button');
  await scanRoute('profile', '/profile', 'profile-panel');
  await scanModal('edit profile modal', 'edit-profile-modal', () => page.getByTestId('edit-profile-button').click());
  await scanRoute('invitations', '/invitations', 'my-invitations-empty');
  await page.goto('/no-such-page/at/all/here/x');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoSeriousViolationsInBothThemes(page, 'not found');
}

async function organizationRoutes(): Promise<void> {
  await scanRoute('organization general', `/${organizationId}`, 'organization-general');
  await scanModal('edit organization modal', 'edit-organization-modal', () => page.getByTestId('edit-organization-button').click());
  await scanModal('subscribe modal', 'subscribe-modal', () => page.getByTestId('subscribe-button').click());
  await scanModal('create token modal', 'create-token-modal', () => page.getByTestId('create-token-button').click());
  await page.getByTestId('create-token-button').click();
  await page.getByTestId('token-name-input').fill('CI');
  await page.getByTestId('create-token-submit').click();
  await expect(page.getByTestId('token-reveal-modal')).toBeVisible();
  await expectNoSeriousViolationsInBothThemes(page, 'token reveal modal');
  await page.getByTestId('token-done').click();
  await expect(page.getByTestId('token-reveal-modal')).toBeHidden();
  await scanModal('token modal', 'token-modal', () => page.getByTestId('token-item-open').first().click());

  await scanRoute('widgets (empty)', `/${organizationId}/widgets`, 'widgets-empty');
  await scanModal('create widget modal', 'create-widget-modal', () => page.getByTestId('create-widget-button').click());
  await page.getByTestId('create-widget-button').click();
  await page.getByTestId('widget-name-input').fill('Newsletter');
  await page.getByTestId('create-widget-submit').click();
  await expect(page).toHaveURL(/\/widgets\/[0-9a-f-]{36}$/);
  widgetId = new URL(page.url()).pathname.split('/')[3]!;
  await scanRoute('widgets', `/${organizationId}/widgets`, 'widgets-list');
  await page.getByTestId('widgets-manage-toggle').click();
  await expectNoSeriousViolationsInBothThemes(page, 'widgets (manage)');

  await scanRoute('team', `/${organizationId}/users`, 'members-list');
  await scanModal('invite modal', 'invite-modal', () => page.getByTestId('invite-button').click());
  await page.getByTestId('invite-button').click();
  await page.getByTestId('invite-email-input').fill(`invitee-${Date.now()}@example.com`);
  await page.getByTestId('invite-submit').click();
  await expect(page.getByTestId('invitation-open')).toBeVisible();
  await expectNoSeriousViolationsInBothThemes(page, 'team with an invitation');
  await scanModal('invitation modal', 'invitation-modal', () => page.getByTestId('invitation-open').click());
  await scanModal('member modal', 'member-modal', () => page.getByTestId('member-open').first().click());
}

async function widgetRoutes(): Promise<void> {
  const flow = scannedFlow();
  await page.goto(`/${organizationId}/widgets/${widgetId}`);
  const current = await callApi<{ version: number }>(page, 'GET', `/widgets/${widgetId}/flow`);
  expect((await callApi(page, 'PUT', `/widgets/${widgetId}/flow`, { baseVersion: current.body.version, flow })).status).toBe(200);
  expect((await callApi(page, 'PUT', `/widgets/${widgetId}/publish`)).status).toBe(200);
  // A visit through the /w/ page: a record and its events for Results.
  await page.goto(`/w/${encodeSharePayload({ widgetId, debug: false, dataAttributes: [] })}`);
  await page.getByLabel('Email').fill('visitor@example.com');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.locator('[data-widget-view] .b4')).toHaveAttribute('data-done', '');

  const widgetPath = `/${organizationId}/widgets/${widgetId}`;
  await scanRoute('widget general', widgetPath, 'widget-general');
  await scanModal('edit widget modal', 'edit-widget-modal', () => page.getByTestId('edit-widget-button').click());
  await scanModal('create secret modal', 'create-secret-modal', () => page.getByTestId('add-secret-button').click());
  await page.getByTestId('add-secret-button').click();
  await page.getByTestId('secret-name-input').fill('api_key');
  await page.getByTestId('secret-value-input').fill('value');
  await page.getByTestId('create-secret-submit').click();
  await expect(page.getByTestId('create-secret-modal')).toBeHidden();
  await scanModal('secret modal', 'secret-modal', () => page.getByTestId('secret-item-open').first().click());
  await scanModal('archive confirmation', 'widget-archive-modal', () => page.getByTestId('danger-zone-archive-button').click());

  await scanRoute('share', `${widgetPath}/share`, 'share-embed-panel');
  await page.goto(`${widgetPath}/results`);
  await expect(page.getByTestId('record-row').first()).toBeVisible();
  await expect(page.getByTestId('event-item').first()).toBeVisible();
  await expectNoSeriousViolationsInBothThemes(page, 'results');
  await scanModal('record modal', 'record-modal', () => page.getByTestId('record-open').first().click());
  await scanModal('trace modal', 'trace-modal', () => page.getByTestId('trace-session_id').first().click());

  await openFlow(page, organizationId, widgetId);
  await expectNoSeriousViolationsInBothThemes(page, 'flow');
  await scanModal('add node modal', 'add-node-modal', () => page.getByTestId('add-node').click());
  await page.getByTestId('history-toggle').click();
  await expect(page.getByTestId('history-panel')).toBeVisible();
  await expectNoSeriousViolationsInBothThemes(page, 'flow with version history');
  await page.getByTestId('history-toggle').click();
  const collect = await nodeCenter(page, 3);
  await page.mouse.dblclick(collect.x, collect.y);
  await expect(page.getByTestId('node-modal')).toBeVisible();
  await expectNoSeriousViolationsInBothThemes(page, 'node modal (collect)');
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('node-modal')).toBeHidden();
  await page.getByTestId('import-flow-input').setInputFiles({ name: 'flow.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(flow)) });
  await expect(page.getByTestId('import-flow-dialog')).toBeVisible();
  await expectNoSeriousViolationsInBothThemes(page, 'import flow dialog');
  await page.getByTestId('import-flow-cancel').click();
  await expect(page.getByTestId('import-flow-dialog')).toBeHidden();

  const view = await nodeCenter(page, 2);
  await page.mouse.dblclick(view.x, view.y);
  await expect(page.getByTestId('view-editor')).toBeVisible();
  await expectNoSeriousViolationsInBothThemes(page, 'view editor');
  await scanModal('add block modal', 'add-block-modal', () => page.getByTestId('view-editor-add').click());
  await page.getByTestId('view-editor-preview').click();
  await expectNoSeriousViolationsInBothThemes(page, 'view editor (preview)');
}

test('every studio route and modal passes axe (WCAG 2.2 AA) in the light and the dark theme', async () => {
  await test.step('signing in: the sign-in and sign-up pages and the terms gate', signingIn);
  await test.step('profile routes: organizations, profile, invitations and their modals', profileRoutes);
  await test.step('organization routes: general, widgets, team and their modals', organizationRoutes);
  await test.step('widget routes: general, share, flow, results and their modals', widgetRoutes);
});
