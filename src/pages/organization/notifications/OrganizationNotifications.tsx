import { useState } from 'react';
import { Link } from 'wouter';
import { paths, type RouteMatch } from '../../../routes';
import { Button } from '../../../ui/Button';
import { manageSubscriptionBlocker } from '../subscription/subscriptionState';
import { useSubscription } from '../subscription/useSubscription';
import { useSubscriptionCommands } from '../subscription/useSubscriptionCommands';
import { useApiQuery } from '../../../api/useApiQuery';
import { keys } from '../../../api/queries';
import type { Organization } from '../../../../contracts/entities';
import type { Permission } from '../../../../contracts/permissions';
import { firstNotification, type NotificationKind } from './bannerSelection';

const TEXT: Record<NotificationKind, { title: string; description: string; action: string }> = {
  'subscription-past-due': {
    title: 'Your payment is past due',
    description: 'We could not charge your card. Update the payment method to keep your plan.',
    action: 'Update payment method',
  },
  'subscription-paused': {
    title: 'Your subscription is paused',
    description: 'The organization is read-only while the subscription is paused.',
    action: 'Unpause',
  },
  'quota-almost-exceeded': {
    title: 'Operations almost used up',
    description: 'More than 90% of this period’s operations are used. Widgets stop running operations at the limit.',
    action: 'Upgrade plan',
  },
};

/**
 * The first notification of the organization in the route (studio.md §2.8): past due, paused, or
 * operations almost exceeded. On the organization general page the quota banner has no action.
 */
export function OrganizationNotifications({ match }: { match: RouteMatch | null }) {
  const organizationId = match?.params.organizationId ?? null;
  if (!organizationId) return null;
  return <OrganizationBanner organizationId={organizationId} onGeneralPage={match?.name === 'organization'} />;
}

function OrganizationBanner({ organizationId, onGeneralPage }: { organizationId: string; onGeneralPage: boolean }) {
  const { data: organization } = useApiQuery<Organization>(keys.organization(organizationId), { throwOnError: false });
  const { data: subscription } = useSubscription(organizationId);
  // Outside the page's error boundary: failures here hide the banner instead of replacing the app.
  const permissions = useApiQuery<Permission[]>(keys.permissions(organizationId), { throwOnError: false });
  const commands = useSubscriptionCommands(organizationId);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const kind = firstNotification(organization, subscription);
  if (!kind) return null;
  const text = TEXT[kind];
  const blocker = permissions.data ? manageSubscriptionBlocker(permissions.data) : 'Loading permissions…';

  const run = async (command: () => Promise<void>) => {
    setBusy(true);
    setFailed(false);
    try {
      await command();
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  let action: React.ReactNode = null;
  if (kind === 'subscription-past-due') {
    action = (
      <Button size="sm" variant="primary" busy={busy} disabledReason={blocker} onClick={() => void run(commands.updatePaymentMethod)} data-testid="banner-action">
        {text.action}
      </Button>
    );
  } else if (kind === 'subscription-paused') {
    action = (
      <Button size="sm" variant="primary" busy={busy} disabledReason={blocker} onClick={() => void run(commands.unpause)} data-testid="banner-action">
        {text.action}
      </Button>
    );
  } else if (!onGeneralPage) {
    action = (
      <Link href={paths.organization(organizationId)} className="button button--primary button--sm" data-testid="banner-action">
        {text.action}
      </Link>
    );
  }

  return (
    <div className={`banner banner--${kind === 'subscription-past-due' ? 'danger' : 'warning'}`} role="status" data-testid={`banner-${kind}`}>
      <div className="banner__text">
        <strong className="banner__title">{text.title}</strong>
        <span className="banner__description">
          {text.description}
          {failed ? ' Something went wrong, please try again.' : ''}
        </span>
      </div>
      {action}
    </div>
  );
}
