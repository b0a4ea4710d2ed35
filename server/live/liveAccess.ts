// Whether a live channel may stay open, and whether it may edit: its credential checked again exactly as the API
// checks it (an OIDC token: signature, expiry, the sign-in not signed out; an organization access token: not
// revoked, not expired, its creator still a member), then the caller's membership, the widget and the
// organization's subscription (paused: read-only, as the API answers 403 subscription-paused). Run when a
// cluster notice says access changed, at the token's expiry, and once a minute.
import { and, eq } from 'drizzle-orm';
import { LIVE_CLOSE } from '../../contracts/collab';
import { verifyAccessToken } from '../auth/accessTokens';
import type { TokenVerifier } from '../auth/tokenVerifier';
import type { Db } from '../db/database';
import { memberships, subscriptions, widgets } from '../db/schema';
import { UnauthorizedError } from '../http/errors';
import { can } from '../permissions';
import type { LiveCaller } from './LiveConnection';

export type LiveAccess = { ok: true; canEdit: boolean } | { ok: false; code: number; reason: string };

export async function checkLiveAccess(db: Db, verify: TokenVerifier, caller: LiveCaller, widgetId: string): Promise<LiveAccess> {
  try {
    if (caller.credential.kind === 'token') await verifyAccessToken(db, caller.credential.token);
    else await verify(caller.credential.authorization);
  } catch (error) {
    if (error instanceof UnauthorizedError) return { ok: false, code: LIVE_CLOSE.unauthorized, reason: 'signed out, or the token was revoked or expired' };
    throw error;
  }
  const [row] = await db
    .select({ archived: widgets.archived, organizationId: widgets.organizationId, role: memberships.role, subscription: subscriptions.status })
    .from(widgets)
    .leftJoin(memberships, and(eq(memberships.organizationId, widgets.organizationId), eq(memberships.userId, caller.userId)))
    .leftJoin(subscriptions, eq(subscriptions.organizationId, widgets.organizationId))
    .where(eq(widgets.id, widgetId));
  if (!row || row.organizationId !== caller.organizationId) return { ok: false, code: LIVE_CLOSE.widgetGone, reason: 'the widget was deleted' };
  if (!row.role) return { ok: false, code: LIVE_CLOSE.removed, reason: 'removed from the organization' };
  return { ok: true, canEdit: canEditWidget(row.role, row.archived, row.subscription === 'paused') };
}

/**
 * The API's write rules: editing needs Widgets:Edit, an archived widget is read-only for everyone, and so is all of
 * an organization's content while its subscription is paused (api/widgetLock.ts, api/subscriptionGate.ts).
 */
export function canEditWidget(role: Parameters<typeof can>[0], archived: boolean, paused: boolean): boolean {
  return can(role, 'Widgets:Edit') && !archived && !paused;
}
