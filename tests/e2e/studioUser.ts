// Steps a person takes in the studio, shared by the end-to-end specs.
import { expect, type Page } from '@playwright/test';
import { decodeJwt } from 'jose';
import { storedSessionKey } from '../../src/auth/storedSession';
import { BrowserlessSignIn } from '../harness/oidcClient';

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

/**
 * A brand-new user, signed in on `page`, past the terms, on the organizations page. The sign-up runs over HTTP against
 * the studio's own provider (tests/harness/oidcClient.ts: the authorization code + PKCE flow its pages drive, the same
 * form posts), the terms are accepted over the API, and the session goes where the studio's oidc-client-ts keeps it
 * (sessionStorage, createUserManager's userStore): the studio then opens signed in, as after a sign-in. Through the
 * pages it took 2–3 s a test on a busy 2-core machine, seventy times a run; the pages themselves are tested where they
 * are the subject (firstSession, keyboardOnly and studioAccessibility sign up through them). No provider session cookie
 * is set: a test that signs out and in again goes through the provider's sign-in page.
 */
export async function signUpNewUser(page: Page, user: NewUser = newUser()): Promise<NewUser> {
  // The studio's origin (the page's context may carry its own baseURL) and its client's settings.
  const config = await page.goto('/app-config.json');
  const origin = new URL(page.url()).origin;
  const { auth } = (await config!.json()) as { auth: { authority: string; clientId: string; scope: string } };
  const tokens = await new BrowserlessSignIn({ baseUrl: origin, clientId: auth.clientId, scope: auth.scope }).run({ mode: 'signup', ...user });
  const accepted = await fetch(`${origin}/api/users/me`, {
    method: 'PATCH',
    headers: { authorization: `Bearer ${tokens.access_token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ tos: true, pp: true }),
  });
  expect(accepted.status, await accepted.text()).toBe(200);
  // oidc-client-ts's User.toStorageString() under its key.
  const session = {
    id_token: tokens.id_token,
    session_state: null,
    access_token: tokens.access_token,
    refresh_token: tokens.refresh_token,
    token_type: 'Bearer',
    scope: auth.scope,
    profile: decodeJwt(tokens.id_token),
    expires_at: Math.floor(Date.now() / 1000) + tokens.expires_in,
  };
  await page.evaluate(({ key, value }) => sessionStorage.setItem(key, value), {
    key: storedSessionKey(auth.authority, auth.clientId),
    value: JSON.stringify(session),
  });
  await page.goto('/');
  await expect(page.getByTestId('organizations-total')).toBeVisible();
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
