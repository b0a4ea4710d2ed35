// Read-only while paused (studio.md §4): the server refuses changes to an organization's widget content
// with 403 subscription-paused while its subscription is paused; the pages disable those controls first,
// with these tooltips. The status comes from the subscription query the banner already reads.
import { subscriptionStatus } from './subscriptionState';
import type { Subscription } from './subscriptionTypes';

/** Tooltip of a widget-content control disabled because the subscription is paused. */
export const SUBSCRIPTION_PAUSED_REASON = 'The subscription is paused: unpause it to make changes.';

/** True only for a loaded subscription whose status is paused; loading or failed reads count as not paused (the server still decides). */
export function isSubscriptionPaused(subscription: Pick<Subscription, 'status'> | undefined): boolean {
  return subscription !== undefined && subscriptionStatus(subscription) === 'paused';
}
