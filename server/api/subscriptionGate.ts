// Read-only while paused (studio.md §4): while an organization's subscription is paused, its widget
// content (widgets, flows, widget secrets, organization files) cannot change. Every change of a widget locks it
// through widgetLock.ts, which calls requireWritableOrganization; creating a widget and the organization's file
// uploads and deletions call it themselves. Reads, billing, team, invitations, access tokens and organization settings stay allowed so
// the owner can unpause. One primary-key lookup per call; no row lock (a plain read of the status).
import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { subscriptions } from '../db/schema';
import { ApiError } from '../http/errors';

/** 403 subscription-paused: the organization's content is read-only until the subscription is unpaused. */
export class SubscriptionPausedError extends ApiError {
  constructor() {
    super(403, 'subscription-paused', 'The subscription is paused: unpause it to make changes');
  }
}

/** Throws SubscriptionPausedError when the organization's subscription is paused; organizations without one are writable. */
export async function requireWritableOrganization(db: Db, organizationId: string): Promise<void> {
  if (await organizationPaused(db, organizationId)) throw new SubscriptionPausedError();
}

/** Whether the organization's content is read-only (its subscription paused). The live channel's `canEdit` asks it too. */
export async function organizationPaused(db: Db, organizationId: string): Promise<boolean> {
  const [row] = await db.select({ status: subscriptions.status }).from(subscriptions).where(eq(subscriptions.organizationId, organizationId));
  return row?.status === 'paused';
}
