// The view editor as a designer meets it: a view node's form opens the full-screen editor, the view renders
// through the runtime's block renderer, blocks are selected on the canvas and in the layers, added, removed,
// undone and redone; width, preview and Save (the node's outputs follow its buttons); Cancel discards; an
// archived widget opens it in preview only.
import type { Page } from '@playwright/test';
import type { FlowDocument } from '../../engine/index';
import { expect, test } from './cspGuard';
import { callApi, debug, openFlow } from './flowEditorPage';
import { signUpNewUser } from './studioUser';
import { createOrganizationByApi, createWidgetByApi } from './studioApi';
import { testNode } from '../../engine/testing/testNode';
import { centre, layerTree, nativeDrag, openViewEditor, type Point } from './viewEditorPage';

test.describe.configure({ timeout: 120_000 });

async function widgetWithView(page: Page, name: string) {
  await signUpNewUser(page);
  const organizationId = await createOrganizationByApi(page, `Team ${name}`);
  const widgetId = await createWidgetByApi(page, organizationId, name);
  const flow: FlowDocument = { nodes: [testNode(1, 'entrypoint', 0, 0), testNode(2, 'view', 360, 0)], connections: [{ from: [1, 0], to: [2, 0] }] };
  expect((await callApi(page, 'PUT', `/widgets/${widgetId}/flow`, { baseVersion: 1, flow })).status).toBe(200);
  await openFlow(page, organizationId, widgetId);
  return { organizationId, widgetId };
}

/** Opens the width popover, types a width and applies it with Enter. */
async function setWidth(page: Page, value: string) {
  await page.getByTestId('view-editor-width-button').click();
  await page.getByTestId('view-editor-width').fill(value);
  await page.getByTestId('view-editor-width').press('Enter');
}

const screenWidth = (page: Page) => page.getByTestId('view-canvas-screen').evaluate((element) => element.getBoundingClientRect().width);

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

  // A custom viewport width from the popover, clamped to at least 320, then back to auto.
  await setWidth(page, '100');
  await expect(page.getByTestId('view-editor-width-value')).toHaveText('Width: 320px');
  await expect.poll(() => screenWidth(page)).toBe(320);
  await page.screenshot({ path: 'test-results/screens/view-editor-320.png' });
  await page.getByTestId('view-editor-width-reset').click();
  await expect(page.getByTestId('view-editor-width-value')).toHaveText('Width: auto');

  // Preview: no selection outlines, add hidden.
  await page.getByTestId('view-editor-preview').click();
  await expect(page.getByTestId('view-canvas')).toHaveAttribute('data-mode', 'preview');
  await expect(page.getByTestId('view-editor-add')).toBeHidden();
  await page.getByTestId('view-editor-design').click();
  await page.screenshot({ path: 'test-results/screens/view-editor.png' });

  // Save writes the view into the flow: two buttons, two outputs.
  await page.getByTestId('view-editor-save').click();
  await expect(page.getByTestId('view-editor')).toBeHidden();
  await expect(page.getByTestId('node-modal')).toHaveCount(0);
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
  expect(await debug(page, (handle) => handle.node(2)?.outputs)).toBe(2);
  await openViewEditor(page);
  await expect(page.getByTestId('layer-4')).toBeVisible();
  await page.getByTestId('view-editor-cancel').click();
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

/** Where a rendered block is on the page (its element inside the canvas's shadow root). */
async function blockBox(page: Page, id: number) {
  const box = await page.getByTestId('view-canvas-host').evaluate((host, blockId) => {
    const rect = host.shadowRoot!.querySelector(`[data-block-id="${blockId}"]`)?.getBoundingClientRect();
    return rect ? { x: rect.x, y: rect.y, width: rect.width, height: rect.height } : null;
  }, id);
  if (!box) throw new Error(`block ${id} is not on the canvas`);
  return box;
}

test('drag and drop: a template onto the canvas, a block into a column, no container into itself, layers reorder, undo/redo, width handle', async ({ page }) => {
  await widgetWithView(page, 'View drag');
  await openViewEditor(page);
  await expect.poll(() => canvasText(page)).toContain('Continue');
  expect(await layerTree(page)).toEqual([1, [2, 3]]);

  // The add-block modal: a filter with no match shows the placeholder; the layout tag lists the two-column row.
  await page.getByTestId('view-editor-add').click();
  await page.getByTestId('add-block-filter').fill('zebra');
  await expect(page.getByTestId('add-block-empty')).toBeVisible();
  await page.getByTestId('add-block-filter').fill('');
  await page.getByTestId('add-block-tag-layout').click();
  await expect(page.getByTestId('add-block-card-two-columns')).toBeVisible();
  await expect(page.getByTestId('add-block-card-button')).toHaveCount(0);
  await page.screenshot({ path: 'test-results/screens/view-editor-add-block.png' });

  // A template dropped where nothing takes it (the toolbar): the modal comes back as it was.
  const card = centre((await page.getByTestId('add-block-card-two-columns').boundingBox())!);
  await nativeDrag(page, card, centre((await page.getByTestId('view-editor-toolbar').boundingBox())!), async () => {
    await expect(page.getByTestId('add-block-modal')).toHaveAttribute('data-dragging', '');
  });
  await expect(page.getByTestId('add-block-modal')).not.toHaveAttribute('data-dragging');
  expect(await page.getByTestId('add-block-modal').evaluate((dialog) => dialog.matches(':modal'))).toBe(true);
  await expect(page.getByTestId('add-block-card-two-columns')).toBeVisible();
  expect(await layerTree(page)).toEqual([1, [2, 3]]);

  // Drag the two-column row under the button: the modal steps aside, the row lands at the end of the root.
  const button = await blockBox(page, 3);
  await nativeDrag(page, card, { x: button.x + button.width / 2, y: button.y + button.height - 2 });
  await expect(page.getByTestId('add-block-modal')).toHaveCount(0);
  await expect.poll(() => layerTree(page)).toEqual([1, [2, 3, [4, [5, 6]]]]);
  await expect(page.getByTestId('layer-4')).toHaveAttribute('aria-pressed', 'true');

  // Drag the text into the first (empty) column; the drop indicator shows inside it before the release.
  await nativeDrag(page, centre(await blockBox(page, 2)), centre(await blockBox(page, 5)), async () => {
    await expect(page.getByTestId('view-canvas-drop')).toBeVisible();
    await expect(page.getByTestId('view-canvas-drop')).toHaveAttribute('data-kind', 'inside');
    await page.screenshot({ path: 'test-results/screens/view-editor-drop-indicator.png' });
  });
  await expect.poll(() => layerTree(page)).toEqual([1, [3, [4, [[5, [2]], 6]]]]);
  await expect(page.getByTestId('layer-2')).toHaveAttribute('aria-pressed', 'true');

  // The row (selected in the layers) dragged into its own second column: refused, no indicator, nothing moves.
  await page.getByTestId('layer-4').click();
  await nativeDrag(page, centre(await blockBox(page, 5)), centre(await blockBox(page, 6)), async () => {
    await expect(page.getByTestId('view-canvas-drop')).toBeHidden();
  });
  await expect(page.getByTestId('view-editor-undo')).toBeEnabled();
  expect(await layerTree(page)).toEqual([1, [3, [4, [[5, [2]], 6]]]]);

  // Reorder in the layers panel: the row above the button (upper part of the button's row).
  const buttonRow = (await page.getByTestId('layer-row-3').boundingBox())!;
  await nativeDrag(page, centre((await page.getByTestId('layer-row-4').boundingBox())!), { x: buttonRow.x + buttonRow.width / 2, y: buttonRow.y + 3 }, async () => {
    await expect(page.getByTestId('layer-row-3')).toHaveAttribute('data-drop', 'before');
    await page.screenshot({ path: 'test-results/screens/view-editor-layers-drop.png' });
  });
  await expect.poll(() => layerTree(page)).toEqual([1, [[4, [[5, [2]], 6]], 3]]);

  // One drag is one undo step.
  await page.getByTestId('view-editor-undo').click();
  await expect.poll(() => layerTree(page)).toEqual([1, [3, [4, [[5, [2]], 6]]]]);
  await page.getByTestId('view-editor-redo').click();
  await expect.poll(() => layerTree(page)).toEqual([1, [[4, [[5, [2]], 6]], 3]]);

  // A drag resting on a collapsed container's row opens it, so its children take the drop: the button into
  // the (collapsed) first column, before the text. Undone after.
  await page.getByTestId('layer-toggle-5').click();
  await expect(page.getByTestId('layer-row-2')).toHaveCount(0);
  const column = (await page.getByTestId('layer-row-5').boundingBox())!;
  await nativeDrag(page, centre((await page.getByTestId('layer-row-3').boundingBox())!), centre(column), async () => {
    await expect(page.getByTestId('layer-row-2')).toBeVisible();
    const text = (await page.getByTestId('layer-row-2').boundingBox())!;
    await page.mouse.move(text.x + text.width / 2, text.y + 3, { steps: 3 });
    await expect(page.getByTestId('layer-row-2')).toHaveAttribute('data-drop', 'before');
  });
  await expect.poll(() => layerTree(page)).toEqual([1, [[4, [[5, [3, 2]], 6]]]]);
  await page.getByTestId('view-editor-undo').click();
  await expect.poll(() => layerTree(page)).toEqual([1, [[4, [[5, [2]], 6]], 3]]);

  // In a short window the canvas scrolls while a drag rests near its bottom edge.
  await page.setViewportSize({ width: 1280, height: 280 });
  const canvas = page.getByTestId('view-canvas');
  await expect.poll(() => canvas.evaluate((element) => element.scrollHeight > element.clientHeight + 30)).toBe(true);
  const canvasBox = (await canvas.boundingBox())!;
  await nativeDrag(page, centre(await blockBox(page, 3)), { x: canvasBox.x + canvasBox.width / 2, y: canvasBox.y + canvasBox.height - 4 }, async () => {
    await expect.poll(() => canvas.evaluate((element) => element.scrollTop)).toBeGreaterThan(20);
    // Released on the button itself (scrolled into view): a drop where the block already is changes nothing.
    const button = centre(await blockBox(page, 3));
    await page.mouse.move(button.x, button.y, { steps: 3 });
  });
  await page.setViewportSize({ width: 1280, height: 800 });
  expect(await layerTree(page)).toEqual([1, [[4, [[5, [2]], 6]], 3]]);

  // A form row by click: a second button, so a second output.
  await page.getByTestId('view-canvas').focus();
  await page.keyboard.press('Escape');
  await page.getByTestId('view-editor-add').click();
  await page.getByTestId('add-block-form-row').click();
  await expect.poll(() => layerTree(page)).toEqual([1, [[4, [[5, [2]], 6]], 3, [7, [8, 9]]]]);
  await page.screenshot({ path: 'test-results/screens/view-editor-dnd.png' });

  // Width: the popover, then the canvas edge handle (the screen is centred: its width grows by twice the move).
  await page.getByTestId('view-editor-width-button').click();
  await page.getByTestId('view-editor-width').fill('600');
  await page.screenshot({ path: 'test-results/screens/view-editor-width-popover.png' });
  await page.getByTestId('view-editor-width').press('Enter');
  await expect.poll(() => screenWidth(page)).toBe(600);
  const dragHandle = async (dx: number) => {
    const handle = centre((await page.getByTestId('view-canvas-width-handle').boundingBox())!);
    await page.mouse.move(handle.x, handle.y);
    await page.mouse.down();
    await page.mouse.move(handle.x + dx, handle.y, { steps: 5 });
    await page.mouse.up();
  };
  await dragHandle(30);
  await expect(page.getByTestId('view-editor-width-value')).toHaveText('Width: 660px');
  await expect.poll(() => screenWidth(page)).toBe(660);
  await dragHandle(-600);
  await expect(page.getByTestId('view-editor-width-value')).toHaveText('Width: 320px');
  // At 320 px the adaptive two-column row stacks its columns.
  await expect.poll(async () => (await blockBox(page, 6)).y >= (await blockBox(page, 5)).y + (await blockBox(page, 5)).height - 1).toBe(true);
  await page.screenshot({ path: 'test-results/screens/view-editor-dnd-320.png' });

  // Save: the node has one output per button.
  await page.getByTestId('view-editor-save').click();
  await expect(page.getByTestId('view-editor')).toBeHidden();
  await expect.poll(() => debug(page, (handle) => handle.node(2)?.outputs)).toBe(2);
});
