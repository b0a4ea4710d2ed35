// A request authenticated by an organization access token acts as the token's creator, inside the
// token's organization only. The scope is attached to the caller's user record for the request, so
// the access checks (api/access.ts) answer 404 for any other organization, and user-level calls
// that would reach beyond the organization are refused outright.
import type { UserRow } from '../db/schema';
import { ApiError } from '../http/errors';

/** The error code of a call an access token may not make. */
export const TOKEN_SCOPE_ERROR = 'token-scope';

const scopes = new WeakMap<UserRow, string>();

/** Marks this user object (one request's caller) as limited to one organization. */
export function restrictToOrganization(user: UserRow, organizationId: string): void {
  scopes.set(user, organizationId);
}

/** The organization a token-authenticated caller is limited to; null for a signed-in user. */
export function tokenOrganization(user: UserRow): string | null {
  return scopes.get(user) ?? null;
}

/** False when the caller came with an access token of another organization. */
export function withinTokenScope(user: UserRow, organizationId: string): boolean {
  const scope = scopes.get(user);
  return scope === undefined || scope === organizationId;
}

/**
 * Routes an access token may not call: they act for the user beyond one organization (create or
 * leave organizations, invitations, billing checkout, the user's own profile (read or write: it holds
 * the email, chat token and subject) and files) or would let a token mint further tokens.
 */
const USER_LEVEL_ROUTES: readonly { method: string; url: RegExp }[] = [
  { method: 'POST', url: /^\/organizations$/ },
  { method: '*', url: /^\/users\/me$/ },
  { method: 'POST', url: /^\/files$/ },
  { method: '*', url: /^\/invitations(\/|$)/ },
  { method: '*', url: /^\/billing(\/|$)/ },
  { method: '*', url: /^\/organizations\/:[^/]+\/leave$/ },
  { method: 'POST', url: /^\/organizations\/:[^/]+\/access_tokens$/ },
];

/** Throws 403 `token-scope` when an access token calls a user-level route (`url` is the route pattern, no prefix). */
export function requireTokenMayCall(method: string, url: string): void {
  if (USER_LEVEL_ROUTES.some((route) => (route.method === '*' || route.method === method) && route.url.test(url))) {
    throw new ApiError(403, TOKEN_SCOPE_ERROR, 'An access token acts within its organization only; sign in to call this');
  }
}
