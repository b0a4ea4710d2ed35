// Steps a person takes in the studio, shared by the end-to-end specs.
import { expect, type Page } from '@playwright/test';

let counter = 0;

export interface NewUser {
  name: string;
  email: string;
  password: string;
}

export function newUser(prefix = 'user'): NewUser {
  counter += 1;
  const id = `${Date.now().toString(36)}${counter}${Math.random().toString(36).slice(2, 6)}`;
  return { name: `${prefix} ${id}`, email: `${prefix}-${id}@example.com`, password: `secret-${id}` };
}

/** From any studio page while signed out: the provider's sign-up page, then back into the studio. */
export async function signUpFromSignInPage(page: Page, user: NewUser): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Sign in', exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Create an account' }).click();
  await page.getByLabel('Name').fill(user.name);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel(/^Password/).fill(user.password);
  await page.getByRole('button', { name: 'Create account' }).click();
}

export async function acceptTerms(page: Page): Promise<void> {
  await expect(page.getByTestId('terms-gate')).toBeVisible();
  await expect(page.getByTestId('terms-submit')).toBeDisabled();
  await page.getByTestId('terms-tos').check();
  await page.getByTestId('terms-pp').check();
  await page.getByTestId('terms-submit').click();
  await expect(page.getByTestId('terms-gate')).toBeHidden();
}

/** A brand-new user: sign up, accept the terms, land on the organizations page. */
export async function signUpNewUser(page: Page, user: NewUser = newUser()): Promise<NewUser> {
  await page.goto('/');
  await signUpFromSignInPage(page, user);
  await acceptTerms(page);
  await expect(page).toHaveURL(/\/$/);
  return user;
}

/** Creates an organization from the organizations page; returns its id (from the URL it opens). */
export async function createOrganization(page: Page, name: string): Promise<string> {
  await page.goto('/');
  await page.getByTestId('create-organization-button').click();
  await page.getByTestId('organization-name-input').fill(name);
  await page.getByTestId('create-organization-submit').click();
  await expect(page).toHaveURL(/\/[0-9a-f-]{36}\/widgets$/);
  return new URL(page.url()).pathname.split('/')[1]!;
}

/** Creates a widget from the organization's widgets page; returns its id. */
export async function createWidget(page: Page, organizationId: string, name: string): Promise<string> {
  await page.goto(`/${organizationId}/widgets`);
  await page.getByTestId('create-widget-button').click();
  await page.getByTestId('widget-name-input').fill(name);
  await page.getByTestId('create-widget-submit').click();
  await expect(page).toHaveURL(new RegExp(`/${organizationId}/widgets/[0-9a-f-]{36}$`));
  return new URL(page.url()).pathname.split('/')[3]!;
}
