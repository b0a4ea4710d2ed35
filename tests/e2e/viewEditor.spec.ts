// The view editor as a designer meets it: a view node's form opens the full-screen editor, the view renders
// through the runtime's block renderer, blocks are selected on the canvas and in the layers, added, removed,
// undone and redone; width, preview and Save (the node's outputs follow its buttons); Cancel discards; an
// archived widget opens it in preview only.
import type { Page } from '@playwright/test';
import { getNodeKind, type FlowDocument, type NodeType } from '../../engine/index';
import { expect, test } from './cspGuard';
import { callApi, debug, nodeCenter, openFlow, settle } from './flowEditorPage';
import { createOrganization, createWidget, signUpNewUser } from './studioUser';

test.describe.configure({ timeout: 120_000 });

function node(id: number, type: NodeType, x: number, y: number): FlowDocument['nodes'][number] {
  const config = getNodeKind(type).defaultConfig();
  return { id, type, x, y, ...getNodeKind(type).ports(config), config } as FlowDocument['nodes'][number];
}

async function widgetWithView(page: Page, name: string) {
  await signUpNewUser(page);
  const organizationId = await createOrganization(page, `Team ${name}`);
  const widgetId = await createWidget(page, organizationId, name);
  const flow: FlowDocument = { nodes: [node(1, 'entrypoint', 0, 0), node(2, 'view', 360, 0)], connections: [{ from: [1, 0], to: [2, 0] }] };
  expect((await callApi(page, 'PUT', `/widgets/${widgetId}/flow`, { baseVersion: 1, flow })).status).toBe(200);
  await openFlow(page, organizationId, widgetId);
  return { organizationId, widgetId };
}

async function openViewEditor(page: Page) {
  await settle(page);
  const at = await nodeCenter(page, 2);
  await page.mouse.dblclick(at.x, at.y);
  await expect(page.getByTestId('node-modal')).toBeVisible();
  await page.getByTestId('view-design').click();
  await expect(page.getByTestId('view-editor')).toBeVisible();
}

/** The text of the rendered view (inside the canvas's shadow root). */
const canvasText = (page: Page) => page.getByTestId('view-canvas-host').evaluate((host) => host.shadowRoot?.textContent ?? '');

test('design a view: select, add, remove, undo/redo, width, preview, save; the outputs follow the buttons', async ({ page }) => {
  await widgetWithView(page, 'View design');
  await openViewEditor(page);
  await expect.poll(() => canvasText(page)).toContain('Hello');
  await expect.poll(() => canvasText(page)).toContain('Continue');

  // A click on the rendered text selects it: the outline and the layers follow.
  const host = page.getByTestId('view-canvas-host');
  const textBox = await host.evaluate((element) => {
    const rect = [...element.shadowRoot!.querySelectorAll('*')].find((each) => each.textContent === 'Hello' && each.children.length === 0)!.getBoundingClientRect();
    return { x: rect.x + rect.width / 2, y: rect.y + rect.height / 2 };
  });
  await page.mouse.click(textBox.x, textBox.y);
  await expect(page.getByTestId('view-canvas-selection')).toBeVisible();
  await expect(page.getByTestId('layer-2')).toHaveAttribute('aria-pressed', 'true');

  // Delete removes it; undo brings it back; redo removes it again; undo once more to keep it.
  await page.keyboard.press('Delete');
  await expect.poll(() => canvasText(page)).not.toContain('Hello');
  await page.keyboard.press('Control+z');
  await expect.poll(() => canvasText(page)).toContain('Hello');
  await page.getByTestId('view-editor-redo').click();
  await expect.poll(() => canvasText(page)).not.toContain('Hello');
  await page.getByTestId('view-editor-undo').click();
  await expect.poll(() => canvasText(page)).toContain('Hello');

  // The property panel: typing a label is one undo step, however many keys it took.
  await page.getByTestId('layer-3').click();
  await expect(page.getByTestId('view-properties-title')).toContainText('button');
  await page.getByTestId('view-property-label').click();
  await page.keyboard.press('End');
  await page.keyboard.type(' now', { delay: 20 });
  await expect.poll(() => canvasText(page)).toContain('Continue now');
  await page.getByTestId('view-editor-undo').click();
  await expect.poll(() => canvasText(page)).not.toContain('Continue now');
  await expect(page.getByTestId('view-property-label')).toHaveValue('Continue');

  // Add a second button at the end of the root (selection cleared with Escape first).
  await page.getByTestId('view-canvas').focus();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('view-canvas-selection')).toBeHidden();
  await page.getByTestId('view-editor-add').click();
  await page.getByTestId('add-block-button').click();
  await expect(page.getByTestId('layer-4')).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => canvasText(page)).toMatch(/Continue.*Button/);

  // Copy and paste the new button: a third button with the next id.
  await page.getByTestId('view-canvas').focus();
  await page.keyboard.press('Control+c');
  await page.keyboard.press('Control+v');
  await expect(page.getByTestId('layer-5')).toBeVisible();
  await page.keyboard.press('Delete');
  await expect(page.getByTestId('layer-5')).toHaveCount(0);

  // A custom viewport width, clamped to at least 320, then back to auto.
  await page.getByTestId('view-editor-width').fill('100');
  await page.getByTestId('view-editor-width').press('Enter');
  await expect(page.getByTestId('view-editor-width')).toHaveValue('320');
  await expect.poll(() => page.getByTestId('view-canvas-screen').evaluate((element) => element.getBoundingClientRect().width)).toBe(320);
  await page.screenshot({ path: 'test-results/screens/view-editor-320.png' });
  await page.getByTestId('view-editor-width-reset').click();
  await expect(page.getByTestId('view-editor-width')).toHaveValue('');

  // Preview: no selection outlines, add hidden.
  await page.getByTestId('view-editor-preview').click();
  await expect(page.getByTestId('view-canvas')).toHaveAttribute('data-mode', 'preview');
  await expect(page.getByTestId('view-editor-add')).toBeHidden();
  await page.getByTestId('view-editor-design').click();
  await page.screenshot({ path: 'test-results/screens/view-editor.png' });

  // Save hands the view to the form; the node modal's Save writes it: two buttons, two outputs.
  await page.getByTestId('view-editor-save').click();
  await expect(page.getByTestId('view-editor')).toBeHidden();
  await expect(page.getByTestId('view-summary')).toContainText('2 buttons');
  await page.getByTestId('node-modal-save').click();
  await expect(page.getByTestId('node-modal')).toBeHidden();
  await expect.poll(() => debug(page, (handle) => handle.node(2)?.outputs)).toBe(2);

  // Reopened, it shows the saved view; Cancel after a change asks, then discards.
  await openViewEditor(page);
  await expect(page.getByTestId('layer-4')).toBeVisible();
  await page.getByTestId('layer-4').click();
  await page.keyboard.press('Delete');
  await expect(page.getByTestId('layer-4')).toHaveCount(0);
  await page.getByTestId('view-editor-cancel').click();
  await page.getByTestId('view-editor-discard-confirm').click();
  await expect(page.getByTestId('view-editor')).toBeHidden();
  await expect(page.getByTestId('view-summary')).toContainText('2 buttons');
});

test('an archived widget opens the view editor in preview only', async ({ page }) => {
  const { organizationId, widgetId } = await widgetWithView(page, 'View archived');
  expect((await callApi(page, 'DELETE', `/widgets/${widgetId}/archive`)).status).toBe(200);
  await openFlow(page, organizationId, widgetId);
  await openViewEditor(page);
  await expect(page.getByTestId('view-canvas')).toHaveAttribute('data-mode', 'preview');
  await expect(page.getByTestId('view-editor-design')).toBeDisabled();
  await expect(page.getByTestId('view-editor-save')).toHaveCount(0);
  await expect(page.getByTestId('view-editor-add')).toHaveCount(0);
  await page.getByTestId('view-editor-cancel').click();
  await expect(page.getByTestId('view-editor')).toBeHidden();
});
