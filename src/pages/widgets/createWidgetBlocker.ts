import type { Organization } from '../../../contracts/entities';
import { SUBSCRIPTION_PAUSED_REASON } from '../organization/subscription/pausedSubscription';

/** Why a widget cannot be created (studio.md §2.11, §4, §5), or null when it can. */
export function createWidgetBlocker(
  organization: Pick<Organization, 'usage' | 'plan'>,
  permissions: readonly string[],
  subscriptionPaused = false,
): string | null {
  if (!permissions.includes('Widgets:Create')) return 'You do not have permission to create widgets in this organization.';
  if (subscriptionPaused) return SUBSCRIPTION_PAUSED_REASON;
  if (organization.usage.widgets >= organization.plan.quota.widgets) return 'Your plan’s widget limit is reached. Please upgrade to create more widgets.';
  return null;
}
