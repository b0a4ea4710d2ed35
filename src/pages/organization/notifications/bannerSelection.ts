// The organization's notification banners (studio.md §2.8): past_due, paused, quota almost
// exceeded, in that order; the bar shows only the first.
import { QUOTA_ALMOST_EXCEEDED_RATIO } from '../../../../contracts/constants';
import type { Organization } from '../../../../contracts/entities';
import { subscriptionStatus } from '../subscription/subscriptionState';
import type { Subscription } from '../subscription/subscriptionTypes';

export type NotificationKind = 'subscription-past-due' | 'subscription-paused' | 'quota-almost-exceeded';

/** Operations this quota period above 90 % of the plan's operations quota. */
export function operationsAlmostExceeded(organization: Pick<Organization, 'usage' | 'plan'>): boolean {
  const limit = organization.plan.quota.operations;
  return organization.usage.operationsThisQuotaPeriod > limit * QUOTA_ALMOST_EXCEEDED_RATIO;
}

export function organizationNotifications(
  organization: Pick<Organization, 'usage' | 'plan'> | undefined,
  subscription: Pick<Subscription, 'status' | 'plan'> | undefined,
): NotificationKind[] {
  const kinds: NotificationKind[] = [];
  if (subscription && subscription.plan.template !== 'free') {
    const status = subscriptionStatus(subscription);
    if (status === 'past_due') kinds.push('subscription-past-due');
    if (status === 'paused') kinds.push('subscription-paused');
  }
  if (organization && operationsAlmostExceeded(organization)) kinds.push('quota-almost-exceeded');
  return kinds;
}

/** The one banner displayed, or null. */
export function firstNotification(...args: Parameters<typeof organizationNotifications>): NotificationKind | null {
  return organizationNotifications(...args)[0] ?? null;
}
