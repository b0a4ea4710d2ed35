// The view node's editor (editor.md §2 "View node editor", §4, §9): the dialog checkbox and, when on, the dialog
// size select (s 320px, m 480px, l 768px, xl 1024px, full 100%), the dialog drawn at that width on the canvas, both
// saved into the node (a dialog adds the close output); and the canvas's click tolerance: a press and release
// selects a block only when the pointer moved less than 5 px.
import type { Page } from '@playwright/test';
import type { FlowDocument } from '../../engine/index';
import { testNode } from '../../engine/testing/testNode';
import { expect, test } from './cspGuard';
import { callApi, debug, openFlow } from './flowEditorPage';
import { signUpNewUser } from './studioUser';
import { createOrganizationByApi, createWidgetByApi } from './studioApi';
import { openViewEditor, type Point } from './viewEditorPage';

test.describe.configure({ timeout: 120_000 });

/** A widget whose flow is an entrypoint and view node 2 (the default view: a text "Hello", a button "Continue"), open in the flow editor. */
async function widgetWithView(page: Page, name: string): Promise<void> {
  await signUpNewUser(page);
  const organizationId = await createOrganizationByApi(page, `Team ${name}`);
  const widgetId = await createWidgetByApi(page, organizationId, name);
  const flow: FlowDocument = { nodes: [testNode(1, 'entrypoint', 0, 0), testNode(2, 'view', 360, 0)], connections: [{ from: [1, 0], to: [2, 0] }] };
  expect((await callApi(page, 'PUT', `/widgets/${widgetId}/flow`, { baseVersion: 1, flow })).status).toBe(200);
  await openFlow(page, organizationId, widgetId);
}

/** The rendered dialog panel's width on the canvas (inside the view's shadow root), or null without a dialog. */
const panelWidth = (page: Page) => page.getByTestId('view-canvas-host').evaluate((host) => host.shadowRoot?.querySelector('.panel')?.getBoundingClientRect().width ?? null);

const viewNode = (page: Page) => debug(page, (handle) => handle.node(2));

test('the dialog checkbox brings the size select; each size gives the dialog its width; Save writes both into the node', async ({ page }) => {
  await widgetWithView(page, 'Dialog sizes');
  expect(await viewNode(page)).toMatchObject({ outputs: 1, config: { dialog: false, size: 'm' } });
  await openViewEditor(page);
  const dialog = page.getByTestId('view-editor-dialog');
  const size = page.getByTestId('view-editor-size');
  await expect(dialog).not.toBeChecked();
  await expect(size).toHaveCount(0);
  await expect.poll(() => page.getByTestId('view-canvas-host').evaluate((host) => host.shadowRoot?.textContent ?? '')).toContain('Continue');
  expect(await panelWidth(page)).toBeNull();

  await dialog.check();
  await expect(size).toBeVisible();
  await expect(size).toHaveAccessibleName('Dialog size');
  await expect(size).toHaveValue('m');
  expect(await size.locator('option').evaluateAll((options) => options.map((option) => [(option as HTMLOptionElement).value, option.textContent]))).toEqual([
    ['s', 's (320px)'],
    ['m', 'm (480px)'],
    ['l', 'l (768px)'],
    ['xl', 'xl (1024px)'],
    ['full', 'full (100%)'],
  ]);

  // A custom viewport wider than the largest fixed size, so every size shows at its own width.
  await page.getByTestId('view-editor-width-button').click();
  await page.getByTestId('view-editor-width').fill('1400');
  await page.getByTestId('view-editor-width').press('Enter');
  await expect.poll(() => page.getByTestId('view-canvas-screen').evaluate((screen) => screen.getBoundingClientRect().width)).toBe(1400);
  await expect.poll(() => panelWidth(page)).toBe(480);
  for (const [value, width] of [['s', 320], ['m', 480], ['l', 768], ['xl', 1024], ['full', 1400]] as const) {
    await size.selectOption(value);
    await expect.poll(() => panelWidth(page), { message: `size ${value}` }).toBe(width);
  }

  // Saved: the node is a dialog of size l, with the close output after the button's.
  await size.selectOption('l');
  await page.getByTestId('view-editor-save').click();
  await expect(page.getByTestId('view-editor')).toBeHidden();
  await expect.poll(() => viewNode(page)).toMatchObject({ outputs: 2, config: { dialog: true, size: 'l' } });

  // Reopened it shows the saved choice; the checkbox off hides the select and the dialog frame.
  await openViewEditor(page);
  await expect(dialog).toBeChecked();
  await expect(size).toHaveValue('l');
  await expect.poll(() => panelWidth(page)).not.toBeNull();
  await dialog.uncheck();
  await expect(size).toHaveCount(0);
  await expect.poll(() => panelWidth(page)).toBeNull();
  await page.getByTestId('view-editor-save').click();
  await expect(page.getByTestId('view-editor')).toBeHidden();
  await expect.poll(() => viewNode(page)).toMatchObject({ outputs: 1, config: { dialog: false } });
});

/** Press at `at`, move by (dx, dy) in small steps, release there. */
async function pressMoveRelease(page: Page, at: Point, dx: number, dy: number): Promise<void> {
  await page.mouse.move(at.x, at.y);
  await page.mouse.down();
  await page.mouse.move(at.x + dx, at.y + dy, { steps: 3 });
  await page.mouse.up();
}

test('a press and release on the view canvas selects a block only when the pointer moved less than 5 px', async ({ page }) => {
  await widgetWithView(page, 'Click tolerance');
  await openViewEditor(page);
  await expect.poll(() => page.getByTestId('view-canvas-host').evaluate((host) => host.shadowRoot?.textContent ?? '')).toContain('Continue');
  // A point in the root container's padding (16 px): the root is the block there, and it cannot be dragged.
  const root = await page.getByTestId('view-canvas-host').evaluate((host) => {
    const rect = host.shadowRoot!.querySelector('[data-block-id="1"]')!.getBoundingClientRect();
    return { x: rect.x, y: rect.y };
  });
  const inPadding = { x: root.x + 8, y: root.y + 8 };
  const rootLayer = page.getByTestId('layer-1');
  const textLayer = page.getByTestId('layer-2');

  // Moved about 4.2 px: a click, the root is selected.
  await pressMoveRelease(page, inPadding, 3, 3);
  await expect(rootLayer).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('view-canvas-selection')).toBeVisible();

  // With the text selected, a press that moved 5 px or more is no click: the selection stays.
  await textLayer.click();
  await expect(textLayer).toHaveAttribute('aria-pressed', 'true');
  for (const [dx, dy] of [[5, 0], [0, 6], [4, 4]] as const) {
    await pressMoveRelease(page, inPadding, dx, dy);
    await expect(textLayer).toHaveAttribute('aria-pressed', 'true');
    await expect(rootLayer).toHaveAttribute('aria-pressed', 'false');
  }

  // Just under 5 px (4 px across) is a click again.
  await pressMoveRelease(page, inPadding, 4, 0);
  await expect(rootLayer).toHaveAttribute('aria-pressed', 'true');
  await expect(textLayer).toHaveAttribute('aria-pressed', 'false');
});
