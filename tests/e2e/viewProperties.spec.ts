// The view editor's block property forms as a designer uses them, in the real studio: padding (one undo step
// however many keys), a colour through the picker's hex field and its RGBA fields, a border and a shadow, a
// hovered override on a button seen live in preview, an email + required input seen invalid in preview, a
// {{context value}} chip inserted into a text, an out-of-range value shown under its field with Save disabled;
// then Save writes it all to the flow. Screenshots of the panel in light and dark.
import type { Locator, Page } from '@playwright/test';
import type { FlowDocument } from '../../engine/index';
import { expect, test } from './cspGuard';
import { callApi, debug, openFlow } from './flowEditorPage';
import { signUpNewUser } from './studioUser';
import { createOrganizationByApi, createWidgetByApi } from './studioApi';
import { testNode } from '../../engine/testing/testNode';
import { openViewEditor } from './viewEditorPage';

test.describe.configure({ timeout: 180_000 });

/** A computed style property of a rendered block (inside the canvas's shadow root). */
function computed(page: Page, blockId: number, property: string): Promise<string> {
  return page.getByTestId('view-canvas-host').evaluate(
    (host, [id, name]) => {
      const element = host.shadowRoot!.querySelector(`[data-block-id="${id}"]`)!;
      return getComputedStyle(element).getPropertyValue(name as string);
    },
    [blockId, property] as const,
  );
}

/** A rendered block (Playwright's CSS locators pierce the open shadow root). */
const rendered = (page: Page, blockId: number): Locator => page.getByTestId('view-canvas-host').locator(`[data-block-id="${blockId}"]`);

/** The whole property panel, however long (a tall window for the shot). */
async function shootPanel(page: Page, name: string) {
  const size = page.viewportSize()!;
  await page.setViewportSize({ width: size.width, height: 3000 });
  const clip = await page.getByTestId('view-properties').evaluate((panel) => {
    const box = panel.getBoundingClientRect();
    return { x: box.x, y: box.y, width: box.width, height: panel.lastElementChild!.getBoundingClientRect().bottom - box.y + 16 };
  });
  await page.screenshot({ path: `test-results/screens/${name}.png`, clip });
  await page.setViewportSize(size);
}

/** Types into a number field as a person does: select what is there, then key by key. */
async function typeNumber(field: Locator, value: string) {
  await field.click();
  await field.press('ControlOrMeta+a');
  await field.pressSequentially(value, { delay: 20 });
}

test('style a view through the property forms; overrides and validation show in preview; save', async ({ page }) => {
  await signUpNewUser(page);
  const organizationId = await createOrganizationByApi(page, 'Team view properties');
  const widgetId = await createWidgetByApi(page, organizationId, 'View properties');
  const flow: FlowDocument = { nodes: [testNode(1, 'entrypoint', 0, 0), testNode(2, 'view', 360, 0)], connections: [{ from: [1, 0], to: [2, 0] }] };
  expect((await callApi(page, 'PUT', `/widgets/${widgetId}/flow`, { baseVersion: 1, flow })).status).toBe(200);
  expect((await callApi(page, 'POST', `/widgets/${widgetId}/secrets`, { name: 'crm_key', value: 'never-rendered' })).status).toBe(201);
  await openFlow(page, organizationId, widgetId);
  await openViewEditor(page);
  const save = page.getByTestId('view-editor-save');

  // The root container: its form has config, layout, appearance and border; no font, validation or overrides.
  await page.getByTestId('layer-1').click();
  await expect(page.getByTestId('view-properties-title')).toContainText('container');
  await expect(page.getByTestId('view-section-layout')).toBeVisible();
  await expect(page.getByTestId('view-section-font')).toHaveCount(0);
  await expect(page.getByTestId('view-section-overrides')).toHaveCount(0);

  // Padding: typing "24" is one undo step.
  await typeNumber(page.getByTestId('view-style-padding-vertical'), '24');
  await expect.poll(() => computed(page, 1, 'padding-top')).toBe('24px');
  await page.getByTestId('view-editor-undo').click();
  await expect.poll(() => computed(page, 1, 'padding-top')).toBe('16px');
  await expect(page.getByTestId('view-style-padding-vertical')).toHaveValue('16');
  await page.getByTestId('view-editor-redo').click();
  await expect.poll(() => computed(page, 1, 'padding-top')).toBe('24px');

  // A background colour through the picker popover's hex field (sanitised while typing), then its alpha.
  await page.getByTestId('view-style-background-color-swatch').click();
  const popover = page.getByTestId('view-style-background-color-popover');
  await expect(popover.locator('.react-colorful')).toBeVisible();
  const hex = page.getByTestId('view-style-background-color-popover-hex');
  await hex.click();
  await hex.press('ControlOrMeta+a');
  await hex.pressSequentially('#FfE4zz C4', { delay: 20 });
  await expect(hex).toHaveValue('#ffe4c4');
  await expect.poll(() => computed(page, 1, 'background-color')).toBe('rgb(255, 228, 196)');
  await expect(page.getByTestId('view-style-background-color-r')).toHaveValue('255');
  await expect(page.getByTestId('view-style-background-color-h')).toHaveValue('33');
  await page.getByTestId('view-style-background-color-a').fill('0.5');
  await expect(page.getByTestId('view-style-background-color-hex')).toHaveValue('#ffe4c480');
  await expect.poll(() => computed(page, 1, 'background-color')).toBe('rgba(255, 228, 196, 0.5)');
  await page.getByTestId('view-style-background-color-a').fill('1');
  await page.screenshot({ path: 'test-results/screens/view-properties-colour.png' });
  await page.keyboard.press('Escape');
  await expect(popover).toBeHidden();

  // The text: a border and a shadow.
  await page.getByTestId('layer-2').click();
  await expect(page.getByTestId('view-properties-title')).toContainText('text');
  await typeNumber(page.getByTestId('view-style-border-width'), '2');
  await page.getByTestId('view-style-border-style').selectOption('dashed');
  await page.getByTestId('view-style-border-color-hex').fill('#336699');
  await page.getByTestId('view-style-border-color-hex').blur();
  await expect.poll(() => computed(page, 2, 'border-top-width')).toBe('2px');
  await expect.poll(() => computed(page, 2, 'border-top-style')).toBe('dashed');
  await expect.poll(() => computed(page, 2, 'border-top-color')).toBe('rgb(51, 102, 153)');
  await page.getByTestId('view-style-shadows-add').click();
  await typeNumber(page.getByTestId('view-style-shadows-0-blur'), '10');
  await page.getByTestId('view-style-shadows-0-inset').check();
  await expect.poll(() => computed(page, 2, 'box-shadow')).toBe('rgba(0, 0, 0, 0.25) 0px 2px 10px 0px inset');

  // A {{context value}} from upstream (the entrypoint's page URL) becomes a chip in the text.
  await page.getByTestId('view-property-text-insert').click();
  await page.getByTestId('view-property-text-picker').getByText('{{1.page_url}}').click();
  await expect(page.getByTestId('view-property-text')).toHaveValue('Hello{{1.page_url}}');
  await expect(page.getByTestId('view-property-text-chips').locator('mark[data-status="known"]')).toHaveText('{{1.page_url}}');
  // The chips are painted by a mirror under the (transparent) textarea: both lay the text out the same way.
  const layout = (testId: string) =>
    page.getByTestId(testId).evaluate((element) => {
      const style = getComputedStyle(element);
      const box = element.getBoundingClientRect();
      return [box.x, box.y, box.width, style.font, style.padding, style.borderWidth, style.lineHeight, style.whiteSpace, style.overflowWrap];
    });
  expect(await layout('view-property-text')).toEqual(await layout('view-property-text-chips'));
  // The widget's secret is never offered (secrets never render to visitors); typed by hand, it is marked.
  await page.getByTestId('view-property-text-insert').click();
  await expect(page.getByTestId('view-property-text-pick').first()).toBeVisible();
  await expect(page.getByTestId('view-property-text-picker')).not.toContainText('crm_key');
  await page.keyboard.press('Escape');
  await page.getByTestId('view-property-text').press('End');
  await page.getByTestId('view-property-text').pressSequentially(' {{secret.crm_key}}');
  await expect(page.getByTestId('view-property-text-chips').locator('mark[data-status="secret"]')).toHaveText('{{secret.crm_key}}');
  await expect(page.getByTestId('view-property-text-token-problems')).toContainText('never show to visitors');
  // A view cannot use a secret at all (the flow save refuses it): the field says so and Save waits for it to go.
  await expect(page.getByTestId('view-property-text-error')).toHaveText('A secret cannot be used in a view: visitors would see it. Remove the token.');
  await expect(save).toBeDisabled();
  await page.getByTestId('view-editor-undo').click();
  await expect(page.getByTestId('view-property-text')).toHaveValue('Hello{{1.page_url}}');

  // An out-of-range value: its rule under the field, Save disabled until it is fixed.
  await typeNumber(page.getByTestId('view-style-padding-horizontal'), '300');
  await expect(page.getByTestId('view-style-padding-horizontal-error')).toHaveText('Padding is 0 to 256 px.');
  await expect(page.getByTestId('view-properties-invalid')).toBeVisible();
  await expect(save).toBeDisabled();
  await page.screenshot({ path: 'test-results/screens/view-properties-error.png' });
  await typeNumber(page.getByTestId('view-style-padding-horizontal'), '12');
  await expect(page.getByTestId('view-style-padding-horizontal-error')).toHaveCount(0);
  await expect(save).toBeEnabled();

  // The button: a hovered override with its own background, added at the top of the list.
  await page.getByTestId('layer-3').click();
  await expect(page.getByTestId('view-properties-title')).toContainText('button');
  await page.getByTestId('view-overrides-add').click();
  await expect(page.getByTestId('view-override-0-state-hovered')).toBeChecked();
  await expect(page.getByTestId('view-override-0-state-checked')).toHaveCount(0);
  await page.getByTestId('view-override-0-add-property').selectOption('background');
  await page.getByTestId('view-override-0-modifier-0-value-color-hex').fill('#ff0000');
  await page.getByTestId('view-override-0-modifier-0-value-color-hex').blur();
  await page.getByTestId('view-overrides-add').click();
  await expect(page.getByTestId('view-override-1-modifier-0-property')).toHaveValue('background');
  await page.getByTestId('view-override-0-remove').click();
  await expect(page.getByTestId('view-override-1')).toHaveCount(0);
  await page.screenshot({ path: 'test-results/screens/view-properties-light.png' });
  await shootPanel(page, 'view-properties-panel-light');

  // An input: email and required.
  await page.getByTestId('view-editor-add').click();
  await page.getByTestId('add-block-input').click();
  await expect(page.getByTestId('view-properties-title')).toContainText('input');
  const inputId = Number(await page.getByTestId('view-properties').getAttribute('data-block-id'));
  await page.getByTestId('view-property-type').selectOption('email');
  await page.getByTestId('view-property-required').check();
  await expect(page.getByTestId('view-property-min').locator('xpath=..')).toContainText('Minimum length');

  // Preview: hovering the button shows the override; a wrong email shows the invalid state.
  await page.getByTestId('view-editor-preview').click();
  await expect(page.getByTestId('view-canvas')).toHaveAttribute('data-mode', 'preview');
  await expect.poll(() => computed(page, 3, 'background-color')).toBe('rgb(0, 0, 0)');
  await rendered(page, 3).hover();
  await expect.poll(() => computed(page, 3, 'background-color')).toBe('rgb(255, 0, 0)');
  const field = rendered(page, inputId).locator('input');
  await field.fill('not an email');
  await field.blur();
  await expect(rendered(page, inputId)).toHaveAttribute('data-invalid', '');
  await expect(rendered(page, inputId)).toHaveAttribute('data-problem', 'type');
  await field.fill('');
  await field.blur();
  await expect(rendered(page, inputId)).toHaveAttribute('data-problem', 'required');
  await field.fill('someone@example.com');
  await expect(rendered(page, inputId)).not.toHaveAttribute('data-invalid', '');
  await page.getByTestId('view-editor-design').click();

  // Dark theme.
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.getByTestId('layer-3').click();
  await page.getByTestId('view-style-background-color-swatch').click();
  await page.screenshot({ path: 'test-results/screens/view-properties-dark.png' });
  await page.getByTestId('view-style-background-color-swatch').click();
  await page.getByTestId(`layer-${inputId}`).click();
  await shootPanel(page, 'view-properties-panel-dark');
  await page.getByTestId('layer-1').click();
  await shootPanel(page, 'view-properties-panel-container-dark');
  await page.emulateMedia({ colorScheme: 'light' });

  // Save writes the view into the flow.
  await save.click();
  await expect(page.getByTestId('view-editor')).toBeHidden();
  const root = await debug(page, (handle) => handle.node(2)?.config.root as { style: Record<string, unknown>; children: { id: number; config: Record<string, unknown>; style: Record<string, unknown> }[] });
  expect(root.style.padding).toEqual([24, 16]);
  expect(root.style.background).toMatchObject({ color: '#ffe4c4' });
  const [text, button, input] = root.children;
  expect(text!.config.text).toBe('Hello{{1.page_url}}');
  expect(text!.style.border).toMatchObject({ width: 2, style: 'dashed', color: '#336699' });
  expect(text!.style.shadows).toEqual([{ offset: [0, 2], blur: 10, spread: 0, color: '#00000040', inset: true }]);
  expect(button!.style.overrides).toEqual([{ when: ['hovered'], styles: [{ property: 'background', value: { color: '#ff0000', image: null } }] }]);
  expect(input!.config).toMatchObject({ type: 'email', required: true });
});
