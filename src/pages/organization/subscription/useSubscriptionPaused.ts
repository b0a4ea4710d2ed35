import { isSubscriptionPaused } from './pausedSubscription';
import { useSubscription } from './useSubscription';

/** Whether the organization's subscription is paused (same query and key as the banner and the subscription panel). */
export function useSubscriptionPaused(organizationId: string | null): boolean {
  return isSubscriptionPaused(useSubscription(organizationId).data);
}
