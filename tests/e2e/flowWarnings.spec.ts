// Node warnings on the canvas (editor.md §2 "Node warning popover", §5 warnings): the engine recomputes them 1000 ms
// after load or an edit and draws an icon on the card; a press on the icon asks the host for the popover
// (openWarnings) instead of selecting or dragging the node. The popover itself belongs to the flow page.
import { expect, test } from '@playwright/test';
import { getNodeKind } from '../../engine/model/kinds/nodeKindRegistry';
import type { FlowDocument, FlowNode, NodeType } from '../../engine/model/flowTypes';
import { callApi, debug, dragMouse, nodeCenter, openFlow, portAt } from './flowEditorPage';
import { signUpNewUser } from './studioUser';
import { createOrganizationByApi, createWidgetByApi } from './studioApi';

test.describe.configure({ timeout: 120_000 });

function node(id: number, type: NodeType, x: number, y: number, config: Record<string, unknown> = {}): FlowNode {
  const full = { ...getNodeKind(type).defaultConfig(() => 0.5), ...config };
  return { id, type, x, y, ...getNodeKind(type).ports(full), config: full };
}

test('warning icons follow the flow; a press on one does not select the node', async ({ page }) => {
  await signUpNewUser(page);
  const organizationId = await createOrganizationByApi(page, 'Warned team');
  const widgetId = await createWidgetByApi(page, organizationId, 'Warned');
  const read = await callApi<{ flow: FlowDocument }>(page, 'GET', `/widgets/${widgetId}/flow`);
  const flow = read.body.flow;
  const entry = flow.nodes[0]!;
  const document: FlowDocument = {
    nodes: [
      entry,
      node(2, 'redirect', entry.x + 320, entry.y),
      node(3, 'http_request', entry.x + 320, entry.y + 160, { url: '{{1.page_url}}/track' }),
      node(4, 'redirect', entry.x + 640, entry.y, { url: 'https://example.com/?ref={{1.referrer}}' }),
      // A view whose "Continue" button leads nowhere (issue 21): a warning until its output is wired.
      node(5, 'view', entry.x + 320, entry.y + 320),
      node(6, 'await', entry.x + 640, entry.y + 320),
    ],
    connections: [{ from: [1, 0], to: [3, 0] }, { from: [3, 0], to: [4, 0] }],
  };
  expect((await callApi(page, 'PUT', `/widgets/${widgetId}/flow`, { baseVersion: 1, flow: document })).status).toBe(200);

  await openFlow(page, organizationId, widgetId);
  await expect.poll(() => debug(page, (handle) => [handle.warningCount(2), handle.warningCount(3), handle.warningCount(4), handle.warningCount(5)])).toEqual([1, 1, 0, 1]);
  await page.screenshot({ path: 'test-results/screens/flow-warnings.png' });

  // The view's warning reads like the others in the popover; wiring the button's output clears it.
  const viewIcon = (await debug(page, (handle) => handle.warningIconScreenCenter(5)))!;
  await page.mouse.click(viewIcon.x, viewIcon.y);
  await expect(page.getByTestId('warning-popover-title')).toHaveText('1 problem');
  await expect(page.getByTestId('warning-popover-item')).toHaveText('The button “Continue” is not connected: pressing it ends the flow.');
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('warning-popover')).toBeHidden();
  await dragMouse(page, await portAt(page, 5, 'out'), await portAt(page, 6, 'in'));
  await expect.poll(() => debug(page, (handle) => handle.counts().connections)).toBe(3);
  await expect.poll(() => debug(page, (handle) => handle.warningCount(5))).toBe(0);

  const icon = (await page.evaluate(() => (window as unknown as { __flowEditor: { warningIconScreenCenter(id: number): { x: number; y: number } | null } }).__flowEditor.warningIconScreenCenter(2)))!;
  const before = await debug(page, (handle) => handle.node(2));
  await page.mouse.move(icon.x, icon.y);
  await page.mouse.down();
  await page.mouse.move(icon.x + 40, icon.y + 40, { steps: 4 });
  await page.mouse.up();
  expect(await debug(page, (handle) => handle.selection())).toEqual([]);
  expect(await debug(page, (handle) => handle.node(2))).toEqual(before);

  const body = await nodeCenter(page, 2);
  await page.mouse.click(body.x, body.y + 20);
  expect(await debug(page, (handle) => handle.selection())).toEqual([2]);
});
