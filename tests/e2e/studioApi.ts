// An organization and a widget made through the studio's API, for the tests about what comes after them: each saves
// the two page loads and form round trips of the UI steps (studioUser.ts), which firstSession, shellChrome,
// studioAccessibility and the organization and team specs still take.
import { expect, type Page } from '@playwright/test';
import { callApi } from './flowEditorPage';

/** POST /organizations as the signed-in user of the page (on a studio page); returns the new organization's id. */
export async function createOrganizationByApi(page: Page, name: string): Promise<string> {
  const created = await callApi<{ id: string }>(page, 'POST', '/organizations', { name });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body.id;
}

/** POST /widgets into the organization; returns the new widget's id. */
export async function createWidgetByApi(page: Page, organizationId: string, name: string): Promise<string> {
  const created = await callApi<{ id: string }>(page, 'POST', '/widgets', { name, organizationId });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body.id;
}
