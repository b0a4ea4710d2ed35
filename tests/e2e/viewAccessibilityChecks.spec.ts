// The view editor's design-time accessibility checks (issue 25; src/pages/viewEditor/accessibility): a block with
// low-contrast text (also in an override state), an image without alternative text, a field without a label and a
// button without text are marked on the canvas and explained in the property panel; fixing one clears its mark. The
// view editor also offers a text's heading level and each rule's message, which visitors get.
import type { Page } from '@playwright/test';
import type { FlowDocument } from '../../engine/index';
import { testNode } from '../../engine/testing/testNode';
import { expect, test } from './cspGuard';
import { callApi, openFlow } from './flowEditorPage';
import { signUpNewUser } from './studioUser';
import { createOrganizationByApi, createWidgetByApi } from './studioApi';
import { openViewEditor } from './viewEditorPage';

test.describe.configure({ timeout: 120_000 });

const block = (id: number, type: string, config: Record<string, unknown>, style: Record<string, unknown> = {}) => ({ id, type, config, style });

async function widgetWithView(page: Page): Promise<void> {
  await signUpNewUser(page);
  const organizationId = await createOrganizationByApi(page, 'Checks Co');
  const widgetId = await createWidgetByApi(page, organizationId, 'Checked');
  const root = {
    id: 1,
    type: 'container',
    config: { direction: 'column' },
    style: { gap: 8, padding: [16, 16] },
    children: [
      block(2, 'text', { text: 'Pale words' }, { color: '#bbbbbb' }),
      block(3, 'button', { label: '' }),
      block(4, 'input', { name: 'email', placeholder: 'Email' }),
      block(5, 'button', { label: 'Go' }, { overrides: [{ when: ['hovered'], styles: [{ property: 'background', value: { color: '#dddddd' } }] }] }),
      block(6, 'text', { text: 'Fine' }),
    ],
  };
  const flow: FlowDocument = { nodes: [testNode(1, 'entrypoint', 0, 0), testNode(2, 'view', 360, 0, { root })], connections: [{ from: [1, 0], to: [2, 0] }] };
  expect((await callApi(page, 'PUT', `/widgets/${widgetId}/flow`, { baseVersion: 1, flow })).status).toBe(200);
  await openFlow(page, organizationId, widgetId);
}

test('low contrast (base and hovered), a field without a label and a button without text are marked and explained; a fix clears its mark', async ({ page }) => {
  await widgetWithView(page);
  await openViewEditor(page);
  for (const id of [2, 3, 4, 5]) await expect(page.getByTestId(`view-canvas-a11y-${id}`)).toBeVisible();
  await expect(page.getByTestId('view-canvas-a11y-6')).toHaveCount(0);

  const issues = page.getByTestId('view-properties-accessibility');
  await page.getByTestId('layer-2').click();
  await expect(issues).toContainText('The text has a contrast of 1.91:1 against its background; AA needs 4.5:1.');
  await page.getByTestId('layer-5').click();
  await expect(issues).toContainText('when hovered');
  await page.getByTestId('layer-4').click();
  await expect(issues).toContainText('No label');
  await page.getByTestId('layer-6').click();
  await expect(issues).toHaveCount(0);

  // The button gets a text: its mark goes.
  await page.getByTestId('layer-3').click();
  await expect(issues).toContainText('No text: nobody can tell what this button does.');
  await page.getByTestId('view-property-label').fill('Send');
  await expect(issues).toHaveCount(0);
  await expect(page.getByTestId('view-canvas-a11y-3')).toHaveCount(0);

  // A text can be a heading; a required field's message is the designer's to write (the default as placeholder).
  await page.getByTestId('layer-6').click();
  await page.getByTestId('view-property-headingLevel').selectOption('2');
  await expect(page.getByTestId('view-canvas-host').locator('h2.b6')).toHaveText('Fine');
  await page.getByTestId('layer-4').click();
  await page.getByTestId('view-property-required').check();
  await expect(page.getByTestId('view-property-requiredMessage')).toHaveAttribute('placeholder', 'This field is required.');
});
