// Version history (issue 15): publish twice with an edit between, open the history, view version 1 read-only on
// the canvas, restore it into the draft (one step: undo and redo), check what the autosave stored through the API,
// and republish a version.
import { expect, test, type Page, type Request } from '@playwright/test';
import type { Widget } from '../../contracts/entities';
import type { PublishedVersionList } from '../../contracts/versions';
import type { FlowDocument, FlowNode } from '../../engine/model/flowTypes';
import { canonicalDocument } from '../../engine/testing/canonicalDocument';
import { callApi, counts, debug, dragMouse, nodeCenter, openFlow, settle } from './flowEditorPage';
import { signUpNewUser } from './studioUser';
import { createOrganizationByApi, createWidgetByApi } from './studioApi';
import { testNode } from '../../engine/testing/testNode';

test.describe.configure({ timeout: 240_000 });

function kindNode(id: number, type: 'await' | 'redirect' | 'define', x: number, y = 0): FlowNode {
  return testNode(id, type, x, y, type === 'redirect' ? { url: 'https://example.com/thanks' } : {});
}

/** The entrypoint → await → redirect, and a define node on its own. */
function firstFlow(): FlowDocument {
  const entry = testNode(1, 'entrypoint');
  return {
    nodes: [entry, kindNode(2, 'await', 320), kindNode(3, 'redirect', 640), kindNode(4, 'define', 320, 240)],
    connections: [
      { from: [1, 0], to: [2, 0] },
      { from: [2, 0], to: [3, 0] },
    ],
  };
}

async function draftFlow(page: Page, widgetId: string): Promise<{ version: number; flow: FlowDocument }> {
  return (await callApi<{ version: number; flow: FlowDocument }>(page, 'GET', `/widgets/${widgetId}/flow`)).body;
}

async function waitSaved(page: Page): Promise<void> {
  await expect(page.getByTestId('save-indicator')).toHaveAttribute('data-state', 'saved');
}

test('publish twice, view version 1 read-only, restore it as one undoable step, republish', async ({ page }) => {
  await page.setViewportSize({ width: 1400, height: 860 });
  await signUpNewUser(page);
  const organizationId = await createOrganizationByApi(page, 'Historians');
  const widgetId = await createWidgetByApi(page, organizationId, 'Versioned');
  const first = firstFlow();
  expect((await callApi(page, 'PUT', `/widgets/${widgetId}/flow`, { baseVersion: 1, flow: first })).status).toBe(200);
  page.on('pageerror', (error) => console.error(`page error: ${error.message}`));

  // Version 1: publish from the toolbar.
  await openFlow(page, organizationId, widgetId);
  await page.getByTestId('publish-button').click();
  await expect(page.getByTestId('publish-button')).toHaveAttribute('data-state', 'done');

  // An edit between the publishes: the define node dragged away and the redirect deleted; version 2.
  const define = await nodeCenter(page, 4);
  await dragMouse(page, define, { x: define.x + 160, y: define.y + 80 });
  const redirect = await nodeCenter(page, 3);
  await page.mouse.click(redirect.x, redirect.y);
  await page.keyboard.press('Delete');
  await expect.poll(async () => (await counts(page)).nodes).toBe(3);
  await waitSaved(page);
  await expect(page.getByTestId('publish-button')).toBeEnabled();
  await page.getByTestId('publish-button').click();
  await expect(page.getByTestId('publish-button')).toHaveAttribute('data-state', 'done');
  const second = await draftFlow(page, widgetId);

  // The history: two versions, newest first, the latest live, what changed counted.
  await page.getByTestId('history-toggle').click();
  const panel = page.getByTestId('history-panel');
  await expect(panel.getByTestId('history-version-2')).toBeVisible();
  await expect(panel.getByTestId('history-version-2')).toContainText('Live');
  await expect(panel.getByTestId('history-version-2')).toContainText('3 nodes · 1 connection');
  await expect(panel.getByTestId('history-version-2').getByTestId('history-changes')).toHaveText('−1 ~1 nodes · −1 connections');
  await expect(panel.getByTestId('history-version-1')).toContainText('4 nodes · 2 connections');
  await expect(panel.getByTestId('history-version-1')).toContainText('First version');
  // Who: the user lookup names the publisher.
  await expect(panel.getByTestId('history-version-1').locator('.user-ref')).toBeVisible();
  await panel.screenshot({ path: 'test-results/screens/flow-history-panel.png' });

  // Version 1 read-only on the canvas: its nodes, the banner, no edits, no autosave.
  await panel.getByTestId('history-version-1').click();
  await expect(page.getByTestId('version-banner-title')).toHaveText('Viewing version 1 — read-only');
  await expect.poll(async () => (await counts(page)).nodes).toBe(4);
  await expect(page.getByTestId('flow-status')).toHaveText('4 nodes · 2 connections · published version 1');
  await expect.poll(() => debug(page, (handle) => handle.renderStats()?.draws ?? 0)).toBeGreaterThan(0);
  await settle(page);
  await page.screenshot({ path: 'test-results/screens/flow-history-viewing.png' });
  await expect(page.getByTestId('add-node')).toBeDisabled();
  await expect(page.getByTestId('publish-button')).toBeDisabled();
  const viewedRedirect = await nodeCenter(page, 3);
  await dragMouse(page, viewedRedirect, { x: viewedRedirect.x + 120, y: viewedRedirect.y + 120 });
  await page.mouse.click(viewedRedirect.x, viewedRedirect.y);
  await page.keyboard.press('Delete');
  expect(await debug(page, (handle) => handle.node(3))).toMatchObject({ x: 640, y: 0 });
  expect(await counts(page)).toEqual({ nodes: 4, connections: 2 });
  expect(await draftFlow(page, widgetId)).toEqual(second);

  // Back to the draft: the draft as it was.
  await page.getByTestId('version-back').click();
  await expect(page.getByTestId('version-banner')).toHaveCount(0);
  await expect.poll(async () => (await counts(page)).nodes).toBe(3);

  // Restore version 1: one step, saved by the autosave; the stored draft is version 1's flow.
  await panel.getByTestId('history-version-1').click();
  await expect(page.getByTestId('version-banner-title')).toHaveText('Viewing version 1 — read-only');
  const saves: string[] = [];
  const recordSave = (request: Request) => {
    if (request.method() === 'PATCH' && request.url().endsWith(`/widgets/${widgetId}/flow`)) saves.push(request.postData() ?? '');
  };
  page.on('request', recordSave);
  await page.getByTestId('version-restore').click();
  await expect(page.getByTestId('version-notice')).toContainText('Version 1 restored into the draft');
  await expect.poll(async () => (await counts(page)).nodes).toBe(4);
  await waitSaved(page);
  page.off('request', recordSave);
  // One PATCH carrying one patch: the restore is one edit.
  expect(saves).toHaveLength(1);
  expect((JSON.parse(saves[0]!) as { patches: unknown[] }).patches).toHaveLength(1);
  const restored = await draftFlow(page, widgetId);
  expect(restored.version).toBe(second.version + 1);
  expect(canonicalDocument(restored.flow)).toEqual(canonicalDocument(first));

  // One undo brings the draft back exactly as it was before the restore, redo restores again; each saved.
  await page.getByTestId('undo').click();
  await expect.poll(async () => (await counts(page)).nodes).toBe(3);
  await waitSaved(page);
  expect(canonicalDocument((await draftFlow(page, widgetId)).flow)).toEqual(canonicalDocument(second.flow));
  await page.getByTestId('redo').click();
  await expect.poll(async () => (await counts(page)).nodes).toBe(4);
  await waitSaved(page);
  expect(canonicalDocument((await draftFlow(page, widgetId)).flow)).toEqual(canonicalDocument(first));

  // Republish version 2 (the draft stays version 1's flow): a new version 3, the widget published again.
  const before = (await callApi<Widget>(page, 'GET', `/widgets/${widgetId}`)).body;
  await panel.getByTestId('history-version-2').click();
  await expect(page.getByTestId('version-banner-title')).toHaveText('Viewing version 2 — read-only');
  await expect(page.getByTestId('version-republish')).toBeDisabled();
  await panel.getByTestId('history-version-1').click();
  await expect(page.getByTestId('version-banner-title')).toHaveText('Viewing version 1 — read-only');
  await page.getByTestId('version-republish').click();
  await expect(page.getByTestId('version-notice')).toContainText('Version 1 republished as version 3');
  await expect(panel.getByTestId('history-version-3')).toContainText('republished from 1');
  await expect(panel.getByTestId('history-version-3')).toContainText('Live');
  const after = (await callApi<Widget>(page, 'GET', `/widgets/${widgetId}`)).body;
  expect(Date.parse(after.publishedAt!)).toBeGreaterThan(Date.parse(before.publishedAt!));
  const versions = (await callApi<PublishedVersionList>(page, 'GET', `/widgets/${widgetId}/versions`)).body;
  expect(versions.versions.map((version) => [version.version, version.republishedFrom, version.live])).toEqual([
    [3, 1, true],
    [2, null, false],
    [1, null, false],
  ]);
  // The draft is untouched by the republish.
  expect(canonicalDocument((await draftFlow(page, widgetId)).flow)).toEqual(canonicalDocument(first));
  await page.getByTestId('version-back').click();
  await expect(page.getByTestId('version-banner-title')).toHaveCount(0);
});
