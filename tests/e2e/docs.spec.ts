// The built-in documentation in Chromium against the real studio: the pages work without the studio app (keyboard,
// skip link, search as you type and, without JavaScript, through the server's search page), follow the studio's
// colour scheme, pass axe's WCAG 2.2 AA rules in light and dark, and the app's help links open the right page at the
// right section in a new tab.
import type { Page } from '@playwright/test';
import { analyzeSettledPage } from './axe';
import { NODE_KIND_DESCRIPTIONS } from '../../engine/model/kinds/nodeKindDescriptions';
import { expect, test } from './cspGuard';
import { addNode, canvasPoint, nodeCenter, openFlow } from './flowEditorPage';
import { createOrganization, createWidget, signUpNewUser } from './studioUser';

test.describe.configure({ timeout: 120_000 });

async function expectAccessible(page: Page): Promise<void> {
  const results = await analyzeSettledPage(page);
  expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
}

test('the documentation works on its own: keyboard, skip link, search as you type, light and dark', async ({ page }) => {
  await page.goto('/docs/');
  await expect(page.getByRole('heading', { level: 1, name: 'Getting started' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Documentation' }).getByRole('link', { name: 'Getting started' })).toHaveAttribute('aria-current', 'page');

  // The first Tab reaches the skip link, which moves the focus to the page's content.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('main#content')).toBeFocused();

  // Search as you type; ↓ reaches the results; Enter follows one to its section.
  const search = page.getByRole('searchbox', { name: 'Search the documentation' });
  await search.fill('partition');
  const live = page.locator('#docs-search-live');
  await expect(live.getByRole('link', { name: 'Collect', exact: true })).toBeVisible();
  await expect(page.locator('.docs-search__status')).toHaveText(/results? for “partition”/);
  await search.press('ArrowDown');
  await expect(live.getByRole('link').first()).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(live).toBeHidden();
  await expect(search).toBeFocused();
  await search.fill('partition');
  await live.getByRole('link', { name: 'Collect', exact: true }).click();
  await expect(page).toHaveURL(/\/docs\/nodes#node-collect$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Collect' })).toBeInViewport();
  await expect(page.getByText(NODE_KIND_DESCRIPTIONS.collect).first()).toBeVisible();

  // Enter opens the full results page.
  await search.fill('secrets');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/docs\/search\?q=secrets$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible();
  await expect(page.locator('.docs-results-page').getByRole('link', { name: 'Secrets', exact: true }).first()).toHaveAttribute('href', 'secrets');

  await page.goto('/docs/nodes');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await expectAccessible(page);
  await page.screenshot({ path: 'test-results/docs-nodes-light.png' });

  // The studio's colour choice (settings menu, theme_choice/v1) applies here too.
  await page.evaluate(() => localStorage.setItem('theme_choice/v1', 'dark'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expectAccessible(page);
  await page.screenshot({ path: 'test-results/docs-nodes-dark.png' });
});

test('the search works without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/docs/publishing');
  await page.getByRole('searchbox', { name: 'Search the documentation' }).fill('data-lazy-load');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/docs\/search\?q=data-lazy-load$/);
  const results = page.locator('.docs-results-page');
  await expect(results.getByRole('status')).toHaveText(/results? for “data-lazy-load”/);
  await results.getByRole('link', { name: 'Data attributes', exact: true }).click();
  await expect(page).toHaveURL(/\/docs\/publishing#data-attributes$/);
  await context.close();
});

test('help links of the studio open the right page and section of the built-in documentation', async ({ page }) => {
  await signUpNewUser(page);
  const organizationId = await createOrganization(page, 'Docs links');
  const widgetId = await createWidget(page, organizationId, 'Help');

  // The profile menu: Documentation leads to /docs/; a self-hosted studio without STATUS_URL shows no Status.
  await page.getByTestId('profile-menu-button').click();
  await expect(page.getByTestId('menu-docs')).toHaveAttribute('href', '/docs/');
  await expect(page.getByTestId('menu-status')).toHaveCount(0);
  await page.keyboard.press('Escape');

  await openFlow(page, organizationId, widgetId);

  // The add-node modal: each kind says what it does; "What do the nodes do?" opens the nodes page in a new tab.
  await page.getByTestId('add-node').click();
  await expect(page.getByTestId('add-node-description-collect')).toHaveText(NODE_KIND_DESCRIPTIONS.collect);
  await expect(page.getByTestId('add-node-description-http_request')).toHaveText(NODE_KIND_DESCRIPTIONS.http_request);
  await page.screenshot({ path: 'test-results/add-node-descriptions.png' });
  const [nodesTab] = await Promise.all([page.context().waitForEvent('page'), page.getByTestId('add-node-help').click()]);
  await expect(nodesTab).toHaveURL(/\/docs\/nodes$/);
  await expect(nodesTab.getByRole('heading', { level: 1, name: 'Nodes' })).toBeVisible();
  await nodesTab.close();
  await page.getByTestId('add-node-cancel').click();

  // A node's form: its help link opens that kind's section.
  const entrypoint = await nodeCenter(page, 1);
  await page.mouse.dblclick(entrypoint.x, entrypoint.y);
  await expect(page.getByTestId('node-modal')).toBeVisible();
  const [kindTab] = await Promise.all([page.context().waitForEvent('page'), page.getByTestId('node-modal-help').click()]);
  await expect(kindTab).toHaveURL(/\/docs\/nodes#node-entrypoint$/);
  await expect(kindTab.getByRole('heading', { level: 2, name: 'Entrypoint' })).toBeInViewport();
  await kindTab.close();
  await page.getByTestId('node-modal-cancel').click();

  // A view node's form is the full-screen view editor: its help link opens the view editor's page.
  const viewId = await addNode(page, 'view', await canvasPoint(page, 0.7, 0.5));
  const view = await nodeCenter(page, viewId);
  await page.mouse.dblclick(view.x, view.y);
  await expect(page.getByTestId('view-editor')).toBeVisible();
  const [viewTab] = await Promise.all([page.context().waitForEvent('page'), page.getByTestId('view-editor-help').click()]);
  await expect(viewTab).toHaveURL(/\/docs\/view-editor$/);
  await expect(viewTab.getByRole('heading', { level: 1, name: 'The view editor' })).toBeVisible();
  await viewTab.close();
  await page.getByTestId('view-editor-cancel').click();
  await expect(page.getByTestId('view-editor')).toBeHidden();

  // The share page's and a secret's help links.
  await page.goto(`/${organizationId}/widgets/${widgetId}/share`);
  await expect(page.getByTestId('share-help')).toHaveAttribute('href', '/docs/publishing#embedding');
  const [shareTab] = await Promise.all([page.context().waitForEvent('page'), page.getByTestId('share-help').click()]);
  await expect(shareTab.getByRole('heading', { level: 2, name: 'Embedding' })).toBeInViewport();
  await shareTab.close();
});
